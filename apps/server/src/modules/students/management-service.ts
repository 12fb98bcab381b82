import {
	admissionYearFor,
	type ManagedStudent,
	type ParsedStudentInput,
	type RollNumberLookup,
	type studentUpdateSchema,
} from "@unnati/contracts/students";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import {
	type Account,
	createAccounts,
	findStudentByRollNo,
	INVITED_PASSWORD_HASH,
	setAccountStatus,
	takenEmails,
	takenRollNos,
	updateStudentAccount,
	userById,
} from "../accounts";
import { openLinksUntil, recentSignIns } from "../auth";
import { departmentsOf, institutionById, namesOf } from "../institutions";
import { mentorIdOf } from "../mentors";
import { batchOf } from "./batches";
import { inviteStudents, type ManagementDeps } from "./invitations";
import { studentManagementPolicy } from "./policy";
import { declaredSectionsOf, sectionProblem } from "./sections-service";

const NOT_FOUND = "No student has this roll number.";

/** A student as the management screens show them. */
export async function managedView(db: Db, account: Account, now: Date): Promise<ManagedStudent> {
	const names = await namesOf(
		db,
		account.institutionId ? [account.institutionId] : [],
		account.departmentId ? [account.departmentId] : [],
	);
	return {
		id: account.id,
		rollNo: account.rollNo ?? "",
		name: account.name,
		email: account.email,
		phone: account.phone,
		collegeName: account.institutionId ? (names.colleges.get(account.institutionId) ?? null) : null,
		deptName: account.departmentId ? (names.departments.get(account.departmentId) ?? null) : null,
		currentYear: account.currentYear,
		section: account.section,
		active: account.status !== "suspended",
		graduated: account.graduatedAt !== null,
		batch: batchOf(account, now),
		invited: account.passwordHash === INVITED_PASSWORD_HASH,
	};
}

/**
 * The student with `rollNo` if `principal` may act on them: another college's student is a 404 (ids
 * of other colleges cannot be probed); a student of another department, for a department head, a 403.
 */
async function studentFor(
	db: Db,
	principal: Principal,
	rollNo: string,
	action: "manage" | "lookup",
): Promise<Account> {
	const student = await findStudentByRollNo(db, rollNo);
	if (!student) throw new AppError("NOT_FOUND", NOT_FOUND);
	const record = {
		userId: student.id,
		institutionId: student.institutionId,
		departmentId: student.departmentId,
		mentorId: null,
	};
	if (await studentManagementPolicy.allows(principal, action, record)) return student;
	if (principal.institutionId && principal.institutionId === student.institutionId)
		throw new AppError("FORBIDDEN", "You manage the students of your own department only.");
	throw new AppError("NOT_FOUND", NOT_FOUND);
}

/** The departments `principal` may place students in: every one of their college, or a department head's own. */
export async function placementTarget(db: Db, principal: Principal) {
	if (!principal.institutionId) throw new AppError("FORBIDDEN", "You do not manage a college's students.");
	const list = await departmentsOf(db, principal.institutionId);
	const departments = new Map(list.map((d) => [d.code, d.id]));
	let onlyDepartment: { id: string; code: string } | null = null;
	if (principal.role === "ROLE_DEPARTMENT") {
		const own = list.find((d) => d.id === principal.departmentId);
		if (!own) throw new AppError("FORBIDDEN", "You do not manage a department's students.");
		onlyDepartment = { id: own.id, code: own.code };
	}
	const college = await institutionById(db, principal.institutionId);
	return {
		institutionId: principal.institutionId,
		collegeName: college?.name ?? "Your college",
		departments,
		onlyDepartment,
		/** The sections each department's years declare: a year that declares any accepts only those. */
		sections: await declaredSectionsOf(db, principal.institutionId),
	};
}

export type PlacementTarget = Awaited<ReturnType<typeof placementTarget>>;

/** A 400 on the section field when the department's year declares sections and this is not one of them. */
function checkSection(
	target: PlacementTarget,
	department: { id: string; code: string },
	year: number,
	section: string,
) {
	const problem = sectionProblem(target.sections, department, year, section);
	if (problem)
		throw new AppError("VALIDATION_FAILED", `Section ${section} is not one of them: ${problem}`, [
			{ path: "section", message: problem },
		]);
}

/** The department id for `code`, refusing another department to a department head (403). */
function departmentIdFor(target: Awaited<ReturnType<typeof placementTarget>>, code: string): string {
	if (target.onlyDepartment && code !== target.onlyDepartment.code)
		throw new AppError("FORBIDDEN", `You can add students of ${target.onlyDepartment.code} only.`);
	const id = target.departments.get(code);
	if (!id)
		throw new AppError("VALIDATION_FAILED", "Unknown department.", [
			{ path: "department", message: `The college has ${[...target.departments.keys()].join(", ")}.` },
		]);
	return id;
}

/** Adds one student and e-mails them their invitation; a roll number or e-mail in use is a 409. */
export async function addStudent(
	deps: ManagementDeps,
	principal: Principal,
	input: ParsedStudentInput,
): Promise<ManagedStudent> {
	const target = await placementTarget(deps.db, principal);
	const departmentId = departmentIdFor(target, input.department);
	checkSection(target, { id: departmentId, code: input.department }, input.year, input.section);
	const conflicts = [];
	if ((await takenRollNos(deps.db, [input.rollNo])).size > 0)
		conflicts.push({ path: "rollNo", message: `Roll number ${input.rollNo} already belongs to an account.` });
	if ((await takenEmails(deps.db, [input.email.toLowerCase()])).size > 0)
		conflicts.push({ path: "email", message: "This e-mail is already used by an account." });
	if (conflicts.length > 0)
		throw new AppError("CONFLICT", conflicts.map((c) => c.message).join(" "), conflicts);
	const [created] = await createAccounts(deps.db, [
		{
			role: "ROLE_STUDENT",
			name: input.name,
			email: input.email,
			password: "",
			passwordHash: INVITED_PASSWORD_HASH,
			phone: input.phone ?? null,
			institutionId: target.institutionId,
			departmentId,
			rollNo: input.rollNo,
			currentYear: input.year,
			section: input.section,
			admissionYear: admissionYearFor(input.year, deps.clock()),
		},
	]);
	if (!created) throw new Error("the student was not created");
	await inviteStudents(deps, target.collegeName, [
		{ id: created.id, name: input.name, email: input.email, rollNo: input.rollNo },
	]);
	return managedView(deps.db, (await findStudentByRollNo(deps.db, input.rollNo)) as Account, deps.clock());
}

export async function managedStudent(
	db: Db,
	principal: Principal,
	rollNo: string,
	now: Date,
): Promise<ManagedStudent> {
	return managedView(db, await studentFor(db, principal, rollNo, "manage"), now);
}

export async function editStudent(
	deps: ManagementDeps,
	principal: Principal,
	rollNo: string,
	patch: z.output<typeof studentUpdateSchema>,
): Promise<ManagedStudent> {
	const student = await studentFor(deps.db, principal, rollNo, "manage");
	const target = await placementTarget(deps.db, principal);
	const moves = patch.department !== undefined || patch.year !== undefined || patch.section !== undefined;
	if (moves && student.graduatedAt !== null)
		throw new AppError(
			"CONFLICT",
			"This student has graduated: their department, year and section stay as they graduated.",
		);
	const departmentId =
		patch.department !== undefined ? departmentIdFor(target, patch.department) : student.departmentId;
	const year = patch.year ?? student.currentYear;
	const section = patch.section ?? student.section;
	const code = [...target.departments].find(([, id]) => id === departmentId)?.[0];
	if (moves && departmentId && code && year !== null && section !== null)
		checkSection(target, { id: departmentId, code }, year, section);
	if (patch.email && (await takenEmails(deps.db, [patch.email.toLowerCase()], student.id)).size > 0)
		throw new AppError("CONFLICT", "This e-mail is already used by another account.", [
			{ path: "email", message: "This e-mail is already used by another account." },
		]);
	await updateStudentAccount(
		deps.db,
		student.id,
		{
			...(patch.name !== undefined ? { name: patch.name } : {}),
			...(patch.email !== undefined ? { email: patch.email } : {}),
			...(patch.phone !== undefined ? { phone: patch.phone } : {}),
			...(patch.department !== undefined && departmentId ? { departmentId } : {}),
			// A corrected year of study corrects the batch too (a staff edit, not a promotion).
			...(patch.year !== undefined
				? { currentYear: patch.year, admissionYear: admissionYearFor(patch.year, deps.clock()) }
				: {}),
			...(patch.section !== undefined ? { section: patch.section } : {}),
		},
		deps.clock(),
	);
	return managedView(deps.db, (await findStudentByRollNo(deps.db, rollNo)) as Account, deps.clock());
}

/** Deactivates (no sign-in; every session ends at its next request) or reactivates a student. */
export async function setStudentActive(
	deps: ManagementDeps,
	principal: Principal,
	rollNo: string,
	active: boolean,
): Promise<ManagedStudent> {
	const student = await studentFor(deps.db, principal, rollNo, "manage");
	await setAccountStatus(deps.db, student.id, active ? "active" : "suspended", deps.clock());
	return managedView(deps.db, (await findStudentByRollNo(deps.db, rollNo)) as Account, deps.clock());
}

/** Sends a new invitation to a student who has not set a password yet (409 once they have). */
export async function reinviteStudent(
	deps: ManagementDeps,
	principal: Principal,
	rollNo: string,
): Promise<ManagedStudent> {
	const student = await studentFor(deps.db, principal, rollNo, "manage");
	if (student.passwordHash !== INVITED_PASSWORD_HASH)
		throw new AppError("CONFLICT", "This student has already set a password; they can use Forgot password.");
	const college = student.institutionId ? await institutionById(deps.db, student.institutionId) : null;
	await inviteStudents(deps, college?.name ?? "Your college", [
		{ id: student.id, name: student.name, email: student.email, rollNo: student.rollNo ?? rollNo },
	]);
	return managedView(deps.db, student, deps.clock());
}

/** /debug-rollnumber: what support needs to see about one student, never a hash or a token. */
export async function lookUpRollNumber(
	deps: Pick<ManagementDeps, "db" | "clock">,
	principal: Principal,
	rollNo: string,
): Promise<RollNumberLookup> {
	const { db } = deps;
	const now = deps.clock();
	const student = await studentFor(db, principal, rollNo, "lookup");
	const mentorId = await mentorIdOf(db, student.id);
	const mentor = mentorId ? await userById(db, mentorId) : null;
	const links = await openLinksUntil(db, [student.id], now);
	return {
		student: {
			...(await managedView(db, student, now)),
			createdAt: student.createdAt.toISOString(),
			status: student.status,
		},
		mentor: mentor ? { id: mentor.id, name: mentor.name, factId: mentor.factId } : null,
		recentSignIns: (await recentSignIns(db, student.id, now)).map((s) => ({ ...s, at: s.at.toISOString() })),
		pendingInvitationUntil: links.get(student.id)?.toISOString() ?? null,
	};
}
