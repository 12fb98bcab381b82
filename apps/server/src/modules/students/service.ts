import type { Scope, StudentListResponse, StudentSummary } from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import {
	type Account,
	countStudents,
	findStudentByRollNo,
	listStudents,
	type StudentQuery,
} from "../accounts";
import { describePlacement, namesOf } from "../institutions";
import { mentorIdOf } from "../mentors";
import { organizationName } from "../organizations";
import { batchOf } from "./batches";
import { studentFilterOf, studentPolicy, studentScopeOf } from "./policy";

async function summaries(db: Db, accounts: Account[], now: Date): Promise<StudentSummary[]> {
	const names = await namesOf(
		db,
		accounts.flatMap((a) => (a.institutionId ? [a.institutionId] : [])),
		accounts.flatMap((a) => (a.departmentId ? [a.departmentId] : [])),
	);
	return accounts.map((a) => ({
		id: a.id,
		rollNo: a.rollNo ?? "",
		name: a.name,
		email: a.email,
		collegeName: a.institutionId ? (names.colleges.get(a.institutionId) ?? null) : null,
		deptName: a.departmentId ? (names.departments.get(a.departmentId) ?? null) : null,
		currentYear: a.currentYear,
		section: a.section,
		active: a.status !== "suspended",
		graduated: a.graduatedAt !== null,
		batch: batchOf(a, now),
	}));
}

/** The students `principal` may see, filtered and paged; 403 for a reader with no reach (no college or department). */
export async function studentsVisibleTo(
	db: Db,
	principal: Principal,
	query: StudentQuery,
	now: Date,
): Promise<StudentListResponse> {
	const filter = await studentFilterOf(db, studentScopeOf(principal));
	if (!filter) throw new AppError("FORBIDDEN", "You do not have access to student records.");
	const { items, total } = await listStudents(db, filter, query);
	return { items: await summaries(db, items, now), total, page: query.page, pageSize: query.pageSize };
}

/** One student by roll number; 404 when they do not exist or are outside the principal's scope. */
export async function studentVisibleTo(
	db: Db,
	principal: Principal,
	rollNo: string,
	now: Date,
): Promise<StudentSummary> {
	const notFound = "No such student in your scope.";
	const student = await findStudentByRollNo(db, rollNo);
	if (!student) throw new AppError("NOT_FOUND", notFound);
	const record = {
		userId: student.id,
		institutionId: student.institutionId,
		departmentId: student.departmentId,
		mentorId: await mentorIdOf(db, student.id),
	};
	await studentPolicy.authorize(principal, "read", record, notFound);
	const [summary] = await summaries(db, [student], now);
	if (!summary) throw new Error("a student's summary was not made");
	return summary;
}

/** What a signed-in person's home screen says about their reach (current students: graduates are not counted). */
export async function describeScope(db: Db, principal: Principal): Promise<Scope> {
	const scope = studentScopeOf(principal);
	const filter = await studentFilterOf(db, scope);
	const studentCount = filter && scope.kind !== "self" ? await countStudents(db, filter) : null;
	const { collegeName, deptName } = await describePlacement(
		db,
		principal.institutionId,
		principal.departmentId,
	);
	const plural = (n: number | null) => (n === 1 ? "1 student" : `${n ?? 0} students`);
	switch (scope.kind) {
		case "platform":
			return {
				kind: "platform",
				description: `Every college on Unnati · ${plural(studentCount)}`,
				studentCount,
			};
		case "college":
			return { kind: "college", description: `${collegeName} · ${plural(studentCount)}`, studentCount };
		case "department":
			return {
				kind: "department",
				description: `${deptName}, ${collegeName} · ${plural(studentCount)}`,
				studentCount,
			};
		case "mentees":
			return {
				kind: "mentees",
				description: `Mentor of ${plural(studentCount)} · ${collegeName}`,
				studentCount,
			};
		case "self":
			return {
				kind: "self",
				description: [collegeName, deptName].filter(Boolean).join(" · ") || "Independent learner",
				studentCount,
			};
		case "none": {
			const organization = await organizationName(db, principal.organizationId);
			if (organization) return { kind: "organization", description: organization, studentCount: null };
			return { kind: "none", description: collegeName ?? "Unnati", studentCount: null };
		}
	}
}
