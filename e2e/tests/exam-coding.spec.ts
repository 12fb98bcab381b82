import { expect, type Page, test } from "@playwright/test";
import { replaceCode } from "./support/code-editor";
import { enterExam, expectQuestion, paletteButton, SAVED, saveIndicator } from "./support/exams";
import { openSignedIn } from "./support/sessions";

// 22CSE007 sits the seed's coding round only in this file.
const ROLL_NO = "22CSE007";
const CODING_EXAM = "Placement Coding Round";
const PROBLEM = "Class Representative Election";
const EDITOR = "Your program";

// Counts every candidate's slips; the most frequent one wins only with more than half of them.
const SOLUTION = `import sys
from collections import Counter


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    tally = Counter(data[1:1 + n])
    leader, slips = tally.most_common(1)[0]
    print(int(leader) if 2 * slips > n else -1)


main()
`;

type Paper = {
	exam: { sections: { questions: { question_id: string; marks: number }[] }[] };
	attempt: {
		answers: Record<string, { student_answer: unknown; programming_language?: string }>;
	};
};

/** The paper and the stored answers, asked of the server with the page's own cookies. */
async function paperOf(page: Page, examId: string): Promise<Paper> {
	const response = await page.request.get(`/students/exam/${examId}/questions`);
	expect(response.status()).toBe(200);
	return (await response.json()) as Paper;
}

/** A question's card on the result screen. */
function resultCard(page: Page, number: number) {
	return page.getByRole("article").filter({ has: page.getByText(`Question ${number}`, { exact: true }) });
}

test("a student writes a Python program for a coding question, runs it on the samples, submits it and sees its marks", async ({
	page,
}) => {
	test.setTimeout(180_000);
	await openSignedIn(page, ROLL_NO);
	const examId = await enterExam(page, CODING_EXAM);
	await expect(page).toHaveURL(`/exam/${examId}`);

	await expectQuestion(page, 1, 2);
	await expect(page.getByRole("heading", { level: 3, name: PROBLEM })).toBeVisible();
	await expect(page.getByRole("heading", { name: "Example 1" })).toBeVisible();
	await expect(paletteButton(page, "Question 1, not answered")).toBeVisible();

	// The program is the answer: written in Python, it is queued with its language.
	await page.getByLabel("Language").selectOption({ label: "Python 3" });
	await replaceCode(page, EDITOR, SOLUTION);
	await expect(paletteButton(page, "Question 1, answered")).toBeVisible();

	await page.getByRole("button", { name: "Run on samples" }).click();
	const run = page.getByRole("region", { name: "Run result" });
	await expect(run.getByText("2 of 2 samples passed")).toBeVisible({ timeout: 60_000 });
	await expect(run.getByRole("article", { name: "Sample 1: Accepted" })).toBeVisible();
	await expect(run.getByRole("article", { name: "Sample 2: Accepted" })).toBeVisible();

	await expect(saveIndicator(page)).toHaveText(SAVED, { timeout: 15_000 });
	const paper = await paperOf(page, examId);
	const [first, second] = paper.exam.sections.flatMap((section) => section.questions);
	if (!first || !second) throw new Error("the coding round has two questions");
	expect(paper.attempt.answers[first.question_id]).toMatchObject({
		student_answer: SOLUTION,
		programming_language: "python",
	});

	// A reload brings back the program in its language.
	await page.reload();
	await expectQuestion(page, 1, 2);
	await expect(page.getByLabel("Language")).toHaveValue("python");
	const editor = page.getByRole("textbox", { name: EDITOR, exact: true });
	await expect(editor.locator(".cm-line").first()).toHaveText("import sys");
	await expect(editor).toContainText("tally.most_common(1)[0]");

	await page.getByRole("button", { name: "Submit", exact: true }).click();
	const review = page.getByRole("dialog", { name: "Review before you submit" });
	await expect(review).toBeVisible();
	await review.getByRole("button", { name: "Submit exam" }).click();

	// Judging the program on every hidden test happens before the result comes back.
	await page.waitForURL(/\/exam-results\/[^/]+$/, { timeout: 90_000 });
	await expect(page.getByRole("heading", { level: 1, name: CODING_EXAM })).toBeVisible();
	await expect(resultCard(page, 1)).toContainText("All tests passed");
	await expect(resultCard(page, 1)).toContainText(`Marks earned: ${first.marks} of ${first.marks}`);
	await expect(resultCard(page, 1)).not.toContainText("Correct answer");
	await expect(resultCard(page, 2)).toContainText("Not answered");
	await expect(resultCard(page, 2)).toContainText(`Marks earned: 0 of ${second.marks}`);
	await expect(
		page.getByText(`${first.marks} / ${first.marks + second.marks}`, { exact: true }).first(),
	).toBeVisible();
});
