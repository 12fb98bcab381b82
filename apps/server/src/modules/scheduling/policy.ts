import type { Role } from "@unnati/contracts";
import { definePolicy, sameCollege } from "../../platform/access/policy";

/** Who offers time: faculty mentors and placement (PAT) officers of a college. */
export const HOSTS: readonly Role[] = ["ROLE_MENTOR", "ROLE_PAT"];

export const SLOT_NOT_FOUND = "No such slot in your college.";
export const BOOKING_NOT_FOUND = "No such booking.";

/**
 * Slots belong to their host's college: its students see and book them; only their host changes
 * them. Records out of scope answer 404 (ids of other colleges' slots cannot be probed).
 */
export const slotPolicy = definePolicy<
	{ institutionId: string; hostId: string },
	"publish" | "view" | "book" | "host"
>("schedule-slot", {
	publish: [{ roles: HOSTS }],
	view: [{ roles: ["ROLE_STUDENT"], scope: sameCollege }],
	book: [{ roles: ["ROLE_STUDENT"], scope: sameCollege }],
	host: [{ roles: HOSTS, scope: (principal, slot) => principal.userId === slot.hostId }],
});

/** A booking is its student's and its host's; nobody else's (another student gets 404). */
export const bookingPolicy = definePolicy<
	{ studentId: string; hostId: string },
	"list" | "read" | "cancel" | "reschedule"
>("schedule-booking", {
	/** A student's own bookings (the list is filtered by the principal, so no record scope). */
	list: [{ roles: ["ROLE_STUDENT"] }],
	read: [
		{ roles: ["ROLE_STUDENT"], scope: (principal, booking) => principal.userId === booking.studentId },
		{ roles: HOSTS, scope: (principal, booking) => principal.userId === booking.hostId },
	],
	cancel: [
		{ roles: ["ROLE_STUDENT"], scope: (principal, booking) => principal.userId === booking.studentId },
		{ roles: HOSTS, scope: (principal, booking) => principal.userId === booking.hostId },
	],
	reschedule: [
		{ roles: ["ROLE_STUDENT"], scope: (principal, booking) => principal.userId === booking.studentId },
	],
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else names nothing, so it is a 404 rather than a database error. */
export const isUuid = (value: string) => UUID.test(value);
