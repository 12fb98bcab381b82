import {
	Button,
	Grid,
	Group,
	Kbd,
	NativeSelect,
	NavLink,
	ScrollArea,
	SegmentedControl,
	Stack,
	Text,
} from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import type { GradingEntry, GradingQueue } from "@unnati/contracts/exams";
import { useEffect, useId, useState } from "react";
import { useAddressParams } from "../../../components/use-address-params";
import { formatMarks, shorten } from "../format";
import {
	type AnswerFilter,
	answersTo,
	isAnswerFilter,
	neighbour,
	nextToGrade,
	passes,
} from "../queue-navigation";
import { AnswerCard, GradeStatus } from "./answer-card";
import { QuestionPanel } from "./question-panel";
import { notInDialog } from "./shortcuts";

const FILTER_LABELS: Record<AnswerFilter, string> = { ungraded: "Ungraded", graded: "Graded", all: "All" };

export interface GradingModeProps {
	examId: string;
	queue: GradingQueue;
	/** Says what happened in the screen's live region ("Saved 4 of 5 for Student 7. Next: Student 8."). */
	announce: (message: string) => void;
}

/** Answer by answer: one question at a time, its answers one after another. */
export function AnswerByAnswer({ examId, queue, announce }: GradingModeProps) {
	const [params, setParam] = useAddressParams();
	const [focusKey, setFocusKey] = useState<string | null>(null);
	const showId = useId();

	const asked = params.get("question");
	const question =
		queue.questions.find((q) => q.question_id === asked) ??
		queue.questions.find((q) => queue.entries.some((e) => e.question_id === q.question_id && !e.grade)) ??
		queue.questions[0];
	const answers = question ? answersTo(queue, question.question_id) : [];
	const ungraded = answers.filter((entry) => entry.grade === null).length;
	const filterParam = params.get("filter");
	const filter: AnswerFilter = isAnswerFilter(filterParam) ? filterParam : ungraded > 0 ? "ungraded" : "all";
	const visible = answers.filter((entry) => passes(entry, filter));
	const askedAnswer = answers.findIndex((entry) => entry.attempt_id === params.get("answer"));
	const index =
		askedAnswer >= 0
			? askedAnswer
			: Math.max(
					0,
					answers.findIndex((entry) => passes(entry, filter)),
				);
	const current = answers[index];
	const previous = neighbour(answers, index, -1, filter);
	const next = neighbour(answers, index, 1, filter);

	const show = (entry: GradingEntry | null) => {
		if (!entry) return;
		setFocusKey(null);
		setParam("answer", entry.attempt_id);
	};
	useHotkeys([
		["j", notInDialog(() => show(next))],
		["k", notInDialog(() => show(previous))],
	]);
	// The place shown is kept in the address once chosen by default: saving a grade (or a refetch)
	// changes which answer is "the first ungraded", and must not move the grader by itself.
	const questionId = question?.question_id;
	const attemptId = current?.attempt_id;
	useEffect(() => {
		if (questionId && params.get("question") !== questionId) setParam("question", questionId);
		if (attemptId && params.get("answer") !== attemptId) setParam("answer", attemptId);
	}, [questionId, attemptId, params, setParam]);

	if (!question) return null;
	const number = queue.questions.indexOf(question) + 1;

	const saved = (entry: GradingEntry, grade: { score: number }) => {
		const then = nextToGrade(queue, entry);
		let message = `Saved ${formatMarks(grade.score)} of ${formatMarks(question.marks)} for ${entry.student_label}.`;
		if (then) {
			const other = queue.questions.findIndex((q) => q.question_id === then.question_id) + 1;
			message += ` Next: ${then.student_label}${then.question_id === entry.question_id ? "" : `, Q${other}`}.`;
			setParam("question", then.question_id);
			setParam("answer", then.attempt_id);
			setFocusKey(`${then.attempt_id}/${then.question_id}`);
		} else {
			message += " Every answer is graded.";
		}
		announce(message);
	};

	return (
		<Stack gap="md">
			<Group align="flex-end" wrap="wrap" gap="md">
				<NativeSelect
					label="Question"
					value={question.question_id}
					onChange={(event) => {
						setParam("question", event.currentTarget.value);
						setParam("answer", "");
						setParam("filter", "");
					}}
					data={queue.questions.map((q, i) => {
						const waiting = queue.entries.filter((e) => e.question_id === q.question_id && !e.grade).length;
						return {
							value: q.question_id,
							label: `Q${i + 1}. ${shorten(q.text)} (${waiting > 0 ? `${waiting} to grade` : "all graded"})`,
						};
					})}
					w={{ base: "100%", sm: 460 }}
				/>
				<Stack gap={4}>
					<Text size="sm" fw={500} id={showId}>
						Show
					</Text>
					<SegmentedControl
						aria-labelledby={showId}
						value={filter}
						onChange={(value) => {
							if (!isAnswerFilter(value)) return;
							setParam("filter", value);
							if (current && !passes(current, value))
								setParam("answer", answers.find((e) => passes(e, value))?.attempt_id ?? "");
						}}
						data={(["ungraded", "graded", "all"] as const).map((value) => ({
							value,
							label: `${FILTER_LABELS[value]} (${answers.filter((e) => passes(e, value)).length})`,
						}))}
					/>
				</Stack>
			</Group>
			<QuestionPanel key={question.question_id} question={question} number={number} />
			<Grid gutter="lg">
				<Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
					<nav aria-label={`Answers to Q${number}`}>
						{visible.length === 0 ? (
							<Text size="sm" c="dimmed">
								No {filter === "all" ? "" : `${FILTER_LABELS[filter].toLowerCase()} `}answers to this
								question.
							</Text>
						) : (
							<ScrollArea.Autosize mah={520} type="auto">
								<Stack gap={2}>
									{visible.map((entry) => (
										<NavLink
											key={entry.attempt_id}
											component="button"
											type="button"
											active={entry === current}
											aria-current={entry === current ? "true" : undefined}
											label={entry.student_label}
											description={entry.roll_no ?? undefined}
											rightSection={<GradeStatus grade={entry.grade} />}
											onClick={() => show(entry)}
										/>
									))}
								</Stack>
							</ScrollArea.Autosize>
						)}
					</nav>
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
					{current ? (
						<Stack gap="sm">
							<Group justify="space-between" wrap="wrap" gap="xs">
								<Text size="sm">
									Answer {index + 1} of {answers.length} to Q{number}
								</Text>
								<Group gap="xs">
									<Button
										variant="default"
										size="xs"
										disabled={!previous}
										onClick={() => show(previous)}
										aria-keyshortcuts="K"
									>
										Previous
									</Button>
									<Button
										variant="default"
										size="xs"
										disabled={!next}
										onClick={() => show(next)}
										aria-keyshortcuts="J"
									>
										Next
									</Button>
								</Group>
							</Group>
							<Text size="xs" c="dimmed" visibleFrom="sm">
								Keys: <Kbd size="xs">J</Kbd> next, <Kbd size="xs">K</Kbd> previous
								{filter === "all" ? "" : ` (${FILTER_LABELS[filter].toLowerCase()} answers)`}.
							</Text>
							<AnswerCard
								key={`${current.attempt_id}/${current.question_id}`}
								examId={examId}
								question={question}
								entry={current}
								heading={current.student_label}
								focused={focusKey === `${current.attempt_id}/${current.question_id}`}
								onSaved={saved}
							/>
						</Stack>
					) : (
						<Text c="dimmed">No student answered this question.</Text>
					)}
				</Grid.Col>
			</Grid>
		</Stack>
	);
}
