import { CardGrid, type FeatureCard, SectionFrame } from "../components/section-frame";

const rounds: readonly FeatureCard[] = [
	{
		title: "Technical",
		description: "Core subject and project questions, with follow-ups that go one level deeper.",
	},
	{
		title: "Coding",
		description: "A live problem in the built-in editor, with the reasoning judged as well as the code.",
	},
	{
		title: "HR",
		description: "Introductions, strengths, relocation and the questions every fresher is asked.",
	},
	{
		title: "Behavioural",
		description: "Situations from projects and internships, answered in a clear structure.",
	},
	{
		title: "Negotiation",
		description: "Practice for the offer conversation: joining dates, roles and compensation.",
	},
];

/** Landing section 6: AI mock interviews. */
export function MockInterviewSection() {
	return (
		<SectionFrame
			id="mock-interview"
			eyebrow="AI mock interview"
			title="Rehearse every round before the real one"
			intro="Students schedule AI mock interviews whenever they are ready and get written feedback on each answer, so the first interview they face is never their first interview."
			tinted
		>
			<CardGrid cards={rounds} columns={3} />
		</SectionFrame>
	);
}
