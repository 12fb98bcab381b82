import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { openSignedIn } from "./support/sessions";

/** The item statistics CSV's header (contracts' ITEM_CSV_COLUMNS). */
const ITEMS_HEADER =
	"number,section,question,type,marks,attempts,facility_index,standard_deviation,discrimination_index," +
	"negative_discrimination,average_score,average_time_seconds,correct,partial,wrong,unanswered,option_shares";

/** The figure on the summary card labelled `label`. */
const card = (page: Page, label: string) =>
	page.getByLabel("Summary").locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

test("the exam admin opens the practice test's analytics, filters by section and downloads the item statistics", async ({
	page,
}) => {
	await openSignedIn(page, "examadmin@dit.example.org");
	await page.getByRole("link", { name: "Analytics of Aptitude Practice Test 1" }).click();
	await expect(page).toHaveURL(/\/examination-admin\/exam-analytics\/[0-9a-f-]{36}$/);
	await expect(
		page.getByRole("heading", { level: 1, name: "Analytics: Aptitude Practice Test 1" }),
	).toBeVisible();

	await expect(card(page, "Attempts")).toHaveText("142");
	await expect(page.getByRole("img", { name: /^Score distribution of 142 attempts/ })).toBeVisible();
	await expect(page.getByRole("img", { name: /^Section averages: Mixed Aptitude/ })).toBeVisible();
	await expect(page.getByRole("table", { name: "Item analysis" })).toBeVisible();

	// Section A: the demo college's section A students, a part of the 142.
	await page.getByLabel("Section", { exact: true }).selectOption("A");
	await expect(page).toHaveURL(/\?section=A$/);
	const status = page.getByText(/submitted attempts? match these filters\.$/);
	await expect(status).toBeVisible();
	const sectionA = Number((await status.textContent())?.split(" ")[0]);
	expect(sectionA).toBeGreaterThan(0);
	expect(sectionA).toBeLessThan(142);
	await expect(card(page, "Attempts")).toHaveText(String(sectionA));
	await expect(
		page.getByRole("img", { name: new RegExp(`^Score distribution of ${sectionA} attempts`) }),
	).toBeVisible();

	const [download] = await Promise.all([
		page.waitForEvent("download"),
		page.getByRole("link", { name: "Download item statistics (CSV)" }).click(),
	]);
	expect(download.suggestedFilename()).toBe("aptitude-practice-test-1-items.csv");
	const text = fs.readFileSync((await download.path()) as string, "utf8").replace(/^\uFEFF/, "");
	const lines = text.trimEnd().split("\r\n");
	expect(lines[0]).toBe(ITEMS_HEADER);
	const questions = await page.getByRole("table", { name: "Item analysis" }).locator("tbody tr").count();
	expect(questions).toBeGreaterThan(0);
	expect(lines).toHaveLength(1 + questions);
});

test("the college admin sees the practice test at /collegedashboard/{examTitle}", async ({ page }) => {
	await openSignedIn(page, "college@dit.example.org");
	await page.goto(`/collegedashboard/${encodeURIComponent("Aptitude Practice Test 1")}`);
	await expect(page.getByRole("heading", { level: 1, name: "Aptitude Practice Test 1" })).toBeVisible();
	await expect(page.getByText(/your college's students only/)).toBeVisible();
	await expect(card(page, "Attempts")).toHaveText("142");
	await expect(page.getByRole("img", { name: /^Score distribution of 142 attempts/ })).toBeVisible();
});
