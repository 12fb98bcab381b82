import { z } from "zod";

/** Mentoring (issue 18): a mentor's mentees at a glance, private notes and the meeting log. */

export const menteeParamsSchema = z.object({ studentId: z.string().trim().min(1).max(64) });

export const MEETING_MODES = ["in_person", "online", "phone"] as const;
export const MEETING_MODE_LABELS: Record<(typeof MEETING_MODES)[number], string> = {
	in_person: "In person",
	online: "Online",
	phone: "Phone",
};

/** A mentee as the mentor's dashboard lists them. */
export const menteeGlanceSchema = z.object({
	id: z.string(),
	rollNo: z.string(),
	name: z.string(),
	deptCode: z.string().nullable(),
	year: z.number().int().nullable(),
	section: z.string().nullable(),
	/** This term's scored exams and their mean percentage. */
	scoredAttempts: z.number().int(),
	averagePercentage: z.number().nullable(),
	lastExamActivityAt: z.string().nullable(),
	lastMeetingAt: z.string().nullable(),
	/** What needs the mentor now: failed or missed exams, a low average, 14 days without exam activity. */
	alerts: z.array(z.string()),
});
export type MenteeGlance = z.infer<typeof menteeGlanceSchema>;

export const menteeListSchema = z
	.object({ term: z.string(), mentees: z.array(menteeGlanceSchema) })
	.meta({ id: "MenteeList" });
export type MenteeList = z.infer<typeof menteeListSchema>;

export const mentorNoteSchema = z.object({ id: z.string(), body: z.string(), createdAt: z.string() });
export type MentorNote = z.infer<typeof mentorNoteSchema>;

export const mentorMeetingSchema = z.object({
	id: z.string(),
	studentId: z.string(),
	studentName: z.string(),
	rollNo: z.string(),
	heldAt: z.string(),
	durationMinutes: z.number().int(),
	mode: z.enum(MEETING_MODES),
	summary: z.string(),
	nextSteps: z.string().nullable(),
});
export type MentorMeeting = z.infer<typeof mentorMeetingSchema>;

export const menteeDetailSchema = z
	.object({
		mentee: menteeGlanceSchema,
		exams: z.array(
			z.object({
				title: z.string(),
				submittedAt: z.string(),
				percentage: z.number(),
				passed: z.boolean(),
			}),
		),
		notes: z.array(mentorNoteSchema),
		meetings: z.array(mentorMeetingSchema),
	})
	.meta({ id: "MenteeDetail" });
export type MenteeDetail = z.infer<typeof menteeDetailSchema>;

export const noteInputSchema = z.object({
	body: z
		.string()
		.trim()
		.min(1, { error: "Write the note first." })
		.max(4000, { error: "A note can be at most 4,000 characters." }),
});

export const meetingInputSchema = z.object({
	heldAt: z.iso.datetime({ offset: true, error: "Give the date and time of the meeting." }),
	durationMinutes: z.coerce
		.number()
		.int()
		.min(5, { error: "A meeting lasts at least 5 minutes." })
		.max(240, { error: "A meeting lasts at most 4 hours." }),
	mode: z.enum(MEETING_MODES, { error: "Choose in person, online or phone." }),
	summary: z
		.string()
		.trim()
		.min(1, { error: "Write what you discussed." })
		.max(4000, { error: "The summary can be at most 4,000 characters." }),
	nextSteps: z.string().trim().max(2000, { error: "Next steps can be at most 2,000 characters." }).optional(),
});
export type MeetingInput = z.infer<typeof meetingInputSchema>;

export const meetingListSchema = z
	.object({ items: z.array(mentorMeetingSchema) })
	.meta({ id: "MentorMeetings" });
