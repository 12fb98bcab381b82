import { expect, type Page, test } from "@playwright/test";
import { replaceCode } from "./support/code-editor";
import { openSignedIn } from "./support/sessions";

// A demo student no other spec signs in as, so the runs per minute are this file's own.
const ROLL_NO = "22CSE008";

const outputPanel = (page: Page) => page.getByRole("region", { name: "Output" });

async function run(page: Page, stdin: string) {
	await page.getByLabel("Input (stdin)").fill(stdin);
	await page.getByRole("button", { name: "Run", exact: true }).click();
	await expect(outputPanel(page).getByText("Running your program…")).toBeHidden({ timeout: 30_000 });
}

test("a student runs programs with input in two languages, and sees a compile error", async ({ page }) => {
	test.setTimeout(120_000);
	await openSignedIn(page, ROLL_NO);
	await page
		.getByRole("navigation", { name: "Student navigation" })
		.getByRole("link", { name: "Playground" })
		.click();
	await expect(page.getByRole("heading", { level: 1, name: "Code playground" })).toBeVisible();

	// Python: the code is typed into the editor, the input into the stdin box.
	await page.getByLabel("Language").selectOption({ label: "Python 3" });
	await replaceCode(
		page,
		"Code",
		"import sys\nnums = [int(x) for x in sys.stdin.read().split()]\nprint('sum', sum(nums))\n",
	);
	await run(page, "3 4 5");
	await expect(outputPanel(page).getByText("Finished")).toBeVisible();
	await expect(outputPanel(page).getByText("sum 12")).toBeVisible();

	// C++: the starter greets whoever the input names.
	await page.getByLabel("Language").selectOption({ label: "C++ (G++, C++17)" });
	await expect(page.getByRole("textbox", { name: "Code", exact: true })).toContainText("getline(cin, name)");
	await run(page, "Asha");
	await expect(outputPanel(page).getByText("Hello, Asha!")).toBeVisible();

	// A missing semicolon: the compiler's message, and no output.
	await replaceCode(page, "Code", '#include <cstdio>\nint main() {\n    printf("hi")\n}\n');
	await run(page, "");
	await expect(outputPanel(page).getByText("Compilation Error")).toBeVisible();
	// GCC quotes with ‘ ’ in a UTF-8 locale and with ' ' otherwise.
	await expect(outputPanel(page).getByText(/error: expected .;. before/)).toBeVisible();

	// The Python draft was kept on this device, per language.
	await page.reload();
	await page.getByLabel("Language").selectOption({ label: "Python 3" });
	await expect(page.getByRole("textbox", { name: "Code", exact: true })).toContainText(
		"print('sum', sum(nums))",
	);
});
