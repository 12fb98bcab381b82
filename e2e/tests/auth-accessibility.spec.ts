import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openSignedIn } from "./support/sessions";

test.describe("accessibility and errors", () => {
	for (const path of [
		"/login",
		"/instructor-login",
		"/signup",
		"/signup?role=college",
		"/forgot-password",
		"/reset-password",
	]) {
		test(`${path} has no WCAG 2 A/AA violations and logs no errors`, async ({ page }) => {
			const errors: string[] = [];
			page.on("console", (message) => {
				if (message.type() === "error") errors.push(message.text());
			});
			page.on("pageerror", (error) => errors.push(error.message));
			await page.goto(path);
			await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

			const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
			expect(results.violations).toEqual([]);
			expect(errors).toEqual([]);
		});
	}

	test("a role's home screen has no WCAG 2 A/AA violations", async ({ page }) => {
		await openSignedIn(page, "hod.cse@dit.example.org");
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
		await expect(page.getByText(/students?$/)).toBeVisible();

		const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
		expect(results.violations).toEqual([]);
	});
});
