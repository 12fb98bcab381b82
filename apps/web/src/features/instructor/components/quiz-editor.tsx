import {
	ActionIcon,
	Alert,
	Badge,
	Button,
	Checkbox,
	Group,
	NumberInput,
	Paper,
	Radio,
	SegmentedControl,
	Select,
	Stack,
	Switch,
	Text,
	Textarea,
	TextInput,
	Title,
	VisuallyHidden,
} from "@mantine/core";
import type { Question } from "@unnati/contracts/exams";
import type { AuthoringQuiz, AuthoringQuizQuestion, QuizInput } from "@unnati/contracts/learning";
import { useId, useState } from "react";

// The quiz editor (issue 13): a module's practice quiz or the course's mock test, on the exam
// engine's question model. Questions are picked from the college's question banks (the quiz keeps a
// copy; its explanation may be rewritten here) or written here; the order is the list's order.

type Option = { id: string; text: string };
type NewQuestion = {
	type: "mcq" | "numeric";
	text: string;
	options: Option[];
	multiAnswer: boolean;
	correct: string[];
	value: number | "";
	tolerance: number;
	marks: number;
	explanation: string;
	tags: string[];
	difficulty: "easy" | "medium" | "hard";
};
export type QuizItem =
	| { key: string; source: "bank"; bankQuestionId: string; question: Question; explanation: string }
	| { key: string; source: "new"; question: NewQuestion };

let counter = 0;
const nextKey = () => `item-${++counter}`;
const OPTION_IDS = "abcdefghij";

const blankQuestion = (): NewQuestion => ({
	type: "mcq",
	text: "",
	options: [
		{ id: "a", text: "" },
		{ id: "b", text: "" },
	],
	multiAnswer: false,
	correct: [],
	value: "",
	tolerance: 0,
	marks: 1,
	explanation: "",
	tags: [],
	difficulty: "medium",
});

/** A stored question of the quiz as an editable item (the quiz's own copy). */
export function itemOf(q: AuthoringQuizQuestion): QuizItem {
	return {
		key: nextKey(),
		source: "new",
		question: {
			type: q.type,
			text: q.text,
			options: q.options,
			multiAnswer: q.multiAnswer,
			correct: q.answerKey.type === "mcq" ? q.answerKey.correct : [],
			value: q.answerKey.type === "numeric" ? q.answerKey.value : "",
			tolerance: q.answerKey.type === "numeric" ? q.answerKey.tolerance : 0,
			marks: q.marks,
			explanation: q.explanation,
			tags: q.tags,
			difficulty: q.difficulty,
		},
	};
}

/** The first thing wrong with the items, in the author's words, or null. */
export function problemOf(items: QuizItem[]): string | null {
	if (items.length === 0) return "Add at least one question to the quiz.";
	for (const [index, item] of items.entries()) {
		if (item.source === "bank") continue;
		const q = item.question;
		const n = index + 1;
		if (!q.text.trim()) return `Question ${n} needs text.`;
		if (q.type === "mcq") {
			if (q.options.length < 2) return `Question ${n} needs at least two options.`;
			if (q.options.some((o) => !o.text.trim())) return `Every option of question ${n} needs text.`;
			if (q.correct.length === 0) return `Mark the correct option of question ${n}.`;
		} else if (q.value === "") return `Give the correct value of question ${n}.`;
	}
	return null;
}

/** The items as the API takes them. */
export function inputOf(
	items: QuizItem[],
	settings: { title: string; passPercent: number; durationMinutes: number | null },
): QuizInput {
	return {
		title: settings.title,
		passPercent: settings.passPercent,
		durationMinutes: settings.durationMinutes,
		questions: items.map((item) => {
			if (item.source === "bank")
				return { source: "bank", bankQuestionId: item.bankQuestionId, explanation: item.explanation };
			const q = item.question;
			const options = q.type === "mcq" ? q.options.map((o) => ({ id: o.id, text: o.text.trim() })) : [];
			return {
				source: "new",
				question: {
					type: q.type,
					text: q.text.trim(),
					options,
					multiAnswer: q.type === "mcq" && q.multiAnswer,
					answerKey:
						q.type === "mcq"
							? { type: "mcq", correct: q.correct }
							: { type: "numeric", value: Number(q.value), tolerance: q.tolerance },
					marks: q.marks,
					tags: q.tags,
					difficulty: q.difficulty,
					explanation: q.explanation.trim(),
				},
			};
		}),
	};
}

function NewQuestionFields({
	n,
	question,
	onChange,
	disabled,
}: {
	n: number;
	question: NewQuestion;
	onChange: (q: NewQuestion) => void;
	disabled: boolean;
}) {
	const set = (patch: Partial<NewQuestion>) => onChange({ ...question, ...patch });
	const groupId = useId();
	return (
		<Stack gap="xs">
			<SegmentedControl
				aria-label={`Type of question ${n}`}
				disabled={disabled}
				value={question.type}
				onChange={(v) => set({ type: v as NewQuestion["type"] })}
				data={[
					{ value: "mcq", label: "Multiple choice" },
					{ value: "numeric", label: "Numeric answer" },
				]}
			/>
			<Textarea
				label={`Question ${n}`}
				autosize
				minRows={2}
				disabled={disabled}
				value={question.text}
				onChange={(e) => set({ text: e.currentTarget.value })}
			/>
			{question.type === "mcq" ? (
				<Stack gap={6}>
					<Switch
						label="More than one option is correct"
						disabled={disabled}
						checked={question.multiAnswer}
						onChange={(e) =>
							set({ multiAnswer: e.currentTarget.checked, correct: question.correct.slice(0, 1) })
						}
					/>
					<Text size="sm">
						{question.multiAnswer ? "Tick every correct option." : "Choose the correct option."}
					</Text>
					{question.options.map((option, i) => (
						<Group key={option.id} gap="xs" align="flex-end" wrap="nowrap">
							{question.multiAnswer ? (
								<Checkbox
									aria-label={`Option ${option.id.toUpperCase()} of question ${n} is correct`}
									disabled={disabled}
									checked={question.correct.includes(option.id)}
									onChange={(e) =>
										set({
											correct: e.currentTarget.checked
												? [...question.correct, option.id]
												: question.correct.filter((c) => c !== option.id),
										})
									}
									mb={8}
								/>
							) : (
								<Radio
									aria-label={`Option ${option.id.toUpperCase()} of question ${n} is correct`}
									name={groupId}
									disabled={disabled}
									checked={question.correct[0] === option.id}
									onChange={() => set({ correct: [option.id] })}
									mb={8}
								/>
							)}
							<TextInput
								label={`Option ${option.id.toUpperCase()} of question ${n}`}
								disabled={disabled}
								value={option.text}
								onChange={(e) => {
									const text = e.currentTarget.value;
									set({ options: question.options.map((o, j) => (j === i ? { ...o, text } : o)) });
								}}
								style={{ flex: 1 }}
							/>
							{question.options.length > 2 && !disabled && (
								<Button
									variant="subtle"
									color="red"
									size="xs"
									mb={4}
									aria-label={`Remove option ${option.id.toUpperCase()} of question ${n}`}
									onClick={() =>
										set({
											options: question.options.filter((o) => o.id !== option.id),
											correct: question.correct.filter((c) => c !== option.id),
										})
									}
								>
									Remove
								</Button>
							)}
						</Group>
					))}
					{question.options.length < 10 && !disabled && (
						<Group>
							<Button
								variant="subtle"
								size="xs"
								onClick={() => {
									const id = [...OPTION_IDS].find((c) => !question.options.some((o) => o.id === c)) ?? "j";
									set({ options: [...question.options, { id, text: "" }] });
								}}
							>
								Add an option to question {n}
							</Button>
						</Group>
					)}
				</Stack>
			) : (
				<Group grow>
					<NumberInput
						label={`Correct value of question ${n}`}
						disabled={disabled}
						value={question.value}
						onChange={(v) => set({ value: v === "" ? "" : Number(v) })}
					/>
					<NumberInput
						label="Tolerance (±)"
						min={0}
						disabled={disabled}
						value={question.tolerance}
						onChange={(v) => set({ tolerance: Number(v) || 0 })}
					/>
				</Group>
			)}
			<Group grow>
				<NumberInput
					label={`Marks for question ${n}`}
					min={0}
					max={100}
					disabled={disabled}
					value={question.marks}
					onChange={(v) => set({ marks: Number(v) || 0 })}
				/>
				<Select
					label={`Difficulty of question ${n}`}
					disabled={disabled}
					value={question.difficulty}
					allowDeselect={false}
					onChange={(v) => set({ difficulty: (v ?? "medium") as NewQuestion["difficulty"] })}
					data={[
						{ value: "easy", label: "Easy" },
						{ value: "medium", label: "Medium" },
						{ value: "hard", label: "Hard" },
					]}
				/>
			</Group>
			<TextInput
				label={`Topics of question ${n} (comma-separated)`}
				description="Strengths and weaknesses after a mock test are reported by topic."
				disabled={disabled}
				value={question.tags.join(", ")}
				onChange={(e) =>
					set({
						tags: e.currentTarget.value
							.split(",")
							.map((t) => t.trim().toLowerCase())
							.filter(Boolean)
							.slice(0, 10),
					})
				}
			/>
			<Textarea
				label={`Explanation of question ${n}`}
				description="Shown after the student answers."
				autosize
				minRows={2}
				disabled={disabled}
				value={question.explanation}
				onChange={(e) => set({ explanation: e.currentTarget.value })}
			/>
		</Stack>
	);
}

function BankQuestionView({
	n,
	item,
	onExplanation,
	disabled,
}: {
	n: number;
	item: Extract<QuizItem, { source: "bank" }>;
	onExplanation: (text: string) => void;
	disabled: boolean;
}) {
	const q = item.question;
	const correct =
		q.answerKey.type === "mcq"
			? q.options
					.filter((o) => q.answerKey.type === "mcq" && q.answerKey.correct.includes(o.id))
					.map((o) => o.text)
					.join("; ")
			: q.answerKey.type === "numeric"
				? `${q.answerKey.value}${q.answerKey.tolerance ? ` ± ${q.answerKey.tolerance}` : ""}`
				: "";
	return (
		<Stack gap="xs">
			<Group gap="xs">
				<Text fw={600}>Question {n}</Text>
				<Badge variant="light">From a question bank</Badge>
			</Group>
			<Text style={{ whiteSpace: "pre-wrap" }}>{q.text}</Text>
			{q.options.length > 0 && (
				<Text size="sm" component="ul" m={0}>
					{q.options.map((o) => (
						<li key={o.id}>
							{o.id.toUpperCase()}. {o.text}
						</li>
					))}
				</Text>
			)}
			<Text size="sm">Correct answer: {correct}</Text>
			<Textarea
				label={`Explanation of question ${n}`}
				description="Shown after the student answers; the bank keeps its own."
				autosize
				minRows={2}
				disabled={disabled}
				value={item.explanation}
				onChange={(e) => onExplanation(e.currentTarget.value)}
			/>
		</Stack>
	);
}

export type BankPicker = {
	banks: { id: string; name: string; questionCount: number }[];
	/** The questions of a bank (multiple-choice and numeric), loaded when the bank is chosen. */
	load: (bankId: string) => Promise<Question[]>;
};

function PickFromBank({ picker, onAdd }: { picker: BankPicker; onAdd: (questions: Question[]) => void }) {
	const [bankId, setBankId] = useState<string | null>(null);
	const [questions, setQuestions] = useState<Question[] | null>(null);
	const [chosen, setChosen] = useState<string[]>([]);
	const [error, setError] = useState<string | null>(null);
	if (picker.banks.length === 0)
		return (
			<Text size="sm" c="dimmed">
				Your college has no question banks yet; write the questions here.
			</Text>
		);
	return (
		<Stack gap="xs">
			<Select
				label="Question bank"
				placeholder="Choose a bank"
				value={bankId}
				data={picker.banks.map((b) => ({ value: b.id, label: `${b.name} (${b.questionCount})` }))}
				onChange={async (id) => {
					setBankId(id);
					setChosen([]);
					setQuestions(null);
					setError(null);
					if (!id) return;
					try {
						setQuestions(await picker.load(id));
					} catch {
						setError("The bank could not be loaded. Try again.");
					}
				}}
			/>
			{error && (
				<Text c="red" size="sm" role="alert">
					{error}
				</Text>
			)}
			{questions && questions.length === 0 && <Text size="sm">This bank has no quiz questions.</Text>}
			{questions && questions.length > 0 && (
				<Checkbox.Group label="Questions to add" value={chosen} onChange={setChosen}>
					<Stack gap={6} mt={6}>
						{questions.map((q) => (
							<Checkbox key={q.id} value={q.id} label={q.text} />
						))}
					</Stack>
				</Checkbox.Group>
			)}
			{questions && questions.length > 0 && (
				<Group>
					<Button
						variant="light"
						disabled={chosen.length === 0}
						onClick={() => {
							onAdd(questions.filter((q) => chosen.includes(q.id)));
							setChosen([]);
						}}
					>
						Add {chosen.length === 1 ? "1 question" : `${chosen.length} questions`}
					</Button>
				</Group>
			)}
		</Stack>
	);
}

export function QuizEditor({
	quiz,
	picker,
	saving,
	onSave,
}: {
	quiz: AuthoringQuiz;
	picker: BankPicker;
	saving: boolean;
	onSave: (input: QuizInput) => void;
}) {
	const [title, setTitle] = useState(quiz.title);
	const [passPercent, setPassPercent] = useState<number | "">(quiz.passPercent);
	const [duration, setDuration] = useState<number | "">(quiz.durationMinutes ?? 30);
	const [items, setItems] = useState<QuizItem[]>(() => quiz.questions.map(itemOf));
	const [problem, setProblem] = useState<string | null>(null);
	const [announcement, setAnnouncement] = useState("");
	const disabled = !quiz.editable;
	const isMock = quiz.kind === "mock";

	const update = (key: string, next: QuizItem) => setItems(items.map((i) => (i.key === key ? next : i)));
	const move = (from: number, to: number) => {
		const next = [...items];
		const [moved] = next.splice(from, 1);
		if (!moved) return;
		next.splice(to, 0, moved);
		setItems(next);
		setAnnouncement(`Question moved to position ${to + 1} of ${next.length}.`);
	};

	return (
		<form
			onSubmit={(event) => {
				event.preventDefault();
				const wrong =
					title.trim().length < 3
						? "Give the quiz a title of at least 3 characters."
						: passPercent === "" || passPercent < 1 || passPercent > 100
							? "The pass mark is between 1 and 100 percent."
							: isMock && (duration === "" || duration < 5 || duration > 300)
								? "A mock test lasts between 5 and 300 minutes."
								: problemOf(items);
				setProblem(wrong);
				if (wrong) return;
				onSave(
					inputOf(items, {
						title: title.trim(),
						passPercent: Number(passPercent),
						durationMinutes: isMock ? Number(duration) : null,
					}),
				);
			}}
		>
			<Stack gap="lg">
				<Paper withBorder p="md">
					<Stack gap="sm">
						<TextInput
							label="Quiz title"
							disabled={disabled}
							value={title}
							onChange={(e) => setTitle(e.currentTarget.value)}
						/>
						<Group grow>
							<NumberInput
								label={isMock ? "Pass mark for the final test (%)" : "Pass mark (%)"}
								description={
									isMock
										? "Students who pass the final test at this mark and finish every lesson earn the certificate."
										: undefined
								}
								min={1}
								max={100}
								disabled={disabled}
								value={passPercent}
								onChange={(v) => setPassPercent(v === "" ? "" : Number(v))}
							/>
							{isMock && (
								<NumberInput
									label="Time allowed (minutes)"
									min={5}
									max={300}
									disabled={disabled}
									value={duration}
									onChange={(v) => setDuration(v === "" ? "" : Number(v))}
								/>
							)}
						</Group>
					</Stack>
				</Paper>

				<Stack component="section" aria-labelledby="questions-heading" gap="sm">
					<Title order={2} size="h3" id="questions-heading">
						Questions ({items.length})
					</Title>
					{items.length === 0 && (
						<Text c="dimmed">No questions yet: pick them from a bank or write one.</Text>
					)}
					<Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
						{items.map((item, index) => (
							<Paper component="li" key={item.key} withBorder p="md">
								<Stack gap="xs">
									{item.source === "bank" ? (
										<BankQuestionView
											n={index + 1}
											item={item}
											disabled={disabled}
											onExplanation={(explanation) => update(item.key, { ...item, explanation })}
										/>
									) : (
										<NewQuestionFields
											n={index + 1}
											question={item.question}
											disabled={disabled}
											onChange={(question) => update(item.key, { ...item, question })}
										/>
									)}
									{!disabled && (
										<Group gap="xs">
											<ActionIcon
												variant="default"
												aria-label={`Move question ${index + 1} up`}
												disabled={index === 0}
												onClick={() => move(index, index - 1)}
											>
												↑
											</ActionIcon>
											<ActionIcon
												variant="default"
												aria-label={`Move question ${index + 1} down`}
												disabled={index === items.length - 1}
												onClick={() => move(index, index + 1)}
											>
												↓
											</ActionIcon>
											<Button
												variant="subtle"
												color="red"
												size="xs"
												onClick={() => setItems(items.filter((i) => i.key !== item.key))}
											>
												Remove question {index + 1}
											</Button>
										</Group>
									)}
								</Stack>
							</Paper>
						))}
					</Stack>
					<VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
				</Stack>

				{!disabled && (
					<Paper withBorder p="md" component="section" aria-labelledby="add-heading">
						<Stack gap="sm">
							<Title order={2} size="h3" id="add-heading">
								Add questions
							</Title>
							<PickFromBank
								picker={picker}
								onAdd={(questions) =>
									setItems([
										...items,
										...questions.map(
											(q): QuizItem => ({
												key: nextKey(),
												source: "bank",
												bankQuestionId: q.id,
												question: q,
												explanation: q.explanation,
											}),
										),
									])
								}
							/>
							<Group>
								<Button
									variant="light"
									onClick={() =>
										setItems([...items, { key: nextKey(), source: "new", question: blankQuestion() }])
									}
								>
									Write a new question
								</Button>
							</Group>
						</Stack>
					</Paper>
				)}

				{problem && (
					<Alert color="red" title="The quiz cannot be saved yet" role="alert">
						{problem}
					</Alert>
				)}
				{!disabled && (
					<Group>
						<Button type="submit" loading={saving}>
							Save draft
						</Button>
					</Group>
				)}
			</Stack>
		</form>
	);
}
