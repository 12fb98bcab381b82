import type { Scope, StudentListResponse, StudentSummary } from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import {
	type Account,
	countStudents,
	findStudentInScope,
	listStudents,
	type StudentQuery,
} from "../accounts";
import { describePlacement, namesOf } from "../institutions";
import { organizationName } from "../organizations";
import { studentFilterOf, studentScopeOf } from "./policy";

async function summaries(db: Db, accounts: Account[]): Promise<StudentSummary[]> {
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
	}));
}

/** The students `principal` may see, filtered and paged; null when they may see none. */
export async function studentsVisibleTo(
	db: Db,
	principal: Principal,
	query: StudentQuery,
): Promise<StudentListResponse | null> {
	const filter = await studentFilterOf(db, studentScopeOf(principal));
	if (!filter) return null;
	const { items, total } = await listStudents(db, filter, query);
	return { items: await summaries(db, items), total, page: query.page, pageSize: query.pageSize };
}

/** One student, or null when they do not exist or are outside the principal's scope (both a 404). */
export async function studentVisibleTo(
	db: Db,
	principal: Principal,
	rollNo: string,
): Promise<StudentSummary | null> {
	const filter = await studentFilterOf(db, studentScopeOf(principal));
	const student = filter ? await findStudentInScope(db, filter, rollNo) : null;
	return student ? ((await summaries(db, [student]))[0] ?? null) : null;
}

/** What a signed-in person's home screen says about their reach. */
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
