import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { DevMailboxScreen } from "./dev-mailbox-screen";

const api = stubFetch();

const newer = {
	to: "22cse002@students.dit.example.org",
	subject: "Your Unnati password reset code",
	text: "Hello,\n\nYour one-time code to reset your Unnati password is 482913.",
	attachments: [],
	createdAt: "2025-06-14T10:05:00.000Z",
};
const older = {
	to: "hod.ece@dit.example.org",
	subject: "Reset your Unnati password",
	text: "Open this link to choose a new Unnati password:\nhttp://localhost:3000/reset-password?token=abc",
	attachments: [],
	createdAt: "2025-06-14T10:00:00.000Z",
};

describe("DevMailboxScreen", () => {
	it("shows a loading state, then every mail in the order the server gives (newest first)", async () => {
		const answer = deferred<Response>();
		api.respond("GET /api/dev/mailbox", () => answer.promise);
		renderScreen(<DevMailboxScreen />);
		expect(screen.getByRole("status", { name: "Loading mail" })).toBeInTheDocument();

		answer.resolve(jsonResponse([newer, older]));

		const mails = await screen.findAllByRole("article");
		expect(mails.map((mail) => within(mail).getByRole("heading").textContent)).toEqual([
			"Your Unnati password reset code",
			"Reset your Unnati password",
		]);
		const [first] = mails;
		if (!first) throw new Error("no mail");
		expect(first).toHaveTextContent("To 22cse002@students.dit.example.org");
		expect(first.querySelector("time")).toHaveAttribute("datetime", "2025-06-14T10:05:00.000Z");
		expect(first.querySelector("pre")).toHaveTextContent(
			"Your one-time code to reset your Unnati password is 482913.",
		);
	});

	it("offers a mail's attached calendar entry as a download", async () => {
		const booked = {
			...newer,
			subject: "Interview booked",
			attachments: [
				{
					filename: "unnati-booking.ics",
					contentType: "text/calendar",
					content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR",
				},
			],
		};
		api.respond("GET /api/dev/mailbox", () => jsonResponse([booked]));
		renderScreen(<DevMailboxScreen />);
		const link = await screen.findByRole("link", { name: "unnati-booking.ics" });
		expect(link).toHaveAttribute("download", "unnati-booking.ics");
		expect(link.getAttribute("href")).toBe(
			`data:text/calendar;charset=utf-8,${encodeURIComponent("BEGIN:VCALENDAR\r\nEND:VCALENDAR")}`,
		);
	});

	it("says 'No mail yet' when the mailbox is empty", async () => {
		api.respond("GET /api/dev/mailbox", () => jsonResponse([]));
		renderScreen(<DevMailboxScreen />);

		expect(await screen.findByText("No mail yet")).toBeInTheDocument();
	});

	it("fetches again with Refresh", async () => {
		api.respond("GET /api/dev/mailbox", () => jsonResponse([]));
		const { user } = renderScreen(<DevMailboxScreen />);
		await screen.findByText("No mail yet");

		api.respond("GET /api/dev/mailbox", () => jsonResponse([newer]));
		await user.click(screen.getByRole("button", { name: "Refresh" }));

		expect(await screen.findByText("Your Unnati password reset code")).toBeInTheDocument();
		expect(api.sent("GET /api/dev/mailbox")).toHaveLength(2);
	});

	it("says it is not available in production when the API answers 404", async () => {
		api.respond("GET /api/dev/mailbox", () =>
			jsonResponse({ message: "No route for GET /api/dev/mailbox." }, 404),
		);
		renderScreen(<DevMailboxScreen />);

		expect(
			await screen.findByText("The development mailbox is not available in production."),
		).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Refresh" })).not.toBeInTheDocument();
	});
});
