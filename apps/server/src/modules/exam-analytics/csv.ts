// CSV for spreadsheets (RFC 4180), safe to open: a text cell that a spreadsheet would read as a
// formula (starting with = + - @, a tab or a carriage return) is prefixed with a quote (OWASP's
// advice on CSV injection). Numbers are written as numbers, so a negative score stays a number.

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
	if (value === null || value === undefined) return "";
	if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
	if (typeof value === "boolean") return value ? "yes" : "no";
	const text = FORMULA_START.test(value) ? `'${value}` : value;
	return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole file: the header, then one line per row, CRLF line ends, and a byte-order mark so that
 * spreadsheet programs read the UTF-8 (₹, names in Indian scripts) correctly.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
	const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(","));
	return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A file name from a title: lower-case words joined by hyphens, safe in any header. */
export function fileNameOf(title: string, suffix: string): string {
	const slug = title
		.normalize("NFKD")
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "")
		.slice(0, 60);
	return `${slug || "exam"}-${suffix}.csv`;
}
