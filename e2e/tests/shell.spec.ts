import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const unknownPath = "/no-such-page";

/** Collects console errors and uncaught exceptions; a CSP violation shows up here as a console error. */
function collectErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on("console", (message) => {
		if (message.type() === "error") errors.push(message.text());
	});
	page.on("pageerror", (error) => {
		errors.push(error.message);
	});
	return errors;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
	const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
	expect(results.violations).toEqual([]);
}

test.describe("404 screen", () => {
	test("an unknown path shows Page Not Found from the SPA fallback", async ({ page }) => {
		const response = await page.goto(unknownPath);

		expect(response?.status()).toBe(200);
		await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
		await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
		await expect(page).toHaveTitle("Page Not Found · Unnati");
	});

	test("Go to Homepage lands on the home page", async ({ page }) => {
		await page.goto(unknownPath);

		await page.getByRole("button", { name: "Go to Homepage" }).click();

		await page.waitForURL((url) => url.pathname === "/");
		await expect(page.getByRole("heading", { level: 1 })).toContainText("Indian colleges");
	});

	test("Go Back returns to the page the visitor came from", async ({ page }) => {
		await page.goto("/");
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
		await page.goto(unknownPath);

		await page.getByRole("button", { name: "Go Back" }).click();

		await page.waitForURL((url) => url.pathname === "/");
		await expect(page.getByRole("heading", { level: 1 })).toContainText("Indian colleges");
	});

	test("has no WCAG 2 A/AA violations", async ({ page }) => {
		await page.goto(unknownPath);
		await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();

		await expectNoAxeViolations(page);
	});

	test("logs no errors", async ({ page }) => {
		const errors = collectErrors(page);

		await page.goto(unknownPath);
		await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();

		expect(errors).toEqual([]);
	});

	test.describe("on a 375 px wide phone", () => {
		test.use({ viewport: { width: 375, height: 667 } });

		test("fits without horizontal scrolling", async ({ page }) => {
			await page.goto(unknownPath);
			await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
			await expect(page.getByRole("button", { name: "Go to Homepage" })).toBeInViewport();

			const overflow = await page.locator("html").evaluate((html) => html.scrollWidth - html.clientWidth);
			expect(overflow).toBe(0);
		});
	});
});

test.describe("home page", () => {
	test("has no WCAG 2 A/AA violations", async ({ page }) => {
		await page.goto("/");
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

		await expectNoAxeViolations(page);
	});

	test("logs no errors", async ({ page }) => {
		const errors = collectErrors(page);

		await page.goto("/");
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

		expect(errors).toEqual([]);
	});
});
