import { screen, within } from "@testing-library/react";
import type { Accommodation } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { AccommodationsScreen } from "./accommodations-screen";

const api = stubFetch();
const LIST = "GET /api/proctoring/accommodations";
const SAVE = "PUT /api/proctoring/accommodations";

const granted = (overrides: Partial<Accommodation> = {}): Accommodation => ({
	id: "acc-1",
	studentId: "stu-1",
	studentName: "Asha Rao",
	rollNo: "22CSE003",
	examId: null,
	examTitle: null,
	extraMinutes: 20,
	faceSignalsOff: false,
	note: "Scribe",
	updatedAt: "2026-11-23T04:00:00.000Z",
	...overrides,
});

function serve(initial: Accommodation[] = []) {
	let list = initial;
	api.respond(LIST, () => jsonResponse({ accommodations: list }));
	api.respond("GET /api/exams", () => jsonResponse({ exams: [] }));
	return {
		set: (next: Accommodation[]) => {
			list = next;
		},
	};
}

describe("AccommodationsScreen", () => {
	it("grants extra time for all of a student's exams and lists it", async () => {
		const server = serve();
		api.respond(SAVE, () => {
			const saved = granted({ faceSignalsOff: true });
			server.set([saved]);
			return jsonResponse(saved, 201);
		});
		const { user } = renderScreen(<AccommodationsScreen />);
		expect(await screen.findByText("No accommodations yet.")).toBeVisible();

		await user.type(screen.getByRole("textbox", { name: "Roll number" }), "22cse003");
		await user.clear(screen.getByRole("textbox", { name: "Extra minutes" }));
		await user.type(screen.getByRole("textbox", { name: "Extra minutes" }), "20");
		await user.click(screen.getByRole("switch", { name: /Face signals off/ }));
		await user.click(screen.getByRole("button", { name: "Save accommodation" }));

		expect(api.sent(SAVE)[0]?.body).toEqual({
			rollNo: "22cse003",
			examId: null,
			extraMinutes: 20,
			faceSignalsOff: true,
			note: "",
		});
		expect(await screen.findByText(/Saved: the accommodation of Asha Rao \(22CSE003\)/)).toBeVisible();
		const row = (await screen.findByText("Scribe")).closest("tr") as HTMLElement;
		expect(within(row).getByText("All exams")).toBeVisible();
		expect(within(row).getByText("20 min")).toBeVisible();
		expect(within(row).getByText("Off")).toBeVisible();
	});

	it("checks the form before sending, and shows the server's field errors", async () => {
		serve();
		api.respond(SAVE, () =>
			jsonResponse(
				{
					code: "BAD_REQUEST",
					message: "No student with roll number NOSUCH1 in your college.",
					errors: [{ path: "rollNo", message: "No student with roll number NOSUCH1 in your college." }],
				},
				400,
			),
		);
		const { user } = renderScreen(<AccommodationsScreen />);
		await screen.findByText("No accommodations yet.");
		await user.click(screen.getByRole("button", { name: "Save accommodation" }));
		expect(screen.getByText("Enter the student's roll number.")).toBeVisible();
		expect(screen.getByText("Give extra time, turn face signals off, or both.")).toBeVisible();
		expect(api.sent(SAVE)).toHaveLength(0);

		await user.type(screen.getByRole("textbox", { name: "Roll number" }), "NOSUCH1");
		await user.click(screen.getByRole("switch", { name: /Face signals off/ }));
		await user.click(screen.getByRole("button", { name: "Save accommodation" }));
		expect(await screen.findByText("No student with roll number NOSUCH1 in your college.")).toBeVisible();
	});

	it("withdraws an accommodation", async () => {
		const server = serve([granted()]);
		api.respond("DELETE /api/proctoring/accommodations/acc-1", () => {
			server.set([]);
			return new Response(null, { status: 204 });
		});
		const { user } = renderScreen(<AccommodationsScreen />);
		await user.click(await screen.findByRole("button", { name: "Withdraw the accommodation of Asha Rao" }));
		expect(await screen.findByText("No accommodations yet.")).toBeVisible();
	});
});
