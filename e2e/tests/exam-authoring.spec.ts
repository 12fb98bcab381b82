import { expect, type Page, test } from "@playwright/test";
import { enterExam } from "./support/exams";
import { openSignedIn } from "./support/sessions";

// Each run is unique, so reruns against one database never find an earlier run's bank or exam.
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const bankName = `E2E import bank ${runId}`;
const examTitle = `E2E GIFT quiz ${runId}`;

const questions = {
	single: `Which data structure works on the LIFO principle? (${runId})`,
	multi: `Which of these are prime numbers? (${runId})`,
	numeric: `What is pi to two decimals? (${runId})`,
};

// Line 12 is a true/false question, which exams cannot mark.
const GIFT = [
	"// Imported by the end-to-end tests",
	`::LIFO:: ${questions.single} {`,
	"  =Stack",
	"  ~Queue",
	"  ~Heap",
	"}",
	"",
	`${questions.multi} {~%50%2 ~%50%3 ~%-100%4}`,
	"",
	`${questions.numeric} {#3.14:0.01}`,
	"",
	"The Earth revolves around the Sun. {T}",
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

test("the exam admin imports GIFT questions into a new bank, builds an exam from them and publishes it to the college", async ({
	page,
	browser,
}) => {
	test.setTimeout(90_000);
	await openSignedIn(page, "examadmin@dit.example.org");

	// A new bank.
	await page.getByRole("link", { name: "Question banks" }).first().click();
	await expect(page.getByRole("heading", { level: 1, name: "Question banks" })).toBeVisible();
	const newBank = page.getByRole("form", { name: "New question bank" });
	await newBank.getByLabel("Bank name").fill(bankName);
	await newBank.getByRole("button", { name: "Create bank" }).click();
	await expect(page.getByRole("heading", { level: 1, name: bankName })).toBeVisible();
	await expect(page.getByRole("tab", { name: "Questions (0)" })).toBeVisible();

	// The GIFT text, pasted and previewed: three questions and the true/false line as a problem.
	await page.getByRole("tab", { name: "Import" }).click();
	await page.getByRole("radio", { name: "GIFT" }).check();
	await page.getByLabel("Questions to import").fill(GIFT);
	await page.getByRole("button", { name: "Preview" }).click();
	await expect(page.getByRole("heading", { name: "Preview: 3 questions read" })).toBeVisible();
	const problems = page.getByRole("list", { name: "Import problems" }).getByRole("listitem");
	await expect(problems).toHaveCount(1);
	await expect(problems).toHaveText(/^Line 12: Unsupported question type \(true\/false\)/);
	const preview = page.getByRole("table", { name: "Questions to import" });
	await expect(preview.getByRole("row")).toHaveCount(4);
	for (const text of Object.values(questions)) await expect(preview).toContainText(text);
	await expect(preview.getByRole("row").filter({ hasText: questions.numeric })).toContainText("3.14 ± 0.01");
	await expect(preview.getByRole("row").filter({ hasText: questions.multi })).toContainText("A, B");

	await page.getByRole("button", { name: "Import 3 questions" }).click();
	await expect(page.getByText("Imported 3 questions.")).toBeVisible();
	await expect(page.getByRole("tab", { name: "Questions (3)" })).toBeVisible();

	// An exam of those three questions, open from now to the day after tomorrow, for the whole college.
	await page.getByRole("link", { name: "New exam" }).first().click();
	await expect(page.getByRole("heading", { level: 1, name: "New exam" })).toBeVisible();
	const form = page.getByRole("form", { name: "New exam" });
	await form.getByRole("textbox", { name: "Title", exact: true }).fill(examTitle);
	await form.getByRole("textbox", { name: "Opens at", exact: true }).fill(await localInputIn(page, -5));
	await form
		.getByRole("textbox", { name: "Closes at", exact: true })
		.fill(await localInputIn(page, 2 * 24 * 60));
	await form.getByRole("textbox", { name: "Duration (minutes)" }).fill("15");
	await expect(form.getByRole("radio", { name: /^Students of the college/ })).toBeChecked();
	const section = form.getByRole("group", { name: "Section 1" });
	await section.getByLabel("Section 1 title").fill("Imported questions");
	await section.getByRole("combobox", { name: "Show questions of bank" }).selectOption({ label: bankName });
	const picker = section.getByRole("group", { name: `Questions of ${bankName}` });
	await expect(picker.getByRole("checkbox")).toHaveCount(3);
	for (const box of await picker.getByRole("checkbox").all()) await box.check();
	await expect(section.getByText("Chosen: 3")).toBeVisible();
	await form.getByRole("button", { name: "Save as draft" }).click();

	// Saved as a draft, then published after the confirmation.
	await page.waitForURL("/examination-admin/dashboard");
	const row = page.getByRole("table", { name: "Exams" }).getByRole("row").filter({ hasText: examTitle });
	await expect(row).toContainText("Draft");
	// A draft's marks are only counted once its questions are frozen at publishing.
	await expect(row).toContainText("3 (");
	await row.getByRole("button", { name: `Publish ${examTitle}` }).click();
	const confirm = page.getByRole("dialog", { name: "Publish this exam?" });
	await expect(confirm).toContainText(examTitle);
	await confirm.getByRole("button", { name: "Publish", exact: true }).click();
	await expect(confirm).toBeHidden();
	await expect(row).toContainText("Published");
	await expect(row).toContainText("3 (3 marks)");
	await expect(row.getByRole("button", { name: `Publish ${examTitle}` })).toHaveCount(0);

	// A student of the college sees it live, and its paper holds the imported questions.
	const studentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
	try {
		const student = await studentContext.newPage();
		await openSignedIn(student, "22CSE006");
		await enterExam(student, examTitle);
		await expect(student.getByRole("heading", { level: 2, name: "Question 1 of 3" })).toBeVisible();
		await expect(student.getByText(questions.single)).toBeVisible();
		await expect(student.getByRole("radio", { name: "Stack" })).toBeVisible();
	} finally {
		await studentContext.close();
	}
});
