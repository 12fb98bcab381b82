import {
	layoutResume,
	type ResumeSettings,
	resumeDocumentSchema,
	resumeSettingsSchema,
} from "@unnati/contracts/resumes";
import {
	AlignmentType,
	BorderStyle,
	Document,
	HeadingLevel,
	Packer,
	Paragraph,
	type ParagraphChild,
	TextRun,
} from "docx";

// The resume as a Word document an ATS reads like the PDF: one column, every field a paragraph of
// text in the layout's reading order, section headings as real Word headings, bullets as Word's
// own list, no tables, text boxes, images, headers or footers. Values go in as text runs, so markup
// in a field is written as the characters typed.

/** Fonts Word has everywhere, for the PDF's standard fonts. */
const WORD_FONT: Record<ResumeSettings["font"], string> = {
	Helvetica: "Arial",
	"Times-Roman": "Times New Roman",
	Courier: "Courier New",
};

/** Page sizes in twentieths of a point. */
const PAGE: Record<ResumeSettings["paper"], { width: number; height: number }> = {
	A4: { width: 11906, height: 16838 },
	LETTER: { width: 12240, height: 15840 },
};

const hex = (colour: string) => colour.replace(/^#/, "").toUpperCase();

/** The resume's DOCX bytes, in its template's font, size, accent colour and paper size. */
export async function renderResumeDocx(
	documentInput: unknown,
	settingsInput: unknown,
	title: string,
): Promise<Buffer> {
	const document = resumeDocumentSchema.parse(documentInput);
	const settings = resumeSettingsSchema.parse(settingsInput);
	const layout = layoutResume(document);
	const halfPoints = Math.round(settings.fontSize * 2);
	const compact = settings.template === "compact";
	const centred = settings.template === "classic" ? AlignmentType.CENTER : AlignmentType.LEFT;
	const accent = hex(settings.accent);
	const gap = compact ? 40 : 80;
	const text = (value: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
		new TextRun({ text: value, ...options });
	const line = (
		children: ParagraphChild[],
		options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {},
	) => new Paragraph({ children, spacing: { after: 0 }, ...options });

	const body: Paragraph[] = [];
	if (layout.name)
		body.push(
			line(
				[
					text(layout.name, {
						bold: true,
						size: halfPoints + 18,
						color: settings.template === "modern" ? accent : "111111",
					}),
				],
				{
					alignment: centred,
					heading: HeadingLevel.TITLE,
				},
			),
		);
	if (layout.label) body.push(line([text(layout.label, { size: halfPoints + 2 })], { alignment: centred }));
	if (layout.contact.length)
		body.push(line([text(layout.contact.join(" | "), { color: "333333" })], { alignment: centred }));
	if (layout.campusLine)
		body.push(line([text(layout.campusLine, { color: "333333" })], { alignment: centred }));
	if (layout.summary) body.push(line([text(layout.summary)], { spacing: { before: gap * 2, after: 0 } }));
	for (const section of layout.sections) {
		body.push(
			line(
				[
					text(settings.template === "modern" ? section.heading : section.heading.toUpperCase(), {
						bold: true,
						size: halfPoints + 3,
						color: accent,
					}),
				],
				{
					heading: HeadingLevel.HEADING_1,
					spacing: { before: gap * 3, after: gap },
					...(settings.template === "modern"
						? {}
						: { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 1 } } }),
				},
			),
		);
		for (const entry of section.entries) {
			// The same lines as the PDF: title, then organisation, dates and details, summary, bullets.
			const second = [entry.subtitle, entry.dates, ...entry.details].filter(Boolean).join(" | ");
			if (entry.title) body.push(line([text(entry.title, { bold: true })], { keepNext: true }));
			if (second) body.push(line([text(second, { color: "333333" })]));
			if (entry.summary) body.push(line([text(entry.summary)]));
			for (const bullet of entry.bullets) body.push(line([text(bullet)], { bullet: { level: 0 } }));
			body.push(line([], { spacing: { after: gap } }));
		}
	}

	const word = new Document({
		title,
		creator: layout.name || "Unnati",
		description: "Resume exported from Unnati",
		styles: {
			default: {
				document: { run: { font: WORD_FONT[settings.font], size: halfPoints, color: "1A1A1A" } },
				// Word's heading styles carry their own font, size and colour: the runs above set them.
				title: { run: { font: WORD_FONT[settings.font] } },
				heading1: { run: { font: WORD_FONT[settings.font] } },
			},
		},
		sections: [
			{
				properties: {
					page: {
						size: PAGE[settings.paper],
						margin: compact
							? { top: 560, bottom: 560, left: 680, right: 680 }
							: { top: 800, bottom: 800, left: 880, right: 880 },
					},
				},
				children: body,
			},
		],
	});
	return Packer.toBuffer(word);
}
