/**
 * A number input's value as Mantine gives it: a number once it parses, else the text typed so far
 * ("3." on the way to "3.14"). Kept as is, so a half-typed decimal is never wiped.
 */
export type NumberField = number | string;

/** The typed number, `null` when the field is blank, `NaN` when it is not a number. */
export function readNumber(value: NumberField): number | null {
	if (typeof value === "number") return value;
	if (value.trim() === "") return null;
	return Number(value);
}
