import { createHash } from "node:crypto";
import {
	admissionYearFor,
	type KeptBackStudent,
	notGraduatedReason,
	PROGRAMME_YEARS,
	type PromotedStudent,
	type PromotionPreview,
	type PromotionResult,
	type promotionApplySchema,
	type promotionRequestSchema,
} from "@unnati/contracts/students";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { graduateStudents, promoteStudents, studentsOfYear, type YearStudent } from "../accounts";
import { departmentsOf } from "../institutions";
import { releaseMentees } from "../mentors";
import { activeBacklogsOf } from "../placements/read";
import { academicStructurePolicy } from "./policy";

type Request = z.output<typeof promotionRequestSchema>;
const STALE = "The students of this year have changed since the preview. Preview the promotion again.";

/**
 * The year's current students, refusing a department of another college (400) or out of the
 * caller's reach (403). In the final year, `moving` graduate and students with active backlogs
 * (on the placement office's academic record) are kept back.
 */
async function yearFor(db: Db, principal: Principal, request: Request) {
	if (!principal.institutionId) throw new AppError("FORBIDDEN", "You do not manage a college's students.");
	const departments = await departmentsOf(db, principal.institutionId);
	// A department head's request names their own department when it names none.
	const departmentId =
		request.departmentId ?? (principal.role === "ROLE_DEPARTMENT" ? principal.departmentId : null) ?? null;
	if (departmentId && !departments.some((d) => d.id === departmentId))
		throw new AppError("VALIDATION_FAILED", "Unknown department.", [
			{ path: "departmentId", message: "Choose one of the college's departments." },
		]);
	const unit = { institutionId: principal.institutionId, departmentId };
	if (!(await academicStructurePolicy.allows(principal, "promote", unit)))
		throw new AppError("FORBIDDEN", "You promote the students of your own department only.");
	const codes = new Map(departments.map((d) => [d.id, d.code]));
	const students = await studentsOfYear(db, principal.institutionId, departmentId, request.fromYear);
	const active = students.filter((s) => s.status !== "suspended");
	const deactivated = students.filter((s) => s.status === "suspended");
	const graduates = request.fromYear === PROGRAMME_YEARS;
	const backlogs = graduates
		? await activeBacklogsOf(
				db,
				active.map((s) => s.id),
			)
		: new Map<string, number>();
	const moving = active.filter((s) => !backlogs.has(s.id));
	const keptBack = active
		.filter((s) => backlogs.has(s.id))
		.map((s) => ({ ...s, backlogs: backlogs.get(s.id) ?? 0 }));
	return { departmentId, codes, graduates, moving, keptBack, deactivated };
}

/**
 * Names one exact set of students in one year: any change to who would move (or graduate) changes
 * it, so a student who cleared their backlogs since the preview makes it stale.
 */
function versionOf(fromYear: number, departmentId: string | null, moving: YearStudent[]): string {
	const hash = createHash("sha256").update(`${fromYear}|${departmentId ?? "*"}|`);
	for (const id of moving.map((s) => s.id).sort()) hash.update(`${id},`);
	return hash.digest("hex").slice(0, 32);
}

function countsOf(students: PromotedStudent[]): PromotionPreview["counts"] {
	const counts = new Map<string, PromotionPreview["counts"][number]>();
	for (const s of students) {
		const key = `${s.department}|${s.section ?? ""}`;
		const entry = counts.get(key) ?? { department: s.department, section: s.section, count: 0 };
		entry.count++;
		counts.set(key, entry);
	}
	return [...counts.values()].sort(
		(a, b) => a.department.localeCompare(b.department) || (a.section ?? "").localeCompare(b.section ?? ""),
	);
}

const shown = (codes: Map<string, string>) => (s: YearStudent) => ({
	rollNo: s.rollNo,
	name: s.name,
	department: (s.departmentId && codes.get(s.departmentId)) || "—",
	section: s.section,
});

/** What promoting `request.fromYear` would do; nothing changes. */
export async function previewPromotion(
	db: Db,
	principal: Principal,
	request: Request,
): Promise<PromotionPreview> {
	const year = await yearFor(db, principal, request);
	const moving = year.moving.map(shown(year.codes));
	const notGraduated: KeptBackStudent[] = year.keptBack.map((s) => ({
		...shown(year.codes)(s),
		backlogs: s.backlogs,
		reason: notGraduatedReason(s.backlogs),
	}));
	return {
		fromYear: request.fromYear,
		toYear: year.graduates ? null : request.fromYear + 1,
		graduates: year.graduates,
		departmentId: year.departmentId,
		version: versionOf(request.fromYear, year.departmentId, year.moving),
		moving,
		notGraduated,
		deactivated: year.deactivated.map(shown(year.codes)),
		counts: countsOf(moving),
	};
}

/**
 * Moves the previewed students to the next year, in one transaction, and nothing else: sections,
 * mentors and placement academic records (backlogs) stay. The final year graduates instead: the
 * graduates keep every record and their sign-in, and leave their mentors' lists (recorded in the
 * mapping history). A preview that no longer names the same students — applied already, or a
 * student added, moved, deactivated or clear of backlogs since — is a 409, so sending the same
 * confirm twice cannot promote or graduate anyone twice.
 */
export async function applyPromotion(
	deps: { db: Db; clock: Clock },
	principal: Principal,
	request: z.output<typeof promotionApplySchema>,
): Promise<PromotionResult> {
	return deps.db.transaction(async (tx) => {
		const year = await yearFor(tx, principal, request);
		if (
			versionOf(request.fromYear, year.departmentId, year.moving) !== request.version ||
			year.moving.length !== request.count
		)
			throw new AppError("CONFLICT", STALE);
		const now = deps.clock();
		const ids = year.moving.map((s) => s.id);
		const moved = year.graduates
			? await graduateStudents(tx, ids, request.fromYear, now, admissionYearFor(request.fromYear, now))
			: await promoteStudents(tx, ids, request.fromYear, now);
		// Another confirm moved some of them between our read and our write: undo ours.
		if (moved !== year.moving.length) throw new AppError("CONFLICT", STALE);
		if (year.graduates)
			await releaseMentees(tx, year.moving, {
				by: principal.userId,
				rule: "Graduated (final-year promotion)",
				at: now,
			});
		return {
			fromYear: request.fromYear,
			toYear: year.graduates ? null : request.fromYear + 1,
			promoted: year.graduates ? 0 : moved,
			graduated: year.graduates ? moved : 0,
			keptBack: year.keptBack.length,
			counts: countsOf(year.moving.map(shown(year.codes))),
			leftDeactivated: year.deactivated.length,
		};
	});
}
