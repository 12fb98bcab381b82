import { Box, Group, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import type { ExamQuestions, QuestionState, QuestionStates, QuestionStatus } from "@unnati/contracts";
import type { FlatQuestion, Position } from "./use-exam-session";

const STATUS: Record<QuestionStatus, { label: string; color: string; text: string }> = {
	// White numbers need 4.5:1 (WCAG AA): green 7 and red 7 gave 2.8:1 and 3.9:1. Green's text shade
	// (theme.ts: shade 9 darkened) gives 7.4:1, red 9 5.5:1.
	answered: { label: "answered", color: "var(--mantine-color-green-light-color)", text: "white" },
	"visited-not-answered": { label: "not answered", color: "var(--mantine-color-red-9)", text: "white" },
	"not-visited": {
		label: "not visited",
		color: "var(--mantine-color-gray-2)",
		text: "var(--mantine-color-dark-7)",
	},
};

const FALLBACK: QuestionState = { answer: null, status: "not-visited", flagged: false };

/** "Question 3, answered, flagged": what a screen reader hears for a palette button. */
export function paletteLabel(number: number, state: QuestionState): string {
	return `Question ${number}, ${STATUS[state.status].label}${state.flagged ? ", flagged" : ""}`;
}

function Swatch({ status, flagged }: { status: QuestionStatus; flagged?: boolean }) {
	return (
		<Box
			aria-hidden="true"
			w={16}
			h={16}
			style={{
				borderRadius: 4,
				background: STATUS[status].color,
				outline: flagged ? "3px solid var(--mantine-color-violet-6)" : undefined,
			}}
		/>
	);
}

interface PaletteProps {
	sections: ExamQuestions["exam"]["sections"];
	flat: FlatQuestion[];
	states: QuestionStates;
	position: Position;
	onSelect: (position: Position) => void;
	/** Timed sections: only the current section's questions can be opened. */
	isOpen?: (sectionIndex: number) => boolean;
}

/** Every question as a numbered button coloured by its status, grouped by section, with a legend. */
export function QuestionPalette({
	sections,
	flat,
	states,
	position,
	onSelect,
	isOpen = () => true,
}: PaletteProps) {
	return (
		<Stack gap="md" component="nav" aria-label="Question palette">
			{sections.map((section, sectionIndex) => (
				<Stack key={section.section_id} gap={6}>
					<Text fw={600} size="sm">
						{section.title}
					</Text>
					<SimpleGrid cols={{ base: 6, sm: 8, md: 5 }} spacing={6}>
						{flat
							.filter((item) => item.sectionIndex === sectionIndex)
							.map((item) => {
								const state = states[item.sectionId]?.[item.question.question_id] ?? FALLBACK;
								const isCurrent =
									position.sectionIndex === item.sectionIndex &&
									position.questionIndex === item.questionIndex;
								return (
									<UnstyledButton
										key={item.question.question_id}
										disabled={!isOpen(item.sectionIndex)}
										aria-label={paletteLabel(item.number, state)}
										aria-current={isCurrent ? "step" : undefined}
										onClick={() =>
											onSelect({ sectionIndex: item.sectionIndex, questionIndex: item.questionIndex })
										}
										style={{
											position: "relative",
											height: 40,
											borderRadius: 6,
											textAlign: "center",
											fontWeight: 600,
											background: STATUS[state.status].color,
											color: STATUS[state.status].text,
											boxShadow: isCurrent ? "0 0 0 3px var(--mantine-color-blue-5)" : undefined,
											opacity: isOpen(item.sectionIndex) ? undefined : 0.45,
											cursor: isOpen(item.sectionIndex) ? undefined : "not-allowed",
										}}
									>
										{item.number}
										{state.flagged && (
											<Box
												component="span"
												aria-hidden="true"
												style={{
													position: "absolute",
													top: -4,
													right: -4,
													width: 12,
													height: 12,
													borderRadius: "50%",
													background: "var(--mantine-color-violet-6)",
													border: "2px solid white",
												}}
											/>
										)}
									</UnstyledButton>
								);
							})}
					</SimpleGrid>
				</Stack>
			))}
			<Stack gap={4} aria-label="Legend">
				<Group gap={6}>
					<Swatch status="answered" />
					<Text size="xs">Answered</Text>
				</Group>
				<Group gap={6}>
					<Swatch status="visited-not-answered" />
					<Text size="xs">Not answered</Text>
				</Group>
				<Group gap={6}>
					<Swatch status="not-visited" />
					<Text size="xs">Not visited</Text>
				</Group>
				<Group gap={6}>
					<Swatch status="not-visited" flagged />
					<Text size="xs">Flagged for review (violet dot)</Text>
				</Group>
			</Stack>
		</Stack>
	);
}
