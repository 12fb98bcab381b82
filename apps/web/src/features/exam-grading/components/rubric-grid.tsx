import { Radio, SimpleGrid, Stack } from "@mantine/core";
import type { RubricCriterion } from "@unnati/contracts/exams";
import { formatMarks } from "../format";

interface RubricGridProps {
	rubric: readonly RubricCriterion[];
	/** criterion id → chosen level id. */
	value: Readonly<Record<string, string>>;
	onChange?: (next: Record<string, string>) => void;
	/** A released grade: the levels are shown, not changed. */
	readOnly?: boolean;
	/** Marks the criteria with no level chosen (after an attempt to save). */
	showMissing?: boolean;
}

/** The rubric as a grid: a row of levels per criterion, one level chosen in each, its points beside it. */
export function RubricGrid({
	rubric,
	value,
	onChange,
	readOnly = false,
	showMissing = false,
}: RubricGridProps) {
	return (
		<Stack gap="md">
			{rubric.map((criterion) => {
				const chosen = value[criterion.id] ?? null;
				return (
					<Radio.Group
						key={criterion.id}
						label={criterion.title}
						value={chosen}
						onChange={(level) => onChange?.({ ...value, [criterion.id]: level })}
						error={showMissing && chosen === null ? "Choose a level." : undefined}
						readOnly={readOnly}
					>
						{/* One level a line: the form sits in a narrow column beside the answer, and level labels are sentences. */}
						<SimpleGrid cols={1} spacing={6} mt={6}>
							{criterion.levels.map((level) => (
								<Radio
									key={level.id}
									value={level.id}
									label={level.label}
									description={`${formatMarks(level.points)} ${level.points === 1 ? "point" : "points"}`}
									disabled={readOnly}
								/>
							))}
						</SimpleGrid>
					</Radio.Group>
				);
			})}
		</Stack>
	);
}
