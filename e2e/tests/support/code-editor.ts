import { expect, type Page } from "@playwright/test";

/**
 * Replaces everything in the CodeMirror editor named `name` with `code`. insertText puts the text in
 * as one input, as a paste would: typing key by key would let auto-indent and auto-closed brackets
 * rewrite it.
 */
export async function replaceCode(page: Page, name: string, code: string): Promise<void> {
	const editor = page.getByRole("textbox", { name, exact: true });
	await expect(editor).toBeVisible();
	await editor.click();
	await page.keyboard.press("ControlOrMeta+A");
	await page.keyboard.insertText(code);
	// CodeMirror draws each line as its own element; compare the lines, not the raw text.
	const firstLine = code.split("\n")[0] ?? "";
	await expect(editor.locator(".cm-line").first()).toHaveText(firstLine);
}
