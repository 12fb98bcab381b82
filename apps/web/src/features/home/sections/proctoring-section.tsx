import { CardGrid, type FeatureCard, SectionFrame } from "../components/section-frame";

const steps: readonly FeatureCard[] = [
	{
		title: "1. System check before the exam",
		description:
			"A seven-step check confirms the screen size, fullscreen, network speed, camera, microphone, identity photo and keyboard before a single question is shown.",
	},
	{
		title: "2. Watched while it runs",
		description:
			"The exam runs fullscreen with face tracking and tab-switch detection; every time a student leaves the exam window is recorded with how long they were away.",
	},
	{
		title: "3. Reports the moment it ends",
		description:
			"Scores, section-wise analysis and a violation summary are ready as soon as the exam closes, so results reach students the same day.",
	},
];

/** Landing section 3: proctored examinations. */
export function ProctoringSection() {
	return (
		<SectionFrame
			id="proctoring"
			eyebrow="Proctored examination"
			title="Proctored coding and quiz exams you can trust"
			intro="Hold internal assessments, mock placement tests and hiring rounds online, with the checks an invigilator would make, and answers saved as students go."
		>
			<CardGrid cards={steps} />
		</SectionFrame>
	);
}
