/**
 * Finds dictionary phrases in text, whole words only, in one pass per case rule. Aliases are
 * written as in dictionary.ts: plain (any case), "=Exact" (this case only), "prefix*" (word may go on).
 */

export type PhraseHit<K> = { key: K; start: number; end: number };

/** Hyphens and underscores between letters count as spaces ("full-stack" = "full stack"); runs of spaces are one. */
export function normalizeText(text: string): string {
	return text.replace(/(?<=[A-Za-z0-9])[-_](?=[A-Za-z0-9])/g, " ").replace(/[ \t\u00a0]+/g, " ");
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Not inside a longer word, a version ("Node.js"), or a compound ("C++", "C#", "R&D"). */
const BEFORE = "(?<![A-Za-z0-9_+#.&])";
const AFTER = "(?![A-Za-z0-9_+#&]|\\.[A-Za-z0-9])";

type Compiled<K> = {
	regex: RegExp;
	exact: Map<string, K>;
	prefixes: { prefix: string; key: K }[];
	fold: (value: string) => string;
};

function compile<K>(aliases: { alias: string; key: K }[], caseSensitive: boolean): Compiled<K> | null {
	if (aliases.length === 0) return null;
	const fold = caseSensitive ? (value: string) => value : (value: string) => value.toLowerCase();
	const exact = new Map<string, K>();
	const prefixes: { prefix: string; key: K }[] = [];
	const sources: string[] = [];
	for (const { alias, key } of aliases) {
		const star = alias.endsWith("*");
		const text = fold(normalizeText(star ? alias.slice(0, -1) : alias));
		if (star) prefixes.push({ prefix: text, key });
		else if (!exact.has(text)) exact.set(text, key);
		// A plain word or phrase also matches its plural ("dashboard" finds "dashboards").
		const plural = !caseSensitive && !star && /[a-z]{3}$/.test(text) ? "(?:s|es)?" : "";
		sources.push(escapeRegex(text) + (star ? "[a-z]*" : plural));
	}
	// Longest first, so "machine learning engineer" wins over "machine learning" at the same place.
	sources.sort((a, b) => b.length - a.length);
	const regex = new RegExp(`${BEFORE}(?:${sources.join("|")})${AFTER}`, caseSensitive ? "g" : "gi");
	prefixes.sort((a, b) => b.prefix.length - a.prefix.length);
	return { regex, exact, prefixes, fold };
}

export class PhraseMatcher<K> {
	private readonly compiled: Compiled<K>[];

	constructor(entries: readonly { key: K; aliases: readonly string[] }[]) {
		const sensitive: { alias: string; key: K }[] = [];
		const insensitive: { alias: string; key: K }[] = [];
		for (const entry of entries)
			for (const alias of entry.aliases)
				if (alias.startsWith("=")) sensitive.push({ alias: alias.slice(1), key: entry.key });
				else insensitive.push({ alias, key: entry.key });
		this.compiled = [compile(insensitive, false), compile(sensitive, true)].filter(
			(c): c is Compiled<K> => c !== null,
		);
	}

	/** Every hit in already-normalized text; where hits overlap, the longer one wins. */
	findNormalized(text: string): PhraseHit<K>[] {
		const hits: PhraseHit<K>[] = [];
		for (const { regex, exact, prefixes, fold } of this.compiled) {
			regex.lastIndex = 0;
			for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
				const found = fold(m[0]);
				const key =
					exact.get(found) ??
					exact.get(found.replace(/s$/, "")) ??
					exact.get(found.replace(/es$/, "")) ??
					prefixes.find((p) => found.startsWith(p.prefix))?.key;
				if (key !== undefined) hits.push({ key, start: m.index, end: m.index + m[0].length });
			}
		}
		hits.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
		const kept: PhraseHit<K>[] = [];
		let reach = -1;
		for (const hit of hits) {
			if (hit.start < reach) {
				const last = kept[kept.length - 1];
				if (last && hit.end - hit.start > last.end - last.start && hit.start === last.start)
					kept[kept.length - 1] = hit;
				continue;
			}
			kept.push(hit);
			reach = hit.end;
		}
		return kept;
	}

	find(text: string): PhraseHit<K>[] {
		return this.findNormalized(normalizeText(text));
	}

	/** The distinct keys found, in order of first appearance. */
	keys(text: string): K[] {
		return [...new Set(this.find(text).map((hit) => hit.key))];
	}
}
