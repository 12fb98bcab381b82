import { expect, type Page, test } from "@playwright/test";
import {
	DEMO_EXAM,
	DEMO_SECTIONS,
	enterExam,
	expectQuestion,
	goToQuestion,
	OFFLINE,
	optionIds,
	paletteButton,
	questionAt,
	SAVED,
	saveIndicator,
	serverPaper,
} from "./support/exams";
import { openSignedIn } from "./support/sessions";

// Not 22CSE001 (exam-taking.spec.ts submits the exam) nor 22CSE002 (certificates.spec.ts may change its password).
const ROLL_NO = "22CSE005";
const OFFLINE_MS = 60_000;
const STEPS = 5;

/**
 * A stretch of the offline minute; the answers stay on the device all along. The page's clock runs
 * it (every timer due in it fires: the countdown, save retries), so the minute takes no real minute.
 */
async function stayOffline(page: Page) {
	await page.clock.runFor(OFFLINE_MS / STEPS);
	await expect(saveIndicator(page)).toHaveText(OFFLINE);
}

test("answers given during a minute offline reach the server once the connection is back", async ({
	page,
	context,
}) => {
	test.setTimeout(90_000);
	// The page's timers and Date run on Playwright's clock (at real speed until stayOffline runs it on).
	await page.clock.install();
	await openSignedIn(page, ROLL_NO);
	const examId = await enterExam(page, DEMO_EXAM);

	await expectQuestion(page, 1);
	await page.getByRole("radio", { name: "54 km/h" }).check();
	await expect(saveIndicator(page)).toHaveText(SAVED, { timeout: 15_000 });
	const before = await serverPaper(page, examId);
	expect(before.answers[questionAt(before, 1).question_id]?.student_answer).toBe(
		optionIds(before, 1, ["54 km/h"])[0],
	);

	await context.setOffline(true);
	await expect(saveIndicator(page)).toHaveText(OFFLINE);

	await page.getByRole("button", { name: "Save & Next" }).click();
	await expectQuestion(page, 2);
	await page.getByRole("radio", { name: "8%", exact: true }).check();
	await stayOffline(page);

	await page.getByRole("button", { name: "Save & Next" }).click();
	await expectQuestion(page, 3);
	await page.getByLabel("Your answer").fill("20");
	await stayOffline(page);

	await page.getByRole("button", { name: "Save & Next" }).click();
	await expectQuestion(page, 4);
	await page.getByRole("checkbox", { name: "132", exact: true }).check();
	await page.getByRole("checkbox", { name: "484", exact: true }).check();
	await stayOffline(page);

	await page.getByRole("tab", { name: DEMO_SECTIONS[1] }).click();
	await expectQuestion(page, 7);
	await page.getByRole("radio", { name: "O(log n)" }).check();
	await page.getByRole("button", { name: "Save & Next" }).click();
	await expectQuestion(page, 8);
	await page.getByRole("checkbox", { name: "Stack", exact: true }).check();
	await page.getByRole("checkbox", { name: "Function call stack", exact: true }).check();
	await stayOffline(page);

	await goToQuestion(page, 11);
	await page.getByLabel("Your answer").fill("24");
	// A change of mind offline replaces the answer the server already has.
	await goToQuestion(page, 1);
	await page.getByRole("radio", { name: "60 km/h" }).check();
	for (const label of ["Question 1, answered", "Question 4, answered", "Question 11, answered"]) {
		await expect(paletteButton(page, label)).toBeVisible();
	}
	await stayOffline(page);

	await context.setOffline(false);
	await expect(saveIndicator(page)).toHaveText(SAVED, { timeout: 20_000 });

	const paper = await serverPaper(page, examId);
	const stored = (number: number) => paper.answers[questionAt(paper, number).question_id]?.student_answer;
	const choice = (number: number, text: string) => optionIds(paper, number, [text])[0];
	const choices = (number: number, texts: string[]) => optionIds(paper, number, texts).sort();
	expect(stored(1)).toBe(choice(1, "60 km/h"));
	expect(stored(2)).toBe(choice(2, "8%"));
	expect(stored(3)).toBe("20");
	expect([...((stored(4) ?? []) as string[])].sort()).toEqual(choices(4, ["132", "484"]));
	expect(stored(7)).toBe(choice(7, "O(log n)"));
	expect([...((stored(8) ?? []) as string[])].sort()).toEqual(choices(8, ["Stack", "Function call stack"]));
	expect(stored(11)).toBe("24");
	// Nothing else was answered.
	const answered = Object.values(paper.answers).filter((a) =>
		Array.isArray(a.student_answer) ? a.student_answer.length > 0 : a.student_answer !== null,
	);
	expect(answered).toHaveLength(7);
});
