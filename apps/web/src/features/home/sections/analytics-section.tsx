import { CardGrid, type FeatureCard, SectionFrame } from "../components/section-frame";

const views: readonly FeatureCard[] = [
	{
		title: "College dashboard",
		description:
			"Principals and college administrators see every department's enrolment, test results and placement readiness on one screen, without waiting for spreadsheets from each HOD.",
	},
	{
		title: "Department dashboard",
		description:
			"Department heads compare sections and years, spot the subjects where a batch is slipping, and plan tests and workshops around them.",
	},
	{
		title: "Mentor view",
		description:
			"Faculty mentors follow each mentee's progress, attendance at sessions and test scores, and reach out before a student falls behind.",
	},
	{
		title: "Growth tracking",
		description:
			"Semester-on-semester trends for each student, section and department, useful when you prepare accreditation reports and the placement brochure.",
	},
];

/** Landing section 2: the dashboards and analytics institutions get. */
export function AnalyticsSection() {
	return (
		<SectionFrame
			id="analytics"
			eyebrow="Dashboard and analytics"
			title="Every batch's progress, at every level"
			intro="The same data seen four ways: by the college, the department, the mentor and the student, each with only what their role may see."
			tinted
		>
			<CardGrid cards={views} columns={4} />
		</SectionFrame>
	);
}
