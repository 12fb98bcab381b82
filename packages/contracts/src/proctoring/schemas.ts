import { z } from "zod";
import { ATTEMPT_STATUSES } from "../exams/schemas";
import {
	FACE_SIGNAL_STATES,
	isFaceSignal,
	PROCTORING_LIMITS,
	PROCTORING_MESSAGES,
	REVIEW_STATES,
	VIOLATION_TYPES,
} from "./constants";
import { CREDIBILITY_LEVELS } from "./rules";

// The proctor's wire shapes. The student's paths sit beside the seed's exam paths and speak their
// snake_case; the examination admin's API is ours and speaks camelCase like the rest of /api.

const id = z.string().min(1).max(64);
export const violationTypeSchema = z.enum(VIOLATION_TYPES);
export const reviewStateSchema = z.enum(REVIEW_STATES);

/**
 * POST /students/exam/{id}/violations. `client_id` makes a retried report idempotent: the same id
 * twice records one violation (a later report may add the away time the first could not know).
 * `snapshot` is a JPEG as plain base64 (no data: prefix), for face signals only.
 */
export const recordViolationSchema = z
	.object({
		client_id: z
			.string()
			.min(8)
			.max(64)
			.regex(/^[A-Za-z0-9_-]+$/, { error: "client_id holds letters, digits, - and _ only." }),
		type: violationTypeSchema,
		/** When it happened, by the device's clock; the server keeps it within the attempt. */
		at: z.iso.datetime({ offset: true }),
		/** How long the student was away, in milliseconds (focus violations and face signals). */
		away_ms: z.number().int().min(0).max(PROCTORING_LIMITS.maxAwayMs).optional(),
		snapshot: z
			.string()
			.min(4)
			.max(PROCTORING_LIMITS.snapshotMaxChars, { error: PROCTORING_MESSAGES.snapshotTooLarge })
			.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: PROCTORING_MESSAGES.snapshotNotJpeg })
			.optional(),
	})
	.superRefine((v, ctx) => {
		if (v.snapshot !== undefined && !isFaceSignal(v.type)) {
			ctx.addIssue({ code: "custom", path: ["snapshot"], message: PROCTORING_MESSAGES.snapshotOnlyForFace });
		}
	});
export type RecordViolation = z.infer<typeof recordViolationSchema>;

export const recordViolationResultSchema = z
	.object({
		violation_id: id,
		/** False when this client_id was already recorded (a retry): nothing new was counted. */
		recorded: z.boolean(),
		/** Whether it counts toward the exam's maximum. */
		counted: z.boolean(),
		/** Counted violations of the attempt so far (dismissed ones excluded). */
		violation_count: z.number().int(),
		max_violations: z.number().int(),
		max_reached: z.boolean(),
	})
	.meta({ id: "RecordViolationResult" });
export type RecordViolationResult = z.infer<typeof recordViolationResultSchema>;

/** One of the student's own recorded violations: what the player's summary needs after a reload. */
export const ownViolationSchema = z.object({
	client_id: z.string(),
	type: violationTypeSchema,
	at: z.string(),
	away_ms: z.number().int().nullable(),
	counted: z.boolean(),
});

/** GET /students/exam/{id}/proctoring: how the proctor runs for this student, and what it recorded. */
export const studentProctoringSchema = z
	.object({
		proctored: z.boolean(),
		max_violations: z.number().int(),
		violation_count: z.number().int(),
		/** Off when the exam turns them off or the student has that accommodation. */
		face_signals: z.boolean(),
		/** Whether face signals count toward the maximum. */
		face_signals_count: z.boolean(),
		heartbeat_ms: z.number().int(),
		violations: z.array(ownViolationSchema),
	})
	.meta({ id: "StudentProctoring" });
export type StudentProctoring = z.infer<typeof studentProctoringSchema>;

/**
 * POST /students/exam/{id}/heartbeat. `face_signals` tells how the webcam's face signals are doing
 * on the device, so the attempt's record says when they could not run (no camera, models that did
 * not load) rather than showing a clean record that nobody watched.
 */
export const heartbeatSchema = z
	.object({
		face_signals: z
			.object({
				state: z.enum(FACE_SIGNAL_STATES),
				reason: z.string().trim().max(PROCTORING_LIMITS.faceReasonMaxChars).optional(),
			})
			.optional(),
	})
	.meta({ id: "Heartbeat" });
export type Heartbeat = z.infer<typeof heartbeatSchema>;

export const heartbeatResultSchema = z
	.object({
		violation_count: z.number().int(),
		max_violations: z.number().int(),
		server_time: z.string(),
	})
	.meta({ id: "HeartbeatResult" });

// ——— The examination admin's API ———

export const proctoringSettingsSchema = z
	.object({
		/** Read face signals from the webcam during this exam. */
		faceSignals: z.boolean(),
		/** Let face signals count toward the maximum, so they too can end an attempt. */
		faceSignalsCountTowardMax: z.boolean(),
	})
	.meta({ id: "ProctoringSettings" });
export type ProctoringSettings = z.infer<typeof proctoringSettingsSchema>;

export const credibilitySchema = z.object({
	level: z.enum(CREDIBILITY_LEVELS),
	points: z.number().int(),
	confirmed: z.number().int(),
	unreviewed: z.number().int(),
	dismissed: z.number().int(),
});

export const violationViewSchema = z
	.object({
		id,
		attemptId: id,
		type: violationTypeSchema,
		at: z.string(),
		receivedAt: z.string(),
		awayMs: z.number().int().nullable(),
		/** Counts toward the exam's maximum (face signals only when the exam says so). */
		counted: z.boolean(),
		/** Served only to the examination admins of the exam's college. */
		snapshotUrl: z.string().nullable(),
		review: reviewStateSchema,
		reviewedBy: z.string().nullable(),
		reviewedAt: z.string().nullable(),
	})
	.meta({ id: "ProctoringViolation" });
export type ViolationView = z.infer<typeof violationViewSchema>;

export const accommodationTermsSchema = z.object({
	extraMinutes: z.number().int(),
	faceSignalsOff: z.boolean(),
	/** Whether it is this exam's own accommodation or the student's general one. */
	scope: z.enum(["exam", "global"]),
});

export const attemptProctoringSchema = z
	.object({
		attemptId: id,
		studentId: id,
		studentName: z.string(),
		rollNo: z.string().nullable(),
		status: z.enum(ATTEMPT_STATUSES),
		startedAt: z.string(),
		submittedAt: z.string().nullable(),
		submissionReason: z.string().nullable(),
		/** Counted violations, dismissed ones excluded. */
		violationCount: z.number().int(),
		flags: z.number().int(),
		credibility: credibilitySchema,
		accommodation: accommodationTermsSchema.nullable(),
		/** What the device last said about face signals; null when it never said (or they were off). */
		faceSignals: z
			.object({ state: z.enum(FACE_SIGNAL_STATES), reason: z.string().nullable(), at: z.string() })
			.nullable(),
	})
	.meta({ id: "AttemptProctoring" });
export type AttemptProctoring = z.infer<typeof attemptProctoringSchema>;

export const examProctoringSchema = z
	.object({
		exam: z.object({
			id,
			title: z.string(),
			proctored: z.boolean(),
			maxViolations: z.number().int(),
			opensAt: z.string(),
			closesAt: z.string(),
		}),
		settings: proctoringSettingsSchema,
		attempts: z.array(attemptProctoringSchema),
	})
	.meta({ id: "ExamProctoring" });
export type ExamProctoring = z.infer<typeof examProctoringSchema>;

export const attemptViolationsSchema = z
	.object({ attempt: attemptProctoringSchema, violations: z.array(violationViewSchema) })
	.meta({ id: "AttemptViolations" });
export type AttemptViolations = z.infer<typeof attemptViolationsSchema>;

export const reviewViolationSchema = z.object({ review: reviewStateSchema });

export const reviewResultSchema = z
	.object({
		violation: violationViewSchema,
		credibility: credibilitySchema,
		violationCount: z.number().int(),
	})
	.meta({ id: "ReviewResult" });

export const proctoredExamListSchema = z
	.object({
		exams: z.array(
			z.object({
				id,
				title: z.string(),
				opensAt: z.string(),
				closesAt: z.string(),
				maxViolations: z.number().int(),
				attempts: z.number().int(),
				/** Flags nobody has reviewed yet. */
				unreviewed: z.number().int(),
			}),
		),
	})
	.meta({ id: "ProctoredExamList" });
export type ProctoredExamList = z.infer<typeof proctoredExamListSchema>;

export const accommodationInputSchema = z
	.object({
		rollNo: z.string().trim().toUpperCase().min(1, { error: "Enter the student's roll number." }).max(32),
		/** Null: every exam of the student's; an exam's own accommodation wins over the general one. */
		examId: id.nullable(),
		extraMinutes: z
			.number()
			.int()
			.min(0)
			.max(PROCTORING_LIMITS.maxExtraMinutes, {
				error: `At most ${PROCTORING_LIMITS.maxExtraMinutes} extra minutes.`,
			}),
		faceSignalsOff: z.boolean(),
		note: z.string().trim().max(300).default(""),
	})
	.refine((a) => a.extraMinutes > 0 || a.faceSignalsOff, {
		path: ["extraMinutes"],
		message: PROCTORING_MESSAGES.accommodationEmpty,
	});
export type AccommodationInput = z.output<typeof accommodationInputSchema>;
export type AccommodationInputRaw = z.input<typeof accommodationInputSchema>;

export const accommodationSchema = z
	.object({
		id,
		studentId: id,
		studentName: z.string(),
		rollNo: z.string().nullable(),
		examId: id.nullable(),
		examTitle: z.string().nullable(),
		extraMinutes: z.number().int(),
		faceSignalsOff: z.boolean(),
		note: z.string(),
		updatedAt: z.string(),
	})
	.meta({ id: "Accommodation" });
export type Accommodation = z.infer<typeof accommodationSchema>;
export const accommodationListSchema = z
	.object({ accommodations: z.array(accommodationSchema) })
	.meta({ id: "AccommodationList" });

// ——— Live view (GET /api/exams/{id}/live, text/event-stream) ———

export const LIVE_STATES = ["not_started", "in_progress", "disconnected", "submitted"] as const;
export type LiveState = (typeof LIVE_STATES)[number];

export const liveStudentSchema = z.object({
	studentId: id,
	name: z.string(),
	rollNo: z.string().nullable(),
	state: z.enum(LIVE_STATES),
	attemptId: id.nullable(),
	violationCount: z.number().int(),
	lastSeenAt: z.string().nullable(),
});
export type LiveStudent = z.infer<typeof liveStudentSchema>;

/** The stream's first event ("roster"); then one "student" event per row that changes. */
export const liveRosterSchema = z.object({
	examId: id,
	maxViolations: z.number().int(),
	serverTime: z.string(),
	students: z.array(liveStudentSchema),
});
export type LiveRoster = z.infer<typeof liveRosterSchema>;
