import { screen, within } from "@testing-library/react";
import type { MentorProfile } from "@unnati/contracts/mentors";
import type { Slot } from "@unnati/contracts/scheduling";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { MentorProfileScreen } from "./mentor-profile-screen";

const api = stubFetch();
const ID = "5b0c3a52-7d3e-4a51-9d0e-2f6f1c7a9b10";
const renderAt = (id: string) =>
	renderRoutes([{ path: paths.mentorProfile.pattern, element: <MentorProfileScreen /> }], {
		initialEntries: [paths.mentorProfile(id)],
	});

const MENTOR: MentorProfile = {
	id: ID,
	name: "Dr. Kavya Raghunathan",
	deptName: "CSE",
	collegeName: "Demo Institute of Technology",
	profilePic: null,
	bio: "I teach operating systems and DBMS.",
	expertise: ["Operating systems", "GATE CSE preparation"],
	officeHours: [{ day: "Tue", start: "16:00", end: "17:15", place: "Faculty room 2, CSE block" }],
	menteeCount: 12,
	updatedAt: "2026-11-20T06:00:00.000Z",
};

const slot = (id: string, startsAt: string, extra: Partial<Slot> = {}): Slot => ({
	id,
	purpose: "mentor_appointment",
	interviewType: null,
	title: "Mentoring hour",
	hostId: ID,
	hostName: MENTOR.name,
	startsAt,
	endsAt: new Date(Date.parse(startsAt) + 25 * 60_000).toISOString(),
	bufferMinutes: 5,
	capacity: 1,
	booked: 0,
	seatsLeft: 1,
	mode: "room",
	location: "Faculty room 2, CSE block",
	status: "open",
	cancelReason: null,
	bookedByMe: false,
	...extra,
});

describe("MentorProfileScreen", { timeout: 20_000 }, () => {
	it("shows a visitor the mentor's office hours and asks them to sign in to book", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse({ message: "Not signed in." }, 401));
		api.respond(`GET /api/mentors/${ID}/profile`, () => jsonResponse(MENTOR));
		renderAt(ID);

		expect(await screen.findByRole("heading", { level: 1, name: MENTOR.name })).toBeInTheDocument();
		expect(screen.getByText("Faculty mentor · CSE · Demo Institute of Technology")).toBeInTheDocument();
		const hours = screen.getByRole("table");
		expect(within(hours).getByText("Tuesday, 4:00 pm to 5:15 pm")).toBeInTheDocument();
		expect(screen.getByRole("list", { name: "Helps with" })).toHaveTextContent("GATE CSE preparation");
		expect(await screen.findByRole("link", { name: "Sign in as a student" })).toHaveAttribute(
			"href",
			"/login",
		);
		expect(api.requests.some((request) => request.path.startsWith("/api/scheduling/slots"))).toBe(false);
	});

	it("lets a signed-in student book an open mentoring hour with a note", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
		api.respond(`GET /api/mentors/${ID}/profile`, () => jsonResponse(MENTOR));
		const open = slot("s1", "2026-12-01T10:45:00.000Z");
		const full = slot("s2", "2026-12-01T11:15:00.000Z", { seatsLeft: 0, booked: 1 });
		let booked = false;
		api.respond("GET /api/scheduling/slots", () =>
			jsonResponse({ slots: [booked ? { ...open, bookedByMe: true, seatsLeft: 0 } : open, full] }),
		);
		api.respond("POST /api/scheduling/slots/s1/bookings", () => {
			booked = true;
			return jsonResponse(
				{
					id: "b1",
					slot: { ...open, booked: 1, seatsLeft: 0, bookedByMe: true },
					studentId: "st1",
					studentName: "Ananya Reddy",
					rollNo: "22CSE002",
					status: "booked",
					note: "My GATE plan",
					cancelReason: null,
					cancelledBy: null,
					rescheduledToId: null,
					createdAt: "2026-11-24T10:00:00.000Z",
				},
				201,
			);
		});
		const { user } = renderAt(ID);

		await user.type(
			await screen.findByLabelText("What would you like to talk about? (optional)"),
			"My GATE plan",
		);
		expect(
			screen.getByRole("button", { name: /Book the mentoring hour on Tue, 1 Dec, 4:45/i }),
		).toBeDisabled();
		await user.click(screen.getByRole("button", { name: /Book the mentoring hour on Tue, 1 Dec, 4:15/i }));

		expect(await screen.findByText("Booked by you")).toBeInTheDocument();
		expect(api.sent("POST /api/scheduling/slots/s1/bookings")[0]?.body).toEqual({ note: "My GATE plan" });
		const listed = api.requests.find((request) => request.path.startsWith("/api/scheduling/slots?"));
		expect(listed?.path).toContain(`hostId=${ID}`);
		expect(listed?.path).toContain("purpose=mentor_appointment");
		expect(
			screen.getByText(/Booked: Tue, 1 Dec, 4:15.*It is in your upcoming sessions\./),
		).toBeInTheDocument();
	});

	it("tells a student of another college that only the mentor's students book here", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(makeSession({ collegeName: "Kaveri College of Engineering" })),
		);
		api.respond(`GET /api/mentors/${ID}/profile`, () => jsonResponse(MENTOR));
		renderAt(ID);
		expect(
			await screen.findByText(
				"Only students of Demo Institute of Technology book Dr. Kavya Raghunathan's mentoring hours.",
			),
		).toBeInTheDocument();
		expect(api.requests.some((request) => request.path.startsWith("/api/scheduling/slots"))).toBe(false);
	});

	it("says there is no such mentor for an unknown address, not the app's 404", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse({ message: "Not signed in." }, 401));
		api.respond("GET /api/mentors/nobody/profile", () =>
			jsonResponse(
				{ code: "NOT_FOUND", message: "There is no faculty mentor with this profile address." },
				404,
			),
		);
		renderAt("nobody");
		expect(await screen.findByRole("heading", { name: "No such mentor" })).toBeInTheDocument();
	});
});
