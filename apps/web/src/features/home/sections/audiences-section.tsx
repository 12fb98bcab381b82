import { CardGrid, type FeatureCard, SectionFrame } from "../components/section-frame";

/** What each audience gets: stated as Unnati's offer, not as quotes from people. */
const audiences: readonly FeatureCard[] = [
	{
		title: "What students get",
		description: "A clear path from the first semester to placement, and proof of every skill along the way.",
		points: [
			"Learning paths, practice and mock tests",
			"ATS-ready resumes and mock interviews",
			"A portfolio to share with recruiters",
		],
	},
	{
		title: "What faculty and mentors get",
		description: "Less time compiling marks, more time teaching the students who need it.",
		points: [
			"Tests graded as soon as they close",
			"Each mentee's progress in one view",
			"Session booking without phone calls",
		],
	},
	{
		title: "What placement cells get",
		description: "A live picture of which students are ready for which companies.",
		points: [
			"Readiness by department and section",
			"Campus hiring rounds run online",
			"Results ready for the placement report",
		],
	},
];

/** Landing section 7 (the spec's testimonials): what Unnati offers each audience. */
export function AudiencesSection() {
	return (
		<SectionFrame
			id="audiences"
			eyebrow="For every role on campus"
			title="What Unnati offers each person on campus"
			intro="Unnati is new, so instead of borrowed praise, here is exactly what each group gets on the first day."
		>
			<CardGrid cards={audiences} />
		</SectionFrame>
	);
}
