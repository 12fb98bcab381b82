import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";

// A demo student no other spec signs in as: this file creates and changes their resumes.
const ROLL_NO = "22CSE012";

const JOB = `Job Title: Backend Developer
Location: Bengaluru
We are hiring freshers (2026 batch) to build Java services.
Skills: Java, SQL, Docker and Git. Good communication.`;

async function matchScore(page: Page): Promise<number> {
	const score = page.getByTestId("match-score");
	await expect(score).toBeVisible();
	return Number(await score.textContent());
}

test("a student matches a job description, adds a missing skill in the builder, and exports a PDF and JSON Resume that come back whole", async ({
	page,
}) => {
	test.setTimeout(180_000);
	// Signed in through the API (the login form has its own specs); the cookie is the browser's.
	const login = await page.context().request.post("/api/auth/login", {
		data: { username: ROLL_NO, password: "Student@123", loginType: "student" },
	});
	expect(login.status(), await login.text()).toBe(200);

	// A new resume, prefilled from the profile, opens in the builder.
	await page.goto("/dashboard/my-resumes");
	await expect(page.getByRole("heading", { level: 1, name: "My resumes" })).toBeVisible();
	await page.getByRole("button", { name: "New resume" }).click();
	await expect(page).toHaveURL(/\/dashboard\/jd\/resume-builder\?id=/);
	const resumeId = new URL(page.url()).searchParams.get("id") ?? "";
	await expect(page.getByLabel("Full name")).not.toHaveValue("");

	// Paste the job description: a score, and Docker among the missing skills.
	await page.goto(`/dashboard/jd?resume=${resumeId}`);
	await page.getByLabel("Job description", { exact: true }).fill(JOB);
	await page.getByRole("button", { name: "Match", exact: true }).click();
	const before = await matchScore(page);
	const missing = page.getByTestId("skills-missing");
	await expect(missing).toContainText("Docker");

	// "Add" opens the builder at the skills section; the new skill is autosaved and the score rises.
	await missing
		.getByRole("listitem")
		.filter({ hasText: "Docker" })
		.getByRole("link", { name: "Add" })
		.click();
	await expect(page).toHaveURL(/section=skills/);
	await page.getByRole("button", { name: "Add skill group" }).click();
	await page.getByLabel("Group", { exact: true }).fill("Tools");
	await page.getByLabel("Skills (comma-separated)").fill("Java, SQL, Docker, Git");
	await expect(page.getByText(/Saved · version \d+/)).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId("builder-score")).toContainText(`(was ${before})`, { timeout: 30_000 });

	await page.goto(`/dashboard/jd?resume=${resumeId}`);
	await expect(page.getByLabel("Job description", { exact: true })).toHaveValue(JOB);
	await page.getByRole("button", { name: "Match", exact: true }).click();
	await expect(page.getByTestId("skills-missing")).not.toContainText("Docker");
	expect(await matchScore(page)).toBeGreaterThan(before);

	// The PDF is text: pdftotext reads the name and the new skills back.
	await page.goto(`/dashboard/jd/resume-builder?id=${resumeId}`);
	const name = await page.getByLabel("Full name").inputValue();
	const pdfDownload = page.waitForEvent("download");
	await page.getByRole("link", { name: "Download PDF" }).click();
	const pdfPath = await (await pdfDownload).path();
	const text = execFileSync("pdftotext", [pdfPath, "-"], { encoding: "utf8" });
	expect(text).toContain(name);
	expect(text).toContain("Java, SQL, Docker, Git");

	// JSON Resume out and back in: the imported resume exports the same document.
	const jsonDownload = page.waitForEvent("download");
	await page.getByRole("link", { name: "Export JSON Resume" }).click();
	const jsonPath = await (await jsonDownload).path();
	const exported = JSON.parse(readFileSync(jsonPath, "utf8"));
	expect(exported.basics.name).toBe(name);

	await page.goto("/dashboard/my-resumes");
	await page.locator('input[type="file"][accept^="application/json"]').setInputFiles({
		name: "Imported round trip.json",
		mimeType: "application/json",
		buffer: readFileSync(jsonPath),
	});
	await expect(page.getByText('Imported "Imported round trip".')).toBeVisible();
	const list = (await (await page.request.get("/api/resumes")).json()) as {
		resumes: { id: string; title: string }[];
	};
	const imported = list.resumes.find((r) => r.title === "Imported round trip");
	expect(imported).toBeDefined();
	const again = await (await page.request.get(`/api/resumes/${imported?.id}/json-resume`)).json();
	const { lastModified: _a, ...metaBefore } = exported.meta;
	const { lastModified: _b, ...metaAfter } = again.meta;
	expect({ ...again, meta: metaAfter }).toEqual({ ...exported, meta: metaBefore });
});
