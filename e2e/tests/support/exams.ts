import { expect, type Locator, type Page } from "@playwright/test";

/** The seed's live, proctored exam: two sections of six questions, nothing shuffled. */
export const DEMO_EXAM = "Demo Aptitude Test";
export const DEMO_SECTIONS = ["Quantitative Aptitude", "Programming Fundamentals"] as const;

export const SAVED = "All answers saved";
export const OFFLINE = "Offline — answers kept on this device";

/** The exam's id from an address such as /exam-instructions/{id} or /proctored-exam/{id}. */
export function examIdIn(url: string): string {
	const id = new URL(url).pathname.split("/").pop();
	if (!id) throw new Error(`no exam id in ${url}`);
	return id;
}

/**
 * From /exams-dashboard through the instructions and the rules into the player, as a student
 * would; returns the exam's id. Headless Chromium may refuse fullscreen: the screen then offers
 * "Continue without fullscreen", which is taken.
 */
export async function enterExam(
	page: Page,
	title: string,
	action: "Start" | "Resume" = "Start",
): Promise<string> {
	await page.goto("/exams-dashboard");
	await expect(page.getByRole("tab", { name: /^Live/ })).toHaveAttribute("aria-selected", "true");
	const card = page.getByRole("article", { name: title });
	await expect(card).toBeVisible();
	await card.getByRole("link", { name: action, exact: true }).click();

	await page.waitForURL(/\/exam-instructions\/[^/]+$/);
	const examId = examIdIn(page.url());
	await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
	const proceed = page.getByRole("button", { name: "Continue", exact: true });
	await expect(proceed).toBeDisabled();
	await page.getByRole("checkbox", { name: "I have read and understood the instructions" }).check();
	await proceed.click();

	await page.waitForURL(`/exam-security/${examId}`);
	const begin = page.getByRole("button", { name: "Enter fullscreen and begin" });
	await expect(begin).toBeDisabled();
	await page.getByRole("checkbox", { name: "I accept these rules" }).check();
	await begin.click();
	const withoutFullscreen = page.getByRole("button", { name: "Continue without fullscreen" });
	await expect(withoutFullscreen.or(palette(page))).toBeVisible({ timeout: 10_000 });
	if (await withoutFullscreen.isVisible()) await withoutFullscreen.click();
	await page.waitForURL(/\/(proctored-)?exam\/[^/]+$/);
	await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
	return examId;
}

/**
 * A proctored exam opened outside fullscreen (after a reload, or after leaving it) is blocked by the
 * proctor's prompt until the student clicks back into fullscreen.
 */
export async function returnToFullscreen(page: Page): Promise<void> {
	const prompt = page.getByRole("dialog", { name: "Return to fullscreen" });
	await prompt.getByRole("button", { name: "Return to fullscreen" }).click();
	await expect(prompt).toBeHidden();
	await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
}

/** The player's question palette. */
export function palette(page: Page): Locator {
	return page.getByRole("navigation", { name: "Question palette" });
}

/** A palette button by its whole accessible label, e.g. "Question 2, not answered, flagged". */
export function paletteButton(page: Page, label: string): Locator {
	return palette(page).getByRole("button", { name: label, exact: true });
}

/** Waits for the player to show question `number` of `total`. */
export async function expectQuestion(page: Page, number: number, total = 12): Promise<void> {
	await expect(page.getByRole("heading", { level: 2, name: `Question ${number} of ${total}` })).toBeVisible();
}

/** Jumps to a question through its palette button, whatever its status. */
export async function goToQuestion(page: Page, number: number, total = 12): Promise<void> {
	await palette(page)
		.getByRole("button", { name: new RegExp(`^Question ${number},`) })
		.click();
	await expectQuestion(page, number, total);
}

/** The save indicator of the player's header. */
export function saveIndicator(page: Page): Locator {
	return page.getByRole("status").filter({ hasText: /saved|Saving|Offline/ });
}

/** One stored answer per question id, as GET /students/exam/{id}/questions reports it. */
export interface ServerPaper {
	sections: {
		section_id: string;
		title: string;
		questions: { question_id: string; text: string; options: { id: string; text: string }[] }[];
	}[];
	answers: Record<string, { student_answer: string | string[] | null; time_spent: number }>;
}

/** The student's paper and stored answers, asked of the server with the page's own cookies. */
export async function serverPaper(page: Page, examId: string): Promise<ServerPaper> {
	const response = await page.request.get(`/students/exam/${examId}/questions`);
	expect(response.status()).toBe(200);
	const body = (await response.json()) as {
		exam: { sections: ServerPaper["sections"] };
		attempt: { answers: ServerPaper["answers"] };
	};
	return { sections: body.exam.sections, answers: body.attempt.answers };
}

/** The question at `number` (1-based, across sections) of a paper. */
export function questionAt(paper: ServerPaper, number: number) {
	const question = paper.sections.flatMap((section) => section.questions)[number - 1];
	if (!question) throw new Error(`the paper has no question ${number}`);
	return question;
}

/** The option ids of question `number` whose texts are `texts`, as the server stores a choice. */
export function optionIds(paper: ServerPaper, number: number, texts: string[]): string[] {
	const question = questionAt(paper, number);
	return texts.map((text) => {
		const option = question.options.find((o) => o.text === text);
		if (!option) throw new Error(`question ${number} has no option "${text}"`);
		return option.id;
	});
}
