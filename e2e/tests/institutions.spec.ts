import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { openSignedIn } from "./support/sessions";

test("the college admin sees the at-risk students with reasons, narrows them and downloads them as CSV", async ({
	page,
}) => {
	await openSignedIn(page, "college@dit.example.org");
	await expect(page.getByText(/^Demo Institute of Technology · term /)).toBeVisible();
	await expect(page.getByRole("img", { name: /^Average exam score by department: CSE/ })).toBeVisible();
	const atRisk = page.getByRole("table", { name: "At-risk students" });
	await page.getByLabel("Search").fill("22CSE001");
	await expect(atRisk.getByText("Missed Aptitude Practice Test 1").first()).toBeVisible();
	await page.getByLabel("Search").fill("");
	await page.getByLabel("Department", { exact: true }).selectOption("ECE");
	await expect(atRisk.locator("tbody tr").first()).toContainText("ECE");
	const [download] = await Promise.all([
		page.waitForEvent("download"),
		page.getByRole("button", { name: "Download CSV" }).click(),
	]);
	expect(download.suggestedFilename()).toBe("at-risk-students.csv");
	const text = fs.readFileSync((await download.path()) as string, "utf8").replace(/^\uFEFF/, "");
	expect(text.split("\r\n")[0]).toBe("Roll number,Name,Department,Year and section,Why");
	expect(text).not.toContain("CSE,");

	await page.getByRole("link", { name: "Aptitude Practice Test 1" }).click();
	await expect(page).toHaveURL(/\/collegedashboard\/Aptitude%20Practice%20Test%201$/);
});

test("the department head filters their students to the at-risk ones", async ({ page }) => {
	await openSignedIn(page, "hod.cse@dit.example.org");
	await expect(page.getByText(/\(CSE\), Demo Institute of Technology · term /)).toBeVisible();
	await page.getByLabel("At risk only").check();
	const table = page.getByRole("table", { name: "Each student's standing" });
	await expect(table.locator("tbody tr").first()).not.toContainText("On track");
	await expect(page.getByRole("table", { name: "Mentors' coverage" })).toBeVisible();
});

test("the mentor opens the mentee who needs them most and logs a meeting", async ({ page }) => {
	await openSignedIn(page, "FAC1001");
	const mentees = page.getByRole("table", { name: "Your mentees" });
	const first = mentees.locator("tbody tr").first();
	await expect(first).not.toContainText("None");
	await first.getByRole("link").first().click();
	await expect(page).toHaveURL(/\/mentordashboard\/mentees\/[0-9a-f-]{36}$/);
	await expect(page.getByRole("region", { name: "Alerts" }).getByRole("listitem").first()).toBeVisible();
	await page.getByLabel("What you discussed").fill("Planned a catch-up on the missed aptitude test topics.");
	await page.getByLabel("Next steps (optional)").fill("Sit the next practice test on Unnati.");
	await page.getByRole("button", { name: "Log meeting" }).click();
	await expect(page.getByText("Meeting logged.")).toBeVisible();
	await expect(page.getByText("Planned a catch-up on the missed aptitude test topics.")).toBeVisible();
	await page.getByRole("link", { name: "My sessions" }).click();
	await expect(
		page
			.getByRole("table", { name: "My sessions" })
			.getByText("Planned a catch-up on the missed aptitude test topics."),
	).toBeVisible();
});
