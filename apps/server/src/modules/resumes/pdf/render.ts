import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import {
	type LayoutEntry,
	layoutResume,
	type ResumeSettings,
	resumeDocumentSchema,
	resumeSettingsSchema,
} from "@unnati/contracts/resumes";
import { createElement as h, type ReactElement } from "react";

// The resume as a PDF of real text: one column, the PDF's standard fonts, no images or tables, so
// pdftotext and any ATS read every field in the order it prints. Field values are passed as text
// nodes, never parsed as markup, so HTML in a field prints as the characters typed.

// No hyphenation: a word split across lines ("can- teenq") is a word an ATS no longer finds.
Font.registerHyphenationCallback((word) => [word]);

const BOLD: Record<ResumeSettings["font"], string> = {
	Helvetica: "Helvetica-Bold",
	"Times-Roman": "Times-Bold",
	Courier: "Courier-Bold",
};

function stylesFor(settings: ResumeSettings) {
	const size = settings.fontSize;
	const compact = settings.template === "compact";
	const gap = compact ? 0.6 : 1;
	return StyleSheet.create({
		page: {
			fontFamily: settings.font,
			fontSize: size,
			lineHeight: compact ? 1.25 : 1.4,
			paddingVertical: compact ? 28 : 40,
			paddingHorizontal: compact ? 34 : 44,
			color: "#1a1a1a",
		},
		name: {
			fontFamily: BOLD[settings.font],
			fontSize: size + 9,
			textAlign: settings.template === "classic" ? "center" : "left",
			color: settings.template === "modern" ? settings.accent : "#111111",
		},
		label: {
			fontSize: size + 1,
			textAlign: settings.template === "classic" ? "center" : "left",
			marginTop: 2,
		},
		contact: {
			fontSize: size - 0.5,
			textAlign: settings.template === "classic" ? "center" : "left",
			marginTop: 3,
			color: "#333333",
		},
		summary: { marginTop: 8 * gap },
		section: { marginTop: 10 * gap },
		heading: {
			fontFamily: BOLD[settings.font],
			fontSize: size + 1.5,
			color: settings.accent,
			textTransform: settings.template === "modern" ? "none" : "uppercase",
			borderBottomWidth: settings.template === "modern" ? 0 : 0.8,
			borderBottomColor: settings.accent,
			paddingBottom: 1.5,
			marginBottom: 4 * gap,
		},
		entry: { marginBottom: 5 * gap },
		titleLine: { fontFamily: BOLD[settings.font] },
		muted: { color: "#333333" },
		bullet: { flexDirection: "row", marginLeft: 6 },
		bulletMark: { width: 10 },
		bulletText: { flex: 1 },
	});
}

type Styles = ReturnType<typeof stylesFor>;

function entryBlock(entry: LayoutEntry, styles: Styles, key: number): ReactElement {
	// Title, then organisation and dates on their own line: the reading order pdftotext keeps.
	const second = [entry.subtitle, entry.dates, ...entry.details].filter(Boolean).join(" | ");
	return h(
		View,
		{ key, style: styles.entry, wrap: false },
		entry.title ? h(Text, { style: styles.titleLine }, entry.title) : null,
		second ? h(Text, { style: styles.muted }, second) : null,
		entry.summary ? h(Text, null, entry.summary) : null,
		...entry.bullets.map((bullet, i) =>
			h(
				View,
				{ key: `b${i}`, style: styles.bullet },
				h(Text, { style: styles.bulletMark }, "•"),
				h(Text, { style: styles.bulletText }, bullet),
			),
		),
	);
}

/** The PDF document element of a resume. */
export function resumePdfElement(
	documentInput: unknown,
	settingsInput: unknown,
	title: string,
): ReactElement {
	const document = resumeDocumentSchema.parse(documentInput);
	const settings = resumeSettingsSchema.parse(settingsInput);
	const layout = layoutResume(document);
	const styles = stylesFor(settings);
	return h(
		Document,
		{ title, author: layout.name || "Unnati", creator: "Unnati", producer: "Unnati" },
		h(
			Page,
			{ size: settings.paper, style: styles.page },
			layout.name ? h(Text, { style: styles.name }, layout.name) : null,
			layout.label ? h(Text, { style: styles.label }, layout.label) : null,
			layout.contact.length ? h(Text, { style: styles.contact }, layout.contact.join(" | ")) : null,
			layout.campusLine ? h(Text, { style: styles.contact }, layout.campusLine) : null,
			layout.summary ? h(Text, { style: styles.summary }, layout.summary) : null,
			...layout.sections.map((section) =>
				h(
					View,
					{ key: section.key, style: styles.section },
					h(Text, { style: styles.heading, minPresenceAhead: 30 }, section.heading),
					...section.entries.map((entry, i) => entryBlock(entry, styles, i)),
				),
			),
		),
	);
}

/** The resume's PDF bytes. */
export async function renderResumePdf(document: unknown, settings: unknown, title: string): Promise<Buffer> {
	return renderToBuffer(resumePdfElement(document, settings, title) as Parameters<typeof renderToBuffer>[0]);
}
