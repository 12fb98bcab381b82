import { expect, type Page, test } from "@playwright/test";
import { replaceCode } from "./support/code-editor";
import { openSignedIn } from "./support/sessions";

// 22CSE010 has no lab progress in the seed; only this file works through labs as 22CSE010.
const ROLL_NO = "22CSE010";
const LAB = "Build a bracket checker with a stack";

// Says YES to everything: right on step 1's example, wrong on its hidden tests.
const ALWAYS_YES = 'print("YES")\n';

const ROUND_ONLY = `import sys
line = sys.stdin.readline().rstrip("\\n")
depth = 0
ok = True
for ch in line:
    if ch == "(":
        depth += 1
    elif ch == ")":
        depth -= 1
        if depth < 0:
            ok = False
            break
print("YES" if ok and depth == 0 else "NO")
`;

const ALL_KINDS = `import sys
PAIRS = {")": "(", "]": "[", "}": "{"}
line = sys.stdin.readline().rstrip("\\n")
stack = []
ok = True
for ch in line:
    if ch in "([{":
        stack.append(ch)
    elif ch in PAIRS:
        if not stack or stack[-1] != PAIRS[ch]:
            ok = False
            break
        stack.pop()
print("YES" if ok and not stack else "NO")
`;

const ERROR_POSITION = `import sys
PAIRS = {")": "(", "]": "[", "}": "{"}
line = sys.stdin.readline().rstrip("\\n")
stack = []
for i, ch in enumerate(line):
    if ch in "([{":
        stack.append(i)
    elif ch in PAIRS:
        if not stack or line[stack[-1]] != PAIRS[ch]:
            print(i + 1)
            sys.exit(0)
        stack.pop()
print("YES" if not stack else stack[0] + 1)
`;

const resultPanel = (page: Page) => page.getByRole("region", { name: "Result" });

async function check(page: Page, code: string) {
	await replaceCode(page, "Your code", code);
	await page.getByRole("button", { name: "Check my code" }).click();
	await expect(resultPanel(page).getByText("Judging your code on every test…")).toBeHidden({
		timeout: 60_000,
	});
}

test("a student opens a lab from the course, fails a step, fixes it, passes every step with the judge and sees the lab completed", async ({
	page,
}) => {
	test.setTimeout(240_000);
	await openSignedIn(page, ROLL_NO);
	await page.goto("/dashboard/learning-path/dsa-foundations");
	const labs = page.getByRole("region", { name: "Hands-on labs" });
	await labs.getByRole("link", { name: "About this lab" }).nth(1).click();
	await expect(page.getByRole("heading", { level: 1, name: LAB })).toBeVisible();
	await expect(page.getByRole("heading", { name: "What you will learn" })).toBeVisible();
	await page.getByRole("link", { name: "Start the lab" }).click();

	await expect(page).toHaveURL(/\/lab\/bracket-checker-stack$/);
	await expect(page.getByRole("heading", { level: 1, name: LAB })).toBeVisible();
	await expect(page.getByText("0 of 3 steps passed")).toBeVisible();
	await expect(page.getByRole("heading", { name: "Step 1: Round brackets with a counter" })).toBeVisible();

	// A wrong program: the example passes, a hidden test does not, and the step stays open.
	await check(page, ALWAYS_YES);
	await expect(resultPanel(page).getByText("Not yet")).toBeVisible();
	await expect(resultPanel(page).getByText(/fails hidden test \d+ \(Wrong Answer\)/)).toBeVisible();
	await expect(page.getByText("0 of 3 steps passed")).toBeVisible();

	// Fixed: the judge passes it and the next step opens.
	await check(page, ROUND_ONLY);
	await expect(resultPanel(page).getByText("Step passed")).toBeVisible();
	await expect(page.getByText("1 of 3 steps passed")).toBeVisible();
	await page.getByRole("button", { name: "Go to the next step" }).click();

	await expect(
		page.getByRole("heading", { name: "Step 2: Three kinds of brackets with a stack" }),
	).toBeVisible();
	await check(page, ALL_KINDS);
	await expect(resultPanel(page).getByText("Step passed")).toBeVisible();
	await page.getByRole("button", { name: "Go to the next step" }).click();

	await expect(page.getByRole("heading", { name: "Step 3: Point at the first error" })).toBeVisible();
	await check(page, ERROR_POSITION);
	await expect(resultPanel(page).getByText("Step passed")).toBeVisible();
	await expect(page.getByText("Lab completed")).toBeVisible();
	await expect(page.getByText("3 of 3 steps passed")).toBeVisible();

	// Kept on the server: after a reload the lab is still complete, and the course's card says so.
	await page.reload();
	// A reload loads the app again: slow on a busy two-core machine.
	await expect(page.getByText("Lab completed")).toBeVisible({ timeout: 60_000 });
	await page.getByRole("link", { name: "Back to the course" }).click();
	const card = page.getByRole("region", { name: "Hands-on labs" });
	await expect(card.getByText("Completed", { exact: true })).toBeVisible();
});
