import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { SUPPORT_MESSAGES } from "@unnati/contracts";
import { openSignedIn } from "./support/sessions";

// The server takes 10 reports and feedback per client per hour: this file sends one of each.

/** A 1×1 PNG, enough for the server's check of the bytes. */
const PNG_1PX =
	"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

async function openAdminList(page: Page, link: string, heading: string, search: string) {
	await openSignedIn(page, "admin@unnati.example.org");
	// The side bar's entry: the dashboard's inbox links to the same list under the same name.
	await page
		.getByRole("navigation", { name: "Platform navigation" })
		.getByRole("link", { name: link })
		.click();
	await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
	await page.getByRole("searchbox", { name: /search/i }).fill(search);
	await page.waitForURL((url) => url.searchParams.get("q") === search);
	const table = page.getByRole("table", { name: heading });
	await expect(table.getByRole("row")).toHaveCount(2);
	return table;
}

test("the help center's cards lead to the report and feedback forms", async ({ page }) => {
	await page.goto("/help");
	await page.getByRole("link", { name: "Submit a Report" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "Report an Issue" })).toBeVisible();
	await expect(page).toHaveURL(/\/report$/);

	await page.goBack();
	await page.getByRole("link", { name: "Give Feedback" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "Submit Feedback" })).toBeVisible();
	await expect(page).toHaveURL(/\/feedback$/);
});

test("a report with a screenshot reaches the admin, picture included", async ({ page }) => {
	const token = `e2e${Date.now().toString(36)}`;
	await page.goto("/report");
	await page.getByRole("combobox", { name: /what is the problem about/i }).selectOption("exam");
	await page.getByRole("button", { name: "Submit Report" }).click();
	await expect(page.getByText(SUPPORT_MESSAGES.descriptionTooShort)).toBeVisible();

	const description = `The timer of my mock exam stopped at 12:00 and never moved again ${token}`;
	await page.getByRole("textbox", { name: /what happened/i }).fill(description);
	await page
		.locator('input[type="file"]')
		.setInputFiles({ name: "timer.png", mimeType: "image/png", buffer: Buffer.from(PNG_1PX, "base64") });
	await expect(page.getByRole("img", { name: "Preview of the chosen screenshot" })).toBeVisible();
	await page.getByRole("button", { name: "Submit Report" }).click();
	await expect(page.getByText(SUPPORT_MESSAGES.reportReceived)).toBeVisible();

	const table = await openAdminList(page, "Issue reports", "Issue reports", token);
	await expect(table.getByText(description)).toBeVisible();
	const thumbnail = table.getByRole("img", { name: "Screenshot attached to the report" });
	await expect(thumbnail).toBeVisible();
	await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test("feedback reaches the admin", async ({ page }) => {
	const token = `e2e${Date.now().toString(36)}`;
	await page.goto("/feedback");
	await page.getByRole("button", { name: "Send Feedback" }).click();
	await expect(page.getByText(SUPPORT_MESSAGES.ratingRequired)).toBeVisible();

	const star = page.getByRole("radio", { name: "4 out of 5: Good" });
	await page.locator(`label[for="${await star.getAttribute("id")}"]`).click();
	await expect(star).toBeChecked();
	const comments = `The mock tests before placements helped our whole batch ${token}`;
	await page.getByRole("textbox", { name: /comments/i }).fill(comments);
	await page.getByRole("button", { name: "Send Feedback" }).click();
	await expect(page.getByText(SUPPORT_MESSAGES.feedbackReceived)).toBeVisible();

	const table = await openAdminList(page, "Feedback", "Feedback", token);
	await expect(table.getByText(comments)).toBeVisible();
	await expect(table.getByText("4 out of 5")).toBeVisible();
});

for (const [path, h1] of [
	["/contactus", "Contact Us"],
	["/report", "Report an Issue"],
	["/feedback", "Submit Feedback"],
] as const) {
	test.describe(path, () => {
		test("has no serious or critical accessibility violation", async ({ page }) => {
			await page.goto(path);
			await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
			const results = await new AxeBuilder({ page }).analyze();
			const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
			expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
		});

		test.describe("at 360 px", () => {
			test.use({ viewport: { width: 360, height: 740 } });
			test("does not scroll sideways", async ({ page }) => {
				await page.goto(path);
				await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
				const overflow = await page.locator("html").evaluate((html) => html.scrollWidth - html.clientWidth);
				expect(overflow).toBeLessThanOrEqual(0);
			});
		});
	});
}
