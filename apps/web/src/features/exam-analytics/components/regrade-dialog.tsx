import { Alert, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import type { AnswerKey, ItemStatistics, RegradeResult } from "@unnati/contracts";
import { useEffect, useRef, useState } from "react";
import { QueryState } from "../../../components/load-states";
import { failureMessage } from "../../../lib/http-error";
import { answerKeysQuery, useRegrade } from "../api";
import { plural } from "../format";
import { checkKey, describeKey, type KeyQuestion, sameKey } from "../regrade-key";
import { AnswerKeyEditor } from "./answer-key-editor";
import { RegradeEffect } from "./regrade-effect";

/** "1 student's marks", "3 students' marks". */
const studentsMarks = (count: number) => (count === 1 ? "1 student's marks" : `${count} students' marks`);

interface RegradeDialogProps {
	examId: string;
	/** The question whose key is corrected; null while the dialog is closed. */
	item: ItemStatistics | null;
	onClose: () => void;
}

/** Correct one question's answer key: edit it, check whose marks change, then apply it. */
export function RegradeDialog({ examId, item, onClose }: RegradeDialogProps) {
	const narrow = useMediaQuery("(max-width: 36em)") ?? false;
	return (
		<Modal
			opened={item !== null}
			onClose={onClose}
			title={item ? `Correct the answer key of Q${item.number}` : "Correct the answer key"}
			size="xl"
			fullScreen={narrow}
		>
			{item && <KeyLoader key={item.questionId} examId={examId} item={item} onDone={onClose} />}
		</Modal>
	);
}

function KeyLoader({ examId, item, onDone }: { examId: string; item: ItemStatistics; onDone: () => void }) {
	const keys = useQuery(answerKeysQuery(examId));
	return (
		<QueryState
			query={keys}
			what="The answer key"
			loading={{ label: "Loading the answer key", shape: [60, 120, 36] }}
		>
			{(data) => {
				const question = data.questions.find((q) => q.question_id === item.questionId);
				return question ? (
					<RegradeForm examId={examId} number={item.number} question={question} onDone={onDone} />
				) : (
					<Alert color="red" variant="light" role="alert">
						This question is not in the published exam any more. Reload the page and try again.
					</Alert>
				);
			}}
		</QueryState>
	);
}

interface RegradeFormProps {
	examId: string;
	number: number;
	question: KeyQuestion;
	onDone: () => void;
}

function RegradeForm({ examId, number, question, onDone }: RegradeFormProps) {
	const original = question.answer_key;
	const [draft, setDraft] = useState<AnswerKey>(original);
	const [problem, setProblem] = useState<string | null>(null);
	// The last dry run and the key it was run with: Apply sends only a key whose effect was seen.
	const [checked, setChecked] = useState<{ key: AnswerKey; result: RegradeResult } | null>(null);
	const [confirming, setConfirming] = useState(false);
	const dryRun = useRegrade(examId, question.question_id);
	const apply = useRegrade(examId, question.question_id);
	const unchanged = sameKey(draft, original);
	const upToDate = checked !== null && sameKey(checked.key, draft);

	const edit = (next: AnswerKey) => {
		setDraft(next);
		setProblem(null);
		setConfirming(false);
		dryRun.reset();
		apply.reset();
	};

	const check = () => {
		const result = checkKey(draft);
		if ("problem" in result) {
			setProblem(result.problem);
			return;
		}
		// A failed check must not leave an earlier result enabling Apply.
		setChecked(null);
		setConfirming(false);
		apply.reset();
		dryRun.mutate(
			{ answerKey: result.key, apply: false },
			{ onSuccess: (found) => setChecked({ key: draft, result: found }) },
		);
	};

	const confirmApply = () => {
		const result = checkKey(draft);
		if ("problem" in result) return;
		apply.mutate(
			{ answerKey: result.key, apply: true },
			{
				onSuccess: (done) => {
					notifications.show({
						color: "green",
						title: `Q${number} regraded`,
						message:
							done.changes.length === 0
								? "The corrected key is saved. No student's marks changed."
								: `${studentsMarks(done.changes.length)} changed, and they have been notified.`,
					});
					onDone();
				},
			},
		);
	};

	const error = dryRun.error ?? apply.error;
	const changed = checked?.result.changes.length ?? 0;

	return (
		<Stack gap="md">
			<Stack gap={4}>
				<Text size="sm" c="dimmed">
					{question.section_title} · {plural(question.marks, "mark")}
				</Text>
				<Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{question.text}</Text>
				<Text size="sm">
					<Text span fw={600}>
						Current key:
					</Text>{" "}
					{describeKey(original, question)}
				</Text>
			</Stack>
			<Paper withBorder p="md" radius="sm">
				<AnswerKeyEditor question={question} original={original} value={draft} onChange={edit} />
			</Paper>
			{problem && (
				<Alert color="red" variant="light" role="alert">
					{problem}
				</Alert>
			)}
			{error && (
				<Alert color="red" variant="light" role="alert" title="The regrade could not be done">
					{failureMessage(error, "Could not reach the server. Please try again.")}
				</Alert>
			)}
			<Group gap="sm" wrap="wrap">
				<Button variant="default" onClick={check} loading={dryRun.isPending} disabled={unchanged}>
					Check the effect
				</Button>
				<Button
					color="orange"
					onClick={() => setConfirming(true)}
					disabled={!upToDate || confirming || apply.isPending}
					loading={apply.isPending}
				>
					Apply regrade
				</Button>
			</Group>
			<Text size="xs" c="dimmed">
				{unchanged
					? "Change the key above, then check whose marks change. Nothing is saved until you apply it."
					: upToDate
						? "Nothing is saved until you apply the regrade."
						: "Check the effect of this key before applying it."}
			</Text>
			{confirming && checked && (
				<ConfirmApply
					changed={changed}
					pending={apply.isPending}
					onConfirm={confirmApply}
					onCancel={() => setConfirming(false)}
				/>
			)}
			{checked && (
				<Stack gap="xs" style={{ opacity: upToDate ? 1 : 0.55 }}>
					{!upToDate && (
						<Text size="sm" c="orange.8">
							You changed the key after this check. Check the effect again before applying it.
						</Text>
					)}
					<RegradeEffect result={checked.result} />
				</Stack>
			)}
		</Stack>
	);
}

function ConfirmApply({
	changed,
	pending,
	onConfirm,
	onCancel,
}: {
	changed: number;
	pending: boolean;
	onConfirm: () => void;
	onCancel: () => void;
}) {
	const confirm = useRef<HTMLButtonElement>(null);
	// Keyboard and screen-reader users land on the question being asked.
	useEffect(() => confirm.current?.focus(), []);
	return (
		<Alert color="orange" variant="light" title="Apply this regrade?">
			<Stack gap="sm">
				<Text size="sm">
					{changed === 0
						? "No student's marks change. The corrected key is saved and the regrade is recorded in the history."
						: `This changes ${studentsMarks(changed)} and notifies them. The regrade is recorded in the history.`}
				</Text>
				<Group gap="sm">
					<Button ref={confirm} color="orange" onClick={onConfirm} loading={pending}>
						Yes, apply the regrade
					</Button>
					<Button variant="default" onClick={onCancel} disabled={pending}>
						Cancel
					</Button>
				</Group>
			</Stack>
		</Alert>
	);
}
