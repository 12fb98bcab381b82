import { expect, type Page, test } from "@playwright/test";
import { replaceCode } from "./support/code-editor";
import { openSignedIn } from "./support/sessions";

// 22CSE001 has solved nothing in the seed; only this file submits practice solutions as 22CSE001.
const ROLL_NO = "22CSE001";
const PROBLEM = "Assembly Line Drill";

// Prints the number of students instead of the number of groups: wrong on the first sample already.
const WRONG_PYTHON = "import sys\ndata = sys.stdin.read().split()\nprint(data[0])\n";

// Each section with c students gives c*(c+1)/2 groups (at most 1.25e11: exact in a double).
const ACCEPTED_JAVASCRIPT = `const [n, line] = require("fs").readFileSync(0, "utf8").split(/\\s+/);
const counts = new Array(26).fill(0);
for (let i = 0; i < Number(n); i++) counts[line.charCodeAt(i) - 97]++;
let total = 0;
for (const c of counts) total += (c * (c + 1)) / 2;
console.log(String(total));
`;

const resultPanel = (page: Page) => page.getByRole("region", { name: "Result" });

async function submit(page: Page) {
	await page.getByRole("button", { name: "Submit", exact: true }).click();
	await expect(resultPanel(page).getByText("Judging your submission on every test…")).toBeHidden({
		timeout: 60_000,
	});
}

test("a student submits a wrong answer in Python, then an accepted one in JavaScript, and the list marks it solved", async ({
	page,
}) => {
	test.setTimeout(180_000);
	await openSignedIn(page, ROLL_NO);
	await page
		.getByRole("navigation", { name: "Student navigation" })
		.getByRole("link", { name: "DSA practice" })
		.click();
	await expect(page.getByRole("heading", { level: 1, name: "DSA practice" })).toBeVisible();

	await page.getByRole("searchbox", { name: "Search problems" }).fill(PROBLEM);
	const row = page.getByRole("row", { name: new RegExp(PROBLEM) });
	await expect(row.getByText("Not tried")).toBeVisible();
	await row.getByRole("link", { name: PROBLEM }).click();
	await expect(page.getByRole("heading", { level: 1, name: PROBLEM })).toBeVisible();
	await expect(page.getByRole("heading", { name: "Example 1" })).toBeVisible();

	// Python, wrong: Run shows the first sample's expected and actual output side by side.
	await page.getByLabel("Language").selectOption({ label: "Python 3" });
	await replaceCode(page, "Your solution", WRONG_PYTHON);
	await page.getByRole("button", { name: "Run", exact: true }).click();
	await expect(resultPanel(page).getByText("0 of 2 samples passed")).toBeVisible({ timeout: 30_000 });
	await expect(resultPanel(page).getByRole("article", { name: "Sample 1: Wrong Answer" })).toBeVisible();

	await submit(page);
	await expect(resultPanel(page).getByText("Wrong Answer").first()).toBeVisible();
	await expect(resultPanel(page).getByText("Tests passed")).toBeVisible();
	const history = page.getByRole("table", { name: "Your submissions" });
	await expect(history.getByRole("row").filter({ hasText: "Python 3" })).toContainText("Wrong Answer");

	// JavaScript, accepted.
	await page.getByLabel("Language").selectOption({ label: "JavaScript (Node.js)" });
	await replaceCode(page, "Your solution", ACCEPTED_JAVASCRIPT);
	await submit(page);
	await expect(resultPanel(page).getByText("Every test passed. The problem is marked solved.")).toBeVisible();
	await expect(history.getByRole("row").filter({ hasText: "JavaScript (Node.js)" })).toContainText(
		"Accepted",
	);
	await expect(page.getByText("✓ Solved")).toBeVisible();

	// The earlier Python attempt loads back into the editor.
	await history
		.getByRole("button", { name: /Load this code into the editor: Python 3/ })
		.first()
		.click();
	await expect(page.getByLabel("Language")).toHaveValue("python");
	await expect(page.getByRole("textbox", { name: "Your solution", exact: true })).toContainText(
		"print(data[0])",
	);

	// Back in the list, the problem is solved and counted.
	await page.getByRole("link", { name: "Back to DSA practice" }).click();
	await page.getByLabel("Status").selectOption({ label: "Solved" });
	await expect(page.getByRole("row", { name: new RegExp(PROBLEM) }).getByText("✓ Solved")).toBeVisible();
	await expect(
		page
			.getByRole("region", { name: "Your progress" })
			.getByRole("progressbar", { name: /^Overall: 1 of \d+ solved$/ }),
	).toBeVisible();
});

test("an unknown problem shows the 404 screen", async ({ page }) => {
	await openSignedIn(page, "22CSE009");
	await page.goto("/question/no-such-problem");
	await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});
