// How the analytics screens write numbers: one place, so cards, charts, tables and labels agree.

const DASH = "—";

/** 52.5 → "52.5 %"; null → "—". */
export function formatPercent(value: number | null, digits = 1): string {
	return value === null ? DASH : `${Number(value.toFixed(digits))} %`;
}

/** A mark or score with at most two decimals. */
export function formatNumber(value: number | null, digits = 2): string {
	return value === null ? DASH : String(Number(value.toFixed(digits)));
}

/** A correlation from −1 to 1, signed, with two decimals: "+0.35", "−0.12". */
export function formatCorrelation(value: number | null): string {
	if (value === null) return DASH;
	const fixed = Math.abs(value).toFixed(2);
	if (Number(fixed) === 0) return "0.00";
	return `${value < 0 ? "−" : "+"}${fixed}`;
}

/** 750 → "12 min 30 s"; 42 → "42 s". */
export function formatDuration(seconds: number | null): string {
	if (seconds === null) return DASH;
	const total = Math.round(seconds);
	const minutes = Math.floor(total / 60);
	const rest = total % 60;
	if (minutes === 0) return `${rest} s`;
	return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** "1 attempt", "142 attempts". */
export const plural = (count: number, one: string, many = `${one}s`) =>
	`${count} ${count === 1 ? one : many}`;
