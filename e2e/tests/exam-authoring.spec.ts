import { expect, type Page, test } from "@playwright/test";
import { enterExam } from "./support/exams";
import { openSignedIn } from "./support/sessions";

// Each run is unique, so reruns against one database never find an earlier run's bank or exam.
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const bankName = `E2E import bank ${runId}`;
const examTitle = `E2E GIFT quiz ${runId}`;

const questions = {
	truefalse: `A stack serves the last item pushed first. (${runId})`,
	short: `Which SQL keyword after SELECT removes duplicate rows? (${runId})`,
	matching: `Match each protocol with its default port. (${runId})`,
	single: `Which data structure works on the LIFO principle? (${runId})`,
	numeric: `What is pi to two decimals? (${runId})`,
	multi: `Which of these are prime numbers? (${runId})`,
	essay: `Explain how a hash table handles collisions. (${runId})`,
};

// Every type GIFT can carry, with Moodle's credits and feedback, and an essay (marked by hand).
const GIFT = [
	"// Imported by the end-to-end tests",
	"$CATEGORY: $course$/top/E2E/Fundamentals",
	"",
	`${questions.truefalse} {T#Right: last in, first out.#A stack is last in, first out.}`,
	"",
	`${questions.short} {=DISTINCT =%50%UNIQUE#Close: UNIQUE is a column constraint.}`,
	"",
	`${questions.matching} {`,
	"  =HTTP -> 80",
	"  =SSH -> 22",
	"  =HTTPS -> 443",
	"}",
	"",
	`::LIFO:: ${questions.single} {`,
	"  =Stack #Right: last in, first out.",
	"  ~%50%Deque #A deque can work as a stack, but the LIFO structure is the stack.",
	"  ~Queue #A queue is first in, first out.",
	"}",
	"",
	`${questions.numeric} {#3.14:0.01}`,
	"",
	`${questions.multi} {~%50%2 ~%50%3 ~%-100%4}`,
	"",
	"// Graded by hand, against a rubric (Unnati's own comments, which Moodle ignores):",
	"// [marks:4] [word-limit:60]",
	"// [guidance:Chaining keeps a list per bucket; open addressing probes for a free slot.]",
	"// [criterion:Methods | Both named = 2 | One = 1 | None = 0]",
	"// [criterion:Example | Worked example = 2 | None = 0]",
	`${questions.essay} {}`,
	"",
].join("\n");

/** A `datetime-local` value `minutes` from now, in the browser's own time zone. */
function localInputIn(page: Page, minutes: number): Promise<string> {
	return page.evaluate((offset) => {
		const d = new Date(Date.now() + offset * 60_000);
		const pad = (n: number) => String(n).padStart(2, "0");
		return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
	}, minutes);
}

test("the exam admin imports a GIFT file of every type, builds an exam with two timed sections, a student is moved on when the first section's time runs out, and the essay is graded with a rubric and released", async ({
	page,
	browser,
}) => {
	test.setTimeout(300_000);
	await openSignedIn(page, "examadmin@dit.example.org");

	// A new bank.
	await page.getByRole("link", { name: "Question banks" }).first().click();
	await expect(page.getByRole("heading", { level: 1, name: "Question banks" })).toBeVisible();
	const newBank = page.getByRole("form", { name: "New question bank" });
	await newBank.getByLabel("Bank name").fill(bankName);
	await newBank.getByRole("button", { name: "Create bank" }).click();
	await expect(page.getByRole("heading", { level: 1, name: bankName })).toBeVisible();
	await expect(page.getByRole("tab", { name: "Questions (0)" })).toBeVisible();

	// The GIFT text, pasted and previewed: seven questions, the essay among them.
	await page.getByRole("tab", { name: "Import" }).click();
	await page.getByRole("radio", { name: "GIFT" }).check();
	await page.getByLabel("Questions to import").fill(GIFT);
	await page.getByRole("button", { name: "Preview" }).click();
	await expect(page.getByRole("heading", { name: "Preview: 7 questions read" })).toBeVisible();
	await expect(page.getByRole("list", { name: "Import problems" })).toHaveCount(0);
	const preview = page.getByRole("table", { name: "Questions to import" });
	await expect(preview.getByRole("row")).toHaveCount(8);
	for (const text of Object.values(questions)) await expect(preview).toContainText(text);
	await expect(preview.getByRole("row").filter({ hasText: questions.numeric })).toContainText("3.14 ± 0.01");

	await page.getByRole("button", { name: "Import 7 questions" }).click();
	await expect(page.getByText("Imported 7 questions.")).toBeVisible();
	await expect(page.getByRole("tab", { name: "Questions (7)" })).toBeVisible();

	// An exam in two timed sections: a one-minute warm-up, then the core questions.
	await page.getByRole("link", { name: "New exam" }).first().click();
	await expect(page.getByRole("heading", { level: 1, name: "New exam" })).toBeVisible();
	const form = page.getByRole("form", { name: "New exam" });
	await form.getByRole("textbox", { name: "Title", exact: true }).fill(examTitle);
	await form.getByRole("textbox", { name: "Opens at", exact: true }).fill(await localInputIn(page, -5));
	await form
		.getByRole("textbox", { name: "Closes at", exact: true })
		.fill(await localInputIn(page, 2 * 24 * 60));
	await expect(form.getByRole("radio", { name: /^Students of the college/ })).toBeChecked();
	await form.getByRole("checkbox", { name: "Time each section separately" }).check();
	await form.getByRole("button", { name: "Add section" }).click();
	const sections = [
		{ title: "Warm-up", minutes: "1", picks: [questions.truefalse, questions.short] },
		{
			title: "Core",
			minutes: "4",
			picks: [questions.matching, questions.single, questions.numeric, questions.multi, questions.essay],
		},
	];
	for (const [index, { title, minutes, picks }] of sections.entries()) {
		const section = form.getByRole("group", { name: `Section ${index + 1}` });
		await section.getByLabel(`Section ${index + 1} title`).fill(title);
		await section.getByRole("textbox", { name: `Time for section ${index + 1} (minutes)` }).fill(minutes);
		await section.getByRole("combobox", { name: "Show questions of bank" }).selectOption({ label: bankName });
		const picker = section.getByRole("group", { name: `Questions of ${bankName}` });
		await expect(picker.getByRole("checkbox")).toHaveCount(7);
		for (const text of picks) await picker.getByRole("checkbox", { name: text }).check();
		await expect(section.getByText(`Chosen: ${picks.length}`)).toBeVisible();
	}
	await expect(form.getByRole("textbox", { name: "Duration (minutes)" })).toHaveValue("5");
	await form.getByRole("button", { name: "Save as draft" }).click();

	// Saved as a draft, then published after the confirmation.
	await page.waitForURL("/examination-admin/dashboard");
	const row = page.getByRole("table", { name: "Exams" }).getByRole("row").filter({ hasText: examTitle });
	await expect(row).toContainText("Draft");
	await row.getByRole("button", { name: `Publish ${examTitle}` }).click();
	const confirm = page.getByRole("dialog", { name: "Publish this exam?" });
	await expect(confirm).toContainText(examTitle);
	await confirm.getByRole("button", { name: "Publish", exact: true }).click();
	await expect(confirm).toBeHidden();
	await expect(row).toContainText("Published");
	await expect(row).toContainText("7 (10 marks)");

	// A student of the college takes it.
	const studentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
	try {
		const student = await studentContext.newPage();
		await openSignedIn(student, "22CSE006");
		await enterExam(student, examTitle);
		await expect(student.getByRole("heading", { level: 2, name: "Question 1 of 7" })).toBeVisible();
		await expect(student.getByRole("timer", { name: "Time left in this section" })).toBeVisible();
		await expect(student.getByRole("tab", { name: "Core" })).toBeDisabled();

		// Warm-up: both right, then the section's minute runs out and the player moves on by itself.
		await expect(student.getByText(questions.truefalse)).toBeVisible();
		await student.getByRole("radio", { name: "True", exact: true }).check();
		await student.getByRole("button", { name: "Save & Next" }).click();
		await expect(student.getByText(questions.short)).toBeVisible();
		await student.getByRole("textbox", { name: "Your answer" }).fill("distinct");
		await expect(student.getByRole("button", { name: "Save & Next" })).toBeDisabled();
		await expect(student.getByText("Time is up for Warm-up. Core has started.")).toBeVisible({
			timeout: 90_000,
		});
		await expect(student.getByRole("heading", { level: 2, name: "Question 3 of 7" })).toBeVisible();
		await expect(student.getByRole("tab", { name: /^Warm-up/ })).toBeDisabled();

		// Core: two of three pairs, the half-credit option, the number and both primes.
		await expect(student.getByText(questions.matching)).toBeVisible();
		await student.getByRole("combobox", { name: "HTTP", exact: true }).selectOption({ label: "80" });
		await student.getByRole("combobox", { name: "SSH", exact: true }).selectOption({ label: "443" });
		await student.getByRole("combobox", { name: "HTTPS", exact: true }).selectOption({ label: "443" });
		await student.getByRole("button", { name: "Save & Next" }).click();
		await student.getByRole("radio", { name: "Deque" }).check();
		await student.getByRole("button", { name: "Save & Next" }).click();
		await student.getByRole("textbox", { name: "Your answer" }).fill("3.14");
		await student.getByRole("button", { name: "Save & Next" }).click();
		await student.getByRole("checkbox", { name: "2", exact: true }).check();
		await student.getByRole("checkbox", { name: "3", exact: true }).check();
		await student.getByRole("button", { name: "Save & Next" }).click();

		// The essay, formatted with the toolbar and counted against its 60 words.
		await expect(student.getByText(questions.essay)).toBeVisible();
		const essay = student.getByRole("textbox", { name: "Your answer" });
		await essay.fill(
			"Chaining keeps a linked list in each bucket. Open addressing probes for the next free slot.",
		);
		await essay.press("Enter");
		await essay.pressSequentially("Example: keys 12 and 22 in 10 buckets both hash to 2.");
		await expect(student.getByText("28 / 60 words")).toBeVisible();

		await student.getByRole("button", { name: "Submit", exact: true }).click();
		const review = student.getByRole("dialog", { name: "Review before you submit" });
		await review.getByRole("button", { name: "Submit exam" }).click();
		await student.waitForURL(/\/exam-results\/[^/]+$/);
		const resultUrl = student.url();
		// The essay waits for a grader: no score yet, but the marked answers and their feedback show.
		await expect(student.getByText("Awaiting grading").first()).toBeVisible();
		await expect(
			student.getByText("A deque can work as a stack, but the LIFO structure is the stack."),
		).toBeVisible();
		await expect(student.getByRole("table", { name: "Your matches" })).toContainText("SSH");

		// The examination admin grades the essay against its rubric and releases the marks.
		await page.getByRole("link", { name: "Grading" }).first().click();
		const card = page.getByRole("article", { name: examTitle });
		await expect(card).toContainText("1 to grade");
		await card.getByRole("link", { name: `Grade ${examTitle}` }).click();
		await expect(page.getByText("Chaining keeps a linked list in each bucket.")).toBeVisible();
		await page
			.getByRole("radiogroup", { name: "Methods" })
			.getByRole("radio", { name: "Both named" })
			.check();
		await page
			.getByRole("radiogroup", { name: "Example" })
			.getByRole("radio", { name: "Worked example" })
			.check();
		await page.getByRole("textbox", { name: "Comment" }).fill("Both methods, with a clear example.");
		await page.getByRole("button", { name: "Save grade", exact: true }).click();
		await expect(page.getByText("1 of 1 graded")).toBeVisible();
		await page.getByRole("button", { name: "Release marks" }).click();
		const release = page.getByRole("dialog", { name: "Release marks?" });
		await release.getByRole("button", { name: "Release 1 attempt" }).click();
		await expect(page.getByRole("status").filter({ hasText: "Marks released" })).toBeVisible();

		// The student's result is whole: 5.17 of the marked questions and 4 of 4 for the essay.
		await student.goto(resultUrl);
		await expect(student.getByText("9.17 / 10", { exact: true })).toBeVisible();
		await expect(student.getByText("Both methods, with a clear example.")).toBeVisible();
		await expect(student.getByRole("table", { name: "Rubric levels given" })).toContainText("Worked example");
	} finally {
		await studentContext.close();
	}
});
