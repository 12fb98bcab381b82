// CSV for spreadsheets (RFC 4180). A text cell that a spreadsheet would read as a formula (starting
// with = + - @, a tab or a carriage return) gets a leading apostrophe, as OWASP advises against CSV
// injection: a student's name or resume title is typed by the student.

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
	if (value === null || value === undefined) return "";
	if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
	const text = FORMULA_START.test(value) ? `'${value}` : value;
	return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header and rows, CRLF line ends, with a byte-order mark so spreadsheets read UTF-8 (₹, names). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
	return `\uFEFF${[header, ...rows].map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export type CsvSection = {
	title: string;
	header: readonly string[];
	rows: readonly (readonly CsvValue[])[];
};

/**
 * Several tables in one file (a report): each under a row with its title, a blank line between
 * them. Same escaping, line ends and byte-order mark as toCsv.
 */
export function toCsvSections(sections: readonly CsvSection[]): string {
	const lines = sections.flatMap((section, i) => [
		...(i > 0 ? [""] : []),
		csvCell(section.title),
		...[section.header, ...section.rows].map((cells) => cells.map(csvCell).join(",")),
	]);
	return `\uFEFF${lines.join("\r\n")}\r\n`;
}
