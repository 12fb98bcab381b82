import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";

// Offers and the tier policy (issue 19): a demo student (22ME007, used by no other spec) has applied to
// two Regular-tier drives made for this test; the placement officer records an offer in one from the
// drive's applicants table; the student accepts it on the jobs board, and the college's default policy
// withdraws the other Regular application, saying so.

async function signedIn(browser: Browser, username: string, password: string, loginType: string) {
	// The origin header the server's CSRF check expects of a cookie-carrying write.
	const baseURL = test.info().project.use.baseURL ?? "";
	const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
	const login = await context.request.post("/api/auth/login", { data: { username, password, loginType } });
	expect(login.status(), await login.text()).toBe(200);
	return { page: await context.newPage(), request: context.request };
}

async function ok<T>(response: Promise<import("@playwright/test").APIResponse>, status = 200): Promise<T> {
	const answered = await response;
	expect(answered.status(), await answered.text()).toBe(status);
	return (await answered.json()) as T;
}

async function makeDrive(request: APIRequestContext, seasonId: string, title: string, fixed: number) {
	const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000).toISOString();
	return ok<{ id: string }>(
		request.post("/api/placements/drives", {
			data: {
				seasonId,
				companyName: `${title.split(" ")[0]} Systems`,
				companyCity: "Hubballi",
				title,
				roles: [title],
				ctcFixedInr: fixed,
				ctcVariableInr: 0,
				location: "Hubballi",
				bondMonths: null,
				bondDetails: null,
				description: "Design and test drive-line components for farm equipment sold across Karnataka.",
				applicationDeadline: days(3),
				driveDate: days(5),
				rounds: [{ name: "Technical interview", kind: "technical_interview" }],
				rules: {
					batch: null,
					branches: [],
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

test("the officer records an offer; the student accepts it and the tier policy withdraws the other application", async ({
	browser,
}) => {
	test.setTimeout(180_000);
	const stamp = Date.now().toString(36);
	const officer = await signedIn(browser, "pat@dit.example.org", "Placement@123", "pat");
	const student = await signedIn(browser, "22ME007", "Student@123", "student");

	// Set up through the API: two Regular drives of this season, and the student's applications.
	const { seasons } = await ok<{ seasons: { id: string; batch: number }[] }>(
		officer.request.get("/api/placements/seasons"),
	);
	const season = seasons.find((s) => s.batch === 2026);
	expect(season, "the demo has a 2026 season").toBeTruthy();
	const offered = await makeDrive(officer.request, season?.id ?? "", `Design Engineer ${stamp}`, 4_80_000);
	const other = await makeDrive(officer.request, season?.id ?? "", `Quality Engineer ${stamp}`, 4_20_000);
	const resume = await ok<{ id: string }>(
		student.request.post("/api/resumes", { data: { title: "Mechanical design resume" } }),
		201,
	);
	for (const drive of [offered, other])
		await ok(
			student.request.post(`/api/placements/jobs/${drive.id}/application`, { data: { resumeId: resume.id } }),
			201,
		);

	// The officer's home explains the college's tier policy.
	const page: Page = officer.page;
	await page.goto("/pat-dashboard");
	await expect(page.getByRole("heading", { name: "Offer tiers and policy" })).toBeVisible({
		timeout: 60_000,
	});
	await expect(page.getByText(/^Tiers by total yearly CTC/)).toBeVisible();

	// The officer records the offer from the drive's applicants table.
	await page.goto(`/pat-dashboard/drives/${offered.id}`);
	await page.getByRole("button", { name: /^Record an offer for / }).click();
	const dialog = page.getByRole("dialog");
	await expect(dialog.getByLabel(/^Role offered/)).toHaveValue(`Design Engineer ${stamp}`);
	await dialog.getByLabel(/^Joining date/).fill("2026-07-01");
	await dialog.getByRole("button", { name: "Record offer" }).click();
	await expect(dialog).toBeHidden();
	await expect(page.getByText("4.8 LPA (Regular): awaiting the student")).toBeVisible();
	// The company's offer letter, a PDF, goes with the offer.
	const letter = Buffer.from(
		"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
		"latin1",
	);
	const chooser = page.waitForEvent("filechooser");
	await page.getByRole("button", { name: /^Upload the offer letter for / }).click();
	await (await chooser).setFiles({
		name: "Design Systems offer.pdf",
		mimeType: "application/pdf",
		buffer: letter,
	});
	await expect(page.getByRole("link", { name: /^Offer letter \(Design Systems offer\.pdf/ })).toBeVisible();

	// The student sees the offer on the jobs board and accepts it.
	const jobs = student.page;
	await jobs.goto("/job-details");
	const offers = jobs.getByRole("region", { name: "Your offers" });
	await expect(offers.getByRole("heading", { name: `Design Systems: Design Engineer ${stamp}` })).toBeVisible(
		{
			timeout: 30_000,
		},
	);
	const download = jobs.waitForEvent("download");
	await offers.getByRole("link", { name: /^Offer letter \(Design Systems offer\.pdf/ }).click();
	expect((await download).suggestedFilename()).toBe("Design Systems offer.pdf");
	await offers.getByRole("button", { name: "Accept offer" }).click();
	const confirm = jobs.getByRole("dialog", { name: "Accept this offer?" });
	await expect(confirm.getByText(/A student may hold one offer accepted at a time/)).toBeVisible();
	await confirm.getByRole("button", { name: "Yes, accept" }).click();
	const done = offers.getByRole("status");
	await expect(done).toContainText("You accepted the offer from Design Systems.");
	await expect(done).toContainText(`Your application to Quality Engineer ${stamp} was withdrawn`);
	await expect(offers.getByText("Accepted", { exact: true })).toBeVisible();

	// The other drive now says why it is closed to them.
	const closed = jobs.getByRole("article", { name: `Quality Engineer ${stamp}` });
	await expect(closed.getByText(/placed students may apply only to a higher tier/)).toBeVisible();
});
