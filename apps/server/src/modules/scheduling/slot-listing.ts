import { type Slot, slotSchema } from "@unnati/contracts/scheduling";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { scheduleVersions } from "./tables";

/**
 * The open slots of a college, kept in memory per process so a month of them is not read and mapped
 * again for every student who opens the calendar (4,400 slots: about 300 ms from PGlite; a filter of
 * the copy: a few). A copy is used only while the college's version (tables.ts `scheduleVersions`)
 * is the one it was read at, so a publish, booking or cancellation in any process is seen by the
 * next listing everywhere. What changes without a version (a host's name, a host's account removed)
 * is seen within COPY_TTL_MS.
 */

/** A copy covers the slots starting in the next LISTING_WINDOW_DAYS days: every listing the default asks for. */
export const LISTING_WINDOW_DAYS = 63;
const COPY_TTL_MS = 60_000;
/** Colleges held per database; the least recently listed one is dropped first. */
const MAX_COLLEGES = 64;

type Copy = {
	version: number;
	/** The period the copy holds, [from, to) in ms. */
	from: number;
	to: number;
	readAt: number;
	/** Open slots, earliest first (then by id), with `bookedByMe` false: the listing sets it per student. */
	slots: Slot[];
};

/**
 * Raises the college's version. It is the last statement of every transaction that changes the
 * college's slots or seats: the counter's row is then locked only until that transaction commits,
 * never while it waits for a seat, so bookings of different slots cannot deadlock on it.
 */
export async function slotsChanged(db: Db, institutionId: string): Promise<void> {
	await db
		.insert(scheduleVersions)
		.values({ institutionId, version: 1 })
		.onConflictDoUpdate({
			target: scheduleVersions.institutionId,
			set: { version: sql`${scheduleVersions.version} + 1` },
		});
}

/** The college's version now; 0 before its first slot. Read before the slots, so a copy is never older than its label. */
export async function slotsVersion(db: Db, institutionId: string): Promise<number> {
	const [row] = await db
		.select({ version: scheduleVersions.version })
		.from(scheduleVersions)
		.where(eq(scheduleVersions.institutionId, institutionId));
	return row?.version ?? 0;
}

// Per database: tests and benchmarks run many databases in one process.
const copies = new WeakMap<Db, Map<string, Copy | Promise<Copy>>>();

/**
 * The college's open slots starting in [from, to), from this process's copy when it is current and
 * covers the period, or read with `load` (coalesced: concurrent listings share one read). Returns
 * null when the period reaches past what a copy holds; the caller then reads the database itself.
 */
export async function copiedSlots(
	db: Db,
	institutionId: string,
	version: number,
	period: { now: Date; from: Date; to: Date },
	load: (from: Date, to: Date) => Promise<Slot[]>,
): Promise<Slot[] | null> {
	const from = period.from.getTime();
	const to = period.to.getTime();
	const windowEnd = period.now.getTime() + LISTING_WINDOW_DAYS * 86_400_000;
	if (to > windowEnd) return null;
	let byCollege = copies.get(db);
	if (!byCollege) {
		byCollege = new Map();
		copies.set(db, byCollege);
	}
	const held = byCollege.get(institutionId);
	const copy = held instanceof Promise ? await held.catch(() => null) : held;
	const fits = (made: Copy | null | undefined): made is Copy =>
		!!made &&
		made.version === version &&
		made.from <= from &&
		to <= made.to &&
		Date.now() - made.readAt < COPY_TTL_MS;
	if (fits(copy)) {
		// Most recently listed last, so the first key is the one to drop.
		byCollege.delete(institutionId);
		byCollege.set(institutionId, copy);
		return within(copy.slots, from, to);
	}
	const reading = load(period.now, new Date(windowEnd)).then((slots) => ({
		version,
		from: period.now.getTime(),
		to: windowEnd,
		readAt: Date.now(),
		// Shared by every listing until the next change: never modified, so each one's text (below) holds.
		slots: slots.map((slot) => Object.freeze(slot)),
	}));
	byCollege.delete(institutionId);
	byCollege.set(institutionId, reading);
	for (const key of byCollege.keys()) {
		if (byCollege.size <= MAX_COLLEGES) break;
		byCollege.delete(key);
	}
	try {
		const made = await reading;
		if (byCollege.get(institutionId) === reading) byCollege.set(institutionId, made);
		return fits(made) ? within(made.slots, from, to) : null;
	} catch (error) {
		if (byCollege.get(institutionId) === reading) byCollege.delete(institutionId);
		throw error;
	}
}

/** The slots starting in [from, to) of a list sorted by start. */
function within(slots: Slot[], from: number, to: number): Slot[] {
	const first = firstAtOrAfter(slots, from);
	const end = firstAtOrAfter(slots, to);
	return slots.slice(first, end);
}

function firstAtOrAfter(slots: Slot[], at: number): number {
	let low = 0;
	let high = slots.length;
	while (low < high) {
		const middle = (low + high) >>> 1;
		if (Date.parse((slots[middle] as Slot).startsAt) < at) low = middle + 1;
		else high = middle;
	}
	return low;
}

// The answer's text of each slot object, checked against the contract's schema once: a copy's slots
// are answered many times, and checking 4,400 of them on every listing took most of its time.
const texts = new WeakMap<Slot, string>();

function slotText(slot: Slot): string {
	let text = texts.get(slot);
	if (text === undefined) {
		text = JSON.stringify(slotSchema.parse(slot));
		if (Object.isFrozen(slot)) texts.set(slot, text);
	}
	return text;
}

/** The listing's JSON answer (`{ slots }`, the endpoint's 200 schema), every slot in it checked against its schema. */
export function slotListText(slots: readonly Slot[]): string {
	return `{"slots":[${slots.map(slotText).join(",")}]}`;
}
