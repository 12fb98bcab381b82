import { screen, within } from "@testing-library/react";
import type { HostedSlot } from "@unnati/contracts/scheduling";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { menteeDetailData } from "../test-data";
import { MySessionsScreen } from "./my-sessions-screen";

const api = stubFetch();
const HOUR = 3_600_000;

const slot = (id: string, startsIn: number, extra: Partial<HostedSlot>): HostedSlot => ({
	id,
	purpose: "mentor_appointment",
	interviewType: null,
	title: "Mentoring hour",
	hostId: "m1",
	hostName: "Prof. Sunita Deshpande",
	startsAt: new Date(Date.now() + startsIn).toISOString(),
	endsAt: new Date(Date.now() + startsIn + HOUR / 2).toISOString(),
	bufferMinutes: 5,
	capacity: 1,
	booked: 1,
	seatsLeft: 0,
	mode: "room",
	location: "Faculty room 2, CSE block",
	status: "open",
	cancelReason: null,
	bookedByMe: false,
	bookings: [],
	...extra,
});
const booking = (id: string, studentId: string, studentName: string, note: string, status = "booked") => ({
	id,
	studentId,
	studentName,
	rollNo: studentId === "s2" ? "24CSE002" : "24ECE010",
	status: status as "booked",
	note,
	cancelReason: null,
	cancelledBy: null,
	rescheduledToId: null,
	createdAt: new Date().toISOString(),
});

describe("MySessionsScreen", { timeout: 20_000 }, () => {
	it("lists the booked mentoring hours to come with the students' notes, then the meetings logged", async () => {
		api.respond("GET /api/mentor/mentees", () =>
			jsonResponse({ term: "July–December 2026", mentees: [menteeDetailData.mentee] }),
		);
		api.respond("GET /api/mentor/meetings", () => jsonResponse({ items: [] }));
		api.respond("GET /api/scheduling/hosted", () =>
			jsonResponse({
				slots: [
					slot("later", 48 * HOUR, { bookings: [booking("b2", "x9", "Rohan Das", "")] }),
					slot("soon", 2 * HOUR, { bookings: [booking("b1", "s2", "Diya Menon", "My GATE plan")] }),
					// Left out: a mock interview, a past hour and a cancelled booking.
					slot("mock", 3 * HOUR, {
						purpose: "mock_interview",
						interviewType: "hr",
						bookings: [booking("b3", "s2", "Diya Menon", "HR round")],
					}),
					slot("past", -5 * HOUR, { bookings: [booking("b4", "s2", "Diya Menon", "Old")] }),
					slot("gone", 5 * HOUR, { bookings: [booking("b5", "s2", "Diya Menon", "Cancelled", "cancelled")] }),
				],
			}),
		);
		renderScreen(<MySessionsScreen />);

		const section = await screen.findByRole("region", { name: "Booked mentoring hours" });
		const items = await within(section).findAllByRole("listitem");
		expect(items.map((item) => item.textContent)).toEqual([
			expect.stringMatching(/Diya Menon \(24CSE002\).*“My GATE plan”.*Open Diya Menon's page/),
			expect.stringMatching(/Rohan Das \(24ECE010\).*Not your mentee/),
		]);
		expect(within(section).getByRole("link", { name: "Open Diya Menon's page" })).toHaveAttribute(
			"href",
			paths.mentee("s2"),
		);
		expect(await screen.findByText("No meeting logged yet.")).toBeInTheDocument();
	});

	it("says how students book when nothing is booked", async () => {
		api.respond("GET /api/mentor/mentees", () => jsonResponse({ term: "July–December 2026", mentees: [] }));
		api.respond("GET /api/mentor/meetings", () => jsonResponse({ items: [] }));
		api.respond("GET /api/scheduling/hosted", () => jsonResponse({ slots: [] }));
		renderScreen(<MySessionsScreen />);
		expect(await screen.findByText(/No mentoring hour is booked yet\./)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Publish mentoring hours" })).toHaveAttribute(
			"href",
			paths.mentorInterviewSlots,
		);
	});
});
