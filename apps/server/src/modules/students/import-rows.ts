import {
	type ImportedRow,
	type ImportRowError,
	STUDENT_IMPORT_COLUMNS,
	STUDENT_IMPORT_HEADER_ALIASES,
	type StudentImportColumn,
	studentInputSchema,
} from "@unnati/contracts/students";
import { AppError } from "../../platform/errors";
import type { RawTable } from "./import-file";
import { type DeclaredSections, sectionProblem } from "./sections-service";

const HEADERS = Object.fromEntries(STUDENT_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<
	StudentImportColumn,
	string
>;

/** Where the rows may go: the college's departments (code → id), and a department head's own. */
export type ImportTarget = {
	departments: ReadonlyMap<string, string>;
	/** A department head's department: rows of any other department are refused (403). */
	onlyDepartment: { id: string; code: string } | null;
	/** Declared sections by "departmentId|year"; a year absent here accepts any section letter. */
	sections: DeclaredSections;
};

/** What the database already holds, asked for once per file: roll numbers and e-mails (lower case) in use. */
export type Taken = { rollNos: ReadonlySet<string>; emails: ReadonlySet<string> };

/** Which column of the file holds which field, from the header row (any case, spaces or punctuation). */
export function mapColumns(
	header: readonly string[],
	target: ImportTarget,
): Map<StudentImportColumn, number> {
	const columns = new Map<StudentImportColumn, number>();
	header.forEach((title, index) => {
		const key = STUDENT_IMPORT_HEADER_ALIASES[title.toLowerCase().replace(/[^a-z0-9]/g, "")];
		if (key && !columns.has(key)) columns.set(key, index);
	});
	const missing = STUDENT_IMPORT_COLUMNS.filter(
		(c) => c.required && !columns.has(c.key) && !(c.key === "department" && target.onlyDepartment),
	);
	if (missing.length > 0) {
		const names = missing.map((c) => c.header);
		throw new AppError(
			"BAD_REQUEST",
			`The first row must name the columns. Missing: ${names.join(", ")}. Expected: ${STUDENT_IMPORT_COLUMNS.map((c) => c.header).join(", ")}.`,
			names.map((name) => ({ path: "file", message: `No "${name}" column.` })),
		);
	}
	return columns;
}

/** The roll numbers and e-mails (lower case) a file names, to ask the database about in one go. */
export function identifiersOf(table: RawTable, columns: Map<StudentImportColumn, number>) {
	const at = (cells: string[], key: StudentImportColumn) => {
		const index = columns.get(key);
		return index === undefined ? "" : (cells[index] ?? "").trim();
	};
	return {
		rollNos: table.rows.map((r) => at(r.cells, "rollNo").toUpperCase()).filter(Boolean),
		emails: table.rows.map((r) => at(r.cells, "email").toLowerCase()).filter(Boolean),
	};
}

/**
 * Checks every row and lists every problem by row and column: a missing field, a bad roll number,
 * e-mail, year or section, an unknown department, a section the department's year does not declare, a roll number or e-mail used twice in the file or
 * already on Unnati. Rows with no problem are returned to be created on confirm. A department head's
 * file naming another department is refused as a whole (403): they may not import there at all.
 */
export function checkRows(
	table: RawTable,
	columns: Map<StudentImportColumn, number>,
	target: ImportTarget,
	taken: Taken,
): { rows: ImportedRow[]; errors: ImportRowError[] } {
	const errors: ImportRowError[] = [];
	const candidates: ImportedRow[] = [];
	const badRows = new Set<number>();
	const elsewhere: number[] = [];
	const rollRows = new Map<string, number[]>();
	const emailRows = new Map<string, number[]>();
	const fail = (row: number, key: StudentImportColumn, value: string, message: string) => {
		errors.push({ row, column: HEADERS[key], value, message });
		badRows.add(row);
	};

	for (const { row, cells } of table.rows) {
		const raw = Object.fromEntries(
			STUDENT_IMPORT_COLUMNS.map((c) => {
				const index = columns.get(c.key);
				return [c.key, index === undefined ? "" : (cells[index] ?? "").trim()];
			}),
		) as Record<StudentImportColumn, string>;
		if (target.onlyDepartment && raw.department === "") raw.department = target.onlyDepartment.code;

		const parsed: Partial<Record<StudentImportColumn, unknown>> = {};
		for (const column of STUDENT_IMPORT_COLUMNS) {
			const value = raw[column.key];
			if (value === "") {
				if (column.required) fail(row, column.key, value, `${column.header} is missing.`);
				else parsed[column.key] = null;
				continue;
			}
			const result = studentInputSchema.shape[column.key].safeParse(value);
			if (!result.success) fail(row, column.key, value, result.error.issues[0]?.message ?? "Not valid.");
			else parsed[column.key] = result.data;
		}

		const code = parsed.department as string | undefined;
		if (code !== undefined) {
			if (target.onlyDepartment && code !== target.onlyDepartment.code) elsewhere.push(row);
			else if (!target.departments.has(code)) {
				const known = [...target.departments.keys()].join(", ");
				fail(
					row,
					"department",
					raw.department,
					`Unknown department "${raw.department}"; the college has ${known}.`,
				);
			}
		}
		const departmentId = code === undefined ? undefined : target.departments.get(code);
		const year = parsed.year as number | undefined;
		const section = parsed.section as string | undefined;
		if (code !== undefined && departmentId && year !== undefined && section !== undefined) {
			const problem = sectionProblem(target.sections, { id: departmentId, code }, year, section);
			if (problem) fail(row, "section", raw.section, `Section ${section} is not declared: ${problem}`);
		}
		const rollNo = parsed.rollNo as string | undefined;
		if (rollNo) {
			rollRows.set(rollNo, [...(rollRows.get(rollNo) ?? []), row]);
			if (taken.rollNos.has(rollNo))
				fail(row, "rollNo", raw.rollNo, `Roll number ${rollNo} already belongs to an account on Unnati.`);
		}
		const email = (parsed.email as string | undefined)?.toLowerCase();
		if (email) {
			emailRows.set(email, [...(emailRows.get(email) ?? []), row]);
			if (taken.emails.has(email))
				fail(row, "email", raw.email, `The e-mail ${parsed.email} is already used by an account on Unnati.`);
		}
		candidates.push({
			row,
			rollNo: rollNo ?? "",
			name: (parsed.name as string | undefined) ?? "",
			email: (parsed.email as string | undefined) ?? "",
			department: code ?? "",
			year: (parsed.year as number | undefined) ?? 0,
			section: (parsed.section as string | undefined) ?? "",
			phone: (parsed.phone as string | null | undefined) ?? null,
		});
	}

	if (elsewhere.length > 0 && target.onlyDepartment) {
		const rows = elsewhere.slice(0, 10).join(", ") + (elsewhere.length > 10 ? " …" : "");
		throw new AppError(
			"FORBIDDEN",
			`You can import students of ${target.onlyDepartment.code} only; the file has students of other departments (rows ${rows}).`,
		);
	}
	const duplicates = (map: Map<string, number[]>, key: StudentImportColumn, label: string) => {
		for (const [value, rows] of map) {
			if (rows.length < 2) continue;
			for (const row of rows) {
				const others = rows.filter((r) => r !== row).join(", ");
				fail(
					row,
					key,
					value,
					`${label} ${value} is also on row${rows.length > 2 ? "s" : ""} ${others} of this file.`,
				);
			}
		}
	};
	duplicates(rollRows, "rollNo", "Roll number");
	duplicates(emailRows, "email", "The e-mail");
	errors.sort((a, b) => a.row - b.row);
	return { rows: candidates.filter((row) => !badRows.has(row.row)), errors };
}
