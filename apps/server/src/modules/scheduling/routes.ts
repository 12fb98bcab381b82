import { schedulingEndpoints as endpoints } from "@unnati/contracts/scheduling";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { bookingCalendar, calendarFileName } from "./calendar";
import { bookingPolicy, slotPolicy } from "./policy";
import {
	bookSlot,
	cancelBooking,
	cancelSlot,
	getBooking,
	hostedSlots,
	listSlots,
	myBookings,
	publishSlots,
	rescheduleBooking,
	type SchedulingDeps,
} from "./service";
import { slotListText } from "./slot-listing";

/** Slots and bookings: hosts publish and cancel; students list, book, cancel, move and download. */
export function schedulingRoutes(app: FastifyInstance, deps: SchedulingDeps, publicUrl: string): void {
	route(app, endpoints.listSlots, {
		access: slotPolicy.permission("view"),
		// Sent as text: each slot is checked against its schema once, not on every listing (slot-listing.ts).
		handler: async (request, reply) =>
			reply
				.type("application/json; charset=utf-8")
				.send(slotListText(await listSlots(deps, principalOf(request), request.query))),
	});

	route(app, endpoints.publish, {
		access: slotPolicy.permission("publish"),
		handler: async (request) => publishSlots(deps, principalOf(request), request.body),
	});

	route(app, endpoints.hosted, {
		access: slotPolicy.permission("host"),
		handler: async (request) => ({ slots: await hostedSlots(deps, principalOf(request), request.query) }),
	});

	route(app, endpoints.cancelSlot, {
		access: slotPolicy.permission("host"),
		handler: async (request) =>
			cancelSlot(deps, principalOf(request), request.params.slotId, request.body.reason),
	});

	route(app, endpoints.book, {
		access: slotPolicy.permission("book"),
		handler: async (request) =>
			bookSlot(deps, principalOf(request), request.params.slotId, request.body.note),
	});

	route(app, endpoints.myBookings, {
		access: bookingPolicy.permission("list"),
		handler: async (request) => ({
			bookings: await myBookings(deps, principalOf(request), request.query.when),
		}),
	});

	route(app, endpoints.booking, {
		access: bookingPolicy.permission("read"),
		handler: async (request) => getBooking(deps, principalOf(request), request.params.bookingId),
	});

	route(app, endpoints.cancelBooking, {
		access: bookingPolicy.permission("cancel"),
		handler: async (request) =>
			cancelBooking(deps, principalOf(request), request.params.bookingId, request.body.reason),
	});

	route(app, endpoints.reschedule, {
		access: bookingPolicy.permission("reschedule"),
		handler: async (request) =>
			rescheduleBooking(deps, principalOf(request), request.params.bookingId, request.body),
	});

	route(app, endpoints.calendar, {
		access: bookingPolicy.permission("read"),
		handler: async (request, reply) => {
			const booking = await getBooking(deps, principalOf(request), request.params.bookingId);
			const file = bookingCalendar(booking, publicUrl);
			return reply
				.header("content-disposition", `attachment; filename="${calendarFileName(booking.id)}"`)
				.header("cache-control", "private, no-store")
				.type("text/calendar; charset=utf-8")
				.send(file);
		},
	});
}
