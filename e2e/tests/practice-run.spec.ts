import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectQuestion, palette, SAVED, saveIndicator } from "./support/exams";
import { seriousViolations } from "./support/screens";

// Issue 15's practice run (/dummy): a visitor is sent to sign in and brought back; a student opens
// it from the exams dashboard, accepts the rules, answers a few sample questions in the real player,
// submits and sees a result; and afterwards nothing of it is anywhere: no attempt on the dashboard,
// and no exam or proctoring request was ever made.

/** A demo student (ECE, second year); notifications.spec.ts uses them too, for other things. */
const STUDENT = { rollNo: "23ECE004", password: "Student@123" };
const TITLE = "Practice run: sample paper";
const QUESTIONS = 10;

type StudentExams = {
	exams: { exam_id: string; title: string; attempt_id?: string; attempt_status?: string }[];
};

async function studentExams(page: Page): Promise<StudentExams["exams"]> {
	const response = await page.request.get("/students/exams");
	expect(response.status()).toBe(200);
	return ((await response.json()) as StudentExams).exams;
}

async function expectNoSeriousViolations(page: Page, where: string) {
	expect(await seriousViolations(page), where).toEqual([]);
}

test("a student tries the exam experience: rules, the player, a result, and nothing is recorded", async ({
	page,
}) => {
	test.setTimeout(120_000);
	// Every request the page makes to the exam or proctoring API (none should be made by the run).
	const examCalls: string[] = [];
	page.on("request", (request) => {
		if (request.resourceType() !== "fetch" && request.resourceType() !== "xhr") return;
		const path = new URL(request.url()).pathname;
		if (/^\/students\/exam\/|\/proctoring|\/violations|\/heartbeat/.test(path)) examCalls.push(path);
	});

	// A visitor is sent to sign in, and comes back to the practice run.
	await page.goto("/dummy");
	await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/dummy");
	await signIn(
		page,
		{
			screen: "/login",
			identifierLabel: "Roll number or email",
			identifier: STUDENT.rollNo,
			password: STUDENT.password,
		},
		"/dummy",
	);
	await expect(page.getByRole("heading", { level: 1, name: "Practice run" })).toBeVisible();

	// The student's exams before the run, then the run opened from the exams dashboard's link.
	const before = await studentExams(page);
	await page.goto("/exams-dashboard");
	await page.getByRole("link", { name: "Try a practice run" }).click();
	await page.waitForURL("/dummy");
	await expect(page.getByText("Nothing is recorded", { exact: true })).toBeVisible();
	await expectNoSeriousViolations(page, "the rules");

	const begin = page.getByRole("button", { name: "Enter fullscreen and begin" });
	await expect(begin).toBeDisabled();
	await page.getByRole("checkbox", { name: "I accept these rules" }).check();
	await begin.click();
	// Headless Chromium may refuse fullscreen: the rules then offer to continue without it.
	const withoutFullscreen = page.getByRole("button", { name: "Continue without fullscreen" });
	await expect(withoutFullscreen.or(palette(page))).toBeVisible({ timeout: 10_000 });
	if (await withoutFullscreen.isVisible()) await withoutFullscreen.click();

	// The real player, labelled as practice, with its proctor's corner.
	await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
	await expect(page.getByText("Practice run — nothing is recorded")).toBeVisible();
	await expect(page.getByRole("region", { name: "Proctoring" })).toBeVisible();
	await expect(page.getByLabel("Time left")).toHaveText(/^(10:00|9:5\d)$/);
	await expectQuestion(page, 1, QUESTIONS);

	await page.getByRole("radio", { name: "72 km/h" }).check();
	await page.getByRole("button", { name: "Save & Next" }).click();
	await expectQuestion(page, 2, QUESTIONS);
	await page.getByLabel("Your answer").fill("2880");
	await page.getByRole("button", { name: "Save & Next" }).click();
	await expectQuestion(page, 3, QUESTIONS);
	await page.getByRole("checkbox", { name: "114", exact: true }).check();
	await page.getByRole("checkbox", { name: "312", exact: true }).check();
	// The batch saves go to the practice run's endpoint and are acknowledged like a real exam's.
	await expect(saveIndicator(page)).toHaveText(SAVED, { timeout: 15_000 });
	await expectNoSeriousViolations(page, "the player");

	await page.getByRole("button", { name: "Submit", exact: true }).click();
	const review = page.getByRole("dialog", { name: "Review before you submit" });
	await review.getByRole("button", { name: "Submit exam" }).click();

	// The result: the three answers scored (1 + 2 + 2 of the 14 automatic marks), the essay left to a
	// grader, and said to be kept nowhere.
	await expect(page.getByText("Practice run — nothing was recorded")).toBeVisible();
	await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
	await expect(page.getByText("5 / 14", { exact: true })).toBeVisible();
	await expect(page.getByText(/Question 10 \(an essay\): Graded by hand in a real exam/)).toBeVisible();
	await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
	await expectNoSeriousViolations(page, "the result");

	// Nothing was recorded: the exams dashboard has no new attempt and no practice exam.
	await page.getByRole("link", { name: "Back to exams" }).first().click();
	await page.waitForURL("/exams-dashboard");
	await expect(page.getByRole("heading", { level: 1, name: "Exams" })).toBeVisible();
	await expect(page.getByText(TITLE)).toHaveCount(0);
	const after = await studentExams(page);
	expect(after.map((exam) => exam.title)).not.toContain(TITLE);
	// Another spec may publish exams for this student meanwhile: the exams there before are compared.
	for (const exam of before) {
		const now = after.find((other) => other.exam_id === exam.exam_id);
		expect(now?.attempt_id, exam.title).toBe(exam.attempt_id);
		expect(now?.attempt_status, exam.title).toBe(exam.attempt_status);
	}
	expect(examCalls).toEqual([]);
});
