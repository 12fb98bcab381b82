/**
 * The shape of the legal texts (terms, privacy policy). A block is a paragraph or a bulleted list;
 * text may carry two inline marks, `**bold**` and `[label](href)`, which `RichText` renders.
 */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
	/** The section's anchor: `/terms-and-conditions#free-trial`. Keep it stable; people share these links. */
	readonly id: string;
	readonly title: string;
	readonly blocks: readonly LegalBlock[];
}

/** A date shown to readers and given to `<time>` in machine-readable form. */
export interface LegalDate {
	readonly iso: string;
	readonly label: string;
}
