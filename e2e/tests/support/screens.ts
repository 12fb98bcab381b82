import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { AccountName } from "./sessions";

/**
 * The web app's screens as the build lists them (apps/web/dist/screens.json, written by
 * apps/web/scripts/prerender.mjs from the same feature definitions the router composes), so a spec
 * that walks them covers a screen the day it is registered.
 */
export interface Screen {
	/** A route pattern, e.g. "/exam-results/:attemptId". */
	path: string;
	/** "public", or the role whose guard lets it in. */
	access: string;
	frame: "public" | "bare" | "role" | "fullscreen";
}

const SCREENS_FILE = path.resolve(
	path.dirname(fileURLToPath(import.meta.url)),
	"../../../apps/web/dist/screens.json",
);

export function registeredScreens(): Screen[] {
	if (!fs.existsSync(SCREENS_FILE)) {
		throw new Error(`${SCREENS_FILE} is missing: build the web app first (npm run test:e2e builds it)`);
	}
	return JSON.parse(fs.readFileSync(SCREENS_FILE, "utf8")) as Screen[];
}

/** The demo account each role's screens are opened with (sessions.ts signs each in once per run). */
export const ACCOUNT_BY_ROLE: Record<string, AccountName> = {
	ROLE_STUDENT: "22CSE011",
	ROLE_COLLEGE: "college@dit.example.org",
	ROLE_DEPARTMENT: "hod.cse@dit.example.org",
	ROLE_MENTOR: "FAC1001",
	ROLE_PRINCIPAL: "principal@dit.example.org",
	ROLE_ADMIN: "admin@unnati.example.org",
	ROLE_EXAM_ADMIN: "examadmin@dit.example.org",
	ROLE_INSTRUCTOR: "instructor@dit.example.org",
	ROLE_INSTRUCTOR_ADMIN: "instructor.admin@dit.example.org",
	ROLE_CONNECTIN_ADMIN: "connectin@dit.example.org",
	ROLE_QUESTION_BANK_ADMIN: "questionbank@dit.example.org",
	ROLE_CAREER_COUNSELOR: "counselor@dit.example.org",
	ROLE_PAT: "pat@dit.example.org",
	ROLE_RECRUITER: "recruiter@talentbridge.example.com",
};

/** A route pattern as a test of an address's path (React Router's matching: any case, optional trailing slash). */
export function patternRegExp(pattern: string): RegExp {
	const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, "\\$&");
	const body = pattern
		.split("/")
		.filter((segment) => segment !== "")
		.map((segment) => (segment.startsWith(":") ? "/([^/]+)" : `/${escapeRegExp(segment)}`))
		.join("");
	return new RegExp(`^${body || "/"}/?$`, "i");
}

/** The values of a pattern's parameters in `pathname`, in order, or null when it does not match. */
export function paramValues(pattern: string, pathname: string): string[] | null {
	const match = patternRegExp(pattern).exec(pathname);
	return match ? match.slice(1) : null;
}

/** `pattern` with its parameters filled in order. */
export function fillPattern(pattern: string, values: readonly string[]): string {
	let next = 0;
	return pattern.replace(/:[A-Za-z]+/g, () => values[next++] ?? "");
}

/** Every same-origin link's path on the page, to find real ids for screens with parameters. */
export async function linkedPaths(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll("a[href]")]
			.map((a) => new URL((a as HTMLAnchorElement).href, location.href))
			.filter((url) => url.origin === location.origin)
			.map((url) => url.pathname),
	);
}

/**
 * How long a screen may take to show its heading and data. A screen that appears in 1 s on a quiet
 * machine took 12-18 s at load 25-28 on 2 cores; a settled screen returns at once.
 */
const SETTLE_TIMEOUT = 45_000;

/**
 * Waits until the screen has shown its level-1 heading and every loading placeholder (QueryState's
 * busy regions, the lazy screen's spinner) has gone. Returns what did not happen in time instead of
 * throwing, so the caller still checks the screen as it stands.
 */
export async function settle(page: Page): Promise<string[]> {
	const problems: string[] = [];
	try {
		// A pre-rendered page is inert, outside the accessibility tree, until the app has taken it over.
		await expect(page.locator("#root[inert]")).toHaveCount(0, { timeout: SETTLE_TIMEOUT });
	} catch {
		problems.push("never hydrated");
	}
	try {
		await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: SETTLE_TIMEOUT });
	} catch {
		problems.push("no visible level-1 heading");
	}
	try {
		await expect(page.locator('[aria-busy="true"], [role="status"][aria-label="Loading"]')).toHaveCount(0, {
			timeout: SETTLE_TIMEOUT,
		});
	} catch {
		problems.push("still loading");
	}
	return problems;
}

/**
 * Opens `address` through the app's router, as a link of the side bar would, and waits until a
 * level-1 heading other than the previous screen's is shown: the router keeps the old screen on
 * show while the new one's code loads, so the old heading is marked first. False when no new heading
 * appeared in 10 s (a screen without one, or one whose heading element React kept): the caller then
 * loads the address instead, and checks the screen as it stands.
 */
export async function routeTo(page: Page, address: string): Promise<boolean> {
	await page.evaluate((to) => {
		for (const heading of document.querySelectorAll("h1")) heading.setAttribute("data-walked", "");
		window.history.pushState(null, "", to);
		window.dispatchEvent(new PopStateEvent("popstate"));
	}, address);
	try {
		await expect(page.locator("h1:not([data-walked])").first()).toBeVisible({ timeout: 10_000 });
		return true;
	} catch {
		return false;
	}
}

/**
 * Rules whose impact axe rates below serious but that the bar (WCAG 2.2 AA, RPwD Act 2016) makes
 * required here: every screen has one main landmark and a level-1 heading.
 */
const REQUIRED_RULES = new Set(["landmark-one-main", "page-has-heading-one"]);

/** axe's serious and critical violations on the page (and the required rules), one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
	// Legacy mode: one axe.run in the page. The default also runs axe in every frame and combines the
	// results in a blank page of its own, a second page per check; the app's screens have no frames.
	const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
	return violations
		.filter((v) => v.impact === "serious" || v.impact === "critical" || REQUIRED_RULES.has(v.id))
		.map(
			(v) =>
				`${v.impact} ${v.id} (${v.help}) at ${v.nodes
					.slice(0, 3)
					.map((node) => node.target.join(" "))
					.join(" | ")}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ""}`,
		);
}
