import model from "wink-eng-lite-web-model";
import winkNLP, { type WinkMethods } from "wink-nlp";

let instance: WinkMethods | undefined;

/** wink-nlp with its English model, loaded once per process (about a second; the routes load it at start-up). */
export function nlp(): WinkMethods {
	instance ??= winkNLP(model);
	return instance;
}

/**
 * The sentences of a text: each line on its own (JDs are bullet lists without full stops), then
 * wink's sentence boundaries within a line.
 */
export function sentencesOf(text: string): string[] {
	const engine = nlp();
	const out: string[] = [];
	for (const line of text.split(/\r?\n/)) {
		const trimmed = line.trim();
		if (!trimmed) continue;
		if (trimmed.length < 120 || !/[.!?]\s/.test(trimmed)) {
			out.push(trimmed);
			continue;
		}
		for (const sentence of engine.readDoc(trimmed).sentences().out()) out.push(sentence);
	}
	return out;
}

const ROLE_NOUNS = new Set([
	"engineer",
	"developer",
	"analyst",
	"scientist",
	"executive",
	"trainee",
	"associate",
	"intern",
	"manager",
	"consultant",
	"designer",
	"officer",
	"specialist",
	"representative",
	"programmer",
	"architect",
	"administrator",
	"technician",
]);

/**
 * A job title by grammar, when no known title or "Role:" line names it: the first run of proper
 * nouns and nouns (wink's part-of-speech tags) ending in a role word, e.g. "Graduate Apprentice Chemist
 * Trainee" in "We are hiring Graduate Apprentice Chemist Trainees for...".
 */
export function titleByGrammar(text: string): string | null {
	const its = nlp().its;
	const doc = nlp().readDoc(text.slice(0, 600));
	const words = doc.tokens().out();
	const tags = doc.tokens().out(its.pos);
	let run: string[] = [];
	for (let i = 0; i < words.length; i++) {
		const word = words[i] ?? "";
		const tag = tags[i] ?? "";
		if ((tag === "PROPN" || tag === "NOUN" || tag === "ADJ") && /^[A-Za-z][A-Za-z/&.-]*$/.test(word)) {
			run.push(word);
			const singular = word.toLowerCase().replace(/s$/, "");
			if (ROLE_NOUNS.has(singular) && run.length >= 2) {
				const words = run.slice(-5).map((w, j, all) => (j === all.length - 1 ? w.replace(/s$/, "") : w));
				return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
			}
		} else run = [];
	}
	return null;
}
