/**
 * A placement drive's rounds, run one after another (issue 19).
 *
 * Where an applicant is: an application in status "shortlisted" is in round `currentRound` (an index
 * into the drive's planned `rounds`). The officer shortlists applicants into round 0 (setStatus in
 * applications.ts). One `placement_round_results` row per application and round keeps its slot,
 * panel, venue, scorecard, remarks and result; it is written when the first of them is set, and it
 * stays as the round's record after the applicant has moved on.
 *
 * - Test rounds (aptitude, coding, rounds-exam.ts): the officer makes the round's exam in one step;
 *   its audience is exactly the applicants in the round then. Filling the results from it is a
 *   preview (pass at or above a cut-off, fail below, absent when never started and the test has
 *   closed) that the officer confirms through the ordinary write below.
 * - Interview, group-discussion and other rounds: consecutive slots for a selection of applicants
 *   (panel, venue), and one scorecard (criteria and scores), remarks and result per applicant.
 * - Results are recorded only for applicants in the round now, all or none per request: one
 *   applicant not in the round refuses the whole request, so a bad request changes nothing. A CSV
 *   is read into a preview first (rounds-csv.ts) and its good rows confirmed through the same write.
 * - Moving a round on (contracts' advanceOutcome): pass → the next round, or selected after the last;
 *   fail or absent → not selected (rejected); hold or no result → stays. One transaction under a
 *   per-drive lock, and idempotent: the moved applicants are no longer in the round, so running it
 *   again moves no one. Students are told after the commit.
 * - A student reads their own applications round by round: a result shows once it counts (after
 *   the round moved on, or a hold at once). Panels, scorecards and remarks are the office's own.
 */
import {
	type AdvanceResult,
	type ApplicationRounds,
	advanceOutcome,
	type DriveRounds,
	isTestRound,
	jobSlug,
	type PlannedRound,
	type RoundEntry,
	type RoundResult,
	type RoundView,
	type ScorecardInput,
	type StudentRound,
} from "@unnati/contracts/placements";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds, userById } from "../accounts";
import { examSummary, examTakers, scoredAttempts } from "../exams/read";
import { departmentsOf } from "../institutions";
import { organizationsByIds } from "../organizations";
import { applicationsPolicy } from "./policy";
import { DRIVE_NOT_FOUND, driveForOfficer, isUuid, type PlacementDeps } from "./service";
import { placementApplications, placementDrives, placementRoundExams, placementRoundResults } from "./tables";

export type DriveRow = typeof placementDrives.$inferSelect;
type ApplicationRow = typeof placementApplications.$inferSelect;
type ResultRow = typeof placementRoundResults.$inferSelect;

const inRoundNow = (application: ApplicationRow, index: number) =>
	application.status === "shortlisted" && application.currentRound === index;

/** The drive (the officer's college's) and its round `index`; 404 for a round it does not plan. */
export async function roundOf(
	db: Db,
	principal: Principal,
	driveId: string,
	index: number,
): Promise<{ drive: DriveRow; round: PlannedRound }> {
	const drive = await driveForOfficer(db, principal, driveId);
	const round = drive.rounds[index];
	if (!round)
		throw new AppError(
			"NOT_FOUND",
			`This drive plans ${drive.rounds.length} round${drive.rounds.length === 1 ? "" : "s"}: there is no round ${index + 1}.`,
		);
	return { drive, round };
}

/** Takes the drive's rounds lock for the rest of the transaction: writes to one drive's rounds queue. */
export async function lockRounds(tx: Db, driveId: string): Promise<void> {
	await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`placement-rounds:${driveId}`}))`);
}

/** The applications now in round `index` of the drive, in no order. */
export async function applicationsInRound(db: Db, driveId: string, index: number): Promise<ApplicationRow[]> {
	return db
		.select()
		.from(placementApplications)
		.where(
			and(
				eq(placementApplications.driveId, driveId),
				eq(placementApplications.status, "shortlisted"),
				eq(placementApplications.currentRound, index),
			),
		);
}

// The officer's view.

/** Every round of the drive with its applicants, results and test. */
async function roundsOf(db: Db, drive: DriveRow): Promise<RoundView[]> {
	const [applications, results, exams] = await Promise.all([
		db.select().from(placementApplications).where(eq(placementApplications.driveId, drive.id)),
		db.select().from(placementRoundResults).where(eq(placementRoundResults.driveId, drive.id)),
		db.select().from(placementRoundExams).where(eq(placementRoundExams.driveId, drive.id)),
	]);
	const [students, departments] = await Promise.all([
		studentsByIds(
			db,
			applications.map((a) => a.studentId),
		),
		departmentsOf(db, drive.institutionId),
	]);
	const branchOf = new Map(departments.map((d) => [d.id, d.code]));
	const studentOf = new Map(students.map((s) => [s.id, s]));
	const applicationOf = new Map(applications.map((a) => [a.id, a]));
	const entryOf = (application: ApplicationRow, index: number, row: ResultRow | undefined): RoundEntry => {
		const student = studentOf.get(application.studentId);
		return {
			applicationId: application.id,
			studentId: application.studentId,
			rollNo: student?.rollNo ?? "",
			name: student?.name ?? "",
			branch: student?.departmentId ? (branchOf.get(student.departmentId) ?? null) : null,
			status: application.status,
			inRound: inRoundNow(application, index),
			result: row?.result ?? null,
			scheduledAt: row?.scheduledAt?.toISOString() ?? null,
			panel: row?.panel ?? null,
			venue: row?.venue ?? null,
			scorecard: row?.scorecard ?? [],
			remarks: row?.remarks ?? null,
			recordedAt: row?.recordedAt?.toISOString() ?? null,
		};
	};
	return Promise.all(
		drive.rounds.map(async (round, index) => {
			const rows = new Map(results.filter((r) => r.roundIndex === index).map((r) => [r.applicationId, r]));
			const ids = new Set([
				...rows.keys(),
				...applications.filter((a) => inRoundNow(a, index)).map((a) => a.id),
			]);
			const entries = [...ids]
				.flatMap((id) => {
					const application = applicationOf.get(id);
					return application ? [entryOf(application, index, rows.get(id))] : [];
				})
				.sort((a, b) => a.rollNo.localeCompare(b.rollNo) || a.name.localeCompare(b.name));
			const current = entries.filter((e) => e.inRound);
			const count = (result: RoundResult | null) => current.filter((e) => e.result === result).length;
			const examId = exams.find((e) => e.roundIndex === index)?.examId;
			return {
				index,
				name: round.name,
				kind: round.kind,
				test: isTestRound(round.kind),
				exam: examId ? await roundExam(db, examId, current) : null,
				counts: {
					inRound: current.length,
					pass: count("pass"),
					fail: count("fail"),
					hold: count("hold"),
					absent: count("absent"),
					undecided: count(null),
				},
				entries,
			};
		}),
	);
}

async function roundExam(db: Db, examId: string, current: RoundEntry[]): Promise<RoundView["exam"]> {
	const exam = await examSummary(db, examId);
	if (!exam) return null;
	const [takers, scored] = await Promise.all([examTakers(db, examId), scoredAttempts(db, { examId })]);
	const audience = new Set(exam.audience.kind === "students" ? exam.audience.rollNos : []);
	return {
		id: exam.id,
		title: exam.title,
		opensAt: exam.opensAt.toISOString(),
		closesAt: exam.closesAt.toISOString(),
		durationMinutes: exam.durationMinutes,
		passingScorePercentage: exam.passingScorePercentage,
		started: takers.length,
		scored: scored.length,
		notInAudience:
			exam.audience.kind === "students" ? current.filter((e) => !audience.has(e.rollNo)).length : 0,
	};
}

export async function driveRounds(db: Db, principal: Principal, driveId: string): Promise<DriveRounds> {
	const drive = await driveForOfficer(db, principal, driveId);
	const [rounds, [waiting]] = await Promise.all([
		roundsOf(db, drive),
		db
			.select({ n: sql<number>`count(*)::int` })
			.from(placementApplications)
			.where(and(eq(placementApplications.driveId, drive.id), eq(placementApplications.status, "applied"))),
	]);
	return { driveId: drive.id, rounds, awaitingShortlist: waiting?.n ?? 0 };
}

/** One round of the drive as the officer sees it (what every write answers with). */
export async function roundView(db: Db, drive: DriveRow, index: number): Promise<RoundView> {
	return (await roundsOf(db, drive))[index] as RoundView;
}

// Writes: results, slots, scorecards.

const who = (application: ApplicationRow, names: Map<string, { name: string; rollNo: string | null }>) => {
	const student = names.get(application.studentId);
	return student ? `${student.name} (${student.rollNo ?? "no roll number"})` : "This applicant";
};

/**
 * The applications `ids` of the drive, each in round `index` now; otherwise a 400 naming every one
 * that is not (by its place in the request), before anything is written.
 */
async function assertInRound(
	tx: Db,
	drive: DriveRow,
	index: number,
	ids: readonly string[],
	field: string,
): Promise<ApplicationRow[]> {
	const seen = new Set<string>();
	const problems: { path: string; message: string }[] = [];
	ids.forEach((id, i) => {
		if (seen.has(id)) problems.push({ path: `${field}.${i}`, message: "This applicant is listed twice." });
		seen.add(id);
	});
	const rows = await tx
		.select()
		.from(placementApplications)
		.where(and(eq(placementApplications.driveId, drive.id), inArray(placementApplications.id, [...seen])));
	const byId = new Map(rows.map((r) => [r.id, r]));
	const names = new Map(
		(
			await studentsByIds(
				tx,
				rows.map((r) => r.studentId),
			)
		).map((s) => [s.id, s]),
	);
	const roundName = drive.rounds[index]?.name ?? `round ${index + 1}`;
	ids.forEach((id, i) => {
		const application = byId.get(id);
		if (!application) problems.push({ path: `${field}.${i}`, message: "No such applicant in this drive." });
		else if (!inRoundNow(application, index))
			problems.push({
				path: `${field}.${i}`,
				message: `${who(application, names)} is not in ${roundName} now.`,
			});
	});
	if (problems.length > 0)
		throw new AppError(
			"VALIDATION_FAILED",
			problems.length === 1
				? `${problems[0]?.message} Nothing was recorded.`
				: `${problems.length} of the applicants cannot be recorded: ${problems[0]?.message} Nothing was recorded.`,
			problems,
		);
	return ids.map((id) => byId.get(id) as ApplicationRow);
}

/** Records results (and remarks when sent) of applicants in the round: all of them or none. */
export async function recordResults(
	db: Db,
	principal: Principal,
	driveId: string,
	index: number,
	results: { applicationId: string; result: RoundResult | null; remarks?: string | null | undefined }[],
	now: Date,
): Promise<RoundView> {
	const { drive } = await roundOf(db, principal, driveId, index);
	await db.transaction(async (tx) => {
		await lockRounds(tx as unknown as Db, drive.id);
		await assertInRound(
			tx as unknown as Db,
			drive,
			index,
			results.map((r) => r.applicationId),
			"results",
		);
		for (const withRemarks of [true, false]) {
			const batch = results.filter((r) => (r.remarks !== undefined) === withRemarks);
			if (batch.length === 0) continue;
			await tx
				.insert(placementRoundResults)
				.values(
					batch.map((r) => ({
						applicationId: r.applicationId,
						driveId: drive.id,
						roundIndex: index,
						result: r.result,
						remarks: r.remarks || null,
						recordedBy: principal.userId,
						recordedAt: now,
					})),
				)
				.onConflictDoUpdate({
					target: [placementRoundResults.applicationId, placementRoundResults.roundIndex],
					set: {
						result: sql`excluded.result`,
						...(withRemarks ? { remarks: sql`excluded.remarks` } : {}),
						recordedBy: principal.userId,
						recordedAt: now,
					},
				});
		}
	});
	return roundView(db, drive, index);
}

async function companyNameOf(db: Db, drive: DriveRow): Promise<string> {
	return (await organizationsByIds(db, [drive.organizationId])).get(drive.organizationId)?.name ?? "";
}

/**
 * Gives the applicants consecutive slots in an interview or discussion round (`slotMinutes` apart,
 * in the order given; 0 puts them all at once), with the panel and venue; each student is told.
 */
export async function schedule(
	deps: PlacementDeps,
	principal: Principal,
	driveId: string,
	index: number,
	input: { applicationIds: string[]; startsAt: string; slotMinutes: number; panel: string; venue: string },
	now: Date,
): Promise<RoundView> {
	const { db } = deps;
	const { drive, round } = await roundOf(db, principal, driveId, index);
	if (isTestRound(round.kind))
		throw new AppError(
			"BAD_REQUEST",
			`${round.name} is an online test: its time is the test's. Slots are for interviews and discussions.`,
		);
	const startsAt = new Date(input.startsAt);
	if (startsAt.getTime() <= now.getTime())
		throw new AppError("VALIDATION_FAILED", "Pick a first slot in the future.", [
			{ path: "startsAt", message: "Pick a first slot in the future." },
		]);
	const slotAt = (i: number) => new Date(startsAt.getTime() + i * input.slotMinutes * 60_000);
	const scheduled = await db.transaction(async (tx) => {
		await lockRounds(tx as unknown as Db, drive.id);
		const applications = await assertInRound(
			tx as unknown as Db,
			drive,
			index,
			input.applicationIds,
			"applicationIds",
		);
		const values = applications.map((application, i) => ({
			applicationId: application.id,
			driveId: drive.id,
			roundIndex: index,
			scheduledAt: slotAt(i),
			panel: input.panel || null,
			venue: input.venue,
		}));
		await tx
			.insert(placementRoundResults)
			.values(values)
			.onConflictDoUpdate({
				target: [placementRoundResults.applicationId, placementRoundResults.roundIndex],
				set: {
					scheduledAt: sql`excluded.scheduled_at`,
					panel: sql`excluded.panel`,
					venue: sql`excluded.venue`,
				},
			});
		return applications.map((application, i) => ({ studentId: application.studentId, at: slotAt(i) }));
	});
	const companyName = (await companyNameOf(db, drive)) || "The company";
	for (const { studentId, at } of scheduled)
		await deps.notify([studentId], "placement_round", {
			driveId: drive.id,
			jobTitle: drive.title,
			companyName,
			slug: jobSlug(drive.title),
			event: "scheduled",
			roundName: round.name,
			nextRoundName: null,
			at: at.toISOString(),
			venue: input.venue,
		});
	return roundView(db, drive, index);
}

/** One applicant's scorecard, remarks and result in their round. */
export async function recordScorecard(
	db: Db,
	principal: Principal,
	applicationId: string,
	index: number,
	input: Required<ScorecardInput>,
	now: Date,
): Promise<RoundEntry> {
	if (!isUuid(applicationId)) throw new AppError("NOT_FOUND", "No such application.");
	const [application] = await db
		.select()
		.from(placementApplications)
		.where(eq(placementApplications.id, applicationId));
	if (!application) throw new AppError("NOT_FOUND", "No such application.");
	const { drive } = await roundOf(db, principal, application.driveId, index);
	await db.transaction(async (tx) => {
		await lockRounds(tx as unknown as Db, drive.id);
		await assertInRound(tx as unknown as Db, drive, index, [application.id], "applicationId");
		const values = {
			scorecard: input.scorecard,
			remarks: input.remarks || null,
			result: input.result,
			recordedBy: principal.userId,
			recordedAt: now,
		};
		await tx
			.insert(placementRoundResults)
			.values({ applicationId: application.id, driveId: drive.id, roundIndex: index, ...values })
			.onConflictDoUpdate({
				target: [placementRoundResults.applicationId, placementRoundResults.roundIndex],
				set: values,
			});
	});
	const view = await roundView(db, drive, index);
	return view.entries.find((e) => e.applicationId === application.id) as RoundEntry;
}

// Moving the round on.

/**
 * Moves everyone in the round on by their result (contracts' advanceOutcome), in one transaction
 * under the drive's lock; then tells each student. Running it again finds the moved ones gone.
 */
export async function advanceRound(
	deps: PlacementDeps,
	principal: Principal,
	driveId: string,
	index: number,
	now: Date,
): Promise<AdvanceResult> {
	const { db } = deps;
	const { drive, round } = await roundOf(db, principal, driveId, index);
	const next = drive.rounds[index + 1];
	const isLast = next === undefined;
	const outcome = await db.transaction(async (tx) => {
		await lockRounds(tx as unknown as Db, drive.id);
		const inRound = await applicationsInRound(tx as unknown as Db, drive.id, index);
		const rows = inRound.length
			? await tx
					.select()
					.from(placementRoundResults)
					.where(
						and(
							eq(placementRoundResults.roundIndex, index),
							inArray(
								placementRoundResults.applicationId,
								inRound.map((a) => a.id),
							),
						),
					)
			: [];
		const resultOf = new Map(rows.map((r) => [r.applicationId, r.result]));
		const by = { next_round: [], selected: [], rejected: [], stays: [] } as Record<
			ReturnType<typeof advanceOutcome>,
			ApplicationRow[]
		>;
		for (const application of inRound)
			by[advanceOutcome(resultOf.get(application.id) ?? null, isLast)].push(application);
		const move = async (list: ApplicationRow[], set: Partial<ApplicationRow>) => {
			if (list.length === 0) return;
			await tx
				.update(placementApplications)
				.set({ ...set, updatedAt: now })
				.where(
					and(
						inArray(
							placementApplications.id,
							list.map((a) => a.id),
						),
						eq(placementApplications.status, "shortlisted"),
						eq(placementApplications.currentRound, index),
					),
				);
		};
		await move(by.next_round, { currentRound: index + 1 });
		await move(by.selected, { status: "selected" });
		await move(by.rejected, { status: "rejected" });
		return by;
	});
	const everyone = [...outcome.next_round, ...outcome.selected, ...outcome.rejected, ...outcome.stays];
	const students = new Map(
		(
			await studentsByIds(
				db,
				everyone.map((a) => a.studentId),
			)
		).map((s) => [s.id, s]),
	);
	const people = (list: ApplicationRow[]) =>
		list
			.map((a) => ({
				applicationId: a.id,
				rollNo: students.get(a.studentId)?.rollNo ?? "",
				name: students.get(a.studentId)?.name ?? "",
			}))
			.sort((a, b) => a.rollNo.localeCompare(b.rollNo));
	await tellStudents(deps, drive, round, index, outcome);
	return {
		nextRound: next ? { index: index + 1, name: next.name } : null,
		movedOn: people(outcome.next_round),
		selected: people(outcome.selected),
		rejected: people(outcome.rejected),
		stayed: people(outcome.stays),
	};
}

async function tellStudents(
	deps: PlacementDeps,
	drive: DriveRow,
	round: PlannedRound,
	index: number,
	outcome: Record<"next_round" | "selected" | "rejected", ApplicationRow[]>,
) {
	const companyName = (await companyNameOf(deps.db, drive)) || "The company";
	const about = { driveId: drive.id, jobTitle: drive.title, companyName, slug: jobSlug(drive.title) };
	const nextName = drive.rounds[index + 1]?.name ?? null;
	const slots = outcome.next_round.length
		? await deps.db
				.select()
				.from(placementRoundResults)
				.where(
					and(
						eq(placementRoundResults.roundIndex, index + 1),
						inArray(
							placementRoundResults.applicationId,
							outcome.next_round.map((a) => a.id),
						),
					),
				)
		: [];
	const slotOf = new Map(slots.map((s) => [s.applicationId, s]));
	for (const application of outcome.next_round) {
		const slot = slotOf.get(application.id);
		await deps.notify([application.studentId], "placement_round", {
			...about,
			event: "passed",
			roundName: round.name,
			nextRoundName: nextName,
			at: slot?.scheduledAt?.toISOString() ?? null,
			venue: slot?.scheduledAt ? (slot.venue ?? null) : null,
		});
	}
	for (const status of ["selected", "rejected"] as const) {
		const list = outcome[status];
		if (list.length > 0)
			await deps.notify(
				list.map((a) => a.studentId),
				"placement_application_status",
				{ ...about, status },
			);
	}
}

// The student's rounds.

/** The applications round by round, as their student reads them. */
async function asStudentRounds(
	db: Db,
	rows: { application: ApplicationRow; drive: DriveRow }[],
): Promise<ApplicationRounds[]> {
	if (rows.length === 0) return [];
	const ids = rows.map((r) => r.application.id);
	const driveIds = [...new Set(rows.map((r) => r.drive.id))];
	const [results, exams, companies, students] = await Promise.all([
		db.select().from(placementRoundResults).where(inArray(placementRoundResults.applicationId, ids)),
		db.select().from(placementRoundExams).where(inArray(placementRoundExams.driveId, driveIds)),
		organizationsByIds(
			db,
			rows.map((r) => r.drive.organizationId),
		),
		studentsByIds(
			db,
			rows.map((r) => r.application.studentId),
		),
	]);
	const rollNoOf = new Map(students.map((s) => [s.id, s.rollNo]));
	const examInfo = new Map(
		await Promise.all(exams.map(async (e) => [e.examId, await examSummary(db, e.examId)] as const)),
	);
	return rows.map(({ application, drive }) => {
		const mine = new Map(
			results.filter((r) => r.applicationId === application.id).map((r) => [r.roundIndex, r]),
		);
		const shortlisted = application.status === "shortlisted";
		const decided = ["rejected", "selected", "waitlisted"].includes(application.status);
		const rounds = drive.rounds.map((round, index): StudentRound => {
			const row = mine.get(index);
			const current = shortlisted && application.currentRound === index;
			const passed = index < application.currentRound && application.status !== "applied";
			// A result counts once the round moved on: past it, or decided in it; a hold shows at once.
			const counts =
				row?.result != null &&
				(passed || (decided && index === application.currentRound) || (current && row.result === "hold"));
			const state = current ? "current" : counts || passed ? "done" : "upcoming";
			const examId = exams.find((e) => e.driveId === drive.id && e.roundIndex === index)?.examId;
			const found = examId ? examInfo.get(examId) : null;
			// Only a test the student may sit (one shortlisted after it was made is not in its audience).
			const rollNo = rollNoOf.get(application.studentId);
			const exam =
				found && (found.audience.kind !== "students" || (rollNo && found.audience.rollNos.includes(rollNo)))
					? found
					: null;
			return {
				index,
				name: round.name,
				kind: round.kind,
				state,
				result: counts ? (row?.result ?? null) : null,
				scheduledAt: row?.scheduledAt?.toISOString() ?? null,
				venue: row?.scheduledAt ? (row.venue ?? null) : null,
				exam:
					exam && state !== "upcoming"
						? {
								id: exam.id,
								title: exam.title,
								opensAt: exam.opensAt.toISOString(),
								closesAt: exam.closesAt.toISOString(),
							}
						: null,
			};
		});
		return {
			applicationId: application.id,
			driveId: drive.id,
			driveTitle: drive.title,
			companyName: companies.get(drive.organizationId)?.name ?? "",
			slug: jobSlug(drive.title),
			status: application.status,
			rounds,
		};
	});
}

/** The student's own application to a drive of their college, round by round. */
export async function jobRounds(db: Db, principal: Principal, driveId: string): Promise<ApplicationRounds> {
	if (!principal.institutionId || !isUuid(driveId)) throw new AppError("NOT_FOUND", DRIVE_NOT_FOUND);
	const [row] = await db
		.select({ application: placementApplications, drive: placementDrives })
		.from(placementApplications)
		.innerJoin(placementDrives, eq(placementDrives.id, placementApplications.driveId))
		.where(
			and(
				eq(placementApplications.driveId, driveId),
				eq(placementApplications.studentId, principal.userId),
				eq(placementDrives.institutionId, principal.institutionId),
			),
		);
	if (!row) throw new AppError("NOT_FOUND", "You have not applied to this drive.");
	const [rounds] = await asStudentRounds(db, [row]);
	return rounds as ApplicationRounds;
}

/** A student's applications round by round: the student themself, or their college's officer (403 else). */
export async function studentRounds(
	db: Db,
	principal: Principal,
	studentId: string,
): Promise<ApplicationRounds[]> {
	const student = isUuid(studentId) ? await userById(db, studentId) : null;
	if (student?.role !== "ROLE_STUDENT") throw new AppError("NOT_FOUND", "No such student.");
	if (
		!(await applicationsPolicy.allows(principal, "read", {
			userId: student.id,
			institutionId: student.institutionId,
		}))
	)
		throw new AppError("PLACEMENT_OUT_OF_SCOPE", "You may read only your own rounds.");
	const rows = await db
		.select({ application: placementApplications, drive: placementDrives })
		.from(placementApplications)
		.innerJoin(placementDrives, eq(placementDrives.id, placementApplications.driveId))
		.where(eq(placementApplications.studentId, student.id))
		.orderBy(desc(placementApplications.appliedAt));
	return asStudentRounds(db, rows);
}
