import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./support/auth";

// A student finds the DSA journey, enrols, reads lessons, fails a module quiz then passes it, takes the
// timed mock test and sees strengths and weaknesses, and sees the progress on /dashboard (issue 13).
// The answers come from the course's own content files, so the spec follows the content as it changes.
// 22CSE004 is used by no other spec.

const COURSE = "dsa-foundations";
const courseDir = path.resolve(
	path.dirname(fileURLToPath(import.meta.url)),
	"../../apps/server/src/modules/learning/content/courses",
	COURSE,
);
type Question = {
	type: "mcq" | "numeric";
	text: string;
	options?: { id: string; text: string }[];
	answerKey: { type: "mcq"; correct: string[] } | { type: "numeric"; value: number };
	tags: string[];
};
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(courseDir, file), "utf8")) as T;
const course = readJson<{ title: string; modules: { title: string; quiz: string }[] }>("course.json");
const firstModule = course.modules[0] as { title: string; quiz: string };
const quiz = readJson<{ title: string; questions: Question[] }>(`quizzes/${firstModule.quiz}.json`);
const mock = readJson<{ title: string; questions: Question[] }>("mock-test.json");

/** Answers one question inside `scope`: right, or wrong on purpose. */
async function answer(scope: Locator, question: Question, right: boolean) {
	if (question.answerKey.type === "numeric") {
		await scope
			.getByRole("textbox")
			.fill(String(right ? question.answerKey.value : question.answerKey.value + 1000));
		return;
	}
	const correct = question.answerKey.correct[0];
	const option = question.options?.find((o) => (right ? o.id === correct : o.id !== correct));
	if (!option) throw new Error(`no option to choose for "${question.text}"`);
	await scope.getByRole("radio", { name: option.text, exact: true }).check();
}

async function takeQuiz(page: Page, right: (index: number) => boolean) {
	for (const [index, question] of quiz.questions.entries()) {
		const card = page.getByRole("region", { name: `${index + 1}. ${question.text}`, exact: true });
		await answer(card, question, right(index));
		await card.getByRole("button", { name: "Check answer" }).click();
		await expect(card.getByRole("status")).toBeVisible();
	}
}

test("a student enrols in DSA, learns, passes a quiz on the second try, takes the mock test and sees progress", async ({
	page,
}) => {
	test.setTimeout(300_000);
	await signIn(
		page,
		{
			screen: "/login",
			identifierLabel: "Roll number or email",
			identifier: "22CSE004",
			password: "Student@123",
		},
		"/dashboard",
	);

	// Find the DSA journey and its first course.
	await page
		.getByRole("navigation", { name: "Student navigation" })
		.getByRole("link", { name: "Learning" })
		.click();
	await expect(page.getByRole("heading", { level: 1, name: "My learning" })).toBeVisible();
	const dsa = page.getByRole("article", { name: "Data Structures and Algorithms" });
	await dsa.getByRole("link", { name: course.title }).click();
	await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();

	// Enrol, then read two lessons.
	await page.getByRole("button", { name: "Enrol in this course" }).click();
	await page.getByRole("link", { name: "Start the first lesson" }).click();
	const firstTitle = await page.getByRole("heading", { level: 1 }).textContent();
	await expect(page.locator(".lesson-body pre code").first()).toBeVisible();
	await page.getByRole("button", { name: "Mark complete and continue" }).click();
	await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(firstTitle ?? "");
	await page.getByRole("button", { name: "Mark complete and continue" }).click();
	await expect(page.getByText(/Lesson complete: 2 of \d+ done/)).toBeVisible();

	// The module quiz: everything wrong first, then everything right.
	await page.getByRole("link", { name: course.title }).click();
	await page.getByRole("link", { name: `Practice quiz: ${quiz.title}` }).click();
	await expect(page.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();
	await takeQuiz(page, () => false);
	await expect(page.getByRole("heading", { name: /You scored 0%/ })).toBeVisible();
	await expect(page.getByText(/Not passed yet/)).toBeVisible();
	await page.getByRole("button", { name: "Try again" }).click();
	await takeQuiz(page, () => true);
	await expect(page.getByRole("heading", { name: /You scored 100%/ })).toBeVisible();
	await expect(page.getByText(/Passed\. Best score: 100%/)).toBeVisible();

	// The timed mock test: the first question's topic answered right, the rest left, then submitted.
	await page.getByRole("link", { name: "Back to the course", exact: true }).click();
	await page.getByRole("link", { name: "Open the mock test" }).click();
	await expect(page.getByRole("heading", { level: 1, name: mock.title })).toBeVisible();
	await page.getByRole("button", { name: "Start the test" }).click();
	await expect(page.getByRole("timer", { name: "Time left" })).toBeVisible();
	const strongTopic = mock.questions[0]?.tags[0] as string;
	for (const [index, question] of mock.questions.entries()) {
		if (!question.tags.includes(strongTopic)) continue;
		await page.getByRole("button", { name: new RegExp(`^Question ${index + 1},`) }).click();
		await answer(page.getByRole("region", { name: question.text, exact: true }), question, true);
	}
	await page.getByRole("button", { name: /^Submit test/ }).click();
	await expect(page.getByRole("heading", { name: "Strengths and weaknesses" })).toBeVisible({
		timeout: 30_000,
	});
	await expect(page.getByRole("cell", { name: strongTopic, exact: true })).toBeVisible();
	await expect(page.getByText("Strength", { exact: true }).first()).toBeVisible();
	await expect(page.getByText("Needs work", { exact: true }).first()).toBeVisible();

	// The home shows where to continue and the course's progress.
	await page
		.getByRole("navigation", { name: "Student navigation" })
		.getByRole("link", { name: "Dashboard" })
		.click();
	await expect(page.getByText(`Continue learning · ${course.title}`)).toBeVisible();
	await expect(
		page.getByRole("region", { name: "My courses" }).getByRole("link", { name: course.title }),
	).toBeVisible();
	await expect(page.getByRole("region", { name: "Recent results" }).getByText(mock.title)).toBeVisible();
});
