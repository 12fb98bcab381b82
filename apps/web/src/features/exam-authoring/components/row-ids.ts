/**
 * The first `prefix`N not in use: row keys, matching item ids and rubric ids stay put when rows
 * around them are removed.
 */
export function nextRowId(prefix: string, rows: readonly { id: string }[]): string {
	const used = new Set(rows.map((row) => row.id));
	let n = 1;
	while (used.has(`${prefix}${n}`)) n++;
	return `${prefix}${n}`;
}
