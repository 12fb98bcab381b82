import { expect, type Page, test } from "@playwright/test";
import {
	DEMO_EXAM,
	DEMO_SECTIONS,
	enterExam,
	expectQuestion,
	goToQuestion,
	optionIds,
	paletteButton,
	questionAt,
	returnToFullscreen,
	SAVED,
	saveIndicator,
	serverPaper,
} from "./support/exams";
import { openFreshSession, openSignedIn } from "./support/sessions";

// 22CSE001 keeps the demo exam untaken in the seed; only this file submits it.
const ROLL_NO = "22CSE001";

/** The palette, question by question, as a screen reader announces it. */
async function expectPalette(page: Page, labels: string[]) {
	for (const label of labels) await expect(paletteButton(page, label)).toBeVisible();
}

/** The number above a count's label in the review dialog ("4" over "Answered"). */
function reviewCount(page: Page, label: string) {
	return page
		.getByRole("dialog", { name: "Review before you submit" })
		.getByText(label, { exact: true })
		.locator("xpath=preceding-sibling::*[1]");
}

/** A question's card on the result screen. */
function resultCard(page: Page, number: number) {
	return page.getByRole("article").filter({ has: page.getByText(`Question ${number}`, { exact: true }) });
}

test("a student sits the demo exam: answers survive a reload, the review counts them, the result scores them", async ({
	page,
	browser,
}) => {
	test.setTimeout(120_000);
	await openSignedIn(page, ROLL_NO);
	const examId = await enterExam(page, DEMO_EXAM);
	await expect(page).toHaveURL(`/proctored-exam/${examId}`);

	// The first question is open, so it is visited; the rest are not.
	await expectQuestion(page, 1);
	await expectPalette(page, [
		"Question 1, not answered",
		"Question 2, not visited",
		"Question 12, not visited",
	]);
	await expect(paletteButton(page, "Question 1, not answered")).toHaveAttribute("aria-current", "step");

	// Single answer.
	await page.getByRole("radio", { name: "54 km/h" }).check();
	await expectPalette(page, ["Question 1, answered"]);

	// Flagged, not answered.
	await page.getByRole("button", { name: "Save & Next" }).click();
	await expectQuestion(page, 2);
	await expectPalette(page, ["Question 2, not answered"]);
	const flag = page.getByRole("button", { name: "Flag for review" });
	await flag.click();
	await expect(flag).toHaveAttribute("aria-pressed", "true");
	await expectPalette(page, ["Question 2, not answered, flagged"]);

	// Numeric.
	await page.getByRole("button", { name: "Save & Next" }).click();
	await expectQuestion(page, 3);
	await page.getByLabel("Your answer").fill("20");
	await expectPalette(page, ["Question 3, answered"]);

	// Multi-answer, two options.
	await page.getByRole("button", { name: "Save & Next" }).click();
	await expectQuestion(page, 4);
	await page.getByRole("checkbox", { name: "132", exact: true }).check();
	await page.getByRole("checkbox", { name: "216", exact: true }).check();
	await expectPalette(page, ["Question 4, answered", "Question 5, not visited"]);

	// The second section starts at its first question.
	const secondSection = page.getByRole("tab", { name: DEMO_SECTIONS[1] });
	await secondSection.click();
	await expect(secondSection).toHaveAttribute("aria-selected", "true");
	await expectQuestion(page, 7);
	await expectPalette(page, ["Question 6, not visited", "Question 7, not answered"]);
	await page.getByRole("radio", { name: "O(log n)" }).check();
	await expectPalette(page, ["Question 7, answered"]);

	// A reload mid-exam, before the last answer reached the server, brings everything back.
	await page.reload();
	await expect(page).toHaveURL(`/proctored-exam/${examId}`);
	// A reload leaves fullscreen; the proctor blocks the exam until the student returns to it.
	await returnToFullscreen(page);
	await expectQuestion(page, 7);
	await expect(page.getByRole("tab", { name: DEMO_SECTIONS[1] })).toHaveAttribute("aria-selected", "true");
	await expect(page.getByRole("radio", { name: "O(log n)" })).toBeChecked();
	const afterReload = [
		"Question 1, answered",
		"Question 2, not answered, flagged",
		"Question 3, answered",
		"Question 4, answered",
		"Question 5, not visited",
		"Question 7, answered",
		"Question 8, not visited",
	];
	await expectPalette(page, afterReload);
	await goToQuestion(page, 4);
	await expect(page.getByRole("checkbox", { name: "132", exact: true })).toBeChecked();
	await expect(page.getByRole("checkbox", { name: "216", exact: true })).toBeChecked();
	await expect(page.getByRole("checkbox", { name: "326", exact: true })).not.toBeChecked();
	await goToQuestion(page, 3);
	await expect(page.getByLabel("Your answer")).toHaveValue("20");
	await goToQuestion(page, 2);
	await expect(page.getByRole("button", { name: "Flag for review" })).toHaveAttribute("aria-pressed", "true");

	await expect(saveIndicator(page)).toHaveText(SAVED, { timeout: 15_000 });
	const paper = await serverPaper(page, examId);
	expect(paper.answers[questionAt(paper, 1).question_id]?.student_answer).toBe(
		optionIds(paper, 1, ["54 km/h"])[0],
	);
	expect(paper.answers[questionAt(paper, 2).question_id]?.student_answer ?? null).toBeNull();
	expect(paper.answers[questionAt(paper, 3).question_id]?.student_answer).toBe("20");
	expect(
		[...((paper.answers[questionAt(paper, 4).question_id]?.student_answer ?? []) as string[])].sort(),
	).toEqual(optionIds(paper, 4, ["132", "216"]).sort());
	expect(paper.answers[questionAt(paper, 7).question_id]?.student_answer).toBe(
		optionIds(paper, 7, ["O(log n)"])[0],
	);

	// On another device (no local storage) the server's answers come back; flags lived only here.
	const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
	try {
		const otherPage = await other.newPage();
		await openFreshSession(otherPage, ROLL_NO);
		await enterExam(otherPage, DEMO_EXAM, "Resume");
		await expectQuestion(otherPage, 1);
		await expect(otherPage.getByRole("radio", { name: "54 km/h" })).toBeChecked();
		await expectPalette(otherPage, [
			"Question 1, answered",
			"Question 2, not visited",
			"Question 3, answered",
			"Question 4, answered",
			"Question 7, answered",
		]);
	} finally {
		await other.close();
	}

	// The review before submitting: 4 answered, question 2 seen and flagged, 7 never opened.
	await page.getByRole("button", { name: "Submit", exact: true }).click();
	const review = page.getByRole("dialog", { name: "Review before you submit" });
	await expect(review).toBeVisible();
	await expect(reviewCount(page, "Answered")).toHaveText("4");
	await expect(reviewCount(page, "Not answered")).toHaveText("1");
	await expect(reviewCount(page, "Not visited")).toHaveText("7");
	await expect(reviewCount(page, "Flagged")).toHaveText("1");
	await expect(review.getByRole("button", { name: "Go to question 2", exact: true })).toHaveCount(2);
	await expect(review.getByRole("button", { name: "Go to question 5", exact: true })).toHaveCount(1);
	await expect(review.getByRole("button", { name: "Go to question 1", exact: true })).toHaveCount(0);
	await review.getByRole("button", { name: "Submit exam" }).click();

	await page.waitForURL(/\/exam-results\/[^/]+$/);
	const attemptId = new URL(page.url()).pathname.split("/").pop() ?? "";
	// 1 + 1 + 2 + 1 of 14 marks: 35.7 %, under the 40 % pass mark.
	await expect(page.getByRole("heading", { level: 1, name: DEMO_EXAM })).toBeVisible();
	await expect(page.getByText("Not passed", { exact: true })).toBeVisible();
	await expect(page.getByText("5 / 14", { exact: true })).toBeVisible();
	await expect(page.getByText("35.7%", { exact: true })).toBeVisible();
	await expect(page.getByText("40%", { exact: true })).toBeVisible();

	const quant = page.getByRole("region", { name: DEMO_SECTIONS[0] });
	await expect(quant.getByRole("article")).toHaveCount(6);
	await expect(resultCard(page, 1)).toContainText("Correct");
	await expect(resultCard(page, 1)).toContainText("Your answer: 54 km/h");
	await expect(resultCard(page, 1)).toContainText("Correct answer: 54 km/h");
	await expect(resultCard(page, 2)).toContainText("Not answered");
	await expect(resultCard(page, 2)).toContainText("Correct answer: 8%");
	await expect(resultCard(page, 3)).toContainText("Your answer: 20");
	await expect(resultCard(page, 4)).toContainText("Your answer: 132, 216");
	await expect(resultCard(page, 4)).toContainText("2 / 2");
	await expect(resultCard(page, 7)).toContainText("Your answer: O(log n)");
	await expect(resultCard(page, 8)).toContainText("Correct answer: Stack, Function call stack");
	await expect(page.getByText("Correct answers are not shown yet")).toHaveCount(0);

	// The attempt is closed, and the result API agrees with the screen.
	const again = await page.request.get(`/students/exam/${examId}/questions`);
	expect(again.status()).toBe(409);
	const resultResponse = await page.request.get(`/api/exam-results/${attemptId}`);
	expect(resultResponse.status()).toBe(200);
	const result = (await resultResponse.json()) as {
		score: number;
		max_score: number;
		percentage: number;
		passed: boolean;
		exam_id: string;
	};
	expect(result).toMatchObject({ score: 5, max_score: 14, passed: false, exam_id: examId });
	expect(result.percentage).toBeCloseTo((5 / 14) * 100, 1);
});
