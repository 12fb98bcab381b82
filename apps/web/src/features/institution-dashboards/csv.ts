export type CsvValue = string | number | null;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (leading =, +, -, @, tab or carriage
 * return) is prefixed with an apostrophe, so it is read as text; quotes, commas and line breaks are
 * quoted. Numbers are written as they are.
 */
export function csvCell(value: CsvValue): string {
	if (value === null) return "";
	if (typeof value === "number") return String(value);
	const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
	return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
	return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n");
}

/** Saves `text` as a UTF-8 CSV file (with a byte-order mark, so spreadsheets read Indian names right). */
export function downloadCsv(fileName: string, text: string): void {
	const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
	const link = document.createElement("a");
	link.href = url;
	link.download = fileName;
	document.body.append(link);
	link.click();
	link.remove();
	URL.revokeObjectURL(url);
}
