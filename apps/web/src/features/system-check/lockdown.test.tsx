import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isBlockedKey, useCheckLockdown } from "./lockdown";

const key = (key: string, mods: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
	key,
	ctrlKey: false,
	altKey: false,
	metaKey: false,
	...mods,
});

function Locked() {
	useCheckLockdown();
	return <input aria-label="typing" />;
}

describe("isBlockedKey (SPEC §5)", () => {
	it("blocks function keys, Tab, Escape, arrows and modifier keys", () => {
		for (const name of [
			"F1",
			"F5",
			"F11",
			"F12",
			"Tab",
			"Escape",
			"ArrowUp",
			"ArrowDown",
			"ArrowLeft",
			"ArrowRight",
		])
			expect(isBlockedKey(key(name)), name).toBe(true);
		for (const name of ["Shift", "Control", "Alt", "Meta", "AltGraph", "ContextMenu"])
			expect(isBlockedKey(key(name)), name).toBe(true);
	});

	it("blocks any Ctrl, Alt or Meta combination", () => {
		expect(isBlockedKey(key("c", { ctrlKey: true }))).toBe(true);
		expect(isBlockedKey(key("v", { metaKey: true }))).toBe(true);
		expect(isBlockedKey(key("Tab", { altKey: true }))).toBe(true);
		expect(isBlockedKey(key("r", { ctrlKey: true, altKey: true }))).toBe(true);
	});

	it("lets typing through: letters, capitals, punctuation, space, Backspace and Enter", () => {
		for (const name of ["a", "I", "!", " ", "Backspace", "Enter", "F", "1"])
			expect(isBlockedKey(key(name)), name).toBe(false);
	});
});

describe("useCheckLockdown", () => {
	it("cancels blocked keys and the context menu, turns text selection off, and lifts all of it on leaving", () => {
		const view = render(<Locked />);
		const input = view.getByLabelText("typing");
		expect(fireEvent.keyDown(input, { key: "Tab" })).toBe(false);
		expect(fireEvent.keyDown(input, { key: "F5" })).toBe(false);
		expect(fireEvent.keyDown(input, { key: "c", ctrlKey: true })).toBe(false);
		expect(fireEvent.keyDown(input, { key: "I", shiftKey: true })).toBe(true);
		expect(fireEvent.contextMenu(document.body)).toBe(false);
		expect(document.body.style.userSelect).toBe("none");
		expect(fireEvent(document.body, new Event("selectstart", { bubbles: true, cancelable: true }))).toBe(
			false,
		);
		expect(fireEvent(input, new Event("selectstart", { bubbles: true, cancelable: true }))).toBe(true);

		view.unmount();
		expect(fireEvent.keyDown(document.body, { key: "Tab" })).toBe(true);
		expect(fireEvent.contextMenu(document.body)).toBe(true);
		expect(document.body.style.userSelect).toBe("");
	});
});
