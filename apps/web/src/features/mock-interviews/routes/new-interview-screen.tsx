import { Alert, Anchor, Button, Card, NumberInput, Radio, Select, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import {
	DIFFICULTIES,
	INTERVIEW_TYPE_LABELS,
	INTERVIEW_TYPES,
	type InterviewType,
	MAX_QUESTIONS,
	MIN_QUESTIONS,
	ROLE_FAMILIES,
	ROLE_FAMILY_LABELS,
	type RoleFamily,
} from "@unnati/contracts/interviews";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { startSession } from "../api";
import { messageOf } from "../format";

const TYPE_HINTS: Record<InterviewType, string> = {
	technical: "Concepts of your target role, explained aloud.",
	coding: "A timed problem in the code editor, judged on hidden tests.",
	hr: "Tell me about yourself, why us, strengths, relocation.",
	behavioral: "Tell me about a time... answered with STAR.",
	negotiation: "Discuss an offer: salary, package, joining date.",
};

/** /mockinterviews/new-interview: choose the kind of interview, the role, the difficulty and the length. */
export function NewInterviewScreen() {
	useDocumentTitle("New mock interview · Unnati");
	const navigate = useNavigate();
	const [type, setType] = useState<InterviewType>("behavioral");
	const [role, setRole] = useState<RoleFamily>("sde");
	const [difficulty, setDifficulty] = useState<(typeof DIFFICULTIES)[number]>("medium");
	const [count, setCount] = useState<number>(5);
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);

	const start = async () => {
		setError(null);
		setBusy(true);
		try {
			if (type === "coding") throw new Error("coding");
			const session = await startSession({ type, roleFamily: role, difficulty, questionCount: count });
			navigate(paths.interviewSession(session.id));
		} catch (failure) {
			setError(messageOf(failure, "The interview could not be started. Please try again."));
			setBusy(false);
		}
	};

	return (
		<Stack gap="lg" maw={720}>
			<Title order={1}>New mock interview</Title>
			<Card
				withBorder
				padding="lg"
				component="form"
				onSubmit={(event) => {
					event.preventDefault();
					void start();
				}}
			>
				<Stack gap="md">
					<Radio.Group
						label="Type of interview"
						value={type}
						onChange={(value) => setType(value as InterviewType)}
					>
						<Stack gap="xs" mt="xs">
							{INTERVIEW_TYPES.map((option) => (
								<Radio
									key={option}
									value={option}
									label={INTERVIEW_TYPE_LABELS[option]}
									description={TYPE_HINTS[option]}
								/>
							))}
						</Stack>
					</Radio.Group>
					{type === "coding" ? (
						<Alert color="blue" title="Coding interviews use the code editor">
							<Text size="sm">
								The coding round runs in the coding interview, where your code is judged on hidden tests and
								timed.
							</Text>
							<Button component={Link} to={paths.codingInterview} mt="sm">
								Open the coding interview
							</Button>
						</Alert>
					) : (
						<>
							<Select
								label="Target role"
								data={ROLE_FAMILIES.map((value) => ({ value, label: ROLE_FAMILY_LABELS[value] }))}
								value={role}
								onChange={(value) => value && setRole(value as RoleFamily)}
								allowDeselect={false}
							/>
							<Select
								label="Difficulty"
								data={DIFFICULTIES.map((value) => ({
									value,
									label: value[0]?.toUpperCase() + value.slice(1),
								}))}
								value={difficulty}
								onChange={(value) => value && setDifficulty(value as (typeof DIFFICULTIES)[number])}
								allowDeselect={false}
							/>
							<NumberInput
								label="Number of questions"
								description={`Between ${MIN_QUESTIONS} and ${MAX_QUESTIONS}; about two minutes each.`}
								min={MIN_QUESTIONS}
								max={MAX_QUESTIONS}
								value={count}
								onChange={(value) => setCount(typeof value === "number" ? value : MIN_QUESTIONS)}
								clampBehavior="strict"
							/>
							{error && (
								<Alert color="red" role="alert">
									{error}
								</Alert>
							)}
							<Button type="submit" loading={busy}>
								Start the interview
							</Button>
						</>
					)}
				</Stack>
			</Card>
			<Text size="sm" c="dimmed">
				Prefer a person?{" "}
				<Anchor component={Link} to={paths.scheduledInterview}>
					Book an interview with a mentor
				</Anchor>
				.
			</Text>
		</Stack>
	);
}
