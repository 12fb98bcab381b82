import { screen } from "@testing-library/react";
import type { MentorProfile } from "@unnati/contracts/mentors";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { MentorSettingsScreen } from "./mentor-settings-screen";

const api = stubFetch();

const SAVED: MentorProfile = {
	id: "5b0c3a52-7d3e-4a51-9d0e-2f6f1c7a9b10",
	name: "Prof. Arjun Menon",
	deptName: "ECE",
	collegeName: "Demo Institute of Technology",
	profilePic: null,
	bio: "",
	expertise: [],
	officeHours: [{ day: "Mon", start: "16:00", end: "17:00", place: "Embedded systems lab" }],
	menteeCount: 12,
	updatedAt: null,
};

describe("MentorSettingsScreen", { timeout: 30_000 }, () => {
	it("marks overlapping office hours on the field and sends nothing", async () => {
		api.respond("GET /api/mentor/profile", () => jsonResponse(SAVED));
		const { user } = renderScreen(<MentorSettingsScreen />);

		await user.click(await screen.findByRole("button", { name: "Add office hours" }));
		await user.type(screen.getByLabelText("Where (office hours 2)"), "Staff room");
		await user.click(screen.getByRole("button", { name: "Save profile" }));

		expect(await screen.findByText("Overlaps your Monday hours from 16:00.")).toBeInTheDocument();
		expect(screen.getByRole("alert")).toHaveTextContent("Correct the fields marked above");
		expect(api.sent("PUT /api/mentor/profile")).toHaveLength(0);
	});

	it("saves the introduction, subjects and office hours, and links to the public profile", async () => {
		api.respond("GET /api/mentor/profile", () => jsonResponse(SAVED));
		api.respond("PUT /api/mentor/profile", (request) =>
			jsonResponse({ ...SAVED, ...(request.body as object), updatedAt: "2026-11-24T10:00:00.000Z" }),
		);
		const { user } = renderScreen(<MentorSettingsScreen />);

		await user.type(await screen.findByLabelText("About you"), "I teach digital electronics.");
		await user.type(screen.getByRole("textbox", { name: "Subjects you help with" }), "VLSI basics{Enter}");
		await user.click(screen.getByRole("button", { name: "Remove office hours 1" }));
		await user.click(screen.getByRole("button", { name: "Save profile" }));

		expect(await screen.findByText("Your profile is saved.")).toBeInTheDocument();
		expect(api.sent("PUT /api/mentor/profile")[0]?.body).toEqual({
			bio: "I teach digital electronics.",
			expertise: ["VLSI basics"],
			officeHours: [],
		});
		expect(screen.getByRole("link", { name: "View your public profile" })).toHaveAttribute(
			"href",
			`/mentor/profile/${SAVED.id}`,
		);
	});
});
