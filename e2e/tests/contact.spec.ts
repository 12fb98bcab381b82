import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { CONTACT_MESSAGES } from "@unnati/contracts";
import { openSignedIn } from "./support/sessions";

// The server takes 5 contact messages per client per hour and every spec comes from 127.0.0.1:
// this file sends exactly one valid message through the form (the 400s below are not counted).

function field(page: Page, label: RegExp) {
	return page.getByRole("textbox", { name: label });
}

/** Types a value, leaves the field, and expects the message under it. */
async function expectMessage(page: Page, label: RegExp, value: string, message: string) {
	const input = field(page, label);
	await input.fill(value);
	await input.blur();
	await expect(input).toHaveAttribute("aria-invalid", "true");
	await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test.describe("/contactus", () => {
	test("says what is wrong with each field when it is left", async ({ page }) => {
		await page.goto("/contactus");
		await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
		await expect(page).toHaveTitle("Contact Us · Unnati");

		const email = /email address/i;
		// The pre-rendered form is aria-disabled until the app has taken it over; focus() would not wait.
		await expect(field(page, email)).toBeEnabled();
		await field(page, email).focus();
		await field(page, email).blur();
		await expect(page.getByText(CONTACT_MESSAGES.emailRequired)).toBeVisible();
		await expectMessage(page, email, "priya@dit", CONTACT_MESSAGES.emailInvalid("priya@dit"));

		const organization = /organization/i;
		await expectMessage(page, organization, "A", CONTACT_MESSAGES.organizationTooShort);
		await expectMessage(page, organization, "B".repeat(101), CONTACT_MESSAGES.organizationTooLong);
		await expectMessage(page, organization, "Acme <b>", CONTACT_MESSAGES.organizationCharacters);
		await expectMessage(page, organization, "null", CONTACT_MESSAGES.organizationPlaceholder);

		const phone = /phone number/i;
		await field(page, phone).pressSequentially("+91 (98450) 12-345 ext");
		await expect(field(page, phone)).toHaveValue("+919845012345");
		await expectMessage(page, phone, "98450", CONTACT_MESSAGES.phoneInvalid);
		await expectMessage(page, phone, "9999999999", CONTACT_MESSAGES.phoneJunk);

		const message = /^message/i;
		await expectMessage(page, message, "Call me back", CONTACT_MESSAGES.messageTooShort);
		await expectMessage(
			page,
			message,
			"Demonstration of proctoring please",
			CONTACT_MESSAGES.messageTooFewWords,
		);
		await expectMessage(page, message, "test test test test test", CONTACT_MESSAGES.messagePlaceholder);
		await expectMessage(
			page,
			message,
			"Please send the fee structure. ".repeat(20),
			CONTACT_MESSAGES.messageTooLong,
		);
	});

	test("warns on the counters above 90 and 550 characters", async ({ page }) => {
		await page.goto("/contactus");
		await field(page, /organization/i).fill("A".repeat(91));
		await expect(page.getByText("91/100")).toHaveAttribute("data-warning", "near");
		await field(page, /^message/i).fill("x".repeat(551));
		await expect(page.getByText("551/600")).toHaveAttribute("data-warning", "near");
	});

	test("answers a bad body with 400 and the same messages per field", async ({ request }) => {
		const response = await request.post("/api/contact-requests/submit", {
			data: { email: "not-an-email", organization: "xxx", contact: "1111111111", message: "hi" },
		});
		expect(response.status()).toBe(400);
		const body = (await response.json()) as { errors: { path: string; message: string }[] };
		const byField = Object.fromEntries(body.errors.map((error) => [error.path, error.message]));
		expect(byField).toEqual({
			email: CONTACT_MESSAGES.emailInvalid("not-an-email"),
			organization: CONTACT_MESSAGES.organizationPlaceholder,
			contact: CONTACT_MESSAGES.phoneJunk,
			message: CONTACT_MESSAGES.messageTooShort,
		});
	});

	test("a sent message shows the modal, Continue goes home, and the admin finds it", async ({ page }) => {
		const token = `e2e${Date.now().toString(36)}`;
		const message = `Please arrange a demo for our placement cell ${token} <script>window.__owned = 1</script>`;
		await page.goto("/contactus");
		await field(page, /email address/i).fill(`tpo.${token}@college.example.org`);
		await field(page, /organization/i).fill("Sri Venkateswara College of Engineering");
		await field(page, /phone number/i).fill("+919845012345");
		await field(page, /^message/i).fill(message);
		await page.getByRole("button", { name: "Submit" }).click();

		const dialog = page.getByRole("dialog", { name: CONTACT_MESSAGES.sentTitle });
		await expect(dialog).toBeVisible();
		await expect(dialog).toContainText(CONTACT_MESSAGES.sentBody);
		await dialog.getByRole("button", { name: "Continue" }).click();
		await page.waitForURL((url) => url.pathname === "/");

		await openSignedIn(page, "admin@unnati.example.org");
		// The side bar's entry: the dashboard's inbox links to the same list under the same name.
		await page
			.getByRole("navigation", { name: "Platform navigation" })
			.getByRole("link", { name: "Contact requests" })
			.click();
		await expect(page.getByRole("heading", { level: 1, name: "Contact requests" })).toBeVisible();
		await page.getByRole("searchbox", { name: /search/i }).fill(token);
		await page.waitForURL((url) => url.searchParams.get("q") === token);
		const table = page.getByRole("table", { name: "Contact requests" });
		await expect(table.getByRole("row")).toHaveCount(2);
		await expect(table.getByText(message)).toBeVisible();
		expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();

		const results = await new AxeBuilder({ page }).analyze();
		const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
		expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
	});
});
