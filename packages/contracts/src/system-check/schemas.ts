import { z } from "zod";
import { SYSTEM_CHECK_STEP_IDS } from "./constants";
import { judgeOutcomes } from "./wizard";

// Wire shapes of /api/system-check/... (the seed measured speed against an outside image host and
// kept no record; both are ours to design).

export const stepOutcomeSchema = z.object({
	step: z.enum(SYSTEM_CHECK_STEP_IDS),
	status: z.enum(["passed", "failed", "skipped"]),
	/** What the step found, for the record ("12.4 Mbps", "1366 × 768"); shown to staff as text. */
	detail: z.string().trim().max(200).optional(),
});

/** POST /api/system-check/results: the steps as the wizard settled them; the server judges pass or fail. */
export const recordSystemCheckSchema = z
	.object({
		outcomes: z.array(stepOutcomeSchema).min(1).max(SYSTEM_CHECK_STEP_IDS.length),
		/** The exam the check was taken for, when the student came from one. */
		examId: z.uuid().optional(),
		/** The photo the identity step uploaded. */
		identityPhotoId: z.uuid().optional(),
	})
	.superRefine((body, ctx) => {
		const verdict = judgeOutcomes(body.outcomes);
		if (!verdict.ok) ctx.addIssue({ code: "custom", path: ["outcomes"], message: verdict.message });
	})
	.meta({ id: "RecordSystemCheck" });

export const systemCheckResultSchema = z
	.object({
		id: z.uuid(),
		passed: z.boolean(),
		outcomes: z.array(stepOutcomeSchema),
		examId: z.uuid().nullable(),
		identityPhotoId: z.uuid().nullable(),
		completedAt: z.iso.datetime(),
		/** A pass lets the student into proctored exams until then; null for a failed check. */
		validUntil: z.iso.datetime().nullable(),
	})
	.meta({ id: "SystemCheckResult" });

/** GET /api/system-check/latest: the person's latest pass, if any. */
export const latestSystemCheckSchema = z
	.object({ pass: systemCheckResultSchema.nullable() })
	.meta({ id: "LatestSystemCheck" });

/** POST /api/system-check/identity-photo answers with the stored photo. */
export const identityPhotoSchema = z
	.object({
		id: z.uuid(),
		examId: z.uuid().nullable(),
		bytes: z.number().int(),
		uploadedAt: z.iso.datetime(),
	})
	.meta({ id: "IdentityPhoto" });

/** The multipart text fields beside the photo. */
export const identityPhotoFieldsSchema = z.object({
	examId: z
		.string()
		.trim()
		.transform((value) => (value === "" ? undefined : value))
		.pipe(z.uuid({ error: "examId must be an exam's id." }).optional())
		.optional(),
});

export type StepOutcomeWire = z.infer<typeof stepOutcomeSchema>;
export type RecordSystemCheck = z.infer<typeof recordSystemCheckSchema>;
export type SystemCheckResult = z.infer<typeof systemCheckResultSchema>;
export type LatestSystemCheck = z.infer<typeof latestSystemCheckSchema>;
export type IdentityPhoto = z.infer<typeof identityPhotoSchema>;
