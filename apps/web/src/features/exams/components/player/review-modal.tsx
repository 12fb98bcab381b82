import { Alert, Anchor, Button, Group, List, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { type QuestionStates, summarizeStates } from "@unnati/contracts";
import type { FlatQuestion, Position } from "./use-exam-session";

interface ReviewModalProps {
	opened: boolean;
	flat: FlatQuestion[];
	states: QuestionStates;
	submitting: boolean;
	error: string | null;
	onClose: () => void;
	onJump: (position: Position) => void;
	onSubmit: () => void;
}

function Count({ label, value }: { label: string; value: number }) {
	return (
		<div>
			<Text size="xl" fw={700}>
				{value}
			</Text>
			<Text size="xs" c="dimmed">
				{label}
			</Text>
		</div>
	);
}

/** Review before submit: the counts, and links to each unanswered or flagged question. */
export function ReviewModal({
	opened,
	flat,
	states,
	submitting,
	error,
	onClose,
	onJump,
	onSubmit,
}: ReviewModalProps) {
	const summary = summarizeStates(states);
	const stateOf = (item: FlatQuestion) => states[item.sectionId]?.[item.question.question_id];
	const unanswered = flat.filter((item) => stateOf(item)?.status !== "answered");
	const flagged = flat.filter((item) => stateOf(item)?.flagged);
	const jump = (item: FlatQuestion) => {
		onJump({ sectionIndex: item.sectionIndex, questionIndex: item.questionIndex });
		onClose();
	};
	const links = (items: FlatQuestion[]) => (
		<List size="sm" spacing={2}>
			{items.map((item) => (
				<List.Item key={item.question.question_id}>
					<Anchor component="button" type="button" onClick={() => jump(item)}>
						Go to question {item.number}
					</Anchor>
				</List.Item>
			))}
		</List>
	);

	return (
		<Modal opened={opened} onClose={onClose} title="Review before you submit" centered size="lg">
			<Stack gap="md">
				<SimpleGrid cols={{ base: 2, sm: 4 }}>
					<Count label="Answered" value={summary.answered} />
					<Count label="Not answered" value={summary.notAnswered} />
					<Count label="Not visited" value={summary.notVisited} />
					<Count label="Flagged" value={summary.flagged} />
				</SimpleGrid>
				{unanswered.length > 0 && (
					<div>
						<Text fw={600} size="sm">
							Unanswered questions
						</Text>
						{links(unanswered)}
					</div>
				)}
				{flagged.length > 0 && (
					<div>
						<Text fw={600} size="sm">
							Flagged for review
						</Text>
						{links(flagged)}
					</div>
				)}
				<Text size="sm">A submitted exam cannot be reopened.</Text>
				{error && (
					<Alert color="red" variant="light" role="alert">
						{error}
					</Alert>
				)}
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose} disabled={submitting}>
						Back to exam
					</Button>
					<Button color="green" onClick={onSubmit} loading={submitting}>
						Submit exam
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
