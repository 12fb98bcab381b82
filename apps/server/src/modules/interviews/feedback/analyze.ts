import {
	type AnswerFeedback,
	FILLER_PHRASES,
	NEGOTIATION_CRITERIA,
	type OverallFeedback,
	PACE_BAND,
	type RoleFamily,
	type SpokenInterviewType,
} from "@unnati/contracts/interviews";
import { type BankQuestion, ROLE_TERMS } from "../question-bank";
import { findTerm, type ReadText, readText, type Token } from "./nlp";

// The offline feedback of an answer (issue 17), computed with wink-nlp by the rules contracts'
// FEEDBACK_RULES states to the student. Each rule is a small function so the tests can pin it.

const WORD_TYPES = new Set(["word", "number"]);
const isWord = (token: Token) => WORD_TYPES.has(token.type);

/** um, umm, uh, uhh, er, erm, ah, ahh, hmm, hmmm; and three adverbs used as fillers. */
const FILLER_TOKEN = /^(u+m+|u+h+|e+r+m*|a+h+|h+m+|basically|actually|literally)$/;
const fillerName = (normal: string) =>
	/^u+m+$/.test(normal)
		? "um"
		: /^u+h+$/.test(normal)
			? "uh"
			: /^e+r+m+$/.test(normal)
				? "erm"
				: /^e+r+$/.test(normal)
					? "er"
					: /^a+h+$/.test(normal)
						? "ah"
						: /^h+m+$/.test(normal)
							? "hmm"
							: normal;

export function countFillers(tokens: readonly Token[]): AnswerFeedback["fillers"] & { count: number } {
	const counts = new Map<string, number>();
	const add = (word: string) => counts.set(word, (counts.get(word) ?? 0) + 1);
	for (const token of tokens)
		if (token.type === "word" && FILLER_TOKEN.test(token.normal)) add(fillerName(token.normal));
	for (const phrase of FILLER_PHRASES) {
		let at = findTerm(tokens, phrase);
		while (at !== -1) {
			add(phrase);
			at = findTerm(tokens, phrase, at + 1);
		}
	}
	const count = [...counts.values()].reduce((sum, n) => sum + n, 0);
	const words = tokens.filter(isWord).length;
	return {
		count,
		per100Words: words === 0 ? 0 : round1((count / words) * 100),
		words: sortCounts(counts),
	};
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const sortCounts = (counts: Map<string, number>) =>
	[...counts.entries()]
		.map(([word, count]) => ({ word, count }))
		.sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));

/** Words a listener notices you repeating: base forms of content words used at least twice, top 5. */
const NOT_CONTENT = new Set([
	"um",
	"uh",
	"er",
	"ah",
	"hmm",
	"basically",
	"actually",
	"literally",
	"also",
	"really",
	"very",
	"lot",
	"thing",
	"get",
	"go",
	"make",
	"do",
	"say",
	"know",
	"like",
	"just",
	"then",
	"so",
]);
export function mostUsedWords(tokens: readonly Token[], limit = 5): { word: string; count: number }[] {
	const counts = new Map<string, number>();
	for (const token of tokens) {
		if (token.type !== "word" || token.stop || token.lemma.length < 3) continue;
		if (NOT_CONTENT.has(token.lemma) || FILLER_TOKEN.test(token.normal)) continue;
		counts.set(token.lemma, (counts.get(token.lemma) ?? 0) + 1);
	}
	return sortCounts(counts)
		.filter((item) => item.count >= 2)
		.slice(0, limit);
}

/** Sentences (by index) that contain any of `terms`. */
function sentencesWith(read: ReadText, terms: readonly string[]): number[] {
	const hits = new Set<number>();
	for (const term of terms) {
		let at = findTerm(read.tokens, term);
		while (at !== -1) {
			hits.add((read.tokens[at] as Token).sentence);
			at = findTerm(read.tokens, term, at + 1);
		}
	}
	return [...hits].sort((a, b) => a - b);
}

const SITUATION_CUES = [
	"when i was",
	"when we were",
	"during",
	"while",
	"last year",
	"last semester",
	"in my",
	"in our",
	"at my",
	"at our",
	"there was",
	"we had",
	"once",
	"back in",
];
const TASK_CUES = [
	"my role",
	"i was responsible",
	"i had to",
	"i needed to",
	"my task",
	"my job",
	"my responsibility",
	"the goal",
	"our goal",
	"we had to",
	"we needed to",
	"the task",
	"i was asked",
	"assigned",
	"the challenge",
	"the aim",
];
const RESULT_CUES = [
	"as a result",
	"result",
	"finally",
	"in the end",
	"outcome",
	"led to",
	"reduce",
	"increase",
	"improve",
	"save",
	"win",
	"won",
	"achieve",
	"complete",
	"deliver",
	"finish",
	"grow",
	"cut",
	"raise",
	"secure",
	"launch",
	"clear",
	"select",
	"appreciate",
];
const NOT_ACTIONS = new Set([
	"be",
	"have",
	"feel",
	"think",
	"want",
	"like",
	"know",
	"need",
	"hope",
	"wish",
	"remember",
	"guess",
	"believe",
	"mean",
	"love",
	"enjoy",
]);

/** The first sentence where "I" is followed (within two tokens) by an action verb. */
function actionSentence(read: ReadText): number | null {
	const { tokens } = read;
	for (let i = 0; i < tokens.length; i++) {
		if ((tokens[i] as Token).normal !== "i") continue;
		for (let j = i + 1; j <= i + 2 && j < tokens.length; j++) {
			const next = tokens[j] as Token;
			if (next.sentence !== (tokens[i] as Token).sentence) break;
			if (next.pos === "VERB" && !NOT_ACTIONS.has(next.lemma)) return next.sentence;
			if (next.pos !== "ADV" && next.pos !== "AUX") break;
		}
	}
	return null;
}

const OUTCOME_ENTITY_TYPES = new Set(["PERCENT", "MONEY"]);

/** Which STAR parts an answer has, each with the first sentence that shows it. */
export function starParts(read: ReadText): NonNullable<AnswerFeedback["star"]> {
	const first = (indices: number[]) =>
		indices.length > 0 ? (read.sentences[indices[0] as number] ?? null) : null;
	const situation = first(sentencesWith(read, SITUATION_CUES));
	const task = first(sentencesWith(read, TASK_CUES));
	const action = actionSentence(read);
	const resultSentences = new Set(sentencesWith(read, RESULT_CUES));
	for (const entity of read.entities)
		if (OUTCOME_ENTITY_TYPES.has(entity.type)) resultSentences.add(entity.sentence);
	const result = first([...resultSentences].sort((a, b) => a - b));
	const parts = {
		situation,
		task,
		action: action === null ? null : (read.sentences[action] ?? null),
		result,
	};
	return { ...parts, present: Object.values(parts).filter((part) => part !== null).length };
}

/** The question's key points, each found when the answer uses any of its terms. */
export function keyPointCoverage(read: ReadText, question: Pick<BankQuestion, "keyPoints">) {
	const keyPoints = question.keyPoints.map((point) => {
		const term = point.terms.find((candidate) => findTerm(read.tokens, candidate) !== -1) ?? null;
		return { label: point.label, found: term !== null, evidence: term };
	});
	const found = keyPoints.filter((point) => point.found).length;
	return { keyPoints, coverage: keyPoints.length === 0 ? 0 : found / keyPoints.length };
}

export function roleTerms(read: ReadText, role: RoleFamily): AnswerFeedback["roleTerms"] {
	const terms = ROLE_TERMS[role];
	const found = terms.filter((term) => findTerm(read.tokens, term) !== -1);
	return { found, missing: terms.filter((term) => !found.includes(term)).slice(0, 6) };
}

const TALKING_POINTS: Record<AnswerFeedback["talkingPoints"][number]["kind"], readonly string[]> = {
	experience: [
		"internship",
		"intern",
		"project",
		"worked",
		"built",
		"led",
		"organised",
		"organized",
		"developed",
		"hackathon",
		"club",
		"volunteer",
		"team",
	],
	skills: [
		"skill",
		"python",
		"java",
		"sql",
		"c++",
		"excel",
		"communication",
		"design",
		"analysis",
		"programming",
		"tool",
		"certification",
		"certified",
		"framework",
	],
	lessons: ["learned", "learnt", "lesson", "realised", "realized", "mistake", "next time", "taught me"],
	interests: [
		"interested",
		"interest",
		"passionate",
		"enjoy",
		"love",
		"curious",
		"excited",
		"fascinated",
		"want to",
	],
};

export function talkingPoints(read: ReadText): AnswerFeedback["talkingPoints"] {
	const out: AnswerFeedback["talkingPoints"] = [];
	for (const [kind, cues] of Object.entries(TALKING_POINTS) as [
		keyof typeof TALKING_POINTS,
		readonly string[],
	][]) {
		for (const index of sentencesWith(read, cues).slice(0, 2)) {
			out.push({ kind, sentence: read.sentences[index] as string });
		}
	}
	return out;
}

const NUMBER_ENTITY_TYPES = new Set(["CARDINAL", "PERCENT", "MONEY", "DURATION"]);
const CHANGE_WORDS = [
	"reduce",
	"increase",
	"improve",
	"save",
	"win",
	"won",
	"grow",
	"cut",
	"raise",
	"boost",
	"decrease",
	"drop",
	"double",
	"achieve",
	"score",
	"rank",
	"launch",
	"deliver",
	"complete",
	"finish",
	"register",
	"select",
	"clear",
];
/** A number entity must hold a number: wink also tags bare "year" or "week" as durations. */
const HAS_NUMBER =
	/\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|lakh|lakhs|crore|half|dozen)\b/i;

export function numbersAndOutcomes(read: ReadText): { numbers: string[]; outcomes: string[] } {
	const numeric = read.entities.filter((e) => NUMBER_ENTITY_TYPES.has(e.type) && HAS_NUMBER.test(e.value));
	const numbers = [...new Set(numeric.map((e) => e.value))];
	const withNumber = new Set(numeric.map((e) => e.sentence));
	const changes = new Set(sentencesWith(read, CHANGE_WORDS));
	const outcomes = [...withNumber]
		.filter((index) => changes.has(index))
		.sort((a, b) => a - b)
		.map((index) => read.sentences[index] as string);
	return { numbers, outcomes };
}

const MONEY_UNITS = ["lpa", "lakh", "lakhs", "ctc", "crore", "rupees", "inr", "per annum", "k"];
const MARKET_CUES = [
	"market",
	"industry",
	"ambitionbox",
	"glassdoor",
	"levels",
	"peers",
	"similar role",
	"similar roles",
	"benchmark",
	"research",
	"survey",
	"average",
	"standard for",
];
const PACKAGE_CUES = [
	"joining bonus",
	"bonus",
	"relocation",
	"variable",
	"esop",
	"stock",
	"notice period",
	"joining date",
	"learning",
	"certification",
	"training",
	"insurance",
	"paid leave",
	"leave policy",
	"remote",
	"hybrid",
	"work from home",
	"wfh",
	"laptop",
	"allowance",
	"review",
	"appraisal",
	"bond",
	"benefits",
	"package",
	"stipend",
];
const COURTESY_CUES = [
	"thank",
	"thanks",
	"appreciate",
	"grateful",
	"excited",
	"glad",
	"happy",
	"pleasure",
	"please",
];
const ULTIMATUM_CUES = [
	"take it or leave it",
	"final offer",
	"otherwise i will",
	"i demand",
	"or else",
	"non-negotiable",
	"not negotiable",
];
const QUESTION_OPENERS = new Set([
	"could",
	"would",
	"can",
	"may",
	"what",
	"how",
	"when",
	"is",
	"are",
	"will",
	"do",
	"does",
]);

/** The negotiation rubric: each criterion met or not, with the sentence that shows it. */
export function negotiationRubric(read: ReadText): NonNullable<AnswerFeedback["negotiation"]> {
	const sentence = (index: number | undefined) =>
		index === undefined ? null : (read.sentences[index] ?? null);
	// Anchoring: an amount of money, or a number followed closely by a money unit.
	let anchor: number | undefined = read.entities.find((e) => e.type === "MONEY")?.sentence;
	if (anchor === undefined) {
		const { tokens } = read;
		for (let i = 0; i < tokens.length && anchor === undefined; i++) {
			const token = tokens[i] as Token;
			if (token.type === "currency") anchor = token.sentence;
			if (token.type !== "number") continue;
			for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
				if (MONEY_UNITS.includes((tokens[j] as Token).normal)) {
					anchor = token.sentence;
					break;
				}
			}
		}
	}
	const market = sentencesWith(read, MARKET_CUES)[0];
	const questions = read.sentences.findIndex((text, index) => {
		if (text.trim().endsWith("?")) return true;
		const firstWord = read.tokens.find((t) => t.sentence === index && t.type === "word");
		return firstWord !== undefined && QUESTION_OPENERS.has(firstWord.normal) && /\?\s*$/.test(text);
	});
	const whole = sentencesWith(read, PACKAGE_CUES)[0];
	const courteous = sentencesWith(read, COURTESY_CUES)[0];
	const ultimatum = sentencesWith(read, ULTIMATUM_CUES)[0];
	const met: Record<string, number | undefined> = {
		anchoring: anchor,
		"market-data": market,
		questions: questions === -1 ? undefined : questions,
		"whole-package": whole,
		courtesy: ultimatum === undefined ? courteous : undefined,
	};
	return NEGOTIATION_CRITERIA.map((criterion) => ({
		id: criterion.id,
		label: criterion.label,
		met: met[criterion.id] !== undefined,
		evidence:
			criterion.id === "courtesy" && ultimatum !== undefined
				? sentence(ultimatum)
				: sentence(met[criterion.id]),
	}));
}

export function paceOf(words: number, mode: "typed" | "spoken", seconds: number): AnswerFeedback["pace"] {
	if (mode !== "spoken" || seconds < 10) return null;
	const wordsPerMinute = Math.round(words / (seconds / 60));
	return {
		wordsPerMinute,
		band: wordsPerMinute < PACE_BAND.slow ? "slow" : wordsPerMinute > PACE_BAND.fast ? "fast" : "comfortable",
	};
}

const NEGOTIATION_ADVICE: Record<string, string> = {
	anchoring: "Name a figure or a range (e.g. '6 to 6.5 LPA') so the conversation starts from your number.",
	"market-data":
		"Justify your figure with the market: similar roles on AmbitionBox or Glassdoor, offers your peers received, or industry reports.",
	questions:
		"Ask at least one question (the fixed and variable split, the review cycle, what is flexible) before you agree.",
	"whole-package":
		"Look beyond the base pay: joining bonus, relocation, joining date, learning budget, the first review.",
	courtesy:
		"Thank them and show you want the role; avoid ultimatums, which end negotiations rather than win them.",
};

export type AnalyzeInput = {
	type: SpokenInterviewType;
	role: RoleFamily;
	question: Pick<BankQuestion, "keyPoints">;
	answer: string;
	mode: "typed" | "spoken";
	durationSeconds: number;
};

/** The whole offline feedback of one answer. */
export function analyzeAnswer(input: AnalyzeInput): AnswerFeedback {
	const read = readText(input.answer);
	const wordCount = read.tokens.filter(isWord).length;
	const { keyPoints, coverage } = keyPointCoverage(read, input.question);
	// Negotiation is about the offer, not the job's vocabulary: no role terms there.
	const terms = input.type === "negotiation" ? { found: [], missing: [] } : roleTerms(read, input.role);
	const star = input.type === "behavioral" ? starParts(read) : null;
	const fillers = countFillers(read.tokens);
	const pace = paceOf(wordCount, input.mode, input.durationSeconds);
	const { numbers, outcomes } = numbersAndOutcomes(read);
	const negotiation = input.type === "negotiation" ? negotiationRubric(read) : null;

	const suggestions: string[] = [];
	for (const point of keyPoints.filter((p) => !p.found).slice(0, 3)) {
		const terms = input.question.keyPoints.find((p) => p.label === point.label)?.terms ?? [];
		const examples = terms.filter((term) => term.length > 1).slice(0, 2);
		suggestions.push(
			`Cover "${point.label}"${examples.length > 0 ? `: for example, mention ${examples.map((t) => `'${t}'`).join(" or ")}` : ""}.`,
		);
	}
	if (star) {
		if (!star.situation)
			suggestions.push("Open with the situation: where and when it happened, in one sentence.");
		if (!star.task)
			suggestions.push("Say what your task was: 'My role was...' or 'I was responsible for...'.");
		if (!star.action)
			suggestions.push(
				"Say what you did yourself, with 'I' and an action verb ('I organised', 'I rewrote'), not only what the team did.",
			);
		if (!star.result)
			suggestions.push(
				"End with the result: what changed because of what you did, with a number if you can.",
			);
	}
	if (negotiation)
		for (const criterion of negotiation)
			if (!criterion.met) suggestions.push(NEGOTIATION_ADVICE[criterion.id] as string);
	if (fillers.per100Words > 3 && fillers.words[0])
		suggestions.push(
			`You used ${fillers.count} filler words (${fillers.per100Words} per 100 words), most often '${fillers.words[0].word}'. Pause silently instead.`,
		);
	if (wordCount < 40)
		suggestions.push(
			`Your answer is short (${wordCount} words). Aim for 100 to 250 words: one example, what you did, what came of it.`,
		);
	else if (wordCount > 400)
		suggestions.push(
			`Your answer is long (${wordCount} words). Keep to about two minutes: lead with the point, then one example.`,
		);
	if (pace?.band === "slow")
		suggestions.push(
			`You spoke at ${pace.wordsPerMinute} words a minute; aim for ${PACE_BAND.slow} to ${PACE_BAND.fast}.`,
		);
	if (pace?.band === "fast")
		suggestions.push(
			`You spoke at ${pace.wordsPerMinute} words a minute; slow down to ${PACE_BAND.fast} or less so each point lands.`,
		);
	if ((input.type === "behavioral" || input.type === "hr") && numbers.length === 0 && wordCount >= 40)
		suggestions.push(
			"Add a number: team size, time saved, marks, users, money. Numbers make an example believable.",
		);
	if (input.type === "technical" && terms.found.length < 2 && terms.missing.length > 0)
		suggestions.push(
			`Use the language of the role where it fits, e.g. ${terms.missing
				.slice(0, 3)
				.map((t) => `'${t}'`)
				.join(", ")}.`,
		);

	return {
		wordCount,
		sentenceCount: read.sentences.length,
		keyPoints,
		keyPointCoverage: round2(coverage),
		roleTerms: terms,
		star,
		fillers,
		pace,
		mostUsedWords: mostUsedWords(read.tokens),
		talkingPoints: talkingPoints(read),
		numbers,
		outcomes,
		negotiation,
		suggestions,
	};
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The overall feedback of a session from its answers' feedback. */
export function overallFeedback(
	type: SpokenInterviewType,
	answers: readonly { feedback: AnswerFeedback | null; text: string | null }[],
): OverallFeedback {
	const answered = answers.filter((a) => a.feedback !== null) as { feedback: AnswerFeedback; text: string }[];
	const feedbacks = answered.map((a) => a.feedback);
	const totalWords = feedbacks.reduce((sum, f) => sum + f.wordCount, 0);
	const fillerCount = feedbacks.reduce((sum, f) => sum + f.fillers.count, 0);
	const paces = feedbacks.flatMap((f) => (f.pace ? [f.pace.wordsPerMinute] : []));
	const mostUsed = mostUsedWords(readText(answered.map((a) => a.text).join("\n\n")).tokens, 8);
	const suggestionCounts = new Map<string, number>();
	for (const f of feedbacks)
		for (const s of f.suggestions) suggestionCounts.set(s, (suggestionCounts.get(s) ?? 0) + 1);
	return {
		answered: answered.length,
		skipped: answers.length - answered.length,
		keyPointsFound: feedbacks.reduce((sum, f) => sum + f.keyPoints.filter((p) => p.found).length, 0),
		keyPointsTotal: feedbacks.reduce((sum, f) => sum + f.keyPoints.length, 0),
		averageCoverage:
			feedbacks.length === 0
				? 0
				: round2(feedbacks.reduce((sum, f) => sum + f.keyPointCoverage, 0) / feedbacks.length),
		fillersPer100Words: totalWords === 0 ? 0 : round1((fillerCount / totalWords) * 100),
		averageWordsPerMinute:
			paces.length === 0 ? null : Math.round(paces.reduce((a, b) => a + b, 0) / paces.length),
		starComplete: type === "behavioral" ? feedbacks.filter((f) => f.star?.present === 4).length : null,
		totalWords,
		mostUsedWords: mostUsed,
		roleTermsUsed: [...new Set(feedbacks.flatMap((f) => f.roleTerms.found))],
		negotiationMet:
			type === "negotiation"
				? NEGOTIATION_CRITERIA.map((c) => ({
						id: c.id,
						label: c.label,
						answers: feedbacks.filter((f) => f.negotiation?.find((n) => n.id === c.id)?.met).length,
					}))
				: null,
		// The advice given most often across the answers first: the habits worth working on.
		suggestions: [...suggestionCounts.entries()]
			.sort((a, b) => b[1] - a[1])
			.slice(0, 5)
			.map(([text]) => text),
	};
}
