import { Accordion, Badge, Box, Group, Stack, Text } from "@mantine/core";
import { type ItemStatistics, isHandGraded } from "@unnati/contracts";
import { formatPercent } from "../format";

function ShareBar({
	label,
	share,
	count,
	tone,
}: {
	label: string;
	share: number | null;
	count: number;
	tone: string;
}) {
	return (
		<div>
			<Group justify="space-between" gap="xs" wrap="nowrap">
				<Text size="sm" style={{ overflowWrap: "anywhere" }}>
					{label}
				</Text>
				<Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
					{formatPercent(share, 0)} ({count})
				</Text>
			</Group>
			<Box aria-hidden="true" h={8} bg="gray.2" style={{ borderRadius: 4, overflow: "hidden" }}>
				<Box h="100%" w={`${Math.min(100, share ?? 0)}%`} bg={tone} />
			</Box>
		</div>
	);
}

type Outcome = keyof ItemStatistics["outcomes"];
const OUTCOME_LABELS: Record<Outcome, string> = {
	correct: "Correct",
	partial: "Partly correct",
	wrong: "Wrong",
	unanswered: "Not answered",
};
/** An essay is marked by a grader rather than right or wrong. */
const HAND_GRADED_LABELS: Record<Outcome, string> = {
	correct: "Full marks",
	partial: "Part marks",
	wrong: "No marks",
	unanswered: "Not answered",
};

/** What the attempts answered: each option's share for multiple choice, the outcomes for the rest. */
function QuestionAnswers({ item }: { item: ItemStatistics }) {
	const share = (count: number) => (item.attempts > 0 ? (100 * count) / item.attempts : null);
	if (item.options.length === 0) {
		const handGraded = isHandGraded(item.type);
		const labels = handGraded ? HAND_GRADED_LABELS : OUTCOME_LABELS;
		const outcomes = Object.keys(labels) as Outcome[];
		// An answer still waiting for its grader has none of the outcomes: it is neither right nor wrong.
		const counted = outcomes.reduce((sum, outcome) => sum + item.outcomes[outcome], 0);
		const pending = handGraded ? Math.max(0, item.attempts - counted) : 0;
		return (
			<Stack gap="xs">
				{outcomes.map((outcome) => (
					<ShareBar
						key={outcome}
						label={labels[outcome]}
						share={share(item.outcomes[outcome])}
						count={item.outcomes[outcome]}
						tone={outcome === "correct" ? "teal.7" : "gray.6"}
					/>
				))}
				{pending > 0 && (
					<ShareBar label="Awaiting grading" share={share(pending)} count={pending} tone="blue.4" />
				)}
			</Stack>
		);
	}
	return (
		<Stack gap="xs">
			{item.options.map((option) => (
				<ShareBar
					key={option.id}
					label={`${option.id}. ${option.text}${option.correct ? " (correct)" : ""}`}
					share={option.share}
					count={option.count}
					tone={option.correct ? "teal.7" : "orange.6"}
				/>
			))}
			<ShareBar
				label="No answer"
				share={item.unansweredShare}
				count={item.outcomes.unanswered}
				tone="gray.6"
			/>
			{item.multiAnswer && (
				<Text size="xs" c="dimmed">
					Several answers are right, so a student may choose more than one option.
				</Text>
			)}
		</Stack>
	);
}

/** Distractor analysis: one panel per question with a bar per option. */
export function DistractorBars({ items }: { items: ItemStatistics[] }) {
	return (
		<Accordion multiple variant="separated" chevronPosition="left">
			{items.map((item) => (
				<Accordion.Item key={item.questionId} value={item.questionId}>
					<Accordion.Control>
						<Group gap="xs" wrap="nowrap" justify="space-between">
							<Text size="sm" lineClamp={1}>
								Q{item.number}. {item.text}
							</Text>
							{item.negativeDiscrimination && (
								<Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
									Negative
								</Badge>
							)}
						</Group>
					</Accordion.Control>
					<Accordion.Panel>
						<QuestionAnswers item={item} />
					</Accordion.Panel>
				</Accordion.Item>
			))}
		</Accordion>
	);
}
