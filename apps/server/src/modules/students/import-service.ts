import {
	admissionYearFor,
	type ImportedRow,
	type ImportRowError,
	type StudentImport,
} from "@unnati/contracts/students";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";
import { createAccounts, INVITED_PASSWORD_HASH, takenEmails, takenRollNos } from "../accounts";
import { readStudentFile } from "./import-file";
import { checkRows, identifiersOf, mapColumns } from "./import-rows";
import { inviteStudents, type ManagementDeps } from "./invitations";
import { placementTarget } from "./management-service";
import { sectionProblem } from "./sections-service";
import { studentImports } from "./tables";

/** The preview lists the first good rows; the rest are counted. */
const SAMPLE_SIZE = 50;
/** Accounts are created, and invitations written, this many at a time; progress moves after each. */
const CHUNK = 500;
/**
 * The confirm runs inside its request and stores progress after every chunk (seconds apart). An
 * import "importing" with no progress for this long was interrupted (a restart, a crash): the next
 * confirm continues it from the last stored chunk instead of refusing it for ever.
 */
export const IMPORT_STALL_MS = 2 * 60_000;

type ImportRecord = typeof studentImports.$inferSelect;

function wire(record: ImportRecord): StudentImport {
	return {
		id: record.id,
		fileName: record.fileName,
		status: record.status,
		totalRows: record.totalRows,
		validCount: record.rows.length,
		errors: record.errors,
		sample: record.rows.slice(0, SAMPLE_SIZE),
		processed: record.processed,
		created: record.created,
		skipped: record.skipped,
		createdAt: record.createdAt.toISOString(),
	};
}

/**
 * Reads and checks an uploaded file and keeps the result as a preview. Nothing is created: the
 * person reads every problem, fixes the file or confirms the good rows.
 */
export async function previewImport(
	deps: ManagementDeps,
	principal: Principal,
	file: { name: string; bytes: Buffer },
): Promise<StudentImport> {
	const target = await placementTarget(deps.db, principal);
	const table = await readStudentFile(file.name, file.bytes);
	if (table.rows.length === 0)
		throw new AppError(
			"BAD_REQUEST",
			"The file has no students: one row of column names, then one row per student.",
			[{ path: "file", message: "No rows." }],
		);
	const columns = mapColumns(table.header, target);
	const ids = identifiersOf(table, columns);
	const [rollNos, emails] = await Promise.all([
		takenRollNos(deps.db, ids.rollNos),
		takenEmails(deps.db, ids.emails),
	]);
	const { rows, errors } = checkRows(table, columns, target, { rollNos, emails });
	const [record] = await deps.db
		.insert(studentImports)
		.values({
			institutionId: target.institutionId,
			departmentId: target.onlyDepartment?.id ?? null,
			createdBy: principal.userId,
			fileName: file.name.slice(0, 200),
			totalRows: table.rows.length,
			rows,
			errors,
			createdAt: deps.clock(),
			updatedAt: deps.clock(),
		})
		.returning();
	if (!record) throw new Error("the import was not stored");
	return wire(record);
}

/** An import of `principal`'s college (a department head: of their department), or 404. */
async function importFor(
	deps: ManagementDeps,
	principal: Principal,
	importId: string,
): Promise<ImportRecord> {
	const [record] = await deps.db.select().from(studentImports).where(eq(studentImports.id, importId));
	const visible =
		record &&
		record.institutionId === principal.institutionId &&
		(principal.role === "ROLE_COLLEGE" || record.departmentId === principal.departmentId);
	if (!visible) throw new AppError("NOT_FOUND", "No such import.");
	return record;
}

export async function importStatus(deps: ManagementDeps, principal: Principal, importId: string) {
	return wire(await importFor(deps, principal, importId));
}

/**
 * Creates the preview's good rows as students, CHUNK at a time, and e-mails each an invitation.
 * A row whose roll number or e-mail was taken since the preview is skipped and listed. Progress is
 * stored after each chunk, so the screen's progress bar can read it while this request runs.
 */
export async function confirmImport(deps: ManagementDeps, principal: Principal, importId: string) {
	const { db } = deps;
	const record = await importFor(deps, principal, importId);
	const target = await placementTarget(db, principal);
	// One confirm at a time: the status moves to importing in the same statement that checks it. A
	// preview is taken, and so is an import that failed or stalled (continued where it stopped).
	const stalledBefore = new Date(deps.clock().getTime() - IMPORT_STALL_MS);
	const [claimed] = await db
		.update(studentImports)
		.set({ status: "importing", updatedAt: deps.clock() })
		.where(
			and(
				eq(studentImports.id, record.id),
				or(
					eq(studentImports.status, "previewed"),
					eq(studentImports.status, "failed"),
					and(eq(studentImports.status, "importing"), lt(studentImports.updatedAt, stalledBefore)),
				),
			),
		)
		.returning();
	if (!claimed)
		throw new AppError(
			"CONFLICT",
			record.status === "done"
				? "This import has already been confirmed."
				: "This import is running. Wait for it to finish.",
		);

	// Where an earlier run stopped: its stored chunks are done (nothing for a new confirm).
	const skipped: ImportRowError[] = [...claimed.skipped];
	let processed = claimed.processed;
	let created = claimed.created;
	try {
		for (let start = processed; start < record.rows.length; start += CHUNK) {
			const chunk = record.rows.slice(start, start + CHUNK);
			const [rollNos, emails] = await Promise.all([
				takenRollNos(
					db,
					chunk.map((r) => r.rollNo),
				),
				takenEmails(
					db,
					chunk.map((r) => r.email.toLowerCase()),
				),
			]);
			const fresh: ImportedRow[] = [];
			for (const row of chunk) {
				const departmentId = target.departments.get(row.department);
				// The college may have renamed or removed the section since the preview.
				const sectionGone = departmentId
					? sectionProblem(target.sections, { id: departmentId, code: row.department }, row.year, row.section)
					: null;
				if (rollNos.has(row.rollNo))
					skipped.push({
						row: row.row,
						column: "Roll number",
						value: row.rollNo,
						message: "Taken since the preview.",
					});
				else if (emails.has(row.email.toLowerCase()))
					skipped.push({
						row: row.row,
						column: "Email",
						value: row.email,
						message: "Taken since the preview.",
					});
				else if (!departmentId)
					skipped.push({
						row: row.row,
						column: "Department",
						value: row.department,
						message: "No longer a department.",
					});
				else if (sectionGone)
					skipped.push({
						row: row.row,
						column: "Section",
						value: row.section,
						message: `No longer a section: ${sectionGone}`,
					});
				else fresh.push(row);
			}
			const accounts = await createAccounts(
				db,
				fresh.map((row) => ({
					role: "ROLE_STUDENT" as const,
					name: row.name,
					email: row.email,
					password: "",
					passwordHash: INVITED_PASSWORD_HASH,
					phone: row.phone,
					institutionId: target.institutionId,
					departmentId: target.departments.get(row.department) ?? null,
					rollNo: row.rollNo,
					currentYear: row.year,
					section: row.section,
					admissionYear: admissionYearFor(row.year, deps.clock()),
				})),
			);
			const byRoll = new Map(fresh.map((row) => [row.rollNo, row]));
			await inviteStudents(
				deps,
				target.collegeName,
				accounts.map((a) => ({
					id: a.id,
					email: a.email,
					rollNo: a.rollNo ?? "",
					name: byRoll.get(a.rollNo ?? "")?.name ?? "",
				})),
			);
			processed += chunk.length;
			created += accounts.length;
			await db
				.update(studentImports)
				.set({ processed, created, skipped, updatedAt: deps.clock() })
				.where(eq(studentImports.id, record.id));
		}
	} catch (error) {
		await db
			.update(studentImports)
			.set({ status: "failed", processed, created, skipped, updatedAt: deps.clock() })
			.where(eq(studentImports.id, record.id));
		throw error;
	}
	const [done] = await db
		.update(studentImports)
		.set({ status: "done", processed, created, skipped, updatedAt: sql`now()` })
		.where(eq(studentImports.id, record.id))
		.returning();
	if (!done) throw new Error("the import vanished");
	return wire(done);
}
