// Plain values with no schema library behind them, so the web app's first chunk can use them
// without loading zod: import from "@unnati/contracts/constants". The package root re-exports all.
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

export type Role = (typeof ROLES)[number];

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

/** SPEC §9 constants of the identity flows. */
export const OTP_LENGTH = 6;
export const OTP_VALIDITY_SECONDS = 300;
export const RESET_PASSWORD_MIN_LENGTH = 6;
export const SIGNUP_PASSWORD_MIN_LENGTH = 8;
export const ROLL_NUMBER_MIN_LENGTH = 6;
export const SESSION_DAYS = 1;
export const REMEMBER_ME_DAYS = 30;
export const RESET_LINK_VALIDITY_MINUTES = 30;
export const FREE_TRIAL_DAYS = 7;

/** What `/login` and the role login screens send as loginType, and the role each one signs in. */
export const ROLE_BY_LOGIN_TYPE = {
	student: "ROLE_STUDENT",
	college: "ROLE_COLLEGE",
	department: "ROLE_DEPARTMENT",
	principal: "ROLE_PRINCIPAL",
	admin: "ROLE_ADMIN",
	exam_admin: "ROLE_EXAM_ADMIN",
	instructor: "ROLE_INSTRUCTOR",
	instructor_admin: "ROLE_INSTRUCTOR_ADMIN",
	connectin_admin: "ROLE_CONNECTIN_ADMIN",
	question_bank_admin: "ROLE_QUESTION_BANK_ADMIN",
	career_counselor: "ROLE_CAREER_COUNSELOR",
	pat: "ROLE_PAT",
	recruiter: "ROLE_RECRUITER",
} as const satisfies Record<string, Role>;

export type LoginType = keyof typeof ROLE_BY_LOGIN_TYPE;
export const LOGIN_TYPES = Object.keys(ROLE_BY_LOGIN_TYPE) as LoginType[];

/** Where each role lands after signing in (SPEC §2 post-login destinations; the others' home screens). */
export const HOME_BY_ROLE: Record<Role, string> = {
	ROLE_STUDENT: "/dashboard",
	ROLE_COLLEGE: "/collegedashboard",
	ROLE_DEPARTMENT: "/departmentdashboard",
	ROLE_MENTOR: "/mentordashboard",
	ROLE_PRINCIPAL: "/principal-dashboard",
	ROLE_ADMIN: "/admin-dashboard",
	ROLE_EXAM_ADMIN: "/examination-admin/dashboard",
	ROLE_INSTRUCTOR: "/instructordashboard",
	ROLE_INSTRUCTOR_ADMIN: "/instructor-admin-dashboard",
	ROLE_CONNECTIN_ADMIN: "/connectin-dashboard",
	ROLE_QUESTION_BANK_ADMIN: "/question-bank",
	ROLE_CAREER_COUNSELOR: "/career-counselor-dashboard",
	ROLE_PAT: "/pat-dashboard",
	ROLE_RECRUITER: "/recruiter-dashboard",
};

export { AUTH_MESSAGES, signupHttpError } from "./auth/messages";

export * from "./exams/constants";
