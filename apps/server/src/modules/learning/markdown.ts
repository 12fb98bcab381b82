import type { Element, Root } from "hast";
import rehypeHighlight from "rehype-highlight";
import rehypeSanitize, { defaultSchema, type Options as Schema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

// Lesson Markdown becomes HTML here, on the server, once when a revision is saved; the API only ever
// sends this HTML. The order is the security argument:
// 1. remark-rehype without `allowDangerousHtml`: raw HTML in the Markdown (a <script>, an <img
//    onerror>, an inline <svg>) is dropped, never passed through;
// 2. rehype-sanitize (GitHub's allow-list): only known tags and attributes survive, link and image
//    URLs keep only http(s)/mailto (and relative) targets, so `javascript:` links lose their href;
// 3. our own pass: figures/<name> images point at the course's figure route, other relative images go,
//    code blocks become focusable so that a keyboard can scroll them;
// 4. rehype-highlight last: it only wraps code text in <span class="hljs-…">, adding no URLs or handlers.

const schema: Schema = {
	...defaultSchema,
	attributes: {
		...defaultSchema.attributes,
		// Code blocks keep their language (```cpp → class="language-cpp") for the highlighter.
		code: [["className", /^language-[a-z0-9+#-]+$/]],
	},
};

/** Where a course's figures are served; lessons write `![alt](figures/<name>.svg)`. */
export const figureUrl = (courseSlug: string, name: string) =>
	`/api/learning/courses/${encodeURIComponent(courseSlug)}/figures/${encodeURIComponent(name)}`;

const FIGURE = /^figures\/([a-z0-9][a-z0-9._-]*\.svg)$/;

function linkFiguresAndLinks(courseSlug: string | null) {
	return () => (tree: Root) => {
		visit(tree, "element", (node: Element, index, parent) => {
			if (node.tagName === "img") {
				const src = String(node.properties.src ?? "");
				const figure = FIGURE.exec(src);
				if (figure?.[1] && courseSlug) {
					node.properties.src = figureUrl(courseSlug, figure[1]);
				} else if (!/^https:\/\//.test(src)) {
					// Only the course's own figures and https images; anything else is removed, alt kept as text.
					if (parent && typeof index === "number") {
						parent.children.splice(index, 1, { type: "text", value: String(node.properties.alt ?? "") });
						return index;
					}
				}
				node.properties.loading = "lazy";
				node.properties.decoding = "async";
			}
			// A code block wider than the page scrolls; keyboard users reach it to scroll it (WCAG 2.1.1).
			if (node.tagName === "pre") node.properties.tabIndex = 0;
			if (node.tagName === "a" && typeof node.properties.href === "string") {
				if (/^https?:\/\//.test(node.properties.href)) {
					node.properties.rel = ["noopener", "noreferrer", "nofollow"];
					node.properties.target = "_blank";
				}
			}
			return undefined;
		});
	};
}

/** Renders Markdown (GitHub-flavoured) to sanitized, highlighted HTML. `courseSlug` resolves figures. */
export function renderMarkdown(markdown: string, courseSlug: string | null = null): string {
	const file = unified()
		.use(remarkParse)
		.use(remarkGfm)
		.use(remarkRehype)
		.use(rehypeSanitize, schema)
		.use(linkFiguresAndLinks(courseSlug))
		.use(rehypeHighlight, { detect: false })
		.use(rehypeStringify)
		.processSync(markdown);
	return String(file);
}

/**
 * Why an SVG figure may not be stored, or null when it may. Figures are served as files (with a CSP
 * that forbids scripts) and shown through <img>, where scripts never run; this check keeps them out
 * of the database in the first place: no scripts, handlers, foreign objects, entities or outside refs.
 */
export function svgProblem(svg: string): string | null {
	const text = svg.toLowerCase();
	if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text)) return "it is not an SVG document";
	if (text.includes("<script")) return "it contains a <script>";
	if (/\son[a-z]+\s*=/.test(text)) return "it contains an event-handler attribute";
	if (text.includes("javascript:")) return "it contains a javascript: URL";
	if (text.includes("<foreignobject")) return "it contains a <foreignObject>";
	if (text.includes("<!entity") || text.includes("<!doctype")) return "it declares entities";
	if (/(href|src)\s*=\s*["']\s*(https?:|\/\/|data:)/.test(text)) return "it refers to an outside resource";
	if (/url\(\s*["']?\s*(https?:|\/\/)/.test(text)) return "it refers to an outside resource";
	return null;
}
