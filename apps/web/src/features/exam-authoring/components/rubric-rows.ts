import type { NumberField } from "./number-field";
import { nextRowId } from "./row-ids";

// An essay's rubric as the question form holds it, row by row.

/** The contracts' limits on a rubric. */
export const MAX_RUBRIC_CRITERIA = 10;
export const RUBRIC_LEVELS = { min: 2, max: 6 } as const;

/** A level of a rubric criterion: points stay "" until entered. */
export interface RubricLevelRow {
	id: string;
	label: string;
	points: NumberField;
}
/**
 * A rubric criterion. Its id and its levels' ids stay put when rows around them are removed, and
 * are unique within their list: a grade names a level by its criterion's id and its own.
 */
export interface RubricRow {
	id: string;
	title: string;
	levels: RubricLevelRow[];
}

export const emptyRubricLevel = (levels: readonly RubricLevelRow[]): RubricLevelRow => ({
	id: nextRowId("l", levels),
	label: "",
	points: "",
});

/** A new criterion with the fewest levels a criterion may have. */
export function emptyCriterion(rubric: readonly RubricRow[]): RubricRow {
	const first = emptyRubricLevel([]);
	return { id: nextRowId("c", rubric), title: "", levels: [first, emptyRubricLevel([first])] };
}
