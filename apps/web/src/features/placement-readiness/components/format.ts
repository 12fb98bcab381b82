import {
	BAND_RULES,
	DRIVE_KIND_RULES,
	type DriveKind,
	type ReadinessBand,
} from "@unnati/contracts/readiness";

export const BAND_COLORS: Record<ReadinessBand, string> = {
	ready: "green",
	nearly: "yellow",
	attention: "red",
};

export const bandLabel = (band: ReadinessBand) => BAND_RULES[band].label;
export const kindLabel = (kind: DriveKind) => DRIVE_KIND_RULES[kind].label;

/** "2026-03" as "Mar 2026". */
export function monthLabel(month: string): string {
	const [year, m] = month.split("-").map(Number);
	if (!year || !m) return month;
	return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString("en-IN", {
		month: "short",
		year: "numeric",
		timeZone: "UTC",
	});
}

/** "Ready 70 and above, Nearly ready 50–69, Needs attention below 50". */
export const BANDS_TEXT = `${BAND_RULES.ready.label}: ${BAND_RULES.ready.min} and above; ${BAND_RULES.nearly.label}: ${BAND_RULES.nearly.min}–${BAND_RULES.ready.min - 1}; ${BAND_RULES.attention.label}: below ${BAND_RULES.nearly.min}.`;
