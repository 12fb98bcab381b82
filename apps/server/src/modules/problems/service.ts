import {
	PROBLEM_DIFFICULTIES,
	type ProblemDetail,
	type ProblemDifficulty,
	type ProblemList,
	type ProblemRunRequest,
	type ProblemRunResult,
	type Submission,
	type SubmissionHistory,
	type SubmissionRequest,
	type TestResult,
	type Verdict,
} from "@unnati/contracts";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { RunContext } from "../code-runner";
import { CATALOG, type ProblemDefinition } from "./catalog";
import {
	firstFailureOf,
	hiddenJudgeTestsOf,
	judgeAgainst,
	type ProblemJudge,
	problemOrThrow,
	sampleTestsOf,
	testResultOf,
} from "./judging";
import { submissionPolicy } from "./policy";
import { startersFor } from "./starters";
import { type ProblemSubmissionRow, problemSubmissions } from "./tables";

export type ProblemDeps = { db: Db; clock: Clock; runner: ProblemJudge };
type Practitioner = { userId: string };

/** The history a person sees of one problem: their newest submissions. */
export const HISTORY_LIMIT = 50;

const ACCEPTED: Verdict = "Accepted";

/**
 * Per problem: all submissions, the Accepted ones, and whether the caller attempted and solved it.
 * One grouped pass over the submissions, whatever the size of the catalogue.
 */
async function submissionStats(db: Db, userId: string) {
	const t = problemSubmissions;
	const rows = await db
		.select({
			problemId: t.problemId,
			submissions: count(),
			accepted: sql<number>`count(*) filter (where ${t.verdict} = ${ACCEPTED})`.mapWith(Number),
			attempted: sql<boolean>`bool_or(${t.userId} = ${userId})`,
			solved: sql<boolean>`coalesce(bool_or(${t.userId} = ${userId} and ${t.verdict} = ${ACCEPTED}), false)`,
		})
		.from(t)
		.groupBy(t.problemId);
	return new Map(rows.map((row) => [row.problemId, row]));
}

/** 0–100 with one decimal, or null before anyone has submitted. */
const acceptanceRate = (accepted: number, submissions: number) =>
	submissions === 0 ? null : Math.round((accepted / submissions) * 1000) / 10;

/** GET /api/problems: the catalogue with the caller's solved and attempted flags and progress. */
export async function listProblems(deps: ProblemDeps, practitioner: Practitioner): Promise<ProblemList> {
	const stats = await submissionStats(deps.db, practitioner.userId);
	const byDifficulty = Object.fromEntries(
		PROBLEM_DIFFICULTIES.map((difficulty) => [difficulty, { solved: 0, total: 0 }]),
	) as Record<ProblemDifficulty, { solved: number; total: number }>;
	const problems = CATALOG.map((problem) => {
		const stat = stats.get(problem.id);
		const solved = stat?.solved === true;
		byDifficulty[problem.difficulty].total++;
		if (solved) byDifficulty[problem.difficulty].solved++;
		return {
			id: problem.id,
			title: problem.title,
			topic: problem.topic,
			difficulty: problem.difficulty,
			solved,
			attempted: stat?.attempted === true,
			acceptance_rate: stat ? acceptanceRate(stat.accepted, stat.submissions) : null,
		};
	});
	return {
		problems,
		progress: {
			solved: problems.filter((problem) => problem.solved).length,
			total: problems.length,
			by_difficulty: byDifficulty,
		},
	};
}

async function hasSolved(db: Db, userId: string, problemId: string): Promise<boolean> {
	const t = problemSubmissions;
	const [row] = await db
		.select({ id: t.id })
		.from(t)
		.where(and(eq(t.userId, userId), eq(t.problemId, problemId), eq(t.verdict, ACCEPTED)))
		.limit(1);
	return row !== undefined;
}

/** GET /api/problems/:id: what a student reads before writing code; hidden tests stay here. */
export async function problemDetail(
	deps: ProblemDeps,
	practitioner: Practitioner,
	problemId: string,
): Promise<ProblemDetail> {
	const problem = problemOrThrow(problemId);
	return {
		id: problem.id,
		title: problem.title,
		topic: problem.topic,
		difficulty: problem.difficulty,
		statement: problem.statement,
		input_format: problem.inputFormat,
		output_format: problem.outputFormat,
		constraints: problem.constraints,
		examples: problem.examples,
		time_limit_ms: problem.timeLimitMs,
		memory_limit_mb: problem.memoryLimitMb,
		starters: startersFor(problem),
		solved: await hasSolved(deps.db, practitioner.userId, problem.id),
	};
}

/** POST /api/problems/:id/run: the samples with their data, or one run on the caller's own input. */
export async function runProblem(
	deps: ProblemDeps,
	problemId: string,
	request: ProblemRunRequest,
	by?: RunContext,
): Promise<ProblemRunResult> {
	const problem = problemOrThrow(problemId);
	const { language, source, stdin } = request;
	const custom = stdin !== undefined;
	const tests = custom ? [{ stdin }] : sampleTestsOf(problem);
	const result = await judgeAgainst(deps.runner, { problem, language, source, tests, ...(by ? { by } : {}) });
	return {
		mode: custom ? "custom" : "samples",
		compile_output: result.compileOutput,
		compile_failure: result.compileFailure,
		results: result.tests.map((outcome, index) => {
			const test = tests[index] ?? { stdin: "" };
			return testResultOf(outcome, index, {
				input: test.stdin,
				...("expected" in test ? { expected: test.expected } : {}),
			});
		}),
	};
}

type Judged = Pick<
	ProblemSubmissionRow,
	"verdict" | "passed" | "total" | "timeMs" | "memoryKb" | "compileOutput" | "sampleResults" | "firstFailure"
>;

/**
 * The samples first, all of them, so the student sees each one's output; then, only if every
 * sample passed, the hidden tests, stopping at the first failure. Only the number and verdict of
 * a failing hidden test are kept.
 */
async function judgeForSubmission(
	runner: ProblemJudge,
	problem: ProblemDefinition,
	request: SubmissionRequest,
	by: RunContext,
): Promise<Judged> {
	const { language, source } = request;
	const samples = sampleTestsOf(problem);
	const hidden = await hiddenJudgeTestsOf(problem);
	const total = samples.length + hidden.length;
	const sampleRun = await judgeAgainst(runner, { problem, language, source, tests: samples, by });
	const failed = (verdict: Verdict, compileOutput: string): Judged => ({
		verdict,
		passed: 0,
		total,
		timeMs: 0,
		memoryKb: 0,
		compileOutput,
		sampleResults: [],
		firstFailure: null,
	});
	if (sampleRun.compileFailure) return failed(sampleRun.compileFailure, sampleRun.compileOutput);

	const sampleResults: TestResult[] = sampleRun.tests.map((outcome, index) =>
		testResultOf(outcome, index, {
			input: samples[index]?.stdin ?? "",
			expected: samples[index]?.expected ?? "",
		}),
	);
	const outcomes = [...sampleRun.tests];
	const sampleFailure = firstFailureOf(sampleRun.tests);
	let verdict: Verdict = sampleFailure?.status ?? ACCEPTED;
	let firstFailure: Judged["firstFailure"] = null;
	if (!sampleFailure) {
		const hiddenRun = await judgeAgainst(runner, {
			problem,
			language,
			source,
			tests: hidden,
			stopOnFirstFailure: true,
			by,
		});
		if (hiddenRun.compileFailure) return failed(hiddenRun.compileFailure, hiddenRun.compileOutput);
		outcomes.push(...hiddenRun.tests);
		const hiddenFailure = firstFailureOf(hiddenRun.tests);
		if (hiddenFailure) {
			verdict = hiddenFailure.status;
			firstFailure = { test_number: hiddenFailure.index + 1, status: hiddenFailure.status };
		} else if (hiddenRun.tests.length < hidden.length) {
			verdict = "Internal Error";
		}
	}
	return {
		verdict,
		passed: outcomes.filter((outcome) => outcome.status === ACCEPTED).length,
		total,
		timeMs: Math.max(0, ...outcomes.map((outcome) => outcome.time_ms)),
		memoryKb: Math.max(0, ...outcomes.map((outcome) => outcome.memory_kb)),
		compileOutput: sampleRun.compileOutput,
		sampleResults,
		firstFailure,
	};
}

/** A stored submission as the wire shows it. */
export function toSubmission(row: ProblemSubmissionRow): Submission {
	return {
		submission_id: row.id,
		problem_id: row.problemId,
		language: row.language,
		verdict: row.verdict,
		passed: row.passed,
		total: row.total,
		time_ms: row.timeMs,
		memory_kb: row.memoryKb,
		created_at: row.createdAt.toISOString(),
		compile_output: row.compileOutput,
		sample_results: row.sampleResults,
		first_failure: row.firstFailure,
		source: row.source,
	};
}

/** POST /api/problems/:id/submissions: judged, stored, and answered in the history's shape. */
export async function submitSolution(
	deps: ProblemDeps,
	practitioner: Practitioner,
	problemId: string,
	request: SubmissionRequest,
): Promise<Submission> {
	const problem = problemOrThrow(problemId);
	const judged = await judgeForSubmission(deps.runner, problem, request, { owner: practitioner.userId });
	const [row] = await deps.db
		.insert(problemSubmissions)
		.values({
			problemId: problem.id,
			userId: practitioner.userId,
			language: request.language,
			source: request.source,
			...judged,
			createdAt: deps.clock(),
		})
		.returning();
	if (!row) throw new Error("insert into problem_submissions returned no row");
	return toSubmission(row);
}

/** GET /api/problems/:id/submissions: the caller's own, newest first. */
export async function submissionHistory(
	deps: ProblemDeps,
	practitioner: Principal,
	problemId: string,
): Promise<SubmissionHistory> {
	const problem = problemOrThrow(problemId);
	const t = problemSubmissions;
	const rows = await deps.db
		.select()
		.from(t)
		.where(and(eq(t.userId, practitioner.userId), eq(t.problemId, problem.id)))
		.orderBy(desc(t.createdAt))
		.limit(HISTORY_LIMIT);
	// The query already asks for the caller's own; the policy states the rule where it is kept.
	const readable = await Promise.all(rows.map((row) => submissionPolicy.allows(practitioner, "read", row)));
	return { submissions: rows.filter((_, index) => readable[index]).map(toSubmission) };
}
