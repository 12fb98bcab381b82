import { z } from "zod";
import { READINESS_BANDS } from "../readiness/rules";

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
	/** Placement readiness now (readiness module's rule), 0-100 and its band. */
	readiness: z.object({ score: z.number().int(), band: z.enum(READINESS_BANDS) }),
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

/* ------------------------------------------------------------------------------------------------
 * The mentor's profile (issue 18): /mentor-settings edits it, /mentor/profile/{id} shows it to anyone.
 * ---------------------------------------------------------------------------------------------- */

export const MENTOR_PROFILE_MESSAGES = {
	notFound: "There is no faculty mentor with this profile address.",
	saved: "Your profile is saved.",
} as const;

/** The days a college holds office hours: Monday to Saturday, as Indian colleges work. */
export const OFFICE_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export type OfficeDay = (typeof OFFICE_DAYS)[number];
export const OFFICE_DAY_LABELS: Record<OfficeDay, string> = {
	Mon: "Monday",
	Tue: "Tuesday",
	Wed: "Wednesday",
	Thu: "Thursday",
	Fri: "Friday",
	Sat: "Saturday",
};

export const MAX_EXPERTISE = 12;
export const MAX_OFFICE_HOURS = 12;

/** "HH:MM" on a 24-hour clock, India Standard Time. */
const officeTime = z
	.string()
	.trim()
	.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Give times as HH:MM on a 24-hour clock, e.g. 14:30." });

export const officeHourSchema = z
	.object({
		day: z.enum(OFFICE_DAYS, { error: "Choose a day from Monday to Saturday." }),
		start: officeTime,
		end: officeTime,
		/** A room on campus, or how to reach the mentor online. */
		place: z
			.string()
			.trim()
			.min(2, { error: "Say where: a room, or how to reach you online." })
			.max(120, { error: "Keep the place under 120 characters." }),
	})
	.refine((hour) => hour.end > hour.start, {
		path: ["end"],
		error: "Office hours end after they start.",
	});
export type OfficeHour = z.infer<typeof officeHourSchema>;

export const mentorProfileInputSchema = z
	.object({
		bio: z.string().trim().max(1500, { error: "Keep the introduction under 1,500 characters." }),
		expertise: z
			.array(
				z
					.string()
					.trim()
					.min(2, { error: "Each subject needs at least 2 characters." })
					.max(60, { error: "Keep each subject under 60 characters." }),
			)
			.max(MAX_EXPERTISE, { error: `List at most ${MAX_EXPERTISE} subjects.` }),
		officeHours: z
			.array(officeHourSchema)
			.max(MAX_OFFICE_HOURS, { error: `List at most ${MAX_OFFICE_HOURS} office hours a week.` }),
	})
	.superRefine((input, ctx) => {
		const seen = new Set<string>();
		input.expertise.forEach((subject, i) => {
			const key = subject.toLowerCase();
			if (seen.has(key))
				ctx.addIssue({ code: "custom", path: ["expertise", i], message: `"${subject}" is listed twice.` });
			seen.add(key);
		});
		input.officeHours.forEach((hour, i) => {
			const clash = input.officeHours.findIndex(
				(other, j) => j < i && other.day === hour.day && other.start < hour.end && hour.start < other.end,
			);
			if (clash >= 0)
				ctx.addIssue({
					code: "custom",
					path: ["officeHours", i, "start"],
					message: `Overlaps your ${OFFICE_DAY_LABELS[hour.day]} hours from ${input.officeHours[clash]?.start}.`,
				});
		});
	});
export type MentorProfileInput = z.input<typeof mentorProfileInputSchema>;

export const mentorProfileParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** What anyone reads on /mentor/profile/{id}: never the e-mail address, the phone or the fact id. */
export const mentorProfileSchema = z
	.object({
		id: z.string(),
		name: z.string(),
		deptName: z.string().nullable(),
		collegeName: z.string().nullable(),
		profilePic: z.string().nullable(),
		bio: z.string(),
		expertise: z.array(z.string()),
		/** Monday first, then by start time. */
		officeHours: z.array(officeHourSchema),
		menteeCount: z.number().int(),
		/** Null until the mentor first saves their profile. */
		updatedAt: z.string().nullable(),
	})
	.meta({ id: "MentorProfile" });
export type MentorProfile = z.infer<typeof mentorProfileSchema>;

/** A student's own mentor, when the department has mapped one. */
export const myMentorSchema = z.object({ mentor: mentorProfileSchema.nullable() }).meta({ id: "MyMentor" });
export type MyMentor = z.infer<typeof myMentorSchema>;
