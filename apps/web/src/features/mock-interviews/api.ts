import { queryOptions } from "@tanstack/react-query";
import {
	type AnswerInput,
	interviewEndpoints,
	type NewSessionInput,
	type ScorecardInput,
} from "@unnati/contracts/interviews";
import {
	type PublishSlotsInput,
	type SlotListQuery,
	schedulingEndpoints,
} from "@unnati/contracts/scheduling";
import { callApi, endpointUrl } from "../../lib/api-client";

export const interviewKeys = {
	all: ["interviews"] as const,
	session: (id: string) => ["interviews", "session", id] as const,
	feedback: (id: string) => ["interviews", "feedback", id] as const,
	history: ["interviews", "history"] as const,
	scorecard: (bookingId: string) => ["interviews", "scorecard", bookingId] as const,
};

export const schedulingKeys = {
	all: ["scheduling"] as const,
	slots: (query: SlotListQuery) => ["scheduling", "slots", query] as const,
	bookings: (when: "upcoming" | "past" | "all") => ["scheduling", "bookings", when] as const,
	hosted: ["scheduling", "hosted"] as const,
};

// Practice interviews.
export const startSession = (body: NewSessionInput) => callApi(interviewEndpoints.start, { body });
export const sessionQuery = (id: string) =>
	queryOptions({
		queryKey: interviewKeys.session(id),
		queryFn: () => callApi(interviewEndpoints.session, { params: { id } }),
	});
export const saveAnswer = (id: string, position: number, body: AnswerInput) =>
	callApi(interviewEndpoints.answer, { params: { id, position }, body });
export const skipAnswer = (id: string, position: number) =>
	callApi(interviewEndpoints.skip, { params: { id, position } });
export const completeSession = (id: string) => callApi(interviewEndpoints.complete, { params: { id } });
export const feedbackQuery = (id: string) =>
	queryOptions({
		queryKey: interviewKeys.feedback(id),
		queryFn: () => callApi(interviewEndpoints.feedback, { params: { id } }),
	});
export const askNarrative = (id: string) => callApi(interviewEndpoints.narrative, { params: { id } });
export const historyQuery = () =>
	queryOptions({ queryKey: interviewKeys.history, queryFn: () => callApi(interviewEndpoints.history) });
export const hostedScorecardQuery = (bookingId: string) =>
	queryOptions({
		queryKey: interviewKeys.scorecard(bookingId),
		queryFn: () => callApi(interviewEndpoints.hostedScorecard, { params: { bookingId } }),
	});
export const saveScorecard = (bookingId: string, body: ScorecardInput) =>
	callApi(interviewEndpoints.saveScorecard, { params: { bookingId }, body });

// Slots and bookings (the scheduling module).
export const slotsQuery = (query: SlotListQuery) =>
	queryOptions({
		queryKey: schedulingKeys.slots(query),
		queryFn: () => callApi(schedulingEndpoints.listSlots, { query }),
	});
export const bookingsQuery = (when: "upcoming" | "past" | "all") =>
	queryOptions({
		queryKey: schedulingKeys.bookings(when),
		queryFn: () => callApi(schedulingEndpoints.myBookings, { query: { when } }),
	});
export const hostedQuery = () =>
	queryOptions({
		queryKey: schedulingKeys.hosted,
		queryFn: () => callApi(schedulingEndpoints.hosted, { query: {} }),
	});
export const bookSlot = (slotId: string, note: string) =>
	callApi(schedulingEndpoints.book, { params: { slotId }, body: { note } });
export const cancelBooking = (bookingId: string, reason: string) =>
	callApi(schedulingEndpoints.cancelBooking, { params: { bookingId }, body: { reason } });
export const rescheduleBooking = (bookingId: string, slotId: string, reason: string) =>
	callApi(schedulingEndpoints.reschedule, { params: { bookingId }, body: { slotId, reason } });
export const publishSlots = (body: PublishSlotsInput) => callApi(schedulingEndpoints.publish, { body });
export const cancelSlot = (slotId: string, reason: string) =>
	callApi(schedulingEndpoints.cancelSlot, { params: { slotId }, body: { reason } });
/** The .ics file of a booking, downloaded with the session cookie. */
export const calendarUrl = (bookingId: string) =>
	endpointUrl(schedulingEndpoints.calendar, { params: { bookingId } });
