import { CardGrid, type FeatureCard, SectionFrame } from "../components/section-frame";

const features: readonly FeatureCard[] = [
	{
		title: "Courses and certification",
		description:
			"Digital courses with quizzes, mock tests and certificates that students can show recruiters.",
	},
	{
		title: "Test planning",
		description:
			"Schedule tests for a section, a year or the whole college, with question banks your faculty own.",
	},
	{
		title: "Student and mentor management",
		description: "Import students by department, year and section, and map each mentor to their mentees.",
	},
	{
		title: "Events and hackathons",
		description:
			"Host workshops, tech talks, codeathons and hackathons, with registrations and results in one place.",
	},
	{
		title: "Public portfolio",
		description: "Each student gets a profile of certificates, projects and scores to share with recruiters.",
	},
	{
		title: "Hiring rounds for companies",
		description:
			"Recruiters run multi-round coding, technical, HR and behavioural rounds on campus batches, with candidate analytics.",
	},
];

/** Landing section 4: the platform's features at a glance. */
export function FeaturesSection() {
	return (
		<SectionFrame
			id="features"
			eyebrow="Features"
			title="One platform instead of six tools"
			intro="Learning, testing, mentoring, events and hiring share the same student records, so nobody re-enters a roll number twice."
			tinted
		>
			<CardGrid cards={features} />
		</SectionFrame>
	);
}
