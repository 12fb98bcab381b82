import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/** The public content pages of SPEC §2, with the page title and h1 each must show. */
const pages = [
	{ path: "/help", title: "Help Center · Unnati", h1: "How can we help you today?" },
	{ path: "/aboutus", title: "About Us · Unnati", h1: "Progress for every student, on every campus" },
	{ path: "/business-objectives", title: "Business Objectives · Unnati", h1: "Business Objectives" },
	{ path: "/pricing", title: "Pricing · Unnati", h1: "Pricing" },
	{ path: "/payment-methods", title: "Payment Methods · Unnati", h1: "Payment Methods" },
	{ path: "/choose-roles", title: "Choose Your Role · Unnati", h1: "Choose your role" },
	{ path: "/terms-and-conditions", title: "Terms & Conditions · Unnati", h1: "Terms and Conditions" },
	{ path: "/privacy-policy", title: "Privacy Policy · Unnati", h1: "Privacy Policy" },
	{ path: "/examination-guidelines", title: "Examination Guidelines · Unnati", h1: "Examination Guidelines" },
	{ path: "/support", title: "Support · Unnati", h1: "Support" },
] as const;

async function openPage(page: Page, path: string, h1: string): Promise<void> {
	await page.goto(path);
	await expect(page.getByRole("heading", { level: 1, name: h1, exact: true })).toBeVisible();
	// A pre-rendered page is inert until the app has taken it over (scripts/prerender.mjs).
	await expect(page.locator("#root")).not.toHaveAttribute("inert");
}

/** Serious and critical axe findings, summarised so that a failure says what and where. */
async function seriousViolations(page: Page) {
	const results = await new AxeBuilder({ page })
		.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
		.analyze();
	return results.violations
		.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
		.map((violation) => ({
			id: violation.id,
			help: violation.help,
			targets: violation.nodes.map((node) => node.target.join(" ")),
		}));
}

/** Console errors and uncaught exceptions; a Content-Security-Policy violation shows up as a console error. */
function collectErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on("console", (message) => {
		if (message.type() === "error") errors.push(message.text());
	});
	page.on("pageerror", (error) => errors.push(error.message));
	return errors;
}

async function horizontalOverflow(page: Page): Promise<number> {
	return page.locator("html").evaluate((html) => html.scrollWidth - html.clientWidth);
}

for (const { path, title, h1 } of pages) {
	test.describe(path, () => {
		test("has its page title and exactly one visible h1", async ({ page }) => {
			await openPage(page, path, h1);

			await expect(page).toHaveTitle(title);
			await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
			await expect(page.getByRole("main")).toContainText(h1);
		});

		test("logs no errors", async ({ page }) => {
			const errors = collectErrors(page);

			await openPage(page, path, h1);

			expect(errors).toEqual([]);
		});

		test("has no serious or critical axe violations", async ({ page }) => {
			await openPage(page, path, h1);

			expect(await seriousViolations(page)).toEqual([]);
		});

		test.describe("on a 360 px wide phone", () => {
			test.use({ viewport: { width: 360, height: 740 } });

			test("fits without horizontal scrolling", async ({ page }) => {
				await openPage(page, path, h1);

				expect(await horizontalOverflow(page)).toBe(0);
			});
		});

		test.describe("on a 1440 px wide desktop", () => {
			test.use({ viewport: { width: 1440, height: 900 } });

			test("fits without horizontal scrolling", async ({ page }) => {
				await openPage(page, path, h1);

				expect(await horizontalOverflow(page)).toBe(0);
			});
		});
	});
}

test.describe("business objectives tabs", () => {
	test("switch with the arrow keys and show each audience's objectives", async ({ page }) => {
		await openPage(page, "/business-objectives", "Business Objectives");

		await page.getByRole("tab", { name: "Students" }).focus();
		await page.keyboard.press("ArrowRight");

		await expect(page.getByRole("tab", { name: "Institutions" })).toHaveAttribute("aria-selected", "true");
		await expect(page.getByRole("heading", { level: 2, name: "Mentor-Mentee Mapping" })).toBeVisible();
		expect(await seriousViolations(page)).toEqual([]);
	});
});

test.describe("terms table of contents", () => {
	const sectionName = "12. Proctored Examinations and Academic Integrity";

	/** The section's top edge, relative to the bottom of the sticky top bar. */
	async function offsetBelowTopBar(page: Page, id: string): Promise<number> {
		const section = await page.locator(`#${id}`).boundingBox();
		const topBar = await page.getByRole("banner").boundingBox();
		if (!section || !topBar) throw new Error("section or top bar not rendered");
		return section.y - (topBar.y + topBar.height);
	}

	for (const viewport of [
		{ width: 1440, height: 900 },
		{ width: 360, height: 740 },
	]) {
		test.describe(`at ${viewport.width} px`, () => {
			test.use({ viewport });

			test("a contents link scrolls its section to the top, focuses it and keeps the hash", async ({
				page,
			}) => {
				await openPage(page, "/terms-and-conditions", "Terms and Conditions");

				await page
					.getByRole("navigation", { name: "Contents" })
					.getByRole("link", { name: sectionName })
					.click();

				await expect(page).toHaveURL(/\/terms-and-conditions#proctored-examinations$/);
				await expect(page.getByRole("heading", { level: 2, name: sectionName })).toBeFocused();
				// Smooth scrolling takes a moment: wait until the section sits just below the top bar, not under it.
				await expect
					.poll(() => offsetBelowTopBar(page, "proctored-examinations"), { timeout: 5000 })
					.toBeLessThan(40);
				expect(await offsetBelowTopBar(page, "proctored-examinations")).toBeGreaterThanOrEqual(0);
			});
		});
	}

	test("without animation when the reader prefers reduced motion", async ({ page }) => {
		await page.emulateMedia({ reducedMotion: "reduce" });
		await openPage(page, "/terms-and-conditions", "Terms and Conditions");

		await page
			.getByRole("navigation", { name: "Contents" })
			.getByRole("link", { name: "10. No Refunds" })
			.click();

		const offset = await offsetBelowTopBar(page, "no-refunds");
		expect(offset).toBeGreaterThanOrEqual(0);
		expect(offset).toBeLessThan(40);
	});

	test("a link with a section's hash opens the page at that section", async ({ page }) => {
		await openPage(page, "/terms-and-conditions#cancellation", "Terms and Conditions");

		await expect.poll(() => offsetBelowTopBar(page, "cancellation"), { timeout: 5000 }).toBeLessThan(40);
		expect(await offsetBelowTopBar(page, "cancellation")).toBeGreaterThanOrEqual(0);
	});
});
