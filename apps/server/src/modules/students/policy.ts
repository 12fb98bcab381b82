import type { Role } from "@unnati/contracts/constants";
import { ROLES } from "@unnati/contracts/constants";
import { definePolicy, ownRecord, sameCollege, sameDepartment } from "../../platform/access/policy";
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

/** One student's record as the policy checks it: who they are, where they belong, who mentors them. */
export type StudentRecord = {
	userId: string;
	institutionId: string | null;
	departmentId: string | null;
	mentorId: string | null;
};

/**
 * Who may read which student: the platform admin all; a college's staff their college; a
 * department head their department; a mentor their mentees; a student only themself. Every
 * signed-in person may ask what their own reach is (`describeScope`).
 */
export const studentPolicy = definePolicy<StudentRecord, "read" | "describeScope">("student", {
	read: [
		{ roles: ["ROLE_ADMIN"] },
		{ roles: COLLEGE_WIDE, scope: sameCollege },
		{ roles: ["ROLE_DEPARTMENT"], scope: sameDepartment },
		{ roles: ["ROLE_MENTOR"], scope: (principal, record) => record.mentorId === principal.userId },
		{ roles: ["ROLE_STUDENT"], scope: ownRecord },
	],
	describeScope: [{ roles: ROLES }],
});

/** Everyone who may read student records at all; the scope narrows what each sees. */
export const STUDENT_READERS: readonly Role[] = studentPolicy.roles("read");

/**
 * The same rules as a list filter: `studentPolicy.read` decides one record, this decides which
 * records a list query may return (policy.test.ts checks the two agree).
 */
export type StudentScope =
	| { kind: "platform" }
	| { kind: "college"; institutionId: string }
	| { kind: "department"; departmentId: string }
	| { kind: "mentees"; mentorId: string }
	| { kind: "self"; userId: string }
	| { kind: "none" };

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

/**
 * Managing students (issue 18): the college administrator their college's, a department head their
 * department's; looking a roll number up for support (/debug-rollnumber) also the platform admin.
 */
export const studentManagementPolicy = definePolicy<StudentRecord, "manage" | "lookup">(
	"student-management",
	{
		manage: [
			{ roles: ["ROLE_COLLEGE"], scope: sameCollege },
			{ roles: ["ROLE_DEPARTMENT"], scope: sameDepartment },
		],
		lookup: [
			{ roles: ["ROLE_ADMIN"] },
			{ roles: ["ROLE_COLLEGE"], scope: sameCollege },
			{ roles: ["ROLE_DEPARTMENT"], scope: sameDepartment },
		],
	},
);

/** Where a year promotion or a change of departments applies: a college, and one department or all (null). */
export type AcademicUnit = { institutionId: string | null; departmentId: string | null };

const ownDepartment = (principal: Principal, unit: AcademicUnit) =>
	sameCollege(principal, unit) && sameDepartment(principal, unit);

/**
 * The college's academic structure (issue 18): promoting a year (graduating the final one) and
 * declaring a department's sections, the college administrator for any department, a department
 * head for their own department only; the departments themselves, the college administrator only.
 */
export const academicStructurePolicy = definePolicy<
	AcademicUnit,
	"promote" | "manageDepartments" | "manageSections" | "readOwnDepartment"
>("academic-structure", {
	promote: [
		{ roles: ["ROLE_COLLEGE"], scope: sameCollege },
		{ roles: ["ROLE_DEPARTMENT"], scope: ownDepartment },
	],
	manageDepartments: [{ roles: ["ROLE_COLLEGE"], scope: sameCollege }],
	manageSections: [
		{ roles: ["ROLE_COLLEGE"], scope: sameCollege },
		{ roles: ["ROLE_DEPARTMENT"], scope: ownDepartment },
	],
	readOwnDepartment: [{ roles: ["ROLE_DEPARTMENT"], scope: ownDepartment }],
});
