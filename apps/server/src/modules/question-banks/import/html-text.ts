/**
 * Moodle stores question text as HTML; Unnati's is plain text or Markdown. This turns the HTML a
 * Moodle editor writes into text a reader would type: paragraphs and <br> become line breaks, list
 * items "- ", <pre> blocks fenced code (their spacing kept), <code> `code`, <b>/<strong> **bold**,
 * <i>/<em> *italic*, table cells " | ", an image "[image: its alt text]". Scripts, styles and comments
 * are dropped, every other tag is removed, and entities are decoded.
 *
 * A hand-written scanner rather than regular expressions over the whole text: it reads each
 * character once, whatever the input (no backtracking on a megabyte of "<<<<").
 */
const NAMED_ENTITIES: Record<string, string> = {
	amp: "&",
	lt: "<",
	gt: ">",
	quot: '"',
	apos: "'",
	nbsp: " ",
	ndash: "–",
	mdash: "—",
	lsquo: "‘",
	rsquo: "’",
	ldquo: "“",
	rdquo: "”",
	hellip: "…",
	times: "×",
	divide: "÷",
	minus: "−",
	plusmn: "±",
	le: "≤",
	ge: "≥",
	ne: "≠",
	deg: "°",
	pi: "π",
	micro: "µ",
	middot: "·",
	bull: "•",
	rarr: "→",
	larr: "←",
	harr: "↔",
	uarr: "↑",
	darr: "↓",
	copy: "©",
	reg: "®",
	trade: "™",
	sup2: "²",
	sup3: "³",
	frac12: "½",
	frac14: "¼",
	frac34: "¾",
	infin: "∞",
	radic: "√",
	sum: "∑",
	alpha: "α",
	beta: "β",
	gamma: "γ",
	delta: "δ",
	theta: "θ",
	lambda: "λ",
	mu: "μ",
	sigma: "σ",
	omega: "ω",
	Omega: "Ω",
	Delta: "Δ",
	inr: "₹",
};

export function decodeEntities(text: string): string {
	return text.replace(
		/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,9});/g,
		(whole, name: string) => {
			if (name.startsWith("#")) {
				const code =
					name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
				return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
					? String.fromCodePoint(code)
					: whole;
			}
			return NAMED_ENTITIES[name] ?? whole;
		},
	);
}

const BLOCKS = new Set([
	"p",
	"div",
	"section",
	"article",
	"header",
	"footer",
	"blockquote",
	"h1",
	"h2",
	"h3",
	"h4",
	"h5",
	"h6",
	"ul",
	"ol",
	"table",
	"tr",
	"figure",
	"hr",
]);
const DROPPED = new Set(["script", "style", "head", "title"]);

function attribute(tag: string, name: string): string {
	const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
	return decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? "");
}

export function htmlToText(html: string): string {
	let out = "";
	let pre = 0;
	let i = 0;
	let cellInRow = false;
	const text = (value: string) => {
		if (pre > 0) {
			out += decodeEntities(value);
			return;
		}
		const spaced = value.replace(/\s+/g, " ");
		out += decodeEntities(out === "" || out.endsWith("\n") ? spaced.replace(/^ /, "") : spaced);
	};
	const newline = (count: number) => {
		out = out.replace(/[ \t]+$/, "");
		const have = /\n*$/.exec(out)?.[0].length ?? 0;
		if (out !== "" && have < count) out += "\n".repeat(count - have);
	};
	while (i < html.length) {
		const open = html.indexOf("<", i);
		if (open < 0) {
			text(html.slice(i));
			break;
		}
		text(html.slice(i, open));
		if (html.startsWith("<!--", open)) {
			const end = html.indexOf("-->", open + 4);
			if (end < 0) break;
			i = end + 3;
			continue;
		}
		const close = html.indexOf(">", open + 1);
		const tag = close < 0 ? "" : html.slice(open, close + 1);
		const name = /^<\/?([A-Za-z][A-Za-z0-9]*)/.exec(tag)?.[1]?.toLowerCase();
		if (close < 0 || !name) {
			// A "<" that opens no tag ("a < b") is text.
			text("<");
			i = open + 1;
			continue;
		}
		i = close + 1;
		const closing = tag[1] === "/";
		if (DROPPED.has(name) && !closing) {
			const end = html.toLowerCase().indexOf(`</${name}`, i);
			if (end < 0) break;
			const after = html.indexOf(">", end);
			i = after < 0 ? html.length : after + 1;
			continue;
		}
		if (name === "br") newline(1);
		else if (name === "pre") {
			if (closing) {
				pre = Math.max(0, pre - 1);
				newline(1);
				out += "```";
				newline(2);
			} else {
				newline(2);
				out += "```\n";
				pre++;
			}
		} else if (name === "code" && pre === 0) out += "`";
		else if (name === "b" || name === "strong") out += "**";
		else if (name === "i" || name === "em") out += "*";
		else if (name === "li" && !closing) {
			newline(1);
			out += "- ";
		} else if ((name === "td" || name === "th") && !closing) {
			if (cellInRow) out += " | ";
			cellInRow = true;
		} else if (name === "img") {
			const alt = attribute(tag, "alt") || attribute(tag, "src").split("/").pop() || "";
			out += `[image: ${alt}]`;
		} else if (BLOCKS.has(name)) {
			if (name === "tr") cellInRow = false;
			newline(name === "tr" ? 1 : 2);
		}
	}
	return out
		.split("\n")
		.map((line) => line.replace(/[ \t]+$/, ""))
		.join("\n")
		.replace(/\n{3,}/g, "\n\n")
		.replace(/^\s*\n/, "")
		.trim();
}
