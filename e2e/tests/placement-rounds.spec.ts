import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";

// Placement rounds (issue 19): the officer runs a drive's online test round through the exam engine
// and its interview round, with results from a CSV (one bad line listed and left out) and from the
// table, moving the passed students on each time; a student sees their rounds. Students 22ECE005-007
// are used by no other spec.

async function signedIn(browser: Browser, username: string, password: string, loginType: string) {
	// The origin header the server's CSRF check expects of a cookie-carrying write.
	const baseURL = test.info().project.use.baseURL ?? "";
	const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
	const login = await context.request.post("/api/auth/login", { data: { username, password, loginType } });
	expect(login.status(), await login.text()).toBe(200);
	return { page: await context.newPage(), request: context.request };
}

async function ok<T>(
	response: Promise<{ status(): number; json(): Promise<unknown>; text(): Promise<string> }>,
	status = 200,
) {
	const answered = await response;
	expect(answered.status(), await answered.text()).toBe(status);
	return (await answered.json()) as T;
}

const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000).toISOString();

async function makeDrive(request: APIRequestContext, seasonId: string, title: string) {
	return ok<{ id: string }>(
		request.post("/api/placements/drives", {
			data: {
				seasonId,
				companyName: "Tapti Semiconductors",
				companyCity: "Surat",
				title,
				roles: [title],
				ctcFixedInr: 4_80_000,
				ctcVariableInr: 20_000,
				location: "Ahmedabad",
				bondMonths: null,
				bondDetails: null,
				description:
					"Support customers who design power electronics with Tapti's microcontrollers and gate drivers.",
				applicationDeadline: days(7),
				driveDate: days(10),
				rounds: [
					{ name: "Online aptitude test", kind: "aptitude" },
					{ name: "Technical interview", kind: "technical_interview" },
				],
				rules: {
					batch: 2026,
					branches: ["ECE"],
					minCgpa: null,
					minTenthPercent: null,
					minTwelfthPercent: null,
					minDiplomaPercent: null,
					maxActiveBacklogs: null,
					maxPastBacklogs: null,
					maxGapYears: null,
					placedPolicy: "allow",
				},
			},
		}),
		201,
	);
}

test("the officer runs a test round and an interview round with bulk results; the student sees each round", async ({
	browser,
}) => {
	test.setTimeout(300_000);
	const title = `Field Application Engineer ${Date.now().toString(36)}`;
	const officer = await signedIn(browser, "pat@dit.example.org", "Placement@123", "pat");
	const { seasons } = await ok<{ seasons: { id: string; batch: number }[] }>(
		officer.request.get("/api/placements/seasons"),
	);
	const drive = await makeDrive(officer.request, seasons.find((s) => s.batch === 2026)?.id ?? "", title);

	// Three ECE students apply; the officer shortlists them (round 1).
	const rollNos = ["22ECE005", "22ECE006", "22ECE007"];
	const applications: string[] = [];
	let firstStudent: Page | null = null;
	for (const rollNo of rollNos) {
		const student = await signedIn(browser, rollNo, "Student@123", "student");
		firstStudent ??= student.page;
		const resume = await ok<{ id: string }>(
			student.request.post("/api/resumes", { data: { title: "Campus resume" } }),
			201,
		);
		const applied = await ok<{ id: string }>(
			student.request.post(`/api/placements/jobs/${drive.id}/application`, { data: { resumeId: resume.id } }),
			201,
		);
		applications.push(applied.id);
	}
	for (const id of applications)
		await ok(
			officer.request.patch(`/api/placements/applications/${id}`, { data: { status: "shortlisted" } }),
		);

	// Round 1: the officer creates its test from a question bank, for exactly the three.
	const page = officer.page;
	await page.goto(`/pat-dashboard/drives/${drive.id}`);
	await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 60_000 });
	await expect(page.getByRole("tab", { name: /1\. Online aptitude test/ })).toBeVisible({ timeout: 30_000 });
	const testForm = page.getByRole("form", { name: "Create the test for Online aptitude test" });
	await testForm.getByRole("textbox", { name: "Question bank" }).click();
	await page.getByRole("option").first().click();
	await testForm.getByRole("textbox", { name: "Questions per student" }).fill("5");
	await testForm.getByRole("button", { name: "Create the test for 3 students" }).click();
	await expect(page.getByText(/0 started, 0 scored\./)).toBeVisible({ timeout: 30_000 });

	// The test's results come in as a CSV from the company: one line names a student not in the round.
	const csv = [
		"roll number,result,remarks",
		"22ECE005,pass,82%",
		"22ECE006,pass,74%",
		"22ECE007,fail,41%",
		"22CSE001,pass,",
	].join("\n");
	const chooser = page.waitForEvent("filechooser");
	await page.getByLabel("Results file (CSV)").click();
	await (await chooser).setFiles({ name: "aptitude.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
	await expect(page.getByText("1 line left out")).toBeVisible({ timeout: 30_000 });
	await expect(
		page
			.getByRole("table", { name: /Lines of the file that will not be recorded/ })
			.getByRole("cell", { name: "22CSE001", exact: true }),
	).toBeVisible();
	await page.getByRole("button", { name: "Record 3 results" }).click();
	await expect(page.getByText("3 in this round now: 2 passed, 1 failed.")).toBeVisible();
	await page.getByRole("button", { name: "Move passed students on to Technical interview" }).click();
	await page
		.getByRole("dialog", { name: "Move Online aptitude test on?" })
		.getByRole("button", { name: "Move on" })
		.click();
	await expect(page.getByRole("status").filter({ hasText: "Round moved on" })).toContainText(
		"2 students moved on to Technical interview.",
	);

	// Round 2: slots for both, then results in the table: one selected, one on hold.
	await page.getByRole("tab", { name: /2\. Technical interview/ }).click();
	await page.getByRole("checkbox", { name: "Select everyone in the round" }).check();
	await page.getByRole("button", { name: "Schedule slots for 2 students" }).click();
	const schedule = page.getByRole("dialog", { name: "Schedule Technical interview" });
	await schedule.getByLabel("Venue").fill("Placement cell, room 2");
	await schedule.getByLabel("Panel").fill("Ms Desai (Applications Manager)");
	await schedule.getByRole("button", { name: "Set slots" }).click();
	await expect(schedule).toBeHidden();
	const results = page.getByRole("tabpanel");
	const resultBoxes = results.getByRole("textbox", { name: /^Result of / });
	await expect(resultBoxes).toHaveCount(2);
	await resultBoxes.nth(0).click();
	await page.getByRole("option", { name: "Pass", exact: true }).click();
	await resultBoxes.nth(1).click();
	await page.getByRole("option", { name: "On hold" }).click();
	await page.getByRole("button", { name: "Save results (2)" }).click();
	await expect(page.getByText("2 in this round now: 1 passed, 1 on hold.")).toBeVisible();
	await page.getByRole("button", { name: "Select the passed students" }).click();
	await page
		.getByRole("dialog", { name: "Move Technical interview on?" })
		.getByRole("button", { name: "Move on" })
		.click();
	await expect(page.getByRole("status").filter({ hasText: "Round moved on" })).toContainText(
		"1 student selected.",
	);

	// 22ECE005 passed the test: their job page shows the test round passed and the interview's slot.
	const student = firstStudent as Page;
	await student.goto(`/job-details-CT/${drive.id}`);
	const rounds = student.getByRole("region", { name: "Your rounds" });
	await expect(rounds.getByText("1. Online aptitude test")).toBeVisible({ timeout: 30_000 });
	await expect(rounds.getByText("2. Technical interview")).toBeVisible();
	await expect(rounds.getByText("Cleared", { exact: true }).first()).toBeVisible();
});

test("the officer reads last season's placement report and downloads it as a PDF", async ({ browser }) => {
	test.setTimeout(120_000);
	const { page } = await signedIn(browser, "pat@dit.example.org", "Placement@123", "pat");
	await page.goto("/pat-dashboard");
	await page
		.getByRole("link", { name: /^Placement reports$|^Reports$/ })
		.first()
		.click();
	await expect(page.getByRole("heading", { level: 1, name: "Placement reports" })).toBeVisible({
		timeout: 60_000,
	});
	await expect(page.getByText(/NBA placement index/).first()).toBeVisible();
	const download = page.waitForEvent("download");
	await page.getByRole("link", { name: "Download PDF" }).click();
	const file = await download;
	expect(file.suggestedFilename()).toMatch(/\.pdf$/);
	const fs = await import("node:fs");
	expect(
		fs
			.readFileSync((await file.path()) as string)
			.subarray(0, 5)
			.toString("latin1"),
	).toBe("%PDF-");
});
