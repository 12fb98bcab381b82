import { screen } from "@testing-library/react";
import { CONTACT_MESSAGES, SUPPORT_MESSAGES } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { FeedbackScreen } from "./feedback-screen";

const api = stubFetch();
const SUBMIT = "POST /api/feedback";

/** Mantine's star: the radio carries the name, its label takes the click (as a pointer would). */
function star(name: string): HTMLElement {
	const radio = screen.getByRole("radio", { name });
	const label = document.querySelector(`label[for="${radio.id}"]`);
	if (!(label instanceof HTMLElement)) throw new Error(`no label for ${name}`);
	return label;
}

describe("FeedbackScreen", () => {
	it("asks for a rating before sending", async () => {
		const { user } = renderScreen(<FeedbackScreen />, "/feedback");
		expect(screen.getByRole("heading", { level: 1, name: "Submit Feedback" })).toBeInTheDocument();

		await user.click(screen.getByRole("button", { name: "Send Feedback" }));

		expect(screen.getByText(SUPPORT_MESSAGES.ratingRequired)).toBeInTheDocument();
		expect(api.requests).toHaveLength(0);
	});

	it("names each star for screen readers and sends the rating with the comments", async () => {
		api.respond(SUBMIT, () => jsonResponse({ message: SUPPORT_MESSAGES.feedbackReceived }, 201));
		const { user } = renderScreen(<FeedbackScreen />, "/feedback");

		await user.click(star("4 out of 5: Good"));
		expect(screen.getByRole("radio", { name: "4 out of 5: Good" })).toBeChecked();
		await user.type(screen.getByRole("textbox", { name: /comments/i }), "Mock tests helped a lot.");
		await user.click(screen.getByRole("button", { name: "Send Feedback" }));

		expect(await screen.findByText(SUPPORT_MESSAGES.feedbackReceived)).toBeInTheDocument();
		expect(api.sent(SUBMIT).map((request) => request.body)).toEqual([
			{ rating: 4, comments: "Mock tests helped a lot." },
		]);
	});

	it("says so when the feedback could not be sent", async () => {
		api.respond(SUBMIT, () => jsonResponse({ message: "Internal error" }, 500));
		const { user } = renderScreen(<FeedbackScreen />, "/feedback");

		await user.click(star("5 out of 5: Excellent"));
		await user.click(screen.getByRole("button", { name: "Send Feedback" }));

		expect(await screen.findByRole("alert")).toHaveTextContent(CONTACT_MESSAGES.submitFailed);
	});
});
