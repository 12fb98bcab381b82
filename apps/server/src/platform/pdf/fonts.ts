import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

// The fonts of Unnati's text PDFs (certificates, placement reports, monthly reports): Noto Sans with
// Noto Sans Devanagari as the fallback for what its latin file lacks (the rupee sign, and a name
// written in Hindi), both SIL Open Font License from @fontsource, embedded and subset by react-pdf.
// Not Noto Sans's own latin-ext file for the rupee sign: it shares the latin file's PostScript name,
// and react-pdf then embeds the font anew for every run of text after the first switch (a 500 KB
// file rendered in seconds instead of 30 KB in a fifth of one).

const require = createRequire(import.meta.url);
const file = (name: string) => require.resolve(name);

/** The `fontFamily` of a page: the main family, then the fallback. */
export const PDF_FONT_FAMILY = ["Noto Sans", "Noto Sans Devanagari"] as unknown as string;

let registered = false;

/** Registers the fonts once per process (react-pdf's registry is global). */
export function registerPdfFonts(): void {
	if (registered) return;
	Font.register({
		family: "Noto Sans",
		fonts: [
			{ src: file("@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff"), fontWeight: 400 },
			{ src: file("@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff"), fontWeight: 700 },
		],
	});
	Font.register({
		family: "Noto Sans Devanagari",
		fonts: [
			{
				src: file("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff"),
				fontWeight: 400,
			},
			{
				src: file("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff"),
				fontWeight: 700,
			},
		],
	});
	// A name or title is never hyphenated: a split word is one a reader (or pdftotext) no longer finds.
	Font.registerHyphenationCallback((word) => [word]);
	registered = true;
}
