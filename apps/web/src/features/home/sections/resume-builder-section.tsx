import { CardGrid, type FeatureCard, SectionFrame } from "../components/section-frame";

const steps: readonly FeatureCard[] = [
	{
		title: "Start from the job description",
		description:
			"Paste a job description and the builder shows which of the student's skills, projects and certificates it asks for, and which are missing.",
	},
	{
		title: "ATS-ready by default",
		description:
			"Clean single-column layouts with standard headings that applicant tracking systems read correctly, exported as PDF.",
	},
	{
		title: "One resume per opening",
		description:
			"Keep a tailored version for each company that visits campus, and see them all under My Resumes.",
	},
];

/** Landing section 5: the resume builder. */
export function ResumeBuilderSection() {
	return (
		<SectionFrame
			id="resume-builder"
			eyebrow="Resume builder"
			title="Resumes written for the job, not for a template"
			intro="Most fresher resumes are rejected by software before a person reads them. Unnati's builder aligns each resume to the job description it is meant for."
		>
			<CardGrid cards={steps} />
		</SectionFrame>
	);
}
