import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const heroTitle = /exams, learning and placements for indian colleges/i;

/**
 * Opens `/` and waits until React has taken over its pre-rendered markup (landing.html, written by
 * apps/web/scripts/prerender.mjs): the hero shows before the app's scripts have even been fetched, and
 * a click before then would be a click on plain HTML. React queues and replays clicks that come while it
 * is still hydrating, so the moment hydrateRoot has claimed #root is enough.
 */
async function openLanding(page: Page): Promise<void> {
	await page.goto("/");
	await expect(page.getByRole("heading", { level: 1, name: heroTitle })).toBeVisible();
	await page.waitForFunction(() =>
		Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer$")),
	);
}

/**
 * Scrolls down step by step, as a reader would, until every lazily loaded section and the footer's
 * links have arrived (each loads only when scrolled near).
 */
async function revealAllSections(page: Page): Promise<void> {
	const footerLinks = page.getByRole("navigation", { name: "Footer" });
	for (let step = 0; step < 80; step++) {
		const sections = await page.locator("[data-home-section]").count();
		if (sections === 10 && (await footerLinks.count()) === 1) return;
		await page.evaluate(() => window.scrollBy(0, 400));
		await page.waitForTimeout(50);
	}
	throw new Error("the sections did not all load while scrolling");
}

/** The number (1-based) of the slide whose dot is marked current. */
async function currentSlide(page: Page): Promise<number> {
	const dots = page.getByRole("button", { name: /^Show slide \d of 3$/ });
	const states = await dots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-current")));
	return states.indexOf("true") + 1;
}

/**
 * Opens the landing page on a paused fake clock, so the carousel's timers fire only when the test runs
 * the clock; then restarts auto-play from slide 1 (a dot click, then the pointer and focus leave).
 */
async function openWithPausedClock(page: Page): Promise<void> {
	const start = new Date("2026-01-05T09:00:00+05:30");
	await page.clock.install({ time: start });
	await openLanding(page);
	await page.clock.pauseAt(new Date(start.getTime() + 60_000));
	await page.getByRole("button", { name: "Show slide 1 of 3" }).click();
	// Hover and focus pause the carousel: take both away.
	await page.getByRole("button", { name: "Show slide 1 of 3" }).blur();
	await page.mouse.move(0, 0);
	await expect.poll(() => currentSlide(page)).toBe(1);
}

function collectErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on("console", (message) => {
		if (message.type() === "error") errors.push(message.text());
	});
	page.on("pageerror", (error) => errors.push(error.message));
	return errors;
}

test.describe("top bar", () => {
	test.use({ viewport: { width: 1280, height: 800 } });

	for (const [name, path, h1] of [
		["About", "/aboutus", "Progress for every student, on every campus"],
		["Roles", "/choose-roles", "Choose your role"],
		["Pricing", "/pricing", "Pricing"],
		["Help", "/help", "How can we help you today?"],
	] as const) {
		test(`${name} leads to ${path}`, async ({ page }) => {
			await openLanding(page);

			await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();

			await expect(page).toHaveURL(path);
			await expect(page.getByRole("heading", { level: 1, name: h1, exact: true })).toBeVisible();
		});
	}

	test("Contact, Login and Sign Up lead to their screens, and the logo back home", async ({ page }) => {
		await openLanding(page);
		const menu = page.getByRole("navigation", { name: "Main" });

		await menu.getByRole("link", { name: "Contact", exact: true }).click();
		await expect(page).toHaveURL("/contactus");
		await menu.getByRole("link", { name: "Login", exact: true }).click();
		await expect(page).toHaveURL("/login");
		await menu.getByRole("link", { name: "Sign Up", exact: true }).click();
		await expect(page).toHaveURL("/signup");
		await page.getByRole("link", { name: "Unnati home" }).click();
		await expect(page).toHaveURL("/");
	});

	test("stays fixed and narrows after more than 100 px of scrolling", async ({ page }) => {
		await openLanding(page);
		const bar = page.getByRole("banner");
		const tall = (await bar.boundingBox())?.height ?? 0;

		await page.mouse.wheel(0, 600);

		await expect(bar).toHaveAttribute("data-narrow", "true");
		await expect.poll(async () => (await bar.boundingBox())?.height ?? 0).toBeLessThan(tall - 10);
		expect((await bar.boundingBox())?.y).toBe(0);

		await page.evaluate(() => window.scrollTo(0, 0));
		await expect(bar).not.toHaveAttribute("data-narrow");
	});
});

test.describe("on a 375 px phone", () => {
	test.use({ viewport: { width: 375, height: 740 } });

	test("the menu opens behind a toggle and closes after a link", async ({ page }) => {
		await openLanding(page);
		const toggle = page.getByRole("button", { name: "Toggle navigation" });
		await expect(toggle).toHaveAttribute("aria-expanded", "false");
		await expect(page.getByRole("link", { name: "Pricing", exact: true })).toBeHidden();

		await toggle.click();

		await expect(toggle).toHaveAttribute("aria-expanded", "true");
		const menuId = await toggle.getAttribute("aria-controls");
		const menu = page.locator(`[id="${menuId}"]`);
		await expect(menu.getByRole("link", { name: "Sign Up" })).toBeVisible();
		await menu.getByRole("link", { name: "Pricing", exact: true }).click();
		await expect(page).toHaveURL("/pricing");
		await expect(toggle).toHaveAttribute("aria-expanded", "false");
	});

	test("fits without horizontal scrolling", async ({ page }) => {
		await openLanding(page);
		await revealAllSections(page);

		expect(await page.locator("html").evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
	});
});

test.describe("hero", () => {
	test.use({ viewport: { width: 1280, height: 800 } });

	test("links to about, pricing, help, a demo and login", async ({ page }) => {
		await openLanding(page);
		const hero = page.getByRole("region", { name: heroTitle });

		for (const [name, href] of [
			["Learn More About Us", "/aboutus"],
			["View Pricing Plans", "/pricing"],
			["Help Center", "/help"],
			["Request a Demo", "/contactus"],
			["Login", "/login"],
		] as const) {
			await expect(hero.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
		}
		await hero.getByRole("link", { name: "Request a Demo" }).click();
		await expect(page).toHaveURL("/contactus");
	});

	test("the carousel advances every 3000 ms", async ({ page }) => {
		await openWithPausedClock(page);

		await page.clock.runFor(2999);
		expect(await currentSlide(page)).toBe(1);
		await page.clock.runFor(1);
		await expect.poll(() => currentSlide(page)).toBe(2);
		await page.clock.runFor(3000);
		await expect.poll(() => currentSlide(page)).toBe(3);
	});

	test("a swipe of more than 50 px changes the slide and pauses auto-play for 5000 ms", async ({ page }) => {
		await openWithPausedClock(page);
		const slide = page.getByRole("group", { name: "1 of 3" });
		await slide.scrollIntoViewIfNeeded();
		const box = await slide.boundingBox();
		if (!box) throw new Error("no slide");
		const y = box.y + box.height / 2;
		const x = box.x + box.width / 2;

		await page.mouse.move(x, y);
		await page.mouse.down();
		await page.mouse.move(x - 40, y, { steps: 4 });
		await page.mouse.move(x - 80, y, { steps: 4 });
		await page.mouse.up();
		await page.mouse.move(0, 0);
		await expect.poll(() => currentSlide(page)).toBe(2);

		await page.clock.runFor(4999);
		expect(await currentSlide(page)).toBe(2);
		await page.clock.runFor(1);
		await page.clock.runFor(2999);
		expect(await currentSlide(page)).toBe(2);
		await page.clock.runFor(1);
		await expect.poll(() => currentSlide(page)).toBe(3);
	});

	test("a drag of 40 px does not change the slide", async ({ page }) => {
		await openWithPausedClock(page);
		const box = await page.getByRole("group", { name: "1 of 3" }).boundingBox();
		if (!box) throw new Error("no slide");

		await page.mouse.move(box.x + box.width / 2, box.y + 100);
		await page.mouse.down();
		await page.mouse.move(box.x + box.width / 2 - 40, box.y + 100, { steps: 4 });
		await page.mouse.up();
		await page.mouse.move(0, 0);

		expect(await currentSlide(page)).toBe(1);
		await page.clock.runFor(3000);
		await expect.poll(() => currentSlide(page)).toBe(2);
	});

	test("a dot or a side slide jumps to its slide", async ({ page }) => {
		await openWithPausedClock(page);

		await page.getByRole("button", { name: "Show slide 3 of 3" }).click();
		await expect.poll(() => currentSlide(page)).toBe(3);

		// Slide 1 now sits to the right of slide 3; click its visible part.
		await page.getByRole("group", { name: "1 of 3" }).click({ position: { x: 250, y: 100 } });
		await expect.poll(() => currentSlide(page)).toBe(1);
	});
});

test.describe("sections", () => {
	test("appear in the spec's order, with the footer last", async ({ page }) => {
		await openLanding(page);
		await revealAllSections(page);

		const order = await page
			.locator("[data-home-section]")
			.evaluateAll((sections) => sections.map((s) => s.getAttribute("data-home-section")));
		expect(order).toEqual([
			"build-skills",
			"analytics",
			"proctoring",
			"features",
			"resume-builder",
			"mock-interview",
			"audiences",
			"partners",
			"quick-links",
			"newsletter",
		]);
		const footerAfterMain = await page.evaluate(() => {
			const main = document.querySelector("main");
			const footer = document.querySelector("footer");
			return Boolean(
				main && footer && main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
			);
		});
		expect(footerAfterMain).toBe(true);
	});

	test("a section shows 'Loading...' while its chunk loads", async ({ page }) => {
		let release: () => void = () => {};
		const held = new Promise<void>((resolve) => {
			release = resolve;
		});
		await page.route(/\/assets\/newsletter-section-[^/]+\.js$/, async (route) => {
			await held;
			await route.continue();
		});
		await openLanding(page);
		await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(11);

		const quickLinks = page.getByRole("heading", { level: 2, name: "Find what you came for" });
		for (let step = 0; step < 80 && (await quickLinks.count()) === 0; step++) {
			await page.evaluate(() => window.scrollBy(0, 400));
			await page.waitForTimeout(50);
		}
		await page.evaluate(() => window.scrollBy(0, 800));
		await expect(page.getByRole("status").filter({ hasText: "Loading..." }).first()).toBeVisible();
		await expect(page.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
		release();

		await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
		// The sections that arrive change the page's height, and with it where its bottom is: scroll again
		// until the footer's links, the last to load, have come in.
		await expect(async () => {
			await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
			await expect(page.getByText("Loading...")).toHaveCount(0, { timeout: 2_000 });
		}).toPass();
	});

	test("the newsletter subscribes an address once", async ({ page }) => {
		await openLanding(page);
		await revealAllSections(page);
		const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@college.example.org`;
		const field = page.getByLabel("Email address");
		const subscribe = page.getByRole("button", { name: "Subscribe" });

		await field.fill(email);
		await subscribe.click();
		await expect(page.getByRole("status").filter({ hasText: "Subscribed!" })).toBeVisible();

		await subscribe.click();
		await expect(page.getByRole("status").filter({ hasText: /already subscribed/i })).toBeVisible();

		await field.fill("not-an-email");
		await subscribe.click();
		await expect(
			page.getByRole("alert").filter({ hasText: "Please enter a valid email address." }),
		).toBeVisible();
	});
});

test.describe("footer", () => {
	test("marks the current route's link on /pricing", async ({ page }) => {
		await page.goto("/pricing");
		const footer = page.getByRole("contentinfo");
		// The footer's links load as the reader scrolls near them.
		await footer.scrollIntoViewIfNeeded();

		await expect(footer.getByRole("link", { name: "Pricing Plans" })).toHaveAttribute("aria-current", "page");
		await expect(footer.getByRole("link", { name: "Help Center" })).not.toHaveAttribute("aria-current");
		await expect(footer).toContainText("©2025 copyrights reserved by Unnati");
		for (const name of ["Email Unnati", "Unnati on LinkedIn", "Unnati on X", "Unnati on YouTube"]) {
			await expect(footer.getByRole("link", { name })).toBeVisible();
		}
	});
});

test.describe("pre-rendering", () => {
	test("/ arrives with the hero in its HTML and hydrates without a mismatch", async ({ page, request }) => {
		const html = await (await request.get("/")).text();
		expect(html).toMatch(/<h1[^>]*>Exams, learning and placements for Indian colleges, in one place<\/h1>/);
		// React reports a hydration mismatch with reportError, which reaches the page only as an error event.
		await page.addInitScript(() =>
			window.addEventListener("error", (event) => console.error(`error event: ${event.message}`)),
		);
		const errors = collectErrors(page);

		await openLanding(page);
		await page.getByRole("button", { name: "Show slide 2 of 3" }).click();

		await expect.poll(() => currentSlide(page)).toBe(2);
		expect(errors).toEqual([]);
	});

	test("a public page arrives rendered but inert until the app takes it over", async ({ page, request }) => {
		const html = await (await request.get("/pricing")).text();
		expect(html).toContain('<div id="root" inert aria-disabled="true">');
		expect(html).toMatch(/<h1[^>]*>Pricing<\/h1>/);

		await page.goto("/pricing");
		await expect(page.locator("#root")).not.toHaveAttribute("inert");
		await expect(page.getByRole("link", { name: "Request a Demo" })).toBeEnabled();
	});

	test("a signed-in screen still gets the empty page that the browser renders", async ({ request }) => {
		const html = await (await request.get("/dashboard")).text();
		expect(html).toContain('<div id="root"></div>');
	});
});

test.describe("quality", () => {
	test("no serious or critical axe violations and no console errors", async ({ page }) => {
		const errors = collectErrors(page);
		await openLanding(page);
		await revealAllSections(page);
		await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();

		const results = await new AxeBuilder({ page })
			.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
			.analyze();
		const serious = results.violations
			.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
			.map((violation) => ({
				id: violation.id,
				targets: violation.nodes.map((node) => node.target.join(" ")),
			}));
		expect(serious).toEqual([]);
		expect(errors).toEqual([]);
	});
});
