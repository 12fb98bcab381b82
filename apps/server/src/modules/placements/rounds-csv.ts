import { APPLICATION_STATUS_LABELS, type CsvPreview, type RoundResult } from "@unnati/contracts/placements";
import { eq } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsOfInstitution } from "../accounts";
import { roundOf } from "./rounds";
import { placementApplications } from "./tables";

// A round's results from a spreadsheet (rounds.ts has the whole design): one line per student with
// the roll number, the result and optional remarks. The file is read into a preview that lists every
// line left out, by its line number, and records nothing; the officer confirms the good rows.

/** At most this many lines in one file (a large college's drive has a few thousand applicants). */
export const MAX_CSV_LINES = 5000;

/** The words a result cell may hold (any case). Single letters are refused: "P" is "present" in a register. */
const RESULT_WORDS: Record<string, RoundResult> = {
	pass: "pass",
	passed: "pass",
	cleared: "pass",
	qualified: "pass",
	fail: "fail",
	failed: "fail",
	"not cleared": "fail",
	"not qualified": "fail",
	hold: "hold",
	"on hold": "hold",
	absent: "absent",
	ab: "absent",
	"not attended": "absent",
};

export function resultOfWord(word: string): RoundResult | null {
	return RESULT_WORDS[word.trim().toLowerCase().replace(/\s+/g, " ")] ?? null;
}

/**
 * The lines of a CSV (RFC 4180: quoted cells may hold commas, quotes and line breaks), each with the
 * line it starts on, blank lines left out. A file whose first line has tabs or semicolons but no
 * comma is read with that separator (a spreadsheet saved in another locale).
 */
export function readCsvLines(text: string): { row: number; cells: string[] }[] {
	const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
	const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
	const separator = firstLine.includes(",")
		? ","
		: firstLine.includes("\t")
			? "\t"
			: firstLine.includes(";")
				? ";"
				: ",";
	const lines: { row: number; cells: string[] }[] = [];
	let cells: string[] = [];
	let cell = "";
	let quoted = false;
	let line = 1;
	let start = 1;
	const endLine = () => {
		cells.push(cell);
		if (cells.some((c) => c.trim() !== "")) lines.push({ row: start, cells });
		cells = [];
		cell = "";
	};
	for (let i = 0; i < body.length; i++) {
		const ch = body[i] as string;
		if (quoted) {
			if (ch === '"' && body[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (ch === '"') quoted = false;
			else {
				if (ch === "\n") line++;
				cell += ch;
			}
		} else if (ch === '"') quoted = true;
		else if (ch === separator) {
			cells.push(cell);
			cell = "";
		} else if (ch === "\n" || ch === "\r") {
			if (ch === "\r" && body[i + 1] === "\n") i++;
			endLine();
			line++;
			start = line;
		} else cell += ch;
	}
	if (cell !== "" || cells.length > 0) endLine();
	return lines;
}

const HEADER = /^\s*roll/i;

/**
 * Reads the file against the round: the rows that would be recorded, and each line left out with
 * why (an unknown roll number, a student not in the round, a result that is not one, a roll number
 * twice). A roll number on two lines with the same result keeps the first; with different results
 * neither is kept, as the file cannot say which is right.
 */
export async function previewCsv(
	db: Db,
	principal: Principal,
	driveId: string,
	index: number,
	text: string,
): Promise<CsvPreview> {
	const { drive, round } = await roundOf(db, principal, driveId, index);
	const lines = readCsvLines(text);
	if (lines[0] && HEADER.test(lines[0].cells[0] ?? "")) lines.shift();
	if (lines.length === 0) throw new AppError("BAD_REQUEST", "The file has no lines with a roll number.");
	if (lines.length > MAX_CSV_LINES)
		throw new AppError(
			"BAD_REQUEST",
			`The file has ${lines.length.toLocaleString("en-IN")} lines; upload at most ${MAX_CSV_LINES.toLocaleString("en-IN")} at a time (split it).`,
		);
	const [students, applications] = await Promise.all([
		studentsOfInstitution(db, drive.institutionId),
		db.select().from(placementApplications).where(eq(placementApplications.driveId, drive.id)),
	]);
	const byRollNo = new Map(students.flatMap((s) => (s.rollNo ? [[s.rollNo.toUpperCase(), s]] : [])));
	const applicationOf = new Map(applications.map((a) => [a.studentId, a]));
	const problems: CsvPreview["problems"] = [];
	const good: CsvPreview["rows"] = [];
	for (const { row, cells } of lines) {
		const rollNo = (cells[0] ?? "").trim().toUpperCase();
		const word = (cells[1] ?? "").trim();
		const remarks = cells.slice(2).join(", ").trim() || null;
		const problem = (kind: CsvPreview["problems"][number]["kind"], message: string) =>
			problems.push({ row, rollNo, kind, message });
		if (!rollNo) {
			problem("bad_row", `Line ${row} has no roll number.`);
			continue;
		}
		const result = resultOfWord(word);
		if (!result) {
			problem(
				"bad_result",
				word
					? `Line ${row}: "${word}" is not a result; write pass, fail, hold or absent.`
					: `Line ${row} has no result; write pass, fail, hold or absent.`,
			);
			continue;
		}
		if (remarks && remarks.length > 1000) {
			problem("bad_row", `Line ${row}: the remarks are longer than 1,000 characters.`);
			continue;
		}
		const student = byRollNo.get(rollNo);
		if (!student) {
			problem("unknown_roll_no", `Line ${row}: no student of your college has roll number ${rollNo}.`);
			continue;
		}
		const application = applicationOf.get(student.id);
		if (application?.status !== "shortlisted" || application.currentRound !== index) {
			const where = !application
				? "did not apply to this drive"
				: application.status !== "shortlisted"
					? `is ${APPLICATION_STATUS_LABELS[application.status].toLowerCase()} in this drive`
					: `is in ${drive.rounds[application.currentRound]?.name ?? `round ${application.currentRound + 1}`}`;
			problem("not_in_round", `Line ${row}: ${student.name} (${rollNo}) is not in ${round.name}: ${where}.`);
			continue;
		}
		good.push({ row, applicationId: application.id, rollNo, name: student.name, result, remarks });
	}
	const linesOf = new Map<string, CsvPreview["rows"]>();
	for (const entry of good) linesOf.set(entry.rollNo, [...(linesOf.get(entry.rollNo) ?? []), entry]);
	const rows: CsvPreview["rows"] = [];
	for (const [rollNo, same] of linesOf) {
		const [first, ...rest] = same as [CsvPreview["rows"][number], ...CsvPreview["rows"]];
		if (rest.length === 0) {
			rows.push(first);
			continue;
		}
		const agree = rest.every((e) => e.result === first.result && e.remarks === first.remarks);
		if (agree) rows.push(first);
		for (const entry of agree ? rest : same)
			problems.push({
				row: entry.row,
				rollNo,
				kind: "duplicate",
				message: agree
					? `Line ${entry.row}: ${rollNo} is also on line ${first.row} with the same result; this line is ignored.`
					: `Line ${entry.row}: ${rollNo} is on lines ${same.map((e) => e.row).join(", ")} with different results; fix the file and upload it again.`,
			});
	}
	rows.sort((a, b) => a.row - b.row);
	problems.sort((a, b) => a.row - b.row);
	return { rows, problems };
}
