import { z } from "zod";
import { LOGIN_TYPES, type LoginType } from "../constants";
import { roleSchema } from "../roles";

export {
	FREE_TRIAL_DAYS,
	HOME_BY_ROLE,
	LOGIN_TYPES,
	type LoginType,
	OTP_LENGTH,
	OTP_VALIDITY_SECONDS,
	REMEMBER_ME_DAYS,
	RESET_LINK_VALIDITY_MINUTES,
	RESET_PASSWORD_MIN_LENGTH,
	ROLE_BY_LOGIN_TYPE,
	ROLL_NUMBER_MIN_LENGTH,
	SESSION_DAYS,
	SIGNUP_PASSWORD_MIN_LENGTH,
} from "../constants";

export const loginTypeSchema = z.enum(LOGIN_TYPES as [LoginType, ...LoginType[]]);

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
		/** Slugs of the courses the student is enrolled in (SPEC §3); empty for other roles. */
		enrolledCourses: z.array(z.string()),
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
