import { z } from "zod";
import { INTERVIEW_TYPES } from "../interviews/constants";

/** What a slot is for: mock interviews now; mentor appointments reuse the same slots and bookings. */
export const SLOT_PURPOSES = ["mock_interview", "mentor_appointment"] as const;
export type SlotPurpose = (typeof SLOT_PURPOSES)[number];

/** Where the meeting happens: a video link, or a room on campus. */
export const SLOT_MODES = ["online", "room"] as const;
export type SlotMode = (typeof SLOT_MODES)[number];

export const SLOT_STATUSES = ["open", "cancelled"] as const;
export const BOOKING_STATUSES = ["booked", "cancelled", "rescheduled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Limits of one publish (a term of weekly slots fits; a typo of a year does not). */
export const MAX_PUBLISH_DAYS = 92;
export const MAX_SLOTS_PER_PUBLISH = 300;
export const MAX_SLOT_CAPACITY = 50;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date such as 2026-12-01." });
const clockTime = z
	.string()
	.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Use a 24-hour time such as 14:30." });

const reason = z
	.string()
	.trim()
	.min(5, { error: "Please give a reason of at least 5 characters." })
	.max(500, { error: "Please keep the reason under 500 characters." });

export const publishSlotsSchema = z
	.object({
		purpose: z.enum(SLOT_PURPOSES).default("mock_interview"),
		/** The kind of mock interview (null for a mentor appointment). */
		interviewType: z.enum(INTERVIEW_TYPES).nullable().default(null),
		title: z
			.string()
			.trim()
			.min(3, { error: "Please give the slots a title of at least 3 characters." })
			.max(120),
		/** First and last day, inclusive, in India Standard Time. */
		fromDate: isoDate,
		toDate: isoDate,
		/** Days of the week the slots repeat on: 0 Sunday ... 6 Saturday. */
		weekdays: z
			.array(z.number().int().min(0).max(6))
			.min(1, { error: "Choose at least one day of the week." })
			.max(7),
		/** Start times on each of those days, India Standard Time. */
		startTimes: z.array(clockTime).min(1, { error: "Give at least one start time." }).max(16),
		lengthMinutes: z.number().int().min(10, { error: "A slot lasts at least 10 minutes." }).max(180),
		/** Free minutes kept after each slot before the host's next one. */
		bufferMinutes: z.number().int().min(0).max(60).default(0),
		/** Students per slot (1 for a one-to-one interview; more for a group discussion). */
		capacity: z.number().int().min(1).max(MAX_SLOT_CAPACITY).default(1),
		mode: z.enum(SLOT_MODES),
		/** The meeting link (online) or the room (on campus). */
		location: z.string().trim().min(2, { error: "Give the meeting link or the room." }).max(300),
	})
	.superRefine((input, ctx) => {
		if (input.toDate < input.fromDate)
			ctx.addIssue({
				code: "custom",
				path: ["toDate"],
				message: "The last day must not be before the first.",
			});
		const days = (Date.parse(input.toDate) - Date.parse(input.fromDate)) / 86_400_000;
		if (days + 1 > MAX_PUBLISH_DAYS)
			ctx.addIssue({
				code: "custom",
				path: ["toDate"],
				message: `Publish at most ${MAX_PUBLISH_DAYS} days of slots at a time.`,
			});
		if (input.mode === "online" && !/^https:\/\/\S+$/.test(input.location))
			ctx.addIssue({
				code: "custom",
				path: ["location"],
				message: "An online slot needs its meeting link, starting with https://.",
			});
		const starts = [...new Set(input.startTimes)].map(minutesOf).sort((a, b) => a - b);
		for (let i = 1; i < starts.length; i++) {
			if ((starts[i] as number) - (starts[i - 1] as number) < input.lengthMinutes + input.bufferMinutes) {
				ctx.addIssue({
					code: "custom",
					path: ["startTimes"],
					message: "Start times overlap: leave at least the slot length and the buffer between them.",
				});
				break;
			}
		}
	});
export type PublishSlotsInput = z.input<typeof publishSlotsSchema>;
export type PublishSlots = z.output<typeof publishSlotsSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** India has one time zone and no daylight saving: +05:30 all year. */
export const IST_OFFSET_MINUTES = 330;

/**
 * The start and end instants of every slot a publish creates, in time order: each chosen weekday
 * of the date range (in India Standard Time) at each start time. Both sides run it, so the form
 * shows how many slots it will create.
 */
export function expandSlotTimes(
	input: Pick<PublishSlots, "fromDate" | "toDate" | "weekdays" | "startTimes" | "lengthMinutes">,
): { startsAt: Date; endsAt: Date }[] {
	const out: { startsAt: Date; endsAt: Date }[] = [];
	const first = Date.parse(`${input.fromDate}T00:00:00Z`);
	const last = Date.parse(`${input.toDate}T00:00:00Z`);
	if (Number.isNaN(first) || Number.isNaN(last)) return out;
	const times = [...new Set(input.startTimes)].map(minutesOf).sort((a, b) => a - b);
	for (let day = first; day <= last && out.length <= MAX_SLOTS_PER_PUBLISH; day += 86_400_000) {
		if (!input.weekdays.includes(new Date(day).getUTCDay())) continue;
		for (const minutes of times) {
			const startsAt = new Date(day + (minutes - IST_OFFSET_MINUTES) * 60_000);
			out.push({ startsAt, endsAt: new Date(startsAt.getTime() + input.lengthMinutes * 60_000) });
		}
	}
	return out;
}

export const slotSchema = z.object({
	id: z.string(),
	purpose: z.enum(SLOT_PURPOSES),
	interviewType: z.enum(INTERVIEW_TYPES).nullable(),
	title: z.string(),
	hostId: z.string(),
	hostName: z.string(),
	startsAt: z.iso.datetime(),
	endsAt: z.iso.datetime(),
	bufferMinutes: z.number().int(),
	capacity: z.number().int(),
	booked: z.number().int(),
	seatsLeft: z.number().int(),
	mode: z.enum(SLOT_MODES),
	location: z.string(),
	status: z.enum(SLOT_STATUSES),
	cancelReason: z.string().nullable(),
	/** Whether the student asking holds a booking of this slot (false for hosts). */
	bookedByMe: z.boolean(),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotListQuerySchema = z.object({
	from: z.iso.datetime({ error: "Give `from` as an ISO date-time." }).optional(),
	to: z.iso.datetime({ error: "Give `to` as an ISO date-time." }).optional(),
	purpose: z.enum(SLOT_PURPOSES).optional(),
	interviewType: z.enum(INTERVIEW_TYPES).optional(),
	hostId: z.string().max(64).optional(),
});
export type SlotListQuery = z.input<typeof slotListQuerySchema>;

export const slotListSchema = z.object({ slots: z.array(slotSchema) });

export const bookingSchema = z.object({
	id: z.string(),
	slot: slotSchema,
	studentId: z.string(),
	studentName: z.string(),
	rollNo: z.string().nullable(),
	status: z.enum(BOOKING_STATUSES),
	note: z.string(),
	cancelReason: z.string().nullable(),
	cancelledBy: z.enum(["student", "host"]).nullable(),
	/** The booking that replaced this one after a reschedule. */
	rescheduledToId: z.string().nullable(),
	createdAt: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });

export const bookingListQuerySchema = z.object({
	when: z.enum(["upcoming", "past", "all"]).default("upcoming"),
});

/** A host's slot with the bookings in it. */
export const hostedSlotSchema = slotSchema.extend({ bookings: z.array(bookingSchema.omit({ slot: true })) });
export type HostedSlot = z.infer<typeof hostedSlotSchema>;
export const hostedSlotListSchema = z.object({ slots: z.array(hostedSlotSchema) });

export const bookSlotSchema = z.object({
	/** What the student wants to practise or ask about (optional). */
	note: z.string().trim().max(500, { error: "Please keep the note under 500 characters." }).default(""),
});
export const cancelSchema = z.object({ reason });
export const rescheduleSchema = z.object({ slotId: z.string().max(64), reason });

export const publishResultSchema = z.object({ created: z.number().int(), slots: z.array(slotSchema) });
