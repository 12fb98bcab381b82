import { act, screen, within } from "@testing-library/react";
import { CONTACT_MESSAGES, CONTACT_SUCCESS_CLEAR_MS } from "@unnati/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { ContactScreen } from "./contact-screen";

const api = stubFetch();
const SUBMIT = "POST /api/contact-requests/submit";

const valid = {
	email: "priya.nair@dit.example.org",
	organization: "Demo Institute of Technology",
	contact: "+919845012345",
	message: "We would like a demo of proctored exams for our final year students.",
};

function renderContact() {
	return renderRoutes(
		[
			{ path: "/contactus", element: <ContactScreen /> },
			{ path: "/", element: <h1>Landing</h1> },
		],
		{ initialEntries: ["/contactus"] },
	);
}

const field = {
	email: () => screen.getByRole("textbox", { name: /email address/i }),
	organization: () => screen.getByRole("textbox", { name: /organization/i }),
	contact: () => screen.getByRole("textbox", { name: /phone number/i }),
	message: () => screen.getByRole("textbox", { name: /message/i }),
};
type Field = keyof typeof field;

async function enter(user: ReturnType<typeof renderContact>["user"], name: Field, value: string) {
	const input = field[name]();
	await user.clear(input);
	if (value) {
		await user.click(input);
		await user.paste(value);
	}
	await user.tab();
}

async function fillValid(user: ReturnType<typeof renderContact>["user"]) {
	for (const name of Object.keys(valid) as Field[]) await enter(user, name, valid[name]);
}

function expectFieldError(name: Field, message: string) {
	const input = field[name]();
	expect(input).toHaveAttribute("aria-invalid", "true");
	const describedBy = (input.getAttribute("aria-describedby") ?? "").split(" ");
	const described = describedBy.map((id) => document.getElementById(id)?.textContent ?? "");
	expect(described).toContain(message);
}

afterEach(() => {
	vi.useRealTimers();
});

describe("ContactScreen", () => {
	it("shows the company's contact details and a page title", () => {
		renderContact();

		expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "hello@unnati.example.org" })).toHaveAttribute(
			"href",
			"mailto:hello@unnati.example.org",
		);
		expect(screen.getByRole("link", { name: "+91 80 4000 0000" })).toBeInTheDocument();
		expect(screen.getByText("Bengaluru, Karnataka")).toBeInTheDocument();
		expect(document.title).toBe("Contact Us · Unnati");
	});

	it.each<[Field, string, string]>([
		["email", "", CONTACT_MESSAGES.emailRequired],
		["email", "priya@dit", CONTACT_MESSAGES.emailInvalid("priya@dit")],
		["organization", "", CONTACT_MESSAGES.organizationRequired],
		["organization", "A", CONTACT_MESSAGES.organizationTooShort],
		["organization", "A".repeat(101), CONTACT_MESSAGES.organizationTooLong],
		["organization", "Acme <script>", CONTACT_MESSAGES.organizationCharacters],
		["organization", "test", CONTACT_MESSAGES.organizationPlaceholder],
		["contact", "", CONTACT_MESSAGES.phoneRequired],
		["contact", "98450", CONTACT_MESSAGES.phoneInvalid],
		["contact", "1111111111", CONTACT_MESSAGES.phoneJunk],
		["contact", "0000000000", CONTACT_MESSAGES.phoneJunk],
		["message", "", CONTACT_MESSAGES.messageRequired],
		["message", "Call me back", CONTACT_MESSAGES.messageTooShort],
		["message", "Please share pricing details for our college. ".repeat(14), CONTACT_MESSAGES.messageTooLong],
		["message", "Need a proctoring demonstration", CONTACT_MESSAGES.messageTooFewWords],
		["message", "test test test test test", CONTACT_MESSAGES.messagePlaceholder],
	])("on leaving %s with %j, says %j under it", async (name, value, message) => {
		const { user } = renderContact();
		await user.click(field[name]());
		await enter(user, name, value);

		expectFieldError(name, message);
	});

	it("keeps only digits and one leading plus in the phone number, at most 15 digits", async () => {
		const { user } = renderContact();

		await user.type(field.contact(), "+91 (98450) 12-345");
		expect(field.contact()).toHaveValue("+919845012345");

		await user.clear(field.contact());
		await user.type(field.contact(), "++44abc");
		expect(field.contact()).toHaveValue("+44");

		await user.clear(field.contact());
		await user.type(field.contact(), "98450123451234567890");
		expect(field.contact()).toHaveValue("984501234512345");
	});

	it("warns on the organization counter above 90 characters and the message counter above 550", async () => {
		const { user } = renderContact();

		await enter(user, "organization", "A".repeat(90));
		expect(screen.getByText("90/100")).not.toHaveAttribute("data-warning");
		await user.type(field.organization(), "B");
		expect(screen.getByText("91/100")).toHaveAttribute("data-warning", "near");
		expect(screen.getByText("9 characters left.")).toBeInTheDocument();

		await enter(user, "message", "x".repeat(550));
		expect(screen.getByText("550/600")).not.toHaveAttribute("data-warning");
		await user.type(field.message(), "y");
		expect(screen.getByText("551/600")).toHaveAttribute("data-warning", "near");
		expect(screen.getByText("49 characters left.")).toBeInTheDocument();
	});

	it("checks every field on submit and sends nothing while one is wrong", async () => {
		const { user } = renderContact();

		await user.click(screen.getByRole("button", { name: "Submit" }));

		expectFieldError("email", CONTACT_MESSAGES.emailRequired);
		expectFieldError("organization", CONTACT_MESSAGES.organizationRequired);
		expectFieldError("contact", CONTACT_MESSAGES.phoneRequired);
		expectFieldError("message", CONTACT_MESSAGES.messageRequired);
		expect(field.email()).toHaveFocus();
		expect(api.sent(SUBMIT)).toHaveLength(0);
	});

	it("sends exactly the four fields, shows the success modal, and Continue goes to /", async () => {
		api.respond(SUBMIT, () => jsonResponse({ message: CONTACT_MESSAGES.sentTitle }, 201));
		const { user, router } = renderContact();
		await fillValid(user);

		await user.click(screen.getByRole("button", { name: "Submit" }));

		const dialog = await screen.findByRole("dialog", { name: CONTACT_MESSAGES.sentTitle });
		expect(within(dialog).getByText(CONTACT_MESSAGES.sentBody)).toBeInTheDocument();
		expect(api.sent(SUBMIT).map((request) => request.body)).toEqual([valid]);
		expect(field.email()).toHaveValue("");

		await user.click(within(dialog).getByRole("button", { name: "Continue" }));
		expect(router.state.location.pathname).toBe("/");
	});

	it("clears the success message on the page after 5 seconds", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		api.respond(SUBMIT, () => jsonResponse({ message: CONTACT_MESSAGES.sentTitle }, 201));
		const { user } = renderContact();
		await fillValid(user);
		await user.click(screen.getByRole("button", { name: "Submit" }));
		const status = await screen.findByRole("status");
		expect(status).toHaveTextContent(CONTACT_MESSAGES.sentTitle);

		await act(async () => {
			vi.advanceTimersByTime(CONTACT_SUCCESS_CLEAR_MS);
		});

		expect(screen.queryByRole("status")).not.toBeInTheDocument();
	});

	it("puts the server's 400 messages under their fields", async () => {
		api.respond(SUBMIT, () =>
			jsonResponse(
				{
					code: "VALIDATION_FAILED",
					message: "The request is invalid.",
					errors: [{ path: "organization", message: CONTACT_MESSAGES.organizationPlaceholder }],
				},
				400,
			),
		);
		const { user } = renderContact();
		await fillValid(user);

		await user.click(screen.getByRole("button", { name: "Submit" }));

		expect(await screen.findByText(CONTACT_MESSAGES.organizationPlaceholder)).toBeInTheDocument();
		expectFieldError("organization", CONTACT_MESSAGES.organizationPlaceholder);
		expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
	});

	it("says 'Failed to submit. Please try again.' when the server fails, and keeps what was typed", async () => {
		api.respond(SUBMIT, () => jsonResponse({ code: "INTERNAL", message: "Internal error" }, 500));
		const { user } = renderContact();
		await fillValid(user);

		await user.click(screen.getByRole("button", { name: "Submit" }));

		expect(await screen.findByRole("alert")).toHaveTextContent(CONTACT_MESSAGES.submitFailed);
		expect(field.message()).toHaveValue(valid.message);
	});

	it("shows the server's message when too many were sent", async () => {
		api.respond(SUBMIT, () => jsonResponse({ code: "RATE_LIMITED", message: CONTACT_MESSAGES.tooMany }, 429));
		const { user } = renderContact();
		await fillValid(user);

		await user.click(screen.getByRole("button", { name: "Submit" }));

		expect(await screen.findByRole("alert")).toHaveTextContent(CONTACT_MESSAGES.tooMany);
	});
});
