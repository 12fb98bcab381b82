import { Accordion, Anchor, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";

function InlineLink({ to, children }: { to: string; children: ReactNode }) {
	return (
		<Anchor component={Link} to={to} underline="always">
			{children}
		</Anchor>
	);
}

const questions: { question: string; answer: ReactNode }[] = [
	{
		question: "I forgot my password.",
		answer: (
			<>
				On the <InlineLink to={paths.login}>login page</InlineLink>, choose Forgot password and enter your
				roll number. We send a 6-digit OTP to your registered email address; it is valid for 5 minutes.
			</>
		),
	},
	{
		question: "My system check keeps failing.",
		answer: (
			<>
				The <InlineLink to={paths.examinationGuidelines}>Examination Guidelines</InlineLink> explain each of
				the seven steps. Most failures come from a small screen or a window that is not in fullscreen, a slow
				network, or camera and microphone permissions that were blocked: allow them in your browser's site
				settings and choose Try Again.
			</>
		),
	},
	{
		question: "My exam was submitted before I finished.",
		answer: (
			<>
				An exam is submitted automatically when its time runs out, and can be submitted when a proctoring
				limit set by your institution is reached. Every answer saved up to that moment is kept. Speak to your
				exam coordinator, who can see the record of your attempt.
			</>
		),
	},
	{
		question: "My name, roll number or department is wrong.",
		answer: (
			<>
				Your college manages these details, so ask your college administrator or department office to correct
				them. If they cannot, <InlineLink to={paths.report}>report an issue</InlineLink> and we will help.
			</>
		),
	},
	{
		question: "How can my college start using Unnati?",
		answer: (
			<>
				<InlineLink to={paths.contact}>Request a demo</InlineLink>. Our team reaches out within 24-48 hours to
				understand what your college needs.
			</>
		),
	},
];

/** The questions the support team is asked most, each opening to its answer. */
export function SupportQuestions() {
	return (
		<Accordion variant="separated" order={3} mt="md">
			{questions.map((item) => (
				<Accordion.Item key={item.question} value={item.question}>
					<Accordion.Control>{item.question}</Accordion.Control>
					<Accordion.Panel>
						<Text>{item.answer}</Text>
					</Accordion.Panel>
				</Accordion.Item>
			))}
		</Accordion>
	);
}
