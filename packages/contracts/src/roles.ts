import { z } from "zod";

/**
 * Every role a session can hold. The first four are the spec's session roles (SPEC §6);
 * the rest belong to the role-specific login screens (SPEC §2 "Role logins and dashboards").
 */
export const ROLES = [
	"ROLE_STUDENT",
	"ROLE_COLLEGE",
	"ROLE_DEPARTMENT",
	"ROLE_MENTOR",
	"ROLE_PRINCIPAL",
	"ROLE_ADMIN",
	"ROLE_EXAM_ADMIN",
	"ROLE_INSTRUCTOR",
	"ROLE_INSTRUCTOR_ADMIN",
	"ROLE_CONNECTIN_ADMIN",
	"ROLE_QUESTION_BANK_ADMIN",
	"ROLE_CAREER_COUNSELOR",
	"ROLE_PAT",
	"ROLE_RECRUITER",
] as const;

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles a person may give themselves at /signup (SPEC §6); every other account is created by an institution. */
export const SELF_SIGNUP_ROLES = ["ROLE_STUDENT", "ROLE_COLLEGE"] as const satisfies readonly Role[];

/** Human names of the roles, for screens and logs. */
export const ROLE_LABELS: Record<Role, string> = {
	ROLE_STUDENT: "Student",
	ROLE_COLLEGE: "College Administrator",
	ROLE_DEPARTMENT: "Department Head",
	ROLE_MENTOR: "Faculty Mentor",
	ROLE_PRINCIPAL: "Principal",
	ROLE_ADMIN: "Platform Administrator",
	ROLE_EXAM_ADMIN: "Examination Administrator",
	ROLE_INSTRUCTOR: "Instructor",
	ROLE_INSTRUCTOR_ADMIN: "Instructor Administrator",
	ROLE_CONNECTIN_ADMIN: "Connect In Administrator",
	ROLE_QUESTION_BANK_ADMIN: "Question Bank Administrator",
	ROLE_CAREER_COUNSELOR: "Career Counselor",
	ROLE_PAT: "Placement Training (PAT)",
	ROLE_RECRUITER: "Recruiter",
};
