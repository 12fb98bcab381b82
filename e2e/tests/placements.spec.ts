import { type Browser, expect, type Page, test } from "@playwright/test";

// Placements (issue 19): the placement officer creates a drive with eligibility rules and watches the
// live count follow them; an eligible student (22CSE001, CGPA 8.46, with the demo resume) applies; a
// student of another branch (22ECE001) sees the rule that keeps them out.

async function signedIn(
	browser: Browser,
	username: string,
	password: string,
	loginType: string,
): Promise<Page> {
	const context = await browser.newContext();
	const page = await context.newPage();
	const login = await context.request.post("/api/auth/login", { data: { username, password, loginType } });
	expect(login.status(), await login.text()).toBe(200);
	return page;
}

/** A datetime-local value `days` from now, in the browser's zone. */
function localInput(days: number): string {
	const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
	const pad = (n: number) => String(n).padStart(2, "0");
	return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T17:00`;
}

async function eligibleCount(page: Page): Promise<number> {
	const line = page.getByText(/of \d+ students eligible/).first();
	await expect(line).toBeVisible({ timeout: 30_000 });
	return Number((await line.textContent())?.match(/^(\d+)/)?.[1]);
}

test("the officer creates a drive with live eligibility; an eligible student applies, an ineligible one sees why", async ({
	browser,
}) => {
	test.setTimeout(480_000);
	const title = `Backend Engineer Trainee ${Date.now().toString(36)}`;

	// The officer's home lists the demo's drives; a new drive's form counts eligible students live.
	const officer = await signedIn(browser, "pat@dit.example.org", "Placement@123", "pat");
	await officer.goto("/pat-dashboard");
	// Generous waits: the first screens of a cold server on a busy machine.
	await expect(officer.getByRole("heading", { level: 1, name: "Placement drives" })).toBeVisible({
		timeout: 60_000,
	});
	await expect(officer.getByRole("link", { name: "Graduate Software Engineer" })).toBeVisible({
		timeout: 60_000,
	});
	await officer.getByRole("link", { name: "New drive" }).first().click();
	await expect(officer.getByRole("heading", { level: 1, name: "New drive" })).toBeVisible({
		timeout: 30_000,
	});

	await officer.getByLabel("Job title").fill(title);
	await officer.getByLabel(/^Company\s*\*?$/).fill("Malnad Software Works");
	await officer.getByLabel("Company's city").fill("Shivamogga");
	await officer.getByLabel("Job location").fill("Bengaluru");
	await officer.getByLabel("Fixed pay per year (₹)").fill("540000");
	await officer.getByLabel("Variable pay per year (₹)").fill("60000");
	await officer.getByLabel("Applications close").fill(localInput(7));
	await officer.getByLabel("Drive starts").fill(localInput(10));
	await officer
		.getByLabel("Job description")
		.fill("Build REST services in Java and Spring Boot for a logistics platform used by 300 transporters.");

	const everyone = await eligibleCount(officer);
	await officer.getByLabel("Batch (passing-out year)").fill("2026");
	// By keyboard: a click on the box was intercepted by the page's header while the form scrolled.
	await officer.getByRole("textbox", { name: "Branches" }).focus();
	await officer.keyboard.type("CSE");
	await officer.keyboard.press("Enter");
	await officer.keyboard.press("Escape");
	// Enter picked the branch (it once submitted the half-filled form instead).
	await expect(officer.getByRole("heading", { level: 1, name: "New drive" })).toBeVisible();
	await expect(officer.getByText(/^Branch: \d+$/)).toBeVisible();
	// Each count is read once the reasons show the rule just typed: the count on screen until then is the
	// previous rules' (the batch and branch alone let more in than a 9.6 CGPA does).
	await officer.getByLabel("Minimum CGPA (out of 10)").fill("9.6");
	await expect(officer.getByText(/Needs a CGPA of 9\.6 or above/).first()).toBeVisible();
	const strict = await eligibleCount(officer);
	expect(strict).toBeLessThan(everyone);
	await officer.getByLabel("Minimum CGPA (out of 10)").fill("8");
	await expect(officer.getByText(/Needs a CGPA of 8 or above/).first()).toBeVisible();
	expect(await eligibleCount(officer)).toBeGreaterThan(strict);
	// A rule that makes no sense is refused with the reason, and no count is asked for.
	await officer.getByLabel("Minimum CGPA (out of 10)").fill("11");
	await expect(
		officer.getByText("The minimum CGPA cannot be above 10 (CGPA is on a 10-point scale)."),
	).toBeVisible();
	await officer.getByLabel("Minimum CGPA (out of 10)").fill("8");
	await expect(officer.getByText(/^Branch: \d+$/)).toBeVisible();

	await officer.getByRole("button", { name: "Create drive" }).click();
	await expect(officer.getByRole("heading", { level: 1, name: title })).toBeVisible();
	await expect(officer.getByText("No one has applied yet.")).toBeVisible();

	// 22CSE001 (CSE, 2026 batch, CGPA 8.46) is eligible and applies with the demo resume.
	const student = await signedIn(browser, "22CSE001", "Student@123", "student");
	await student.goto("/job-details");
	await expect(student.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
	await student.getByRole("link", { name: title }).click();
	await expect(student).toHaveURL(/\/job-details-CT\/[0-9a-f-]+\/backend-engineer-trainee-/);
	await expect(student.getByRole("heading", { level: 1, name: title })).toBeVisible();
	await student.getByRole("button", { name: "Apply" }).click();
	await expect(student.getByText("Applied", { exact: true })).toBeVisible();
	await expect(student.getByRole("button", { name: "Withdraw application" })).toBeVisible();

	// The officer sees the applicant.
	await officer.reload();
	await expect(officer.getByRole("cell", { name: "22CSE001" })).toBeVisible();

	// 22ECE001 is of another branch: greyed on the board with the reason, no Apply on the page.
	const other = await signedIn(browser, "22ECE001", "Student@123", "student");
	await other.goto("/job-details");
	const card = other.getByRole("article", { name: title });
	await expect(card.getByText("Not eligible")).toBeVisible();
	await expect(card.getByText("Open to CSE only; your branch is ECE.")).toBeVisible();
	await card.getByRole("link", { name: title }).click();
	await expect(other.getByText("You are not eligible for this drive")).toBeVisible();
	await expect(other.getByText("Open to CSE only; your branch is ECE.")).toBeVisible();
	await expect(other.getByRole("button", { name: "Apply" })).toHaveCount(0);
});
