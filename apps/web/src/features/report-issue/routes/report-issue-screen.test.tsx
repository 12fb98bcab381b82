import { fireEvent, screen } from "@testing-library/react";
import { REPORT_CATEGORIES, SCREENSHOT_MAX_BYTES, SUPPORT_MESSAGES } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { ReportIssueScreen } from "./report-issue-screen";

const api = stubFetch();
const SUBMIT = "POST /api/reports";
const description = "The exam page froze after I answered question 12 of the aptitude test.";

function fileInput(): HTMLInputElement {
	const input = document.querySelector('input[type="file"]');
	if (!(input instanceof HTMLInputElement)) throw new Error("no file input");
	return input;
}

/** Picks a file the way the browser hands it over, whatever the input's accept list says. */
function pick(file: File) {
	fireEvent.change(fileInput(), { target: { files: [file] } });
}

const png = () =>
	new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "froze.png", { type: "image/png" });

function sentForm(): FormData {
	const body = api.fetchMock.mock.calls[0]?.[1]?.body;
	if (!(body instanceof FormData)) throw new Error("the report was not sent as FormData");
	return body;
}

describe("ReportIssueScreen", () => {
	it("asks for a category and a description before sending", async () => {
		const { user } = renderScreen(<ReportIssueScreen />, "/report");
		expect(screen.getByRole("heading", { level: 1, name: "Report an Issue" })).toBeInTheDocument();

		await user.click(screen.getByRole("button", { name: "Submit Report" }));

		expect(screen.getByText(SUPPORT_MESSAGES.categoryRequired)).toBeInTheDocument();
		expect(screen.getByText(SUPPORT_MESSAGES.descriptionTooShort)).toBeInTheDocument();
		expect(api.requests).toHaveLength(0);
	});

	it("accepts only images the server will take, before sending anything", async () => {
		renderScreen(<ReportIssueScreen />, "/report");

		pick(new File(["plain text"], "notes.txt", { type: "text/plain" }));
		expect(await screen.findByText(SUPPORT_MESSAGES.screenshotType)).toBeInTheDocument();

		pick(new File([new Uint8Array(SCREENSHOT_MAX_BYTES + 1)], "huge.png", { type: "image/png" }));
		expect(await screen.findByText(SUPPORT_MESSAGES.screenshotTooLarge)).toBeInTheDocument();
		expect(screen.queryByRole("img", { name: /preview/i })).not.toBeInTheDocument();
	});

	it("sends the report and its screenshot as multipart form data, then thanks the person", async () => {
		api.respond(SUBMIT, () => jsonResponse({ message: SUPPORT_MESSAGES.reportReceived }, 201));
		const { user } = renderScreen(<ReportIssueScreen />, "/report");

		await user.selectOptions(screen.getByRole("combobox", { name: /what is the problem about/i }), "exam");
		await user.click(screen.getByRole("textbox", { name: /what happened/i }));
		await user.paste(description);
		await user.type(screen.getByRole("textbox", { name: /your email/i }), "priya@dit.example.org");
		pick(png());
		expect(await screen.findByRole("img", { name: "Preview of the chosen screenshot" })).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Submit Report" }));

		expect(await screen.findByText(SUPPORT_MESSAGES.reportReceived)).toBeInTheDocument();
		const form = sentForm();
		expect(form.get("category")).toBe("exam");
		expect(form.get("description")).toBe(description);
		expect(form.get("email")).toBe("priya@dit.example.org");
		const screenshot = form.get("screenshot");
		expect(screenshot).toBeInstanceOf(File);
		expect((screenshot as File).name).toBe("froze.png");
	});

	it("lists every category of the contracts", () => {
		renderScreen(<ReportIssueScreen />, "/report");

		for (const label of Object.values(REPORT_CATEGORIES)) {
			expect(screen.getByRole("option", { name: label })).toBeInTheDocument();
		}
	});

	it("shows the server's message when too many reports were sent", async () => {
		api.respond(SUBMIT, () => jsonResponse({ code: "RATE_LIMITED", message: SUPPORT_MESSAGES.tooMany }, 429));
		const { user } = renderScreen(<ReportIssueScreen />, "/report");

		await user.selectOptions(screen.getByRole("combobox", { name: /what is the problem about/i }), "bug");
		await user.click(screen.getByRole("textbox", { name: /what happened/i }));
		await user.paste(description);
		await user.click(screen.getByRole("button", { name: "Submit Report" }));

		expect(await screen.findByRole("alert")).toHaveTextContent(SUPPORT_MESSAGES.tooMany);
		expect(sentForm().has("screenshot")).toBe(false);
	});
});
