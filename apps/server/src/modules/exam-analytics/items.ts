import {
	discriminationIndex,
	facilityIndex,
	type ItemStatistics,
	type ItemSums,
	itemRange,
	itemStandardDeviation,
	momentsFromSums,
	optionShares,
	type SectionAverage,
	shareOf,
	TRUE_FALSE_OPTIONS,
} from "@unnati/contracts";
import type { Db } from "../../platform/db/database";
import {
	type AnswerGroupRow,
	type AttemptFilter,
	answerGroups,
	type ExamQuestionView,
	type ExamSectionView,
	type PaperSumsRow,
	paperSums,
} from "../exams/read";
import type { AttemptRow } from "./queries";

// Item analysis and section averages from the database's sums (queries.ts) and the contracts'
// statistics: per question, the papers that had it give n, Σt and Σt² (every scored attempt, for a
// fixed section), and its saved answers give Σs, Σs² and Σs·t; together they are the item's sums.

type QuestionRow = ExamQuestionView;
type SectionRow = ExamSectionView;

export type ItemInputs = {
	questions: QuestionRow[];
	sections: SectionRow[];
	attempts: AttemptRow[];
	/** Subtracted from every total before it is summed, so the sums stay small (the mean total). */
	shift: number;
	answers: AnswerGroupRow[];
	papers: PaperSumsRow[];
};

/** The mean score of the attempts, to two decimals: any value near the mean serves as the shift. */
export function shiftFor(attempts: AttemptRow[]): number {
	if (attempts.length === 0) return 0;
	const mean = attempts.reduce((sum, a) => sum + (a.score ?? 0), 0) / attempts.length;
	return Math.round(mean * 100) / 100;
}

/** Sections whose questions each paper draws for itself. */
export const randomSectionIds = (sections: SectionRow[]) =>
	sections.filter((s) => s.source.mode === "random").map((s) => s.id);

/** The scoped queries item analysis needs, once the attempts (and so the shift) are known. */
export async function loadItemInputs(
	db: Db,
	filter: AttemptFilter,
	paper: { questions: QuestionRow[]; sections: SectionRow[] },
	attempts: AttemptRow[],
): Promise<ItemInputs> {
	const shift = shiftFor(attempts);
	const [answers, papers] = await Promise.all([
		answerGroups(db, filter, shift),
		paperSums(db, filter, shift, randomSectionIds(paper.sections)),
	]);
	return { ...paper, attempts, shift, answers, papers };
}

type SavedAnswers = Omit<AnswerGroupRow, "questionId" | "choice"> & { chosen: Map<string, number> };

/** The answer groups summed per question, with how many answers chose each option. */
function savedAnswersOf(groups: AnswerGroupRow[]): Map<string, SavedAnswers> {
	const byQuestion = new Map<string, SavedAnswers>();
	for (const g of groups) {
		const total = byQuestion.get(g.questionId) ?? {
			saved: 0,
			s1: 0,
			s2: 0,
			st: 0,
			correct: 0,
			partial: 0,
			wrong: 0,
			unanswered: 0,
			seconds: 0,
			chosen: new Map<string, number>(),
		};
		for (const key of [
			"saved",
			"s1",
			"s2",
			"st",
			"correct",
			"partial",
			"wrong",
			"unanswered",
			"seconds",
		] as const)
			total[key] += g[key] ?? 0;
		const options = g.choice === null ? [] : Array.isArray(g.choice) ? g.choice : [g.choice];
		for (const option of new Set(options))
			total.chosen.set(option, (total.chosen.get(option) ?? 0) + g.saved);
		byQuestion.set(g.questionId, total);
	}
	return byQuestion;
}

/** How many papers had each question, and the sums of their attempts' (shifted) totals. */
function papersOf(inputs: ItemInputs): (question: QuestionRow) => PaperSumsRow {
	const random = new Set(randomSectionIds(inputs.sections));
	const drawn = new Map(inputs.papers.map((row) => [row.questionId, row]));
	let t1 = 0;
	let t2 = 0;
	for (const a of inputs.attempts) {
		const t = (a.score ?? 0) - inputs.shift;
		t1 += t;
		t2 += t * t;
	}
	const everyPaper = { n: inputs.attempts.length, t1, t2 };
	return (q) =>
		random.has(q.sectionId)
			? (drawn.get(q.id) ?? { questionId: q.id, n: 0, t1: 0, t2: 0 })
			: { questionId: q.id, ...everyPaper };
}

export function itemStatistics(inputs: ItemInputs): ItemStatistics[] {
	const papers = papersOf(inputs);
	const saved = savedAnswersOf(inputs.answers);
	return inputs.questions.map((q, index) => {
		const { n, t1, t2 } = papers(q);
		const a = saved.get(q.id);
		const s1 = a?.s1 ?? 0;
		const s2 = a?.s2 ?? 0;
		const st = a?.st ?? 0;
		// x = the item's score, y = the rest of the test minus the shift = (t − shift) − x.
		const sums: ItemSums = { n, sx: s1, sxx: s2, sy: t1 - s1, syy: t2 - 2 * st + s2, sxy: st - s2 };
		const moments = momentsFromSums(sums, inputs.shift);
		const range = itemRange(q);
		const discrimination = discriminationIndex(moments);
		const unanswered = n - (a?.saved ?? 0) + (a?.unanswered ?? 0);
		const key = q.answerKey;
		// A true/false question's two sides are shown like a choice question's options.
		const choices =
			key.type === "mcq"
				? q.options.map((o) => ({ id: o.id, text: o.text, correct: key.correct.includes(o.id) }))
				: key.type === "truefalse"
					? TRUE_FALSE_OPTIONS.map((o) => ({ ...o, correct: o.id === String(key.correct) }))
					: [];
		return {
			questionId: q.id,
			sectionId: q.sectionId,
			number: index + 1,
			text: q.text,
			type: q.type as ItemStatistics["type"],
			multiAnswer: q.multiAnswer,
			marks: q.marks,
			negativeMarks: q.negativeMarks,
			attempts: n,
			averageScore: n > 0 ? moments.meanItem : null,
			facilityIndex: facilityIndex(moments, range),
			standardDeviation: itemStandardDeviation(moments, range),
			discriminationIndex: discrimination,
			negativeDiscrimination: discrimination !== null && discrimination < 0,
			averageTimeSeconds: a && a.saved > 0 ? a.seconds / a.saved : null,
			outcomes: { correct: a?.correct ?? 0, partial: a?.partial ?? 0, wrong: a?.wrong ?? 0, unanswered },
			options: choices.length > 0 ? optionShares(choices, a?.chosen ?? new Map(), n) : [],
			unansweredShare: shareOf(unanswered, n),
		};
	});
}

/**
 * Each section's marks obtained as a percentage of its marks available, over all scoped attempts
 * (every paper has every section; a random section's marks vary with its draw). For a fixed section
 * this is the mean of the attempts' section percentages.
 */
export function sectionAverages(inputs: ItemInputs, items: ItemStatistics[]): SectionAverage[] {
	const attempts = inputs.attempts.length;
	return inputs.sections.map((section) => {
		const own = items.filter((i) => i.sectionId === section.id);
		const obtained = own.reduce((sum, i) => sum + (i.averageScore ?? 0) * i.attempts, 0);
		const available = own.reduce((sum, i) => sum + i.marks * i.attempts, 0);
		return {
			sectionId: section.id,
			title: section.title,
			averagePercentage: available > 0 ? (100 * obtained) / available : null,
			averageScore: attempts > 0 ? obtained / attempts : null,
			maxScore: attempts > 0 ? available / attempts : null,
		};
	});
}
