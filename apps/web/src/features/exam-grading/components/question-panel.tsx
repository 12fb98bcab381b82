import { Button, Collapse, Paper, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { GradingQuestion } from "@unnati/contracts/exams";
import { useId } from "react";
import { marksText, plural } from "../format";

interface QuestionPanelProps {
	question: GradingQuestion;
	/** Its number in the exam's essays: "Q2". */
	number: number;
}

/** The question being graded: its text, marks and word limit, and the guidance behind a toggle. */
export function QuestionPanel({ question, number }: QuestionPanelProps) {
	const [open, { toggle }] = useDisclosure(false);
	const guidanceId = useId();
	return (
		<Paper withBorder p="md" radius="sm" bg="gray.0">
			<Stack gap="xs">
				<Text size="sm" c="dimmed">
					Q{number} · {question.section_title} · {marksText(question.marks)} · at most {question.word_limit}{" "}
					words
					{question.rubric ? ` · rubric of ${plural(question.rubric.length, "criterion", "criteria")}` : ""}
				</Text>
				<Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{question.text}</Text>
				{question.guidance ? (
					<div>
						<Button
							variant="subtle"
							size="compact-sm"
							px={0}
							onClick={toggle}
							aria-expanded={open}
							aria-controls={guidanceId}
						>
							{open ? "Hide guidance" : "Show guidance"}
						</Button>
						<Collapse in={open} id={guidanceId}>
							<Paper withBorder p="sm" mt="xs" radius="sm">
								<Text size="xs" fw={600} c="dimmed" tt="uppercase">
									Guidance for graders
								</Text>
								<Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
									{question.guidance}
								</Text>
							</Paper>
						</Collapse>
					</div>
				) : (
					<Text size="sm" c="dimmed">
						No guidance was written for this question.
					</Text>
				)}
			</Stack>
		</Paper>
	);
}
