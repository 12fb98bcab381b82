import { expect, test } from "@playwright/test";
import { openSignedIn } from "./support/sessions";

// The demo seed's newest contact request arrives as new (apps/server/src/modules/contact/seed.ts).
const ORGANIZATION = "Krishna Lanka University, Vijayawada";
const SENDER = "tpo@krishnalanka-univ.example.in";

test("the platform admin sees the colleges, replies to a contact request and marks it handled", async ({
	page,
}) => {
	await openSignedIn(page, "admin@unnati.example.org");
	// The first screen of a run loads the dashboard's chunks and figures: give it time on a busy machine.
	await expect(page.getByRole("heading", { level: 1, name: "Platform dashboard" })).toBeVisible({
		timeout: 30_000,
	});
	const colleges = page.getByRole("table", { name: "Colleges" });
	await expect(colleges.getByText("Demo Institute of Technology", { exact: true })).toBeVisible({
		timeout: 30_000,
	});
	await expect(colleges.getByText("Kaveri College of Engineering", { exact: true })).toBeVisible();
	await expect(page.getByRole("img", { name: /^Usage over the last 12 weeks/ })).toBeVisible();

	await page.getByRole("region", { name: "Inbox" }).getByRole("link", { name: "Contact requests" }).click();
	await expect(page).toHaveURL(/\/admin-dashboard\/contact-requests$/);
	const requests = page.getByRole("table", { name: "Contact requests" });
	await expect(requests.getByText(ORGANIZATION, { exact: true })).toBeVisible();

	await page.getByRole("button", { name: `Open: Request from ${ORGANIZATION}` }).click();
	const drawer = page.getByRole("dialog", { name: `Request from ${ORGANIZATION}` });
	await expect(drawer.getByText(/Please send pricing for three campuses/)).toBeVisible();

	const reply =
		"Namaste, and thank you for writing to Unnati. Our team will share pricing for your three campuses and call your training and placement cell this week.";
	await drawer.getByLabel("Your reply").fill(reply);
	await drawer.getByRole("button", { name: "Send reply" }).click();
	await expect(drawer.getByText(`Reply sent to ${SENDER}.`)).toBeVisible();
	// The newest reply is last (a retried run finds the first run's reply above it).
	const sent = drawer.getByRole("article").filter({ hasText: reply }).last();
	await expect(sent.getByText(`Sent to ${SENDER}`)).toBeVisible();

	await drawer.getByRole("combobox", { name: "Status" }).selectOption("handled");
	await expect(drawer.getByText(/^Handled on /)).toBeVisible();
	await expect(drawer.getByRole("combobox", { name: "Status" })).toHaveValue("handled");

	await page.keyboard.press("Escape");
	await expect(drawer).toBeHidden();
	const row = requests.getByRole("row").filter({ hasText: ORGANIZATION });
	await expect(row.getByText("Handled", { exact: true })).toBeVisible();
});
