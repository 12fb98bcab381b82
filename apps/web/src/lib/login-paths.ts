import type { Role } from "@unnati/contracts";

/**
 * Where each role signs in: the four roles of SPEC §6 share /login, every other role has its own
 * screen (SPEC §2 "Role logins and dashboards"). Type-only import: this stays out of the zod bundle.
 */
export const LOGIN_PATH_BY_ROLE: Record<Role, string> = {
	ROLE_STUDENT: "/login",
	ROLE_COLLEGE: "/login",
	ROLE_DEPARTMENT: "/login",
	ROLE_MENTOR: "/login",
	ROLE_PRINCIPAL: "/principal-login",
	ROLE_ADMIN: "/adminlogin",
	ROLE_EXAM_ADMIN: "/examination-admin",
	ROLE_INSTRUCTOR: "/instructor-login",
	ROLE_INSTRUCTOR_ADMIN: "/instructor-login",
	ROLE_CONNECTIN_ADMIN: "/connectin-login",
	ROLE_QUESTION_BANK_ADMIN: "/question-bank-login",
	ROLE_CAREER_COUNSELOR: "/career-counselor-login",
	ROLE_PAT: "/pat-login",
	ROLE_RECRUITER: "/recruiter-login",
};

/** The login screen for `role`, asked to come back to `next` (a path with its query) afterwards. */
export function loginUrl(role: Role, next?: string): string {
	const path = LOGIN_PATH_BY_ROLE[role];
	return next ? `${path}?${new URLSearchParams({ next })}` : path;
}
