import type {
	AnswerKey,
	CodeLanguage,
	CodingJudgement,
	PlayerQuestion,
	StudentAnswer,
} from "@unnati/contracts";
import { AppError } from "../../platform/errors";
import { findProblem, judgeSubmission, type ProblemJudge, startersFor } from "../problems";
import type { FrozenQuestion } from "./tables";

type CodingKey = Extract<AnswerKey, { type: "coding" }>;

/** Judges one program against a problem's samples and hidden tests. */
export type CodingJudge = (
	problemId: string,
	language: CodeLanguage,
	source: string,
) => Promise<CodingJudgement>;

export const codingKeyOf = (question: { answerKey: AnswerKey }): CodingKey | null =>
	question.answerKey.type === "coding" ? question.answerKey : null;

/** What the player shows of a coding question: the problem without its hidden tests. */
export function codingForPlayer(key: CodingKey): PlayerQuestion["coding"] {
	const problem = findProblem(key.problemId);
	if (!problem) return undefined;
	const starters = startersFor(problem);
	return {
		problem_id: problem.id,
		title: problem.title,
		statement: problem.statement,
		input_format: problem.inputFormat,
		output_format: problem.outputFormat,
		constraints: problem.constraints,
		examples: problem.examples,
		languages: key.languages,
		starters: Object.fromEntries(key.languages.map((language) => [language, starters[language]])) as Partial<
			Record<CodeLanguage, string>
		>,
		time_limit_ms: problem.timeLimitMs,
		marks_per_test: key.marksPerTest,
	};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The exam engine's judge. Scoring an attempt must not fail because the sandbox line is full at
 * that moment (a class submitting together): it waits for a place instead of answering 429.
 */
export function createCodingJudge(runner: ProblemJudge, retryMs = 250, maxWaitMs = 120_000): CodingJudge {
	return async (problemId, language, source) => {
		const giveUpAt = Date.now() + maxWaitMs;
		for (;;) {
			try {
				// Grading is the server's own run (no owner, so no per-person bound), served as an exam run.
				const { passed, total } = await judgeSubmission(runner, problemId, language, source, {
					by: { exam: true },
				});
				return { passed, total };
			} catch (error) {
				const busy = error instanceof AppError && error.code === "RATE_LIMITED";
				if (!busy || Date.now() > giveUpAt) throw error;
				await sleep(retryMs);
			}
		}
	};
}

type StoredAnswer = { answer: { value: StudentAnswer } | null; programmingLanguage: string | null };

/** The program and language of a stored coding answer, or null when there is nothing to judge. */
export function programOf(
	stored: StoredAnswer | undefined,
): { source: string; language: CodeLanguage } | null {
	const source = stored?.answer?.value;
	if (typeof source !== "string" || source.trim() === "" || !stored?.programmingLanguage) return null;
	return { source, language: stored.programmingLanguage as CodeLanguage };
}

const sameProgram = (a: { source: string; language: string }, b: { source: string; language: string }) =>
	a.source === b.source && a.language === b.language;

export type CodingVerdicts = Map<string, { source: string; language: CodeLanguage; judged: CodingJudgement }>;

/**
 * Judges every answered coding question of a paper. Runs before the attempt's row is locked, since
 * judging takes seconds; `judgementFor` then checks the program is still the one that was judged.
 */
export async function judgeCodingAnswers(
	judge: CodingJudge | undefined,
	questions: readonly FrozenQuestion[],
	answers: ReadonlyMap<string, StoredAnswer>,
): Promise<CodingVerdicts> {
	const verdicts: CodingVerdicts = new Map();
	if (!judge) return verdicts;
	await Promise.all(
		questions.map(async (question) => {
			const key = codingKeyOf(question);
			const program = programOf(answers.get(question.id));
			if (!key || !program || !key.languages.includes(program.language)) return;
			verdicts.set(question.id, {
				...program,
				judged: await judge(key.problemId, program.language, program.source),
			});
		}),
	);
	return verdicts;
}

/** The judgement of the stored program, judging again if it changed after the first judging. */
export async function judgementFor(
	judge: CodingJudge | undefined,
	question: FrozenQuestion,
	stored: StoredAnswer | undefined,
	verdicts: CodingVerdicts,
): Promise<CodingJudgement | undefined> {
	const key = codingKeyOf(question);
	const program = programOf(stored);
	if (!key || !program || !judge || !key.languages.includes(program.language)) return undefined;
	const earlier = verdicts.get(question.id);
	if (earlier && sameProgram(earlier, program)) return earlier.judged;
	return judge(key.problemId, program.language, program.source);
}
