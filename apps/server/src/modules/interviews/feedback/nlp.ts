import model from "wink-eng-lite-web-model";
import winkNLP, { type ItemEntity, type ItemToken, type ItsFunction, type WinkMethods } from "wink-nlp";

// wink-nlp with its small English model: tokens, lemmas, parts of speech, sentences and entities,
// all offline. Loading the model takes about a second, so it is loaded once, on first use.

let instance: WinkMethods | undefined;
export function nlp(): WinkMethods {
	instance ??= winkNLP(model);
	return instance;
}

/** One token as the analysis reads it. */
export type Token = {
	normal: string;
	lemma: string;
	type: string;
	pos: string;
	stop: boolean;
	/** Index of its sentence. */
	sentence: number;
};

export type ReadText = {
	tokens: Token[];
	sentences: string[];
	entities: { value: string; type: string; sentence: number }[];
};

/** Reads a text once into plain arrays the rules work on. */
export function readText(text: string): ReadText {
	const engine = nlp();
	const its = engine.its;
	const doc = engine.readDoc(text);
	const tokens: Token[] = [];
	const sentences: string[] = [];
	const entities: ReadText["entities"] = [];
	doc.sentences().each((sentence, index) => {
		sentences.push(sentence.out());
		sentence.tokens().each((token: ItemToken) => {
			tokens.push({
				normal: token.out(its.normal) as string,
				// wink types its.lemma as a span function though it reads single tokens too.
				lemma: (token.out(its.lemma as ItsFunction<string>) as string).toLowerCase(),
				type: token.out(its.type) as string,
				pos: token.out(its.pos) as string,
				stop: token.out(its.stopWordFlag) as unknown as boolean,
				sentence: index,
			});
		});
		sentence.entities().each((entity: ItemEntity) => {
			const detail = entity.out(its.detail) as unknown as { value: string; type: string };
			entities.push({ value: detail.value, type: detail.type, sentence: index });
		});
	});
	return { tokens, sentences, entities };
}

/** A term (one or more words) as normal forms and lemmas, cached: the bank's terms are read once each. */
const termCache = new Map<string, { normals: string[]; lemmas: string[] }>();
export function readTerm(term: string): { normals: string[]; lemmas: string[] } {
	let read = termCache.get(term);
	if (!read) {
		const engine = nlp();
		const doc = engine.readDoc(term);
		read = {
			normals: doc.tokens().out(engine.its.normal) as string[],
			lemmas: (doc.tokens().out(engine.its.lemma as ItsFunction<string>) as string[]).map((lemma) =>
				lemma.toLowerCase(),
			),
		};
		termCache.set(term, read);
	}
	return read;
}

/**
 * Where `term` occurs in `tokens` (the index of its first token), or -1: every one of its tokens
 * must match in order, by its normal form or by its lemma ("reduced" matches "reduce").
 */
export function findTerm(tokens: readonly Token[], term: string, from = 0): number {
	const { normals, lemmas } = readTerm(term);
	if (normals.length === 0) return -1;
	outer: for (let i = from; i + normals.length <= tokens.length; i++) {
		for (let j = 0; j < normals.length; j++) {
			const token = tokens[i + j] as Token;
			if (token.normal !== normals[j] && token.lemma !== lemmas[j] && token.normal !== lemmas[j])
				continue outer;
		}
		return i;
	}
	return -1;
}
