import {
	Anchor,
	Badge,
	Card,
	Code,
	Group,
	List,
	SimpleGrid,
	Spoiler,
	Stack,
	Table,
	Text,
	VisuallyHidden,
} from "@mantine/core";
import {
	type ResultQuestion,
	readMatchEntry,
	type StudentAnswer,
	TRUE_FALSE_OPTIONS,
} from "@unnati/contracts";
import { LightMarkdown } from "../../../components/light-markdown";
import { formatBytes } from "../../../lib/format-bytes";
import { essayFileUrl } from "../api";
import { formatDuration } from "../format";

type Outcomes = Record<ResultQuestion["outcome"], { label: string; color: string }>;

/** "pending": an essay a grader has yet to mark, or whose marks are not released yet. */
const PENDING = { label: "Awaiting grading", color: "blue" };

const OUTCOME: Outcomes = {
	correct: { label: "Correct", color: "green" },
	partial: { label: "Partly correct", color: "yellow" },
	wrong: { label: "Wrong", color: "red" },
	unanswered: { label: "Not answered", color: "gray" },
	pending: PENDING,
};

/** A program is judged per test: its outcome says how many tests it passed, in words. */
const CODING_OUTCOME: Outcomes = {
	correct: { label: "All tests passed", color: "green" },
	partial: { label: "Some tests passed", color: "yellow" },
	wrong: { label: "No tests passed", color: "red" },
	unanswered: { label: "Not answered", color: "gray" },
	pending: PENDING,
};

/** An essay is marked, not right or wrong: its outcome says how much of the marks it earned. */
const ESSAY_OUTCOME: Outcomes = {
	correct: { label: "Full marks", color: "green" },
	partial: { label: "Part marks", color: "yellow" },
	wrong: { label: "No marks", color: "red" },
	unanswered: { label: "Not answered", color: "gray" },
	pending: PENDING,
};

const outcomesOf = (type: ResultQuestion["type"]) =>
	type === "coding" ? CODING_OUTCOME : type === "essay" ? ESSAY_OUTCOME : OUTCOME;

/** A coding answer: the marks its program earned and the program itself; there is no one right answer to show. */
function CodingAnswer({ question }: { question: ResultQuestion }) {
	const program = typeof question.student_answer === "string" ? question.student_answer : "";
	return (
		<>
			<Text size="sm">
				<strong>Marks earned:</strong> {question.score} of {question.marks}
			</Text>
			{program.trim() === "" ? (
				<Text size="sm">
					<strong>Your program:</strong> —
				</Text>
			) : (
				<Stack gap={4}>
					<Text size="sm" fw={700}>
						Your program
					</Text>
					<Spoiler
						maxHeight={160}
						showLabel="Show the whole program"
						hideLabel="Show less"
						styles={{ control: { fontSize: "var(--mantine-font-size-sm)" } }}
					>
						<Code block>{program}</Code>
					</Spoiler>
				</Stack>
			)}
		</>
	);
}

const TRUE_FALSE_TEXT = new Map<string, string>(TRUE_FALSE_OPTIONS.map((option) => [option.id, option.text]));

/** An answer in words: option texts for choices, True or False, the typed text or value. */
export function describeAnswer(question: ResultQuestion, answer: StudentAnswer | undefined): string {
	if (answer === null || answer === undefined) return "—";
	if (question.type === "truefalse" && typeof answer === "string")
		return TRUE_FALSE_TEXT.get(answer) ?? (answer.trim() || "—");
	const ids = Array.isArray(answer) ? answer : question.type === "mcq" ? [answer] : null;
	if (!ids) return String(answer).trim() || "—";
	if (ids.length === 0) return "—";
	return ids.map((id) => question.options.find((o) => o.id === id)?.text ?? id).join(", ");
}

/** A matching answer's entries as item id → choice id. */
function matches(answer: StudentAnswer | undefined): Map<string, string> {
	const found = new Map<string, string>();
	for (const entry of Array.isArray(answer) ? answer : []) {
		const pair = readMatchEntry(entry);
		if (pair) found.set(pair[0], pair[1]);
	}
	return found;
}

/** A matching answer as a small table: each item, the choice given (✓ or ✗ once answers are shown) and the right one. */
function MatchingAnswer({ question }: { question: ResultQuestion }) {
	const given = matches(question.student_answer);
	const right = question.correct_answer === undefined ? null : matches(question.correct_answer);
	const prompts = question.prompts ?? [...given.keys()].map((id) => ({ id, text: id }));
	const choiceText = (id: string | undefined) =>
		id === undefined ? "—" : (question.options.find((o) => o.id === id)?.text ?? id);
	return (
		<Table.ScrollContainer minWidth={320} type="native">
			<Table withTableBorder verticalSpacing={4} fz="sm" aria-label="Your matches">
				<Table.Thead>
					<Table.Tr>
						<Table.Th>Item</Table.Th>
						<Table.Th>Your match</Table.Th>
						{right && <Table.Th>Right match</Table.Th>}
					</Table.Tr>
				</Table.Thead>
				<Table.Tbody>
					{prompts.map((prompt) => {
						const chosen = given.get(prompt.id);
						const ok = right && chosen !== undefined ? right.get(prompt.id) === chosen : null;
						return (
							<Table.Tr key={prompt.id}>
								<Table.Td style={{ whiteSpace: "pre-wrap" }}>{prompt.text}</Table.Td>
								<Table.Td>
									{choiceText(chosen)}
									{ok !== null && <Mark ok={ok} />}
								</Table.Td>
								{right && <Table.Td>{choiceText(right.get(prompt.id))}</Table.Td>}
							</Table.Tr>
						);
					})}
				</Table.Tbody>
			</Table>
		</Table.ScrollContainer>
	);
}

function Mark({ ok }: { ok: boolean }) {
	return (
		<Text span c={ok ? "green.8" : "red.8"} fw={700} ml={6}>
			<span aria-hidden="true">{ok ? "✓" : "✗"}</span>
			<VisuallyHidden>{ok ? "(right)" : "(wrong)"}</VisuallyHidden>
		</Text>
	);
}

/** An ordering answer: the order given beside the right order, once answers are shown. */
function OrderingAnswer({ question }: { question: ResultQuestion }) {
	const given = Array.isArray(question.student_answer) ? question.student_answer : [];
	const right = Array.isArray(question.correct_answer) ? question.correct_answer : null;
	const text = (id: string) => question.options.find((o) => o.id === id)?.text ?? id;
	const list = (title: string, ids: string[]) => (
		<Stack gap={2}>
			<Text size="sm" fw={700}>
				{title}
			</Text>
			{ids.length === 0 ? (
				<Text size="sm">—</Text>
			) : (
				<List type="ordered" size="sm" aria-label={title}>
					{ids.map((id) => (
						<List.Item key={id}>{text(id)}</List.Item>
					))}
				</List>
			)}
		</Stack>
	);
	return (
		<SimpleGrid cols={{ base: 1, xs: right ? 2 : 1 }} spacing="sm">
			{list("Your order", given)}
			{right && list("Right order", right)}
		</SimpleGrid>
	);
}

/**
 * An essay: the answer as its writer formatted it, with the file attached to it if any, and once its
 * marks are released, the rubric level the grader chose for each criterion and the grader's comment.
 */
function EssayAnswer({ question, examId }: { question: ResultQuestion; examId: string | undefined }) {
	const text = typeof question.student_answer === "string" ? question.student_answer : "";
	const { grade, upload } = question;
	return (
		<Stack gap={6}>
			<Text size="sm" fw={700}>
				Your answer
			</Text>
			<Card withBorder radius="sm" padding="sm" bg="gray.0" fz="sm">
				<LightMarkdown
					text={text}
					{...(upload ? { empty: "No text: your answer is in the file you attached." } : {})}
				/>
			</Card>
			{upload && examId && (
				<Anchor href={essayFileUrl(examId, question.question_id)} target="_blank" rel="noopener" size="sm">
					Open the {upload.mime === "application/pdf" ? "PDF" : "photo"} you attached (
					{formatBytes(upload.size)})
				</Anchor>
			)}
			{grade && grade.levels.length > 0 && (
				<Table withTableBorder verticalSpacing={4} fz="sm" aria-label="Rubric levels given">
					<Table.Thead>
						<Table.Tr>
							<Table.Th>Criterion</Table.Th>
							<Table.Th>Level given</Table.Th>
							<Table.Th>Points</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{grade.levels.map((level) => (
							<Table.Tr key={level.criterion}>
								<Table.Td>{level.criterion}</Table.Td>
								<Table.Td>{level.level}</Table.Td>
								<Table.Td>{level.points}</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			)}
			{grade && grade.comment.trim() !== "" && (
				<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
					<strong>Grader’s comment:</strong> {grade.comment}
				</Text>
			)}
		</Stack>
	);
}

/** The answer given and, when the server sent it, the right one: in the form that fits the question's type. */
function AnswerAndKey({ question, examId }: { question: ResultQuestion; examId: string | undefined }) {
	if (question.type === "essay") return <EssayAnswer question={question} examId={examId} />;
	if (question.type === "coding") return <CodingAnswer question={question} />;
	if (question.type === "matching") return <MatchingAnswer question={question} />;
	if (question.type === "ordering") return <OrderingAnswer question={question} />;
	return (
		<>
			<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
				<strong>Your answer:</strong> {describeAnswer(question, question.student_answer)}
			</Text>
			{question.correct_answer !== undefined && (
				<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
					{/* Other answers may be accepted too: this is the first one that earns full marks. */}
					<strong>{question.type === "short" ? "An accepted answer:" : "Correct answer:"}</strong>{" "}
					{describeAnswer(question, question.correct_answer)}
				</Text>
			)}
		</>
	);
}

/** Per-question outcomes; the correct answer and explanation only when the server sent them. */
export function ResultQuestions({
	questions,
	startNumber,
	examId,
}: {
	questions: ResultQuestion[];
	startNumber: number;
	/** The exam's id, for the links to files attached to essays. */
	examId?: string;
}) {
	return (
		<Stack gap="sm">
			{questions.map((question, index) => {
				const outcome = outcomesOf(question.type)[question.outcome];
				// A score of 0 while it waits for its grader is no score at all: only its marks show.
				const marks =
					question.outcome === "pending"
						? `${question.marks} ${question.marks === 1 ? "mark" : "marks"}`
						: `${question.score} / ${question.marks}`;
				return (
					<Card key={question.question_id} withBorder padding="sm" component="article">
						<Stack gap={4}>
							<Group justify="space-between" gap="xs" wrap="wrap">
								<Text fw={600} size="sm">
									Question {startNumber + index}
								</Text>
								<Group gap={6}>
									<Badge color={outcome.color} variant="light">
										{outcome.label}
									</Badge>
									<Text size="xs" c="dimmed">
										{marks} · {formatDuration(question.time_spent)}
									</Text>
								</Group>
							</Group>
							<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
								{question.text}
							</Text>
							<AnswerAndKey question={question} examId={examId} />
							{question.feedback && (
								<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
									<strong>Feedback:</strong> {question.feedback}
								</Text>
							)}
							{question.explanation && (
								<Text size="sm" c="dimmed">
									<strong>Explanation:</strong> {question.explanation}
								</Text>
							)}
						</Stack>
					</Card>
				);
			})}
		</Stack>
	);
}
