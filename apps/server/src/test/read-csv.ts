/** A small RFC 4180 reader for tests: the cells of each CRLF-ended line, byte-order mark removed. */
export function readCsv(text: string): string[][] {
	const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = "";
	let quoted = false;
	for (let i = 0; i < body.length; i++) {
		const ch = body[i] as string;
		if (quoted) {
			if (ch === '"' && body[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (ch === '"') quoted = false;
			else cell += ch;
		} else if (ch === '"') quoted = true;
		else if (ch === ",") {
			row.push(cell);
			cell = "";
		} else if (ch === "\r" && body[i + 1] === "\n") {
			row.push(cell);
			rows.push(row);
			row = [];
			cell = "";
			i++;
		} else cell += ch;
	}
	if (cell !== "" || row.length > 0) rows.push([...row, cell]);
	return rows;
}
