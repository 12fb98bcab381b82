import {
	Alert,
	Badge,
	Button,
	Group,
	Modal,
	NativeSelect,
	ScrollArea,
	Stack,
	Table,
	Text,
	TextInput,
	VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Question, QuestionType } from "@unnati/contracts";
import { useMemo, useState } from "react";
import { EmptyCard } from "../../../components/load-states";
import { authoringKeys, deleteQuestion } from "../api";
import { requestFailure } from "./form-errors";

export const excerpt = (text: string, length = 120) =>
	text.length > length ? `${text.slice(0, length - 1)}…` : text;
const TYPE_LABELS: Record<QuestionType, string> = {
	mcq: "MCQ",
	numeric: "Numeric",
	coding: "Coding",
	truefalse: "True/False",
	short: "Short answer",
	matching: "Matching",
	ordering: "Ordering",
	essay: "Essay",
};
export const typeLabel = (question: Pick<Question, "type" | "multiAnswer">) =>
	question.type === "mcq" && question.multiAnswer ? "MCQ (multiple)" : TYPE_LABELS[question.type];

interface QuestionsTableProps {
	bankId: string;
	questions: Question[];
	onEdit: (question: Question) => void;
}

/** A bank's questions, searchable by text and filtered by tag, each with Edit and Delete. */
export function QuestionsTable({ bankId, questions, onEdit }: QuestionsTableProps) {
	const queryClient = useQueryClient();
	const [search, setSearch] = useState("");
	const [tag, setTag] = useState("");
	const [doomed, setDoomed] = useState<Question | null>(null);
	const tags = useMemo(() => [...new Set(questions.flatMap((q) => q.tags))].sort(), [questions]);
	const needle = search.trim().toLowerCase();
	const shown = questions.filter(
		(q) => (!needle || q.text.toLowerCase().includes(needle)) && (!tag || q.tags.includes(tag)),
	);
	const removal = useMutation({
		mutationFn: (question: Question) => deleteQuestion(bankId, question.id),
		onSuccess: async () => {
			notifications.show({ color: "green", message: "Question deleted." });
			setDoomed(null);
			await queryClient.invalidateQueries({ queryKey: authoringKeys.banks });
		},
	});

	return (
		<Stack gap="md">
			<Group align="end" wrap="wrap">
				<TextInput
					type="search"
					label="Search questions"
					value={search}
					onChange={(event) => setSearch(event.currentTarget.value)}
					w={{ base: "100%", sm: 320 }}
				/>
				<NativeSelect
					label="Tag"
					data={[{ value: "", label: "All tags" }, ...tags]}
					value={tag}
					onChange={(event) => setTag(event.currentTarget.value)}
					w={{ base: "100%", sm: 220 }}
				/>
				<Text size="sm" c="dimmed" aria-live="polite">
					{shown.length} of {questions.length} {questions.length === 1 ? "question" : "questions"}
				</Text>
			</Group>
			{questions.length === 0 ? (
				<EmptyCard>This bank has no questions yet. Add one or import a file.</EmptyCard>
			) : shown.length === 0 ? (
				<EmptyCard>No question matches the search.</EmptyCard>
			) : (
				<ScrollArea
					type="auto"
					offsetScrollbars
					viewportProps={{ tabIndex: 0, "aria-label": "Questions, scrollable" }}
				>
					<Table striped verticalSpacing="sm" aria-label="Questions">
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Type</Table.Th>
								<Table.Th miw={260}>Question</Table.Th>
								<Table.Th>Marks</Table.Th>
								<Table.Th miw={120}>Tags</Table.Th>
								<Table.Th>Difficulty</Table.Th>
								<Table.Th>
									<VisuallyHidden>Actions</VisuallyHidden>
								</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{shown.map((question) => (
								<Table.Tr key={question.id}>
									<Table.Td style={{ whiteSpace: "nowrap" }}>{typeLabel(question)}</Table.Td>
									<Table.Td>
										<Text size="sm" style={{ overflowWrap: "anywhere" }}>
											{excerpt(question.text)}
										</Text>
									</Table.Td>
									<Table.Td style={{ whiteSpace: "nowrap" }}>
										{question.marks}
										{question.negativeMarks > 0 && ` / −${question.negativeMarks}`}
									</Table.Td>
									<Table.Td>
										<Group gap={4}>
											{question.tags.map((t) => (
												<Badge key={t} variant="light" size="sm" tt="none">
													{t}
												</Badge>
											))}
										</Group>
									</Table.Td>
									<Table.Td tt="capitalize">{question.difficulty}</Table.Td>
									<Table.Td>
										<Group gap="xs" wrap="nowrap">
											<Button
												size="xs"
												variant="light"
												onClick={() => onEdit(question)}
												aria-label={`Edit: ${excerpt(question.text, 40)}`}
											>
												Edit
											</Button>
											<Button
												size="xs"
												variant="subtle"
												color="red"
												onClick={() => {
													removal.reset();
													setDoomed(question);
												}}
												aria-label={`Delete: ${excerpt(question.text, 40)}`}
											>
												Delete
											</Button>
										</Group>
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</ScrollArea>
			)}
			<Modal opened={doomed !== null} onClose={() => setDoomed(null)} title="Delete this question?" centered>
				<Stack gap="md">
					<Text size="sm" style={{ overflowWrap: "anywhere" }}>
						{doomed && excerpt(doomed.text, 200)}
					</Text>
					<Text size="sm" c="dimmed">
						Exams already published keep their own copy; drafts that name it will need another question.
					</Text>
					{removal.isError && (
						<Alert color="red" variant="light" role="alert">
							{requestFailure(removal.error, "The question could not be deleted.")}
						</Alert>
					)}
					<Group justify="flex-end">
						<Button variant="default" onClick={() => setDoomed(null)}>
							Keep it
						</Button>
						<Button color="red" loading={removal.isPending} onClick={() => doomed && removal.mutate(doomed)}>
							Delete question
						</Button>
					</Group>
				</Stack>
			</Modal>
		</Stack>
	);
}
