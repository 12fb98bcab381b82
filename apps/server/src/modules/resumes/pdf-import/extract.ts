// Text out of a PDF resume with pdfjs-dist's Node build: the positioned strings of each page put
// back into lines, top to bottom, with their font size, so the parser can tell headings from text.
// A page set in two columns (a narrow sidebar of contact, skills and languages beside the main
// column, as most "modern" Canva and Overleaf templates are) is read column by column: a
// full-width header first, then the left column top to bottom, then the right one, then a
// full-width footer. Each line says which column it came from, so headings start sections in
// their own column. A single-column page reads as it always did, right-aligned dates included.
// Runs on the server (pdfjs-dist is a server dependency): the browser sends the file and never
// loads pdf.js, so the resume pages' JavaScript stays as small as it was.

/** One line of a page as it reads: its text, where it is, how big its type is. */
export type PdfLine = {
	text: string;
	page: number;
	/** Distance from the page's top, in points. */
	top: number;
	/** Left edge, in points. */
	left: number;
	/** The tallest glyph height on the line, in points. */
	size: number;
	/** "side" for a line of a two-column page's sidebar (the narrower column); absent otherwise. */
	column?: "side";
};

/** A page read as two columns: where its sidebar was. */
export type PdfColumnPage = { page: number; sidebar: "left" | "right" };

export type PdfText = { pages: number; lines: PdfLine[]; columns: PdfColumnPage[] };

/** Pages read at most: a resume is one or two; a 40-page upload is not a resume. */
export const PDF_IMPORT_MAX_PAGES = 10;

type Item = { str: string; x: number; y: number; width: number; height: number };

/** Items at nearly the same baseline are one line; a wide gap inside it becomes " | " (a column gap, a right-aligned date). */
function linesOf(items: Item[], page: number, pageHeight: number): PdfLine[] {
	return rowsOf(items).map((row) => {
		let text = "";
		let end: number | null = null;
		const size = Math.max(...row.map((item) => item.height));
		for (const item of row) {
			if (end !== null) {
				const gap = item.x - end;
				if (gap > Math.max(18, size * 2)) text += " | ";
				else if (gap > size * 0.15 && !text.endsWith(" ") && !item.str.startsWith(" ")) text += " ";
			}
			text += item.str;
			end = item.x + item.width;
		}
		const top = pageHeight - (row[0]?.y ?? 0);
		return { text: text.replace(/\s+/g, " ").trim(), page, top, left: row[0]?.x ?? 0, size };
	});
}

/** A run of items on one baseline with no wide gap inside: a phrase, a line of a column, a date. */
type Segment = { x0: number; x1: number; bottom: number; top: number; text: string; size: number };

/** Items at nearly the same baseline, sorted left to right: the rows of a page, top first. */
function rowsOf(items: Item[]): Item[][] {
	const sorted = items.filter((item) => item.str.trim() !== "").sort((a, b) => b.y - a.y || a.x - b.x);
	const rows: Item[][] = [];
	for (const item of sorted) {
		const row = rows[rows.length - 1];
		const first = row?.[0];
		if (row && first && Math.abs(first.y - item.y) <= Math.max(2, Math.min(first.height, item.height) * 0.4))
			row.push(item);
		else rows.push([item]);
	}
	for (const row of rows) row.sort((a, b) => a.x - b.x);
	return rows;
}

/** Each row cut at gaps wider than a word space, in PDF coordinates (y grows upwards). */
function segmentsOf(rows: Item[][]): Segment[] {
	const segments: Segment[] = [];
	for (const row of rows) {
		let current: Segment | null = null;
		for (const item of row) {
			const size = item.height || 10;
			const x1 = item.x + Math.max(item.width, 0);
			if (current && item.x - current.x1 <= Math.max(4, Math.min(current.size, size) * 1.1)) {
				current.x1 = Math.max(current.x1, x1);
				current.top = Math.max(current.top, item.y + size);
				current.bottom = Math.min(current.bottom, item.y);
				current.text += ` ${item.str}`;
				current.size = Math.max(current.size, size);
			} else {
				current = { x0: item.x, x1, bottom: item.y, top: item.y + size, text: item.str, size };
				segments.push(current);
			}
		}
	}
	return segments;
}

const MONTH_WORD = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/i;
/** A segment with a real word in it (not only a date, a grade or a page number). */
const isWordy = (text: string) =>
	text
		.split(/[\s,|/()–—-]+/)
		.some(
			(word) =>
				/^[A-Za-z][A-Za-z.+#&']{2,}$/.test(word) &&
				!MONTH_WORD.test(word) &&
				!/^(present|current|till|date|cgpa|gpa|page)$/i.test(word),
		);

/** The largest share of these values lying within `within` points of one another. */
function share(values: number[], within = 6): number {
	const sorted = [...values].sort((a, b) => a - b);
	let best = 0;
	for (let i = 0, j = 0; i < sorted.length; i++) {
		while ((sorted[i] as number) - (sorted[j] as number) > within) j++;
		best = Math.max(best, i - j + 1);
	}
	return sorted.length === 0 ? 0 : best / sorted.length;
}

/**
 * Is this side set like a column: most segments starting at one left edge, or centred on one
 * axis (a centred sidebar)? Segments sharing only their right edge are a strip of flush-right
 * dates and places beside a single column, never a column.
 */
function columnLike(segments: Segment[]): boolean {
	const starts = share(segments.map((s) => s.x0));
	const ends = share(
		segments.map((s) => s.x1),
		3,
	);
	if (ends >= 0.8 && starts < 0.8) return false;
	return starts >= 0.5 || share(segments.map((s) => (s.x0 + s.x1) / 2)) >= 0.5;
}

type Split = { gutter: number; zoneTop: number; zoneBottom: number; sidebar: "left" | "right" };

/**
 * Where a page splits into two columns, if it does: an x that no segment crosses over most of the
 * text's height (a full-width header or footer may cross it), with enough text on both sides, each
 * side left-aligned or centred and made of words. Right-aligned dates and places in a single column
 * leave such an x too, but theirs is a strip of dates and short names with ragged left edges.
 */
function columnSplit(segments: Segment[], pageWidth: number): Split | null {
	if (segments.length < 8) return null;
	const textTop = Math.max(...segments.map((s) => s.top));
	const textBottom = Math.min(...segments.map((s) => s.bottom));
	const height = textTop - textBottom;
	if (height <= 0) return null;
	let best: (Split & { free: number; gap: number }) | null = null;
	for (let x = Math.round(pageWidth * 0.2); x <= pageWidth * 0.8; x += 2) {
		// The longest stretch of the text's height that no segment crosses at x.
		const crossing = segments.filter((s) => s.x0 < x - 1 && s.x1 > x + 1).sort((a, b) => b.top - a.top);
		let zoneTop = textTop;
		let free = { top: textTop, bottom: textTop, length: 0 };
		for (const s of crossing) {
			if (zoneTop - s.top > free.length) free = { top: zoneTop, bottom: s.top, length: zoneTop - s.top };
			zoneTop = Math.min(zoneTop, s.bottom);
		}
		if (zoneTop - textBottom > free.length)
			free = { top: zoneTop, bottom: textBottom, length: zoneTop - textBottom };
		if (free.length < height * 0.6) continue;
		const inZone = segments.filter(
			(s) => (s.top + s.bottom) / 2 < free.top && (s.top + s.bottom) / 2 > free.bottom,
		);
		const left = inZone.filter((s) => s.x1 <= x + 1);
		const right = inZone.filter((s) => s.x0 >= x - 1);
		const rowsOn = (side: Segment[]) => new Set(side.map((s) => Math.round(s.bottom))).size;
		const reach = (side: Segment[]) =>
			side.length === 0 ? 0 : Math.max(...side.map((s) => s.top)) - Math.min(...side.map((s) => s.bottom));
		if (rowsOn(left) < 3 || rowsOn(right) < 3) continue;
		if (reach(left) < free.length * 0.25 || reach(right) < free.length * 0.25) continue;
		if (left.filter((s) => isWordy(s.text)).length < 3 || right.filter((s) => isWordy(s.text)).length < 3)
			continue;
		if (!columnLike(left) || !columnLike(right)) continue;
		// The x free over the longest stretch, and within it the one farthest from any text.
		const gap = Math.min(x - Math.max(...left.map((s) => s.x1)), Math.min(...right.map((s) => s.x0)) - x);
		const better = !best || free.length > best.free + 1 || (free.length >= best.free - 1 && gap > best.gap);
		if (better) {
			const leftWidth = x - Math.min(...left.map((s) => s.x0));
			const rightWidth = Math.max(...right.map((s) => s.x1)) - x;
			best = {
				gutter: x,
				zoneTop: free.top,
				zoneBottom: free.bottom,
				sidebar: leftWidth < rightWidth ? "left" : "right",
				free: free.length,
				gap,
			};
		}
	}
	if (!best) return null;
	const { free: _free, gap: _gap, ...split } = best;
	return split;
}

/** One page's lines in reading order: full-width header, left column, right column, footer. */
function pageLines(
	items: Item[],
	page: number,
	pageWidth: number,
	pageHeight: number,
): { lines: PdfLine[]; sidebar: "left" | "right" | null } {
	const split = columnSplit(segmentsOf(rowsOf(items)), pageWidth);
	if (!split) return { lines: linesOf(items, page, pageHeight), sidebar: null };
	const middle = (item: Item) => item.y + (item.height || 10) / 2;
	const above: Item[] = [];
	const left: Item[] = [];
	const right: Item[] = [];
	const below: Item[] = [];
	for (const item of items) {
		const y = middle(item);
		if (y >= split.zoneTop) above.push(item);
		else if (y <= split.zoneBottom) below.push(item);
		else if (item.x + Math.max(item.width, 0) / 2 < split.gutter) left.push(item);
		else right.push(item);
	}
	const side = (lines: PdfLine[], isSide: boolean) =>
		isSide ? lines.map((line) => ({ ...line, column: "side" as const })) : lines;
	return {
		lines: [
			...linesOf(above, page, pageHeight),
			...side(linesOf(left, page, pageHeight), split.sidebar === "left"),
			...side(linesOf(right, page, pageHeight), split.sidebar === "right"),
			...linesOf(below, page, pageHeight),
		],
		sidebar: split.sidebar,
	};
}

/** The lines of every page (at most PDF_IMPORT_MAX_PAGES), in reading order. Throws on a broken or encrypted PDF. */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
	const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
	const task = getDocument({
		data: bytes,
		isEvalSupported: false,
		disableFontFace: true,
		useSystemFonts: false,
		stopAtErrors: false,
		verbosity: 0,
	});
	try {
		const pdf = await task.promise;
		const lines: PdfLine[] = [];
		const columns: PdfColumnPage[] = [];
		const pages = Math.min(pdf.numPages, PDF_IMPORT_MAX_PAGES);
		for (let number = 1; number <= pages; number++) {
			const page = await pdf.getPage(number);
			const [, , width = 595, height = 842] = page.view;
			const content = await page.getTextContent();
			const items: Item[] = [];
			for (const item of content.items)
				if ("str" in item)
					items.push({
						str: item.str,
						x: item.transform[4] ?? 0,
						y: item.transform[5] ?? 0,
						width: item.width,
						height: item.height || Math.abs(item.transform[3] ?? 0),
					});
			const read = pageLines(items, number, width, height);
			lines.push(...read.lines);
			if (read.sidebar) columns.push({ page: number, sidebar: read.sidebar });
			page.cleanup();
		}
		return { pages: pdf.numPages, lines, columns };
	} finally {
		await task.destroy();
	}
}
