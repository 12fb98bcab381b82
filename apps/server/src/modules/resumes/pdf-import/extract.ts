// Text out of a PDF resume with pdfjs-dist's Node build: the positioned strings of each page put
// back into lines, top to bottom, with their font size, so the parser can tell headings from text.
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
};

export type PdfText = { pages: number; lines: PdfLine[] };

/** Pages read at most: a resume is one or two; a 40-page upload is not a resume. */
export const PDF_IMPORT_MAX_PAGES = 10;

type Item = { str: string; x: number; y: number; width: number; height: number };

/** Items at nearly the same baseline are one line; a wide gap inside it becomes " | " (a column gap, a right-aligned date). */
function linesOf(items: Item[], page: number, pageHeight: number): PdfLine[] {
	const sorted = items.filter((item) => item.str.trim() !== "").sort((a, b) => b.y - a.y || a.x - b.x);
	const rows: Item[][] = [];
	for (const item of sorted) {
		const row = rows[rows.length - 1];
		const first = row?.[0];
		if (row && first && Math.abs(first.y - item.y) <= Math.max(2, Math.min(first.height, item.height) * 0.4))
			row.push(item);
		else rows.push([item]);
	}
	return rows.map((row) => {
		row.sort((a, b) => a.x - b.x);
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
		const pages = Math.min(pdf.numPages, PDF_IMPORT_MAX_PAGES);
		for (let number = 1; number <= pages; number++) {
			const page = await pdf.getPage(number);
			const [, , , height = 842] = page.view;
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
			lines.push(...linesOf(items, number, height));
			page.cleanup();
		}
		return { pages: pdf.numPages, lines };
	} finally {
		await task.destroy();
	}
}
