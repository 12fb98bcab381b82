import { SPOKEN_PHRASE, SYSTEM_CHECK, TYPED_PHRASE } from "./constants";

/** Lower case, letters and digits only, single spaces: how a transcript and the phrase are compared. */
export function normalizePhrase(text: string): string {
	return text
		.toLowerCase()
		.normalize("NFKD")
		.replace(/[\u0300-\u036f]/g, "")
		.replace(/[^a-z0-9\s]+/g, " ")
		.trim()
		.split(/\s+/)
		.filter(Boolean)
		.join(" ");
}

/** SPEC §5: the words of the phrase that count, those longer than 2 characters ("ready", "start", "exam"). */
export function significantWords(text: string): string[] {
	return normalizePhrase(text)
		.split(" ")
		.filter((word) => word.length >= SYSTEM_CHECK.significantWordMinLength);
}

export type PhraseMatch = {
	matched: boolean;
	/** Share of the phrase's significant words found in the transcript, 0 to 1. */
	ratio: number;
	exact: boolean;
};

/**
 * SPEC §5: the spoken phrase matches when it equals the target exactly (ignoring case and punctuation,
 * which speech recognisers add at will), or when at least 70 % of the target's words longer than
 * 2 characters were heard (60 % on Apple devices, whose recogniser drops more words).
 */
export function matchSpokenPhrase(
	transcript: string,
	options: { apple?: boolean; target?: string } = {},
): PhraseMatch {
	const target = options.target ?? SPOKEN_PHRASE;
	const exact = normalizePhrase(transcript) !== "" && normalizePhrase(transcript) === normalizePhrase(target);
	const wanted = [...new Set(significantWords(target))];
	const heard = new Set(normalizePhrase(transcript).split(" "));
	const found = wanted.filter((word) => heard.has(word)).length;
	const ratio = wanted.length === 0 ? (exact ? 1 : 0) : found / wanted.length;
	const threshold = options.apple ? SYSTEM_CHECK.applePhraseMatchRatio : SYSTEM_CHECK.phraseMatchRatio;
	// A tiny epsilon: 7 of 10 is 0.7 exactly, but not always in floating point.
	return { exact, ratio, matched: exact || ratio >= threshold - 1e-9 };
}

/** The best of a recogniser's alternatives: any one that matches passes. */
export function matchAnyTranscript(
	transcripts: readonly string[],
	options: { apple?: boolean; target?: string } = {},
): PhraseMatch & { transcript: string } {
	let best: PhraseMatch & { transcript: string } = { matched: false, ratio: 0, exact: false, transcript: "" };
	for (const transcript of transcripts) {
		const match = matchSpokenPhrase(transcript, options);
		if (match.matched) return { ...match, transcript };
		if (match.ratio > best.ratio || best.transcript === "") best = { ...match, transcript };
	}
	return best;
}

/** SPEC §5: the typed phrase must equal the target exactly, capitals, spaces and punctuation included. */
export function matchesTypedPhrase(typed: string, target: string = TYPED_PHRASE): boolean {
	return typed === target;
}

/** Apple's devices: Macs, iPhones and iPads (an iPad in desktop mode presents itself as a Mac). */
export function isAppleDevice(agent: { userAgent: string; platform?: string }): boolean {
	const platform = agent.platform ?? "";
	if (/iPhone|iPad|iPod/.test(agent.userAgent) || /iPhone|iPad|iPod/.test(platform)) return true;
	return /Mac/.test(platform) || /Macintosh|Mac OS X/.test(agent.userAgent);
}
