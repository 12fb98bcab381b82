import { z } from "zod";

/**
 * Every error the API sends carries one of these codes beside its message, so a client decides what
 * to do by the code, never by the wording (which may be reworded or translated). The status each code
 * answers with is fixed here, in one place; the server's AppError reads it.
 *
 * The general codes come first. A feature adds a code of its own only when a client must tell that
 * case apart from the general one (e.g. an exam already submitted, not just any 409).
 */
export const ERROR_STATUS = {
	// General.
	BAD_REQUEST: 400,
	/** The request's params, query or body failed its schema; `errors[]` names the fields. */
	VALIDATION_FAILED: 400,
	UNAUTHORIZED: 401,
	FORBIDDEN: 403,
	NOT_FOUND: 404,
	/** The path exists but does not answer this method; the `Allow` header names the methods it does. */
	METHOD_NOT_ALLOWED: 405,
	CONFLICT: 409,
	GONE: 410,
	PAYLOAD_TOO_LARGE: 413,
	UNSUPPORTED_MEDIA_TYPE: 415,
	RATE_LIMITED: 429,
	INTERNAL: 500,
	UNAVAILABLE: 503,

	// Sessions and sign-in.
	/** No session was sent with a request that needs one. */
	SIGN_IN_REQUIRED: 401,
	/** A session was sent but it has expired, was revoked, or its account was suspended. */
	SESSION_EXPIRED: 401,
	/** A cookie-authenticated write that did not come from Unnati's own pages. */
	CSRF_REJECTED: 403,
	/** Signed in, but this role may not call this endpoint. */
	ROLE_NOT_ALLOWED: 403,

	// Identity: sign-in, signup and the two password resets (SPEC §5, §8). The screens choose their
	// words by these codes and show the server's message only where SPEC §8 says so.
	/** Wrong password, unknown user or the wrong login type: one code, so nobody learns which. */
	INVALID_CREDENTIALS: 401,
	/** The password was right but the account is suspended. */
	ACCOUNT_SUSPENDED: 403,
	/** No student has this roll number (forgot password by code). */
	ROLL_NUMBER_NOT_FOUND: 404,
	/** The address sent with the roll number is not the one on record (nor its masked form). */
	RESET_EMAIL_MISMATCH: 400,
	/** The one-time code is not the one sent. */
	OTP_WRONG: 400,
	/** No live code: it expired, was used, or died after too many wrong guesses; ask for a new one. */
	OTP_EXPIRED: 400,
	/** The reset link's token is unknown, expired or already used; ask for a new link. */
	RESET_LINK_INVALID: 400,
	/** A college signing up under a name already on Unnati. */
	COLLEGE_ALREADY_REGISTERED: 409,

	// Exams: the player decides what to offer next by these (SPEC §4, §8).
	/** The student has no attempt at this exam yet: the player starts one and loads again. */
	EXAM_NOT_STARTED: 404,
	/** The exam is published in the student's college but not for their department, year, section or roll number. */
	EXAM_NOT_FOR_YOU: 403,
	/** The attempt is submitted: answers no longer change and the player shows the result instead. */
	EXAM_ALREADY_SUBMITTED: 409,

	// Code running: the editors (playground, practice, exams) show the message and stop offering Run.
	/** This server cannot run code at all (the sandbox, bubblewrap, is not installed); the message names the package. */
	CODE_RUNNING_OFF: 503,

	// Learning: the lesson and quiz screens choose what to offer by these (issue 13).
	/** A lesson that is not a free preview, asked for by someone not enrolled: sign up or enrol to read it. */
	LESSON_LOCKED: 403,
	/** A student acting on a course they are not enrolled in (completing a lesson, a quiz, a mock test). */
	NOT_ENROLLED: 403,
	/** The mock test attempt is submitted (or its time is up): answers no longer change. */
	ATTEMPT_FINISHED: 409,

	// Certificates (issue 14): the verification page tells "no such certificate" apart from any other 404.
	/** No certificate has this id (mistyped, altered or forged): the same answer for every unknown id. */
	CERTIFICATE_NOT_FOUND: 404,
	/** A college administrator acting on a certificate of a student of another college. */
	CERTIFICATE_OUT_OF_SCOPE: 403,

	// Placements (issue 19): the jobs board tells these refusals apart from any other.
	/** The student does not meet a drive's eligibility rules; the message names the rule(s). */
	NOT_ELIGIBLE_FOR_DRIVE: 403,
	/** The drive's application deadline has passed: no applying or withdrawing. */
	APPLICATIONS_CLOSED: 409,
	/** Another student's applications, or a drive or student of another college. */
	PLACEMENT_OUT_OF_SCOPE: 403,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** One field-level problem: `path` is the dotted location in the request, e.g. `email` or `answers.2.otp`. */
export const fieldErrorSchema = z.object({
	path: z.string(),
	message: z.string(),
});

/**
 * The one shape of every 4xx/5xx body the API sends. `code` is a string rather than an enum here, so
 * a client built before a new code was added still reads the answer (and treats the code as unknown).
 */
export const apiErrorSchema = z
	.object({
		code: z.string(),
		message: z.string(),
		errors: z.array(fieldErrorSchema).optional(),
	})
	.meta({ id: "ApiError" });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Whether `code` is one this version of the contracts knows. */
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);
