import {
	type Booking,
	type BookingStatus,
	expandSlotTimes,
	type HostedSlot,
	MAX_SLOTS_PER_PUBLISH,
	type PublishSlots,
	type Slot,
	type SlotPurpose,
} from "@unnati/contracts/scheduling";
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds, userNamesByIds } from "../accounts";
import type { Notify } from "../notifications";
import { calendarAttachment } from "./calendar";
import { istLabel, tellBookingChange, tellReminder } from "./notify";
import { BOOKING_NOT_FOUND, bookingPolicy, isUuid, SLOT_NOT_FOUND, slotPolicy } from "./policy";
import { copiedSlots, slotsChanged, slotsVersion } from "./slot-listing";
import { scheduleBookings, scheduleSlots } from "./tables";

export type SchedulingDeps = {
	db: Db;
	clock: Clock;
	notify: Notify;
	/** Where links in mailed calendar entries point (config.publicUrl); none in the seed and jobs. */
	publicUrl?: string;
};

type SlotRow = typeof scheduleSlots.$inferSelect;
type BookingRow = typeof scheduleBookings.$inferSelect;

/** A listing covers a month by default and two at most (the calendar shows one month at a time). */
const DEFAULT_RANGE_DAYS = 31;
const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

function slotOut(row: SlotRow, hostName: string, bookedByMe: boolean): Slot {
	return {
		id: row.id,
		purpose: row.purpose as SlotPurpose,
		interviewType: row.interviewType as Slot["interviewType"],
		title: row.title,
		hostId: row.hostId,
		hostName,
		startsAt: row.startsAt.toISOString(),
		endsAt: row.endsAt.toISOString(),
		bufferMinutes: row.bufferMinutes,
		capacity: row.capacity,
		booked: row.booked,
		seatsLeft: row.status === "open" ? row.capacity - row.booked : 0,
		mode: row.mode as Slot["mode"],
		location: row.location,
		status: row.status as Slot["status"],
		cancelReason: row.cancelReason,
		bookedByMe,
	};
}

function bookingOut(
	row: BookingRow,
	student: { name: string; rollNo: string | null },
): Omit<Booking, "slot"> {
	return {
		id: row.id,
		studentId: row.studentId,
		studentName: student.name,
		rollNo: student.rollNo,
		status: row.status as BookingStatus,
		note: row.note,
		cancelReason: row.cancelReason,
		cancelledBy: row.cancelledBy as Booking["cancelledBy"],
		rescheduledToId: row.rescheduledToId,
		createdAt: row.createdAt.toISOString(),
	};
}

function hostCollege(principal: Principal): string {
	if (!principal.institutionId)
		throw new AppError("FORBIDDEN", "Your account is not linked to a college, so you cannot publish slots.");
	return principal.institutionId;
}

/** The period of a listing: [from, to), a month from now unless asked, never more than two months. */
function period(clock: Clock, query: { from?: string | undefined; to?: string | undefined }) {
	const from = query.from ? new Date(query.from) : clock();
	const to = query.to ? new Date(query.to) : new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY_MS);
	if (to <= from) throw new AppError("BAD_REQUEST", "The end of the period must come after its start.");
	if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
		throw new AppError("BAD_REQUEST", `List at most ${MAX_RANGE_DAYS} days of slots at a time.`);
	return { from, to };
}

/**
 * Publishes the slots of a date range and weekly pattern for the host. Slots that would already have
 * started are left out; a slot overlapping one of the host's own (buffers included) refuses the
 * whole publish with 409, naming the clash.
 */
export async function publishSlots(
	deps: SchedulingDeps,
	principal: Principal,
	input: PublishSlots,
): Promise<{ created: number; slots: Slot[] }> {
	const institutionId = hostCollege(principal);
	const now = deps.clock();
	const all = expandSlotTimes(input);
	if (all.length > MAX_SLOTS_PER_PUBLISH)
		throw new AppError(
			"BAD_REQUEST",
			`That would create more than ${MAX_SLOTS_PER_PUBLISH} slots; publish a shorter range or fewer times.`,
		);
	const times = all.filter((slot) => slot.startsAt > now);
	if (times.length === 0)
		throw new AppError(
			"BAD_REQUEST",
			all.length === 0
				? "None of the chosen weekdays falls in this date range."
				: "Every one of these slots would start in the past.",
		);
	const buffer = input.bufferMinutes * 60_000;
	const first = times[0] as { startsAt: Date };
	const last = times[times.length - 1] as { endsAt: Date };
	// The host's own open slots around the range, buffers included on both sides.
	const existing = await deps.db
		.select()
		.from(scheduleSlots)
		.where(
			and(
				eq(scheduleSlots.hostId, principal.userId),
				eq(scheduleSlots.status, "open"),
				lt(scheduleSlots.startsAt, new Date(last.endsAt.getTime() + buffer)),
				gt(scheduleSlots.endsAt, new Date(first.startsAt.getTime() - 61 * 60_000)),
			),
		);
	for (const slot of times) {
		const clash = existing.find(
			(other) =>
				slot.startsAt.getTime() < other.endsAt.getTime() + other.bufferMinutes * 60_000 &&
				other.startsAt.getTime() < slot.endsAt.getTime() + buffer,
		);
		if (clash)
			throw new AppError(
				"CONFLICT",
				`You already have a slot at ${istLabel(clash.startsAt)} ("${clash.title}") that overlaps ${istLabel(slot.startsAt)}. Nothing was published.`,
			);
	}
	const rows = await deps.db
		.insert(scheduleSlots)
		.values(
			times.map((slot) => ({
				institutionId,
				hostId: principal.userId,
				purpose: input.purpose,
				interviewType: input.interviewType,
				title: input.title,
				startsAt: slot.startsAt,
				endsAt: slot.endsAt,
				bufferMinutes: input.bufferMinutes,
				capacity: input.capacity,
				mode: input.mode,
				location: input.location,
			})),
		)
		.returning();
	await slotsChanged(deps.db, institutionId);
	return { created: rows.length, slots: rows.map((row) => slotOut(row, principal.name, false)) };
}

/**
 * The open slots of the student's college in a period (a month from now by default), earliest
 * first, with the seats left and whether the student holds one. Slots that started are left out.
 */
export async function listSlots(
	deps: SchedulingDeps,
	principal: Principal,
	query: {
		from?: string | undefined;
		to?: string | undefined;
		purpose?: SlotPurpose | undefined;
		interviewType?: string | undefined;
		hostId?: string | undefined;
	},
): Promise<Slot[]> {
	const { from, to } = period(deps.clock, query);
	const college = principal.institutionId;
	if (!college) return [];
	if (query.hostId !== undefined && !isUuid(query.hostId)) return [];
	const now = deps.clock();
	const lower = from > now ? from : now;
	const [version, mine] = await Promise.all([
		slotsVersion(deps.db, college),
		// The student's own live bookings in the period: a handful, looked up once rather than per slot.
		deps.db
			.select({ slotId: scheduleBookings.slotId })
			.from(scheduleBookings)
			.innerJoin(scheduleSlots, eq(scheduleSlots.id, scheduleBookings.slotId))
			.where(
				and(
					eq(scheduleBookings.studentId, principal.userId),
					eq(scheduleBookings.status, "booked"),
					gte(scheduleSlots.startsAt, lower),
					lt(scheduleSlots.startsAt, to),
				),
			),
	]);
	const slots =
		(await copiedSlots(deps.db, college, version, { now, from: lower, to }, (start, end) =>
			openSlots(deps.db, college, start, end),
		)) ?? (await openSlots(deps.db, college, lower, to));
	const booked = new Set(mine.map((row) => row.slotId));
	return slots
		.filter(
			(slot) =>
				(!query.purpose || slot.purpose === query.purpose) &&
				(!query.interviewType || slot.interviewType === query.interviewType) &&
				(!query.hostId || slot.hostId === query.hostId),
		)
		.map((slot) => (booked.has(slot.id) ? { ...slot, bookedByMe: true } : slot));
}

/** A college's open slots starting in [from, to), earliest first, with their hosts' names. */
async function openSlots(db: Db, institutionId: string, from: Date, to: Date): Promise<Slot[]> {
	const rows = await db
		.select()
		.from(scheduleSlots)
		.where(
			and(
				eq(scheduleSlots.institutionId, institutionId),
				eq(scheduleSlots.status, "open"),
				gte(scheduleSlots.startsAt, from),
				lt(scheduleSlots.startsAt, to),
			),
		)
		.orderBy(asc(scheduleSlots.startsAt), asc(scheduleSlots.id));
	const names = await userNamesByIds(db, [...new Set(rows.map((row) => row.hostId))]);
	return rows.map((row) => slotOut(row, names.get(row.hostId) ?? "", false));
}

/** The host's own slots in a period (cancelled ones included), each with its bookings. */
export async function hostedSlots(
	deps: SchedulingDeps,
	principal: Principal,
	query: { from?: string | undefined; to?: string | undefined },
): Promise<HostedSlot[]> {
	// By default from a week ago (so the host can fill last week's scorecards) to a month ahead.
	const from = query.from ?? new Date(deps.clock().getTime() - 7 * DAY_MS).toISOString();
	const range = period(deps.clock, {
		from,
		to: query.to ?? new Date(Date.parse(from) + (7 + DEFAULT_RANGE_DAYS) * DAY_MS).toISOString(),
	});
	const slots = await deps.db
		.select()
		.from(scheduleSlots)
		.where(
			and(
				eq(scheduleSlots.hostId, principal.userId),
				gte(scheduleSlots.startsAt, range.from),
				lt(scheduleSlots.startsAt, range.to),
			),
		)
		.orderBy(asc(scheduleSlots.startsAt));
	const bookings =
		slots.length === 0
			? []
			: await deps.db
					.select()
					.from(scheduleBookings)
					.where(
						inArray(
							scheduleBookings.slotId,
							slots.map((slot) => slot.id),
						),
					)
					.orderBy(asc(scheduleBookings.createdAt));
	const students = await studentMap(
		deps.db,
		bookings.map((b) => b.studentId),
	);
	return slots.map((slot) => ({
		...slotOut(slot, principal.name, false),
		bookings: bookings
			.filter((booking) => booking.slotId === slot.id)
			.map((booking) => bookingOut(booking, students(booking.studentId))),
	}));
}

async function studentMap(db: Db, ids: string[]) {
	const rows = await studentsByIds(db, ids);
	const byId = new Map(rows.map((row) => [row.id, row]));
	return (id: string) => byId.get(id) ?? { name: "Former student", rollNo: null };
}

async function slotById(db: Db, slotId: string): Promise<SlotRow | null> {
	if (!isUuid(slotId)) return null;
	const [row] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.id, slotId));
	return row ?? null;
}

/** Why a slot cannot take a booking now, in the words the student reads (409). */
function refusal(slot: SlotRow, now: Date): string {
	if (slot.status === "cancelled")
		return `This slot was cancelled by the interviewer${slot.cancelReason ? `: ${slot.cancelReason}` : "."}`;
	if (slot.startsAt <= now) return "This slot has already started. Please choose a later one.";
	return "This slot is full. Please choose another time.";
}

/**
 * Takes one seat of a slot inside `tx`: a single conditional update, so of any number of concurrent
 * bookings of the last seat exactly one passes (PostgreSQL re-checks the condition on the locked
 * row after the first commits; PGlite runs one statement at a time).
 */
async function takeSeat(tx: Db, slot: SlotRow, now: Date): Promise<void> {
	const taken = await tx
		.update(scheduleSlots)
		.set({ booked: sql`${scheduleSlots.booked} + 1` })
		.where(
			and(
				eq(scheduleSlots.id, slot.id),
				eq(scheduleSlots.status, "open"),
				lt(scheduleSlots.booked, scheduleSlots.capacity),
				gt(scheduleSlots.startsAt, now),
			),
		)
		.returning({ id: scheduleSlots.id });
	if (taken.length === 1) return;
	const [fresh] = await tx.select().from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
	throw new AppError("CONFLICT", refusal(fresh ?? slot, now));
}

async function releaseSeat(tx: Db, slotId: string): Promise<void> {
	await tx
		.update(scheduleSlots)
		.set({ booked: sql`greatest(${scheduleSlots.booked} - 1, 0)` })
		.where(eq(scheduleSlots.id, slotId));
}

const isUniqueViolation = (error: unknown): boolean => {
	const code = (e: unknown) =>
		e && typeof e === "object" && "code" in e ? (e as { code: unknown }).code : undefined;
	return code(error) === "23505" || code((error as { cause?: unknown })?.cause) === "23505";
};

async function insertBooking(tx: Db, slotId: string, studentId: string, note: string): Promise<BookingRow> {
	try {
		const [row] = await tx.insert(scheduleBookings).values({ slotId, studentId, note }).returning();
		return row as BookingRow;
	} catch (error) {
		if (isUniqueViolation(error)) throw new AppError("CONFLICT", "You have already booked this slot.");
		throw error;
	}
}

async function bookingView(db: Db, row: BookingRow, viewerId: string): Promise<Booking> {
	const slot = (await slotById(db, row.slotId)) as SlotRow;
	const [names, students] = await Promise.all([
		userNamesByIds(db, [slot.hostId]),
		studentMap(db, [row.studentId]),
	]);
	return {
		...bookingOut(row, students(row.studentId)),
		slot: slotOut(slot, names.get(slot.hostId) ?? "", row.status === "booked" && row.studentId === viewerId),
	};
}

/** Books a seat of `slotId` for the student; 409 with the reason when the slot is full, past or cancelled. */
export async function bookSlot(
	deps: SchedulingDeps,
	principal: Principal,
	slotId: string,
	note: string,
): Promise<Booking> {
	const slot = await slotById(deps.db, slotId);
	if (!slot) throw new AppError("NOT_FOUND", SLOT_NOT_FOUND);
	await slotPolicy.authorize(principal, "book", slot, SLOT_NOT_FOUND);
	const now = deps.clock();
	if (slot.status !== "open" || slot.startsAt <= now) throw new AppError("CONFLICT", refusal(slot, now));
	const booking = await deps.db.transaction(async (tx) => {
		// Checked before the seat is taken so a second click never holds a second seat, even briefly.
		const [already] = await tx
			.select({ id: scheduleBookings.id })
			.from(scheduleBookings)
			.where(
				and(
					eq(scheduleBookings.slotId, slot.id),
					eq(scheduleBookings.studentId, principal.userId),
					eq(scheduleBookings.status, "booked"),
				),
			);
		if (already) throw new AppError("CONFLICT", "You have already booked this slot.");
		await takeSeat(tx as unknown as Db, slot, now);
		const row = await insertBooking(tx as unknown as Db, slot.id, principal.userId, note);
		await slotsChanged(tx as unknown as Db, slot.institutionId);
		return row;
	});
	const view = await bookingView(deps.db, booking, principal.userId);
	await tellBookingChange(deps, {
		bookingId: booking.id,
		slot,
		studentId: principal.userId,
		change: "booked",
		to: ["student", "host"],
		calendar: {
			student: calendarAttachment(view, deps.publicUrl ?? ""),
			host: calendarAttachment(view, deps.publicUrl ?? "", "host"),
		},
	});
	return view;
}

/** The student's bookings: upcoming ones earliest first; past and cancelled ones newest first. */
export async function myBookings(
	deps: SchedulingDeps,
	principal: Principal,
	when: "upcoming" | "past" | "all",
): Promise<Booking[]> {
	const now = deps.clock();
	const upcoming = and(eq(scheduleBookings.status, "booked"), gt(scheduleSlots.endsAt, now));
	const rows = await deps.db
		.select({ booking: scheduleBookings, slot: scheduleSlots })
		.from(scheduleBookings)
		.innerJoin(scheduleSlots, eq(scheduleSlots.id, scheduleBookings.slotId))
		.where(
			and(
				eq(scheduleBookings.studentId, principal.userId),
				when === "upcoming"
					? upcoming
					: when === "past"
						? or(ne(scheduleBookings.status, "booked"), lte(scheduleSlots.endsAt, now))
						: undefined,
			),
		)
		.orderBy(when === "upcoming" ? asc(scheduleSlots.startsAt) : desc(scheduleSlots.startsAt))
		.limit(200);
	const names = await userNamesByIds(deps.db, [...new Set(rows.map((row) => row.slot.hostId))]);
	const student = { name: principal.name, rollNo: principal.rollNo };
	return rows.map((row) => ({
		...bookingOut(row.booking, student),
		slot: slotOut(row.slot, names.get(row.slot.hostId) ?? "", row.booking.status === "booked"),
	}));
}

/** A booking the principal may act on (its student or its host), with its slot; 404 for anyone else. */
async function bookingFor(
	db: Db,
	principal: Principal,
	bookingId: string,
	action: "read" | "cancel" | "reschedule",
): Promise<{ booking: BookingRow; slot: SlotRow }> {
	if (!isUuid(bookingId)) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
	const [row] = await db
		.select({ booking: scheduleBookings, slot: scheduleSlots })
		.from(scheduleBookings)
		.innerJoin(scheduleSlots, eq(scheduleSlots.id, scheduleBookings.slotId))
		.where(eq(scheduleBookings.id, bookingId));
	if (!row) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
	await bookingPolicy.authorize(
		principal,
		action,
		{ studentId: row.booking.studentId, hostId: row.slot.hostId },
		BOOKING_NOT_FOUND,
	);
	return row;
}

export async function getBooking(
	deps: SchedulingDeps,
	principal: Principal,
	bookingId: string,
): Promise<Booking> {
	const { booking } = await bookingFor(deps.db, principal, bookingId, "read");
	return bookingView(deps.db, booking, principal.userId);
}

/** Cancels a live booking before its slot starts, with the reason; the other side is told. */
export async function cancelBooking(
	deps: SchedulingDeps,
	principal: Principal,
	bookingId: string,
	reason: string,
): Promise<Booking> {
	const { booking, slot } = await bookingFor(deps.db, principal, bookingId, "cancel");
	const now = deps.clock();
	if (booking.status !== "booked") throw new AppError("CONFLICT", "This booking is already cancelled.");
	if (slot.startsAt <= now)
		throw new AppError("CONFLICT", "This interview has already started, so it can no longer be cancelled.");
	const byHost = principal.userId === slot.hostId;
	const updated = await deps.db.transaction(async (tx) => {
		const [row] = await tx
			.update(scheduleBookings)
			.set({
				status: "cancelled",
				cancelReason: reason,
				cancelledBy: byHost ? "host" : "student",
				updatedAt: now,
			})
			.where(and(eq(scheduleBookings.id, booking.id), eq(scheduleBookings.status, "booked")))
			.returning();
		if (!row) throw new AppError("CONFLICT", "This booking is already cancelled.");
		await releaseSeat(tx as unknown as Db, slot.id);
		await slotsChanged(tx as unknown as Db, slot.institutionId);
		return row;
	});
	const view = await bookingView(deps.db, updated, principal.userId);
	await tellBookingChange(deps, {
		bookingId: booking.id,
		slot,
		studentId: booking.studentId,
		change: "cancelled",
		to: [byHost ? "student" : "host"],
		reason,
	});
	return view;
}

/**
 * Moves the student's booking to another slot, with the reason: the new seat is taken and the old
 * one released in one transaction, so a failure (409 for a full, past or cancelled slot) changes nothing.
 */
export async function rescheduleBooking(
	deps: SchedulingDeps,
	principal: Principal,
	bookingId: string,
	input: { slotId: string; reason: string },
): Promise<Booking> {
	const { booking, slot: oldSlot } = await bookingFor(deps.db, principal, bookingId, "reschedule");
	const now = deps.clock();
	if (booking.status !== "booked") throw new AppError("CONFLICT", "This booking is already cancelled.");
	if (oldSlot.startsAt <= now)
		throw new AppError("CONFLICT", "This interview has already started, so it can no longer be moved.");
	if (input.slotId === oldSlot.id) throw new AppError("BAD_REQUEST", "Choose a different slot to move to.");
	const slot = await slotById(deps.db, input.slotId);
	if (!slot) throw new AppError("NOT_FOUND", SLOT_NOT_FOUND);
	await slotPolicy.authorize(principal, "book", slot, SLOT_NOT_FOUND);
	if (slot.status !== "open" || slot.startsAt <= now) throw new AppError("CONFLICT", refusal(slot, now));
	const created = await deps.db.transaction(async (tx) => {
		const db = tx as unknown as Db;
		const [old] = await db
			.update(scheduleBookings)
			.set({ status: "rescheduled", cancelReason: input.reason, cancelledBy: "student", updatedAt: now })
			.where(and(eq(scheduleBookings.id, booking.id), eq(scheduleBookings.status, "booked")))
			.returning();
		if (!old) throw new AppError("CONFLICT", "This booking is already cancelled.");
		await releaseSeat(db, oldSlot.id);
		await takeSeat(db, slot, now);
		const row = await insertBooking(db, slot.id, principal.userId, booking.note);
		await db
			.update(scheduleBookings)
			.set({ rescheduledToId: row.id })
			.where(eq(scheduleBookings.id, booking.id));
		// Last, so the college's counter is locked only until the commit that follows (see slotsChanged).
		for (const college of new Set([oldSlot.institutionId, slot.institutionId].sort()))
			await slotsChanged(db, college);
		return row;
	});
	const view = await bookingView(deps.db, created, principal.userId);
	await tellBookingChange(deps, {
		bookingId: created.id,
		slot: oldSlot,
		studentId: booking.studentId,
		change: "rescheduled",
		to: ["host"],
		reason: input.reason,
		movedTo: slot.startsAt,
	});
	return view;
}

/** The host cancels a whole slot with a reason; every live booking in it is cancelled and its student told. */
export async function cancelSlot(
	deps: SchedulingDeps,
	principal: Principal,
	slotId: string,
	reason: string,
): Promise<Slot> {
	const slot = await slotById(deps.db, slotId);
	if (!slot) throw new AppError("NOT_FOUND", SLOT_NOT_FOUND);
	await slotPolicy.authorize(principal, "host", slot, SLOT_NOT_FOUND);
	const now = deps.clock();
	if (slot.status === "cancelled") throw new AppError("CONFLICT", "This slot is already cancelled.");
	if (slot.startsAt <= now)
		throw new AppError("CONFLICT", "This slot has already started, so it can no longer be cancelled.");
	const { updated, cancelled } = await deps.db.transaction(async (tx) => {
		const [row] = await tx
			.update(scheduleSlots)
			.set({ status: "cancelled", cancelReason: reason, booked: 0 })
			.where(and(eq(scheduleSlots.id, slot.id), eq(scheduleSlots.status, "open")))
			.returning();
		if (!row) throw new AppError("CONFLICT", "This slot is already cancelled.");
		const rows = await tx
			.update(scheduleBookings)
			.set({ status: "cancelled", cancelReason: reason, cancelledBy: "host", updatedAt: now })
			.where(and(eq(scheduleBookings.slotId, slot.id), eq(scheduleBookings.status, "booked")))
			.returning();
		await slotsChanged(tx as unknown as Db, slot.institutionId);
		return { updated: row, cancelled: rows };
	});
	for (const booking of cancelled) {
		await tellBookingChange(deps, {
			bookingId: booking.id,
			slot,
			studentId: booking.studentId,
			change: "slot_cancelled",
			to: ["student"],
			reason,
		});
	}
	return slotOut(updated, principal.name, false);
}

/** Each live booking is reminded twice, to both sides: a day before it starts and an hour before. */
export const REMINDER_LEADS = { day: 24 * 60 * 60_000, hour: 60 * 60_000 } as const;

/**
 * Sends the reminders that are due and returns how many bookings were reminded. Each reminder is
 * claimed by a conditional update before it is sent, so a sweep that runs twice, or in two
 * processes at once, sends it once. A booking made less than an hour ahead gets only the hour's
 * reminder; a cancelled or moved booking gets none.
 */
export async function sendDueReminders(deps: SchedulingDeps): Promise<number> {
	const now = deps.clock();
	const due = await deps.db
		.select({ booking: scheduleBookings, slot: scheduleSlots })
		.from(scheduleBookings)
		.innerJoin(scheduleSlots, eq(scheduleSlots.id, scheduleBookings.slotId))
		.where(
			and(
				eq(scheduleBookings.status, "booked"),
				eq(scheduleSlots.status, "open"),
				sql`${scheduleBookings.hourRemindedAt} is null`,
				gt(scheduleSlots.startsAt, now),
				lte(scheduleSlots.startsAt, new Date(now.getTime() + REMINDER_LEADS.day)),
			),
		)
		.orderBy(asc(scheduleSlots.startsAt))
		.limit(500);
	let sent = 0;
	for (const { booking, slot } of due) {
		const lead = slot.startsAt.getTime() - now.getTime() <= REMINDER_LEADS.hour ? "hour" : "day";
		if (lead === "day" && booking.remindedAt) continue;
		// Claimed first, so two processes never send the same reminder. The hour's claim also marks
		// the day's, so a late sweep never sends the day's reminder after the hour's.
		const [claimed] = await deps.db
			.update(scheduleBookings)
			.set(
				lead === "hour"
					? { hourRemindedAt: now, remindedAt: booking.remindedAt ?? now }
					: { remindedAt: now },
			)
			.where(
				and(
					eq(scheduleBookings.id, booking.id),
					eq(scheduleBookings.status, "booked"),
					lead === "hour"
						? sql`${scheduleBookings.hourRemindedAt} is null`
						: sql`${scheduleBookings.remindedAt} is null`,
				),
			)
			.returning({ id: scheduleBookings.id });
		if (!claimed) continue;
		await tellReminder(deps, { bookingId: booking.id, slot, studentId: booking.studentId, lead });
		sent++;
	}
	return sent;
}

export type { BookingRow, SlotRow };
export { bookingFor, slotById };
