// CSV for spreadsheets (RFC 4180). A text cell that a spreadsheet would read as a formula (starting
// with = + - @, a tab or a carriage return) gets a leading apostrophe, as OWASP advises against CSV
// injection: names are typed by people. Numbers stay numbers.

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
	if (value === null || value === undefined) return "";
	if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
	const text = FORMULA_START.test(value) ? `'${value}` : value;
	return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header and rows, CRLF line ends, with a byte-order mark so spreadsheets read UTF-8 (names in Indian scripts). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
	return `\uFEFF${[header, ...rows].map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
