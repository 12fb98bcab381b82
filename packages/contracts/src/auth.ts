import { z } from "zod";
import type { Role } from "./roles";
import { roleSchema } from "./roles";

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
export const loginTypeSchema = z.enum(LOGIN_TYPES as [LoginType, ...LoginType[]]);

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

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const loginRequestSchema = z
	.object({
		username: required("Please enter your username.").max(254),
		password: z
			.string({ error: "Please enter your password." })
			.min(1, { error: "Please enter your password." })
			.max(256),
		loginType: loginTypeSchema,
		/** Keep the session for 30 days instead of 1. */
		rememberMe: z.boolean().optional(),
	})
	.meta({ id: "LoginRequest" });

/** SPEC §7 login response fields, plus `token` and where the browser goes next. */
export const loginResponseSchema = z
	.object({
		name: z.string(),
		role: roleSchema,
		id: z.string(),
		collegeName: z.string().nullable(),
		username: z.string(),
		deptName: z.string().nullable(),
		section: z.string().nullable(),
		currentYearOfStudying: z.number().int().nullable(),
		enrolledCourses: z.array(z.string()),
		rollNo: z.string().nullable(),
		StudentProfileUrl: z.string().nullable(),
		token: z.string(),
		expiresAt: z.iso.datetime(),
		home: z.string(),
	})
	.meta({ id: "LoginResponse" });

export const mentorLoginRequestSchema = z
	.object({
		factId: required("Please enter your Fact ID.").max(64),
		password: z
			.string({ error: "Please enter your password." })
			.min(1, { error: "Please enter your password." })
			.max(256),
		rememberMe: z.boolean().optional(),
	})
	.meta({ id: "MentorLoginRequest" });

export const mentorLoginResponseSchema = z
	.object({
		factId: z.string(),
		name: z.string(),
		deptName: z.string().nullable(),
		collegeName: z.string().nullable(),
		profilePic: z.string().nullable(),
		token: z.string(),
		expiresAt: z.iso.datetime(),
		home: z.string(),
	})
	.meta({ id: "MentorLoginResponse" });

/** Who is signed in, as the browser sees it (GET /api/auth/session). Never holds a secret. */
export const sessionSchema = z
	.object({
		userId: z.string(),
		role: roleSchema,
		name: z.string(),
		email: z.string(),
		rollNo: z.string().nullable(),
		factId: z.string().nullable(),
		collegeName: z.string().nullable(),
		deptName: z.string().nullable(),
		section: z.string().nullable(),
		currentYear: z.number().int().nullable(),
		organizationName: z.string().nullable(),
		status: z.enum(["active", "trial", "suspended"]),
		trialEndsAt: z.iso.datetime().nullable(),
		expiresAt: z.iso.datetime(),
		home: z.string(),
	})
	.meta({ id: "Session" });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type MentorLoginRequest = z.infer<typeof mentorLoginRequestSchema>;
export type MentorLoginResponse = z.infer<typeof mentorLoginResponseSchema>;
export type Session = z.infer<typeof sessionSchema>;
