import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LightMarkdown, lightBlocks } from "./light-markdown";

const show = (text: string) =>
	render(
		<MantineProvider>
			<LightMarkdown text={text} />
		</MantineProvider>,
	).container;

describe("LightMarkdown", () => {
	it("shows HTML a student typed as the characters they typed", () => {
		const container = show('<img src=x onerror="alert(1)"> and <script>alert(2)</script> **<b>hi</b>**');

		expect(container.querySelector("img")).toBeNull();
		expect(container.querySelector("script")).toBeNull();
		expect(container.querySelector("b")).toBeNull();
		expect(container).toHaveTextContent(
			'<img src=x onerror="alert(1)"> and <script>alert(2)</script> <b>hi</b>',
		);
		expect(container.querySelector("strong")).toHaveTextContent("<b>hi</b>");
	});

	it("renders bold, italic and code inside a paragraph", () => {
		const container = show("A **stack** is *last in, first out*: `push(x)` then `pop()`.");

		expect(container.querySelector("strong")).toHaveTextContent("stack");
		expect(container.querySelector("em")).toHaveTextContent("last in, first out");
		expect([...container.querySelectorAll("code")].map((code) => code.textContent)).toEqual([
			"push(x)",
			"pop()",
		]);
		expect(container.querySelectorAll("p")).toHaveLength(1);
	});

	it("keeps code literal and leaves stray or spaced asterisks as text", () => {
		const container = show("`**not bold**` costs 2 * 3 * 4 and **unclosed or *open");

		expect(container.querySelector("code")).toHaveTextContent("**not bold**");
		expect(container.querySelector("strong")).toBeNull();
		expect(container.querySelector("em")).toBeNull();
		expect(container).toHaveTextContent("**not bold** costs 2 * 3 * 4 and **unclosed or *open");
	});

	it("nests italic inside bold", () => {
		const container = show("**very *important* point**");

		expect(container.querySelector("strong em")).toHaveTextContent("important");
	});

	it("renders bulleted and numbered lists, and a blank line as a new paragraph", () => {
		show("Two kinds:\n- **arrays**\n- linked lists\n\nSteps:\n1. push\n2. pop\n\nDone.\nReally.");

		const [bullets, numbered] = screen.getAllByRole("list");
		expect(bullets?.tagName).toBe("UL");
		expect(
			within(bullets as HTMLElement)
				.getAllByRole("listitem")
				.map((li) => li.textContent),
		).toEqual(["arrays", "linked lists"]);
		expect(within(bullets as HTMLElement).getByText("arrays").tagName).toBe("STRONG");
		expect(numbered?.tagName).toBe("OL");
		expect(
			within(numbered as HTMLElement)
				.getAllByRole("listitem")
				.map((li) => li.textContent),
		).toEqual(["push", "pop"]);
		const paragraphs = [...document.querySelectorAll("p")];
		expect(paragraphs.map((p) => p.textContent)).toEqual(["Two kinds:", "Steps:", "Done.Really."]);
		// A single line break stays a line break.
		expect(paragraphs[2]?.querySelector("br")).not.toBeNull();
	});

	it("says so when there is no answer", () => {
		show("  \n\n ");

		expect(screen.getByText("No answer was written.")).toBeInTheDocument();
	});
});

describe("lightBlocks", () => {
	it("splits paragraphs and lists, keeps a numbered list's first number, and carries indented lines on", () => {
		expect(lightBlocks("Intro\nsecond line\n\n3. three\n4. four\n   more of four\n- a\n\r\nEnd")).toEqual([
			{ kind: "paragraph", lines: ["Intro", "second line"] },
			{ kind: "numbered", start: 3, items: ["three", "four more of four"] },
			{ kind: "bullets", items: ["a"] },
			{ kind: "paragraph", lines: ["End"] },
		]);
	});
});
