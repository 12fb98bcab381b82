import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { NewsletterSection } from "./newsletter-section";

const api = stubFetch();
const subscribeKey = "POST /api/newsletter/subscribe";

async function submit(email: string) {
	const view = renderScreen(<NewsletterSection />);
	await view.user.type(screen.getByLabelText("Email address"), email);
	await view.user.click(screen.getByRole("button", { name: "Subscribe" }));
	return view;
}

describe("NewsletterSection", () => {
	it("subscribes the address and shows the server's confirmation", async () => {
		api.respond(subscribeKey, () =>
			jsonResponse(
				{ message: "Subscribed! Look out for Unnati news in your inbox.", alreadySubscribed: false },
				201,
			),
		);

		await submit("  principal@college.edu.in ");

		expect(await screen.findByRole("status")).toHaveTextContent(
			"Subscribed! Look out for Unnati news in your inbox.",
		);
		expect(api.sent(subscribeKey).map((request) => request.body)).toEqual([
			{ email: "principal@college.edu.in" },
		]);
	});

	it("says so when the address is already subscribed", async () => {
		api.respond(subscribeKey, () =>
			jsonResponse({
				message: "You are already subscribed. Thank you for staying with us!",
				alreadySubscribed: true,
			}),
		);

		await submit("principal@college.edu.in");

		expect(await screen.findByRole("status")).toHaveTextContent("You are already subscribed.");
	});

	it("rejects an invalid address in the browser, without a request", async () => {
		await submit("not-an-email");

		expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address.");
		expect(screen.getByLabelText("Email address")).toHaveAttribute("aria-invalid", "true");
		expect(api.requests).toEqual([]);
	});

	it("shows the server's field message when it refuses the address", async () => {
		api.respond(subscribeKey, () =>
			jsonResponse(
				{
					code: "VALIDATION_FAILED",
					message: "Validation failed",
					errors: [{ path: "email", message: "Please enter a valid email address." }],
				},
				400,
			),
		);

		await submit("someone@college.edu.in");

		expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address.");
	});

	it("shows the rate limit's message on 429", async () => {
		api.respond(subscribeKey, () =>
			jsonResponse(
				{ code: "RATE_LIMITED", message: "Too many requests. Please try again in a minute." },
				429,
			),
		);

		await submit("someone@college.edu.in");

		expect(await screen.findByRole("alert")).toHaveTextContent(
			"Too many requests. Please try again in a minute.",
		);
	});

	it("disables the button while the request is in flight", async () => {
		const answer = deferred<Response>();
		api.respond(subscribeKey, () => answer.promise);

		await submit("someone@college.edu.in");

		const button = await screen.findByRole("button", { name: "Subscribe" });
		await expect.poll(() => button.hasAttribute("disabled")).toBe(true);
		answer.resolve(jsonResponse({ message: "Subscribed!", alreadySubscribed: false }, 201));
		expect(await screen.findByRole("status")).toHaveTextContent("Subscribed!");
		expect(button).not.toBeDisabled();
	});
});
