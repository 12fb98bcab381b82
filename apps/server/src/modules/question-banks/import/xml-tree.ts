import { SaxesParser } from "saxes";

/** An element of a parsed file: its attributes, its children (text and elements, in order) and its line. */
export type XmlElement = {
	name: string;
	attributes: Record<string, string>;
	children: (XmlElement | string)[];
	line: number;
};

export type XmlReading = { ok: true; root: XmlElement } | { ok: false; line: number; message: string };

/** Deeper than any Moodle file goes; a limit keeps the recursive readers below far from the stack's end. */
const MAX_DEPTH = 64;

class Stop {
	constructor(
		readonly line: number,
		readonly message: string,
	) {}
}

/**
 * Reads XML into a small tree, or says why not and on which line. A DOCTYPE is refused outright, so
 * no entity can be declared (no XXE, no "billion laughs"): only XML's five named entities and
 * numeric character references are understood, and any other entity is an error.
 */
export function readXml(text: string): XmlReading {
	const parser = new SaxesParser({ position: true });
	const stack: XmlElement[] = [];
	let root: XmlElement | null = null;
	let startLine = 1;
	const stop = (message: string, line = parser.line) => {
		throw new Stop(line, message);
	};
	const appendText = (value: string) => {
		const parent = stack[stack.length - 1];
		if (parent) parent.children.push(value);
	};
	parser.on("doctype", () =>
		stop("The file declares a DOCTYPE; Moodle XML files have none, and it is refused for safety."),
	);
	parser.on("error", (error) => stop(error.message.replace(/^[^:]*:\d+:\d+: /, "")));
	parser.on("opentagstart", () => {
		startLine = parser.line;
	});
	parser.on("opentag", (tag) => {
		if (stack.length >= MAX_DEPTH) stop(`Elements are nested more than ${MAX_DEPTH} deep.`);
		const element: XmlElement = {
			name: tag.name,
			attributes: { ...(tag.attributes as Record<string, string>) },
			children: [],
			line: startLine,
		};
		const parent = stack[stack.length - 1];
		if (parent) parent.children.push(element);
		else root ??= element;
		stack.push(element);
	});
	parser.on("closetag", () => {
		stack.pop();
	});
	parser.on("text", appendText);
	parser.on("cdata", appendText);
	try {
		parser.write(text.replace(/^\uFEFF/, "")).close();
	} catch (error) {
		if (error instanceof Stop) return { ok: false, line: Math.max(1, error.line), message: error.message };
		return { ok: false, line: Math.max(1, parser.line), message: "The file is not well-formed XML." };
	}
	if (!root) return { ok: false, line: 1, message: "The file has no XML element." };
	return { ok: true, root };
}

export const childElements = (element: XmlElement, name?: string): XmlElement[] =>
	element.children.filter(
		(c): c is XmlElement => typeof c !== "string" && (name === undefined || c.name === name),
	);

export const firstChild = (element: XmlElement, name: string): XmlElement | undefined =>
	childElements(element, name)[0];

const escapeAttribute = (value: string) =>
	value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
/**
 * The content of an element as HTML source: its text (which, once the XML is decoded, is the HTML
 * Moodle stored) and any child elements written back as tags. Moodle wraps HTML in CDATA or escapes
 * it, but a hand-made file may put the HTML in as elements; all three read the same.
 */
export function innerMarkup(element: XmlElement): string {
	return element.children
		.map((child) => {
			if (typeof child === "string") return child;
			const attributes = Object.entries(child.attributes)
				.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
				.join("");
			return `<${child.name}${attributes}>${innerMarkup(child)}</${child.name}>`;
		})
		.join("");
}

/** Only the text of an element and its descendants. */
export function textContent(element: XmlElement): string {
	return element.children.map((child) => (typeof child === "string" ? child : textContent(child))).join("");
}
