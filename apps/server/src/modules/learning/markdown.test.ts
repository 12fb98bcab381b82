import { describe, expect, it } from "vitest";
import { figureUrl, renderMarkdown, svgProblem } from "./markdown";

describe("lesson Markdown is rendered sanitized on the server", () => {
	it("renders GitHub-flavoured Markdown: tables, task lists, strikethrough and highlighted code", () => {
		const html = renderMarkdown(
			"## Heading\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~\n\n```cpp\nint main() { return 0; }\n```",
		);
		expect(html).toContain("<h2>Heading</h2>");
		expect(html).toContain("<table>");
		expect(html).toContain('type="checkbox"');
		expect(html).toContain("<del>old</del>");
		expect(html).toMatch(/<code class="hljs language-cpp">/);
		expect(html).toContain('<span class="hljs-keyword">return</span>');
		// A wide code block scrolls, so the keyboard can reach it.
		expect(html).toContain('<pre tabindex="0">');
	});

	it("drops <script> elements written into the Markdown", () => {
		const html = renderMarkdown('Before\n\n<script>alert("x")</script>\n\nAfter');
		expect(html).not.toMatch(/<script/i);
		expect(html).toContain("After");
	});

	it("takes the href off javascript: links and keeps their text", () => {
		const html = renderMarkdown("[click](javascript:alert(1)) and [JS](JAVASCRIPT:alert(2))");
		expect(html).not.toMatch(/javascript:/i);
		expect(html).toContain("click");
	});

	it("removes event-handler attributes and raw HTML elements", () => {
		const html = renderMarkdown(
			'<img src="x" onerror="alert(1)">\n\n<a href="#" onclick="alert(2)">a</a>\n\n<p onmouseover="x()">p</p>',
		);
		expect(html).not.toMatch(/\son[a-z]+=/i);
		expect(html).not.toMatch(/<img/);
	});

	it("drops inline SVG with scripts or handlers", () => {
		const html = renderMarkdown('<svg onload="alert(1)"><script>alert(2)</script><circle r="3"/></svg>');
		// The script's text may survive as plain text in a paragraph: inert, never an element.
		expect(html).not.toMatch(/<svg|<script|onload/i);
	});

	it("points figures at the course's figure route and drops images from elsewhere on the site", () => {
		const html = renderMarkdown(
			"![Growth of n log n](figures/growth.svg)\n\n![x](/api/auth/logout)",
			"dsa-foundations",
		);
		expect(html).toContain(`src="${figureUrl("dsa-foundations", "growth.svg")}"`);
		expect(html).toContain('alt="Growth of n log n"');
		expect(html).not.toContain("/api/auth/logout");
	});

	it("opens outside links in a new tab without giving them the opener", () => {
		const html = renderMarkdown("[docs](https://example.org)");
		expect(html).toContain('rel="noopener noreferrer nofollow"');
	});
});

describe("figures are checked before they are stored", () => {
	const ok =
		'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>t</title><rect width="5" height="5"/></svg>';
	it("accepts a plain SVG", () => expect(svgProblem(ok)).toBeNull());
	it.each([
		['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "<script>"],
		['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', "event-handler"],
		[
			'<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
			"javascript:",
		],
		['<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>', "outside"],
		['<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>', "foreignObject"],
		["<html><body>not svg</body></html>", "not an SVG"],
	])("refuses %s", (svg, why) => expect(svgProblem(svg)).toContain(why));
});
