import {
	type CaseDetail,
	type CounsellingNote,
	followUpDayProblem,
	istDay,
	COUNSELLING_MESSAGES as MESSAGES,
	type NoteInput,
	type RecommendationsInput,
} from "@unnati/contracts/counselling";
import { and, eq, isNull } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds, userNamesByIds } from "../accounts";
import { publishedJourneys } from "../learning/read";
import type { Notify } from "../notifications";
import { casePolicy } from "./policy";
import { counsellingCases, counsellingNotes } from "./tables";
import { type CaseRow, caseDetail, encodeRecommendations, noteWire } from "./views";

// The counselor's casework on one case. Referrals are in referrals.ts, the caseload's lists in
// caseload.ts.

export type CounsellingDeps = { db: Db; clock: Clock; notify: Notify };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUniqueViolation = (error: unknown): boolean => {
	const code = (e: unknown) =>
		e && typeof e === "object" && "code" in e ? (e as { code: unknown }).code : undefined;
	return code(error) === "23505" || code((error as { cause?: unknown })?.cause) === "23505";
};

/** The counselor's own college; a counselor who belongs to none has no caseload. */
export function collegeOf(principal: Principal): string {
	if (!principal.institutionId) throw new AppError("FORBIDDEN", MESSAGES.noCollege);
	return principal.institutionId;
}

/** The case, for a counselor of its college: 404 when there is none, 403 when it is another college's. */
export async function caseFor(db: Db, principal: Principal, caseId: string): Promise<CaseRow> {
	if (!UUID.test(caseId)) throw new AppError("NOT_FOUND", MESSAGES.caseNotFound);
	const [row] = await db.select().from(counsellingCases).where(eq(counsellingCases.id, caseId));
	if (!row) throw new AppError("NOT_FOUND", MESSAGES.caseNotFound);
	if (!(await casePolicy.allows(principal, "manage", row)))
		throw new AppError("FORBIDDEN", MESSAGES.otherCollege);
	return row;
}

const refuseClosed = (row: CaseRow) => {
	if (row.status === "closed") throw new AppError("CONFLICT", MESSAGES.closed);
};

/* ------------------------------------------------------------------------------------------------
 * Casework on one case
 * ---------------------------------------------------------------------------------------------- */

export async function getCase(
	deps: CounsellingDeps,
	principal: Principal,
	caseId: string,
): Promise<CaseDetail> {
	return caseDetail(deps, principal, await caseFor(deps.db, principal, caseId));
}

/** The counselor takes an open case nobody has taken; the student is told who their counselor is. */
export async function takeCase(
	deps: CounsellingDeps,
	principal: Principal,
	caseId: string,
): Promise<CaseDetail> {
	const row = await caseFor(deps.db, principal, caseId);
	refuseClosed(row);
	if (row.counselorId === principal.userId) return caseDetail(deps, principal, row);
	const [taken] = await deps.db
		.update(counsellingCases)
		.set({ counselorId: principal.userId })
		.where(
			and(
				eq(counsellingCases.id, row.id),
				eq(counsellingCases.status, "open"),
				isNull(counsellingCases.counselorId),
			),
		)
		.returning();
	if (!taken) {
		// Another counselor took it first (now or earlier): say who.
		const now = await getCase(deps, principal, caseId);
		throw new AppError("CONFLICT", MESSAGES.alreadyTaken(now.counselor?.name ?? "Another counselor"));
	}
	await deps.notify([taken.studentId], "counselling_case_taken", {
		caseId: taken.id,
		counselorName: principal.name,
	});
	return caseDetail(deps, principal, taken);
}

const invalid = (path: string, message: string) =>
	new AppError("VALIDATION_FAILED", message, [{ path, message }]);

/** A note private to the college's counselors, with an optional follow-up day (today or later, IST). */
export async function addNote(
	deps: CounsellingDeps,
	principal: Principal,
	caseId: string,
	input: NoteInput,
): Promise<CounsellingNote> {
	const row = await caseFor(deps.db, principal, caseId);
	refuseClosed(row);
	const now = deps.clock();
	const followUpOn = input.followUpOn ?? null;
	if (followUpOn) {
		const problem = followUpDayProblem(followUpOn, istDay(now));
		if (problem) throw invalid("followUpOn", problem);
	}
	const [note] = await deps.db
		.insert(counsellingNotes)
		.values({ caseId: row.id, authorId: principal.userId, body: input.body, followUpOn, createdAt: now })
		.returning();
	if (!note) throw new Error("insert into counselling_notes returned no row");
	return noteWire(note, principal.name);
}

/** Marks a note's follow-up as done (again is a no-op). */
export async function completeFollowUp(
	deps: CounsellingDeps,
	principal: Principal,
	caseId: string,
	noteId: string,
): Promise<CounsellingNote> {
	const row = await caseFor(deps.db, principal, caseId);
	if (!UUID.test(noteId)) throw new AppError("NOT_FOUND", MESSAGES.noteNotFound);
	const [note] = await deps.db
		.select()
		.from(counsellingNotes)
		.where(and(eq(counsellingNotes.id, noteId), eq(counsellingNotes.caseId, row.id)));
	if (!note) throw new AppError("NOT_FOUND", MESSAGES.noteNotFound);
	if (!note.followUpOn) throw new AppError("CONFLICT", MESSAGES.noFollowUp);
	const done = note.followUpDone
		? note
		: ((
				await deps.db
					.update(counsellingNotes)
					.set({ followUpDone: deps.clock() })
					.where(eq(counsellingNotes.id, note.id))
					.returning()
			)[0] ?? note);
	const author = note.authorId ? (await userNamesByIds(deps.db, [note.authorId])).get(note.authorId) : null;
	return noteWire(done, author ?? null);
}

/** Sets the journeys (published ones only) and career paths the student will see. */
export async function recommend(
	deps: CounsellingDeps,
	principal: Principal,
	caseId: string,
	input: RecommendationsInput,
): Promise<CaseDetail> {
	const row = await caseFor(deps.db, principal, caseId);
	refuseClosed(row);
	if (input.journeys.length > 0) {
		const published = new Set((await publishedJourneys(deps.db)).map((j) => j.id));
		const unknown = input.journeys.findIndex((id) => !published.has(id));
		if (unknown >= 0)
			throw invalid(`journeys.${unknown}`, MESSAGES.unknownJourney(input.journeys[unknown] ?? ""));
	}
	const [updated] = await deps.db
		.update(counsellingCases)
		.set({ recommendations: encodeRecommendations(input.journeys, input.careerPaths) })
		.where(eq(counsellingCases.id, row.id))
		.returning();
	return caseDetail(deps, principal, updated ?? row);
}

/** Closes a case; its notes and recommendations are kept (closing again is a no-op). */
export async function closeCase(
	deps: CounsellingDeps,
	principal: Principal,
	caseId: string,
): Promise<CaseDetail> {
	const row = await caseFor(deps.db, principal, caseId);
	if (row.status === "closed") return caseDetail(deps, principal, row);
	const [closed] = await deps.db
		.update(counsellingCases)
		.set({ status: "closed", closedAt: deps.clock() })
		.where(eq(counsellingCases.id, row.id))
		.returning();
	return caseDetail(deps, principal, closed ?? row);
}

/** Reopens a closed case, unless the student has another open case (409). */
export async function reopenCase(
	deps: CounsellingDeps,
	principal: Principal,
	caseId: string,
): Promise<CaseDetail> {
	const row = await caseFor(deps.db, principal, caseId);
	if (row.status === "open") return caseDetail(deps, principal, row);
	const conflict = async () => {
		const [student] = await studentsByIds(deps.db, [row.studentId]);
		return new AppError("CONFLICT", MESSAGES.openCaseExists(student?.name ?? "This student"));
	};
	const [open] = await deps.db
		.select({ id: counsellingCases.id })
		.from(counsellingCases)
		.where(and(eq(counsellingCases.studentId, row.studentId), eq(counsellingCases.status, "open")));
	if (open) throw await conflict();
	try {
		const [reopened] = await deps.db
			.update(counsellingCases)
			.set({ status: "open", closedAt: null })
			.where(eq(counsellingCases.id, row.id))
			.returning();
		return caseDetail(deps, principal, reopened ?? row);
	} catch (error) {
		if (isUniqueViolation(error)) throw await conflict();
		throw error;
	}
}
