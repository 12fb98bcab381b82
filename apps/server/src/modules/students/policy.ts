import type { Role } from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import type { StudentFilter } from "../accounts";
import { menteeIdsOf } from "../mentors";

/** Staff who see every student of their own college. */
const COLLEGE_WIDE: readonly Role[] = [
	"ROLE_COLLEGE",
	"ROLE_PRINCIPAL",
	"ROLE_EXAM_ADMIN",
	"ROLE_PAT",
	"ROLE_CAREER_COUNSELOR",
];

/** Everyone who may read student records at all; the scope below narrows what each sees. */
export const STUDENT_READERS: readonly Role[] = [
	"ROLE_ADMIN",
	...COLLEGE_WIDE,
	"ROLE_DEPARTMENT",
	"ROLE_MENTOR",
	"ROLE_STUDENT",
];

export type StudentScope =
	| { kind: "platform" }
	| { kind: "college"; institutionId: string }
	| { kind: "department"; departmentId: string }
	| { kind: "mentees"; mentorId: string }
	| { kind: "self"; userId: string }
	| { kind: "none" };

/**
 * Which students a person may see: the platform admin all; a college's staff their college; a
 * department head their department; a mentor their mentees; a student only themself.
 */
export function studentScopeOf(principal: Principal): StudentScope {
	const { role } = principal;
	if (role === "ROLE_ADMIN") return { kind: "platform" };
	if (COLLEGE_WIDE.includes(role) && principal.institutionId) {
		return { kind: "college", institutionId: principal.institutionId };
	}
	if (role === "ROLE_DEPARTMENT" && principal.departmentId) {
		return { kind: "department", departmentId: principal.departmentId };
	}
	if (role === "ROLE_MENTOR") return { kind: "mentees", mentorId: principal.userId };
	if (role === "ROLE_STUDENT") return { kind: "self", userId: principal.userId };
	return { kind: "none" };
}

/** The scope as a filter for the accounts service; null means nobody. */
export async function studentFilterOf(db: Db, scope: StudentScope): Promise<StudentFilter | null> {
	switch (scope.kind) {
		case "platform":
			return { kind: "all" };
		case "college":
			return { kind: "institution", institutionId: scope.institutionId };
		case "department":
			return { kind: "department", departmentId: scope.departmentId };
		case "mentees":
			return { kind: "ids", ids: await menteeIdsOf(db, scope.mentorId) };
		case "self":
			return { kind: "ids", ids: [scope.userId] };
		case "none":
			return null;
	}
}
