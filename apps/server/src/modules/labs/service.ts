import type { Verdict } from "@unnati/contracts/code";
import {
	LAB_MESSAGES,
	type LabCard,
	type LabDetails,
	type LabSession,
	type LabStepResult,
	type LabSubmission,
	type LabSubmissionResult,
} from "@unnati/contracts/labs";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { type CodeRunner, type JudgeTest, MB, type TestOutcome } from "../code-runner";
import { catalogueTitleOf, journeysWithCourse } from "../learning/read";
import type { LabStepDefinition } from "./content";
import { type LabRow, labCompletions, labStepProgress, labs } from "./tables";

/** All judging needs of the runner; the queue-backed runner fits as well as the in-process pool. */
export type LabJudge = Pick<CodeRunner, "judge">;

export type LabDeps = {
	db: Db;
	clock: Clock;
	runner: LabJudge;
	/** Learning's sanitizing Markdown renderer (its front door), for the steps' instructions. */
	renderMarkdown: (markdown: string) => string;
};

const ACCEPTED: Verdict = "Accepted";

/** A published lab by its slug, or 404: drafts and labs in review are invisible to students. */
export async function publishedLab(db: Db, slug: string): Promise<LabRow> {
	const [row] = await db
		.select()
		.from(labs)
		.where(and(eq(labs.slug, slug), eq(labs.status, "published")));
	if (!row) throw new AppError("NOT_FOUND", LAB_MESSAGES.notFound);
	return row;
}

async function placeOf(db: Db, courseSlug: string): Promise<LabDetails["place"]> {
	const [course, journeys] = await Promise.all([
		catalogueTitleOf(db, "course", courseSlug),
		journeysWithCourse(db, courseSlug),
	]);
	const journey = journeys[0];
	return {
		course: { id: courseSlug, title: course?.title ?? courseSlug },
		journey: journey ? { id: journey.slug, title: journey.title } : null,
	};
}

const cardOf = (row: LabRow, completed: boolean | null): LabCard => ({
	id: row.slug,
	title: row.title,
	summary: row.summary,
	minutes: row.minutes,
	language: row.language,
	stepCount: row.steps.length,
	completed,
});

/** GET /api/labs: published labs (of one course when asked), with the caller's completion when signed in. */
export async function listLabs(
	db: Db,
	course: string | undefined,
	userId: string | null,
): Promise<LabCard[]> {
	const rows = await db
		.select()
		.from(labs)
		.where(and(eq(labs.status, "published"), course === undefined ? undefined : eq(labs.courseSlug, course)))
		.orderBy(asc(labs.courseSlug), asc(labs.position), asc(labs.slug));
	if (userId === null || rows.length === 0) return rows.map((row) => cardOf(row, null));
	const done = await db
		.select({ labId: labCompletions.labId })
		.from(labCompletions)
		.where(
			and(
				eq(labCompletions.userId, userId),
				inArray(
					labCompletions.labId,
					rows.map((row) => row.id),
				),
			),
		);
	const completed = new Set(done.map((row) => row.labId));
	return rows.map((row) => cardOf(row, completed.has(row.id)));
}

/** GET /api/labs/:labId: what anyone reads before starting; nothing of the tests or starters. */
export async function labDetails(db: Db, slug: string): Promise<LabDetails> {
	const row = await publishedLab(db, slug);
	return detailsOf(db, row);
}

async function detailsOf(db: Db, row: LabRow): Promise<LabDetails> {
	const { completed: _none, ...card } = cardOf(row, null);
	return {
		...card,
		objectives: row.objectives,
		prerequisites: row.prerequisites,
		steps: row.steps.map((step, index) => ({ number: index + 1, title: step.title })),
		place: await placeOf(db, row.courseSlug),
	};
}

async function progressRows(db: Db, userId: string, labId: string) {
	return db
		.select()
		.from(labStepProgress)
		.where(and(eq(labStepProgress.userId, userId), eq(labStepProgress.labId, labId)));
}

/**
 * The steps the student passed that the lab still has: an approved new version with fewer steps
 * leaves progress rows past its end, which count for nothing.
 */
const passedSteps = (progress: { stepNumber: number; passedAt: Date | null }[], stepCount: number) =>
	new Set(progress.filter((p) => p.passedAt !== null && p.stepNumber <= stepCount).map((p) => p.stepNumber));

/**
 * The first step not passed: the only one open besides those already passed. Steps after it stay
 * locked, so a student works through the lab in order and resumes there.
 */
export function currentStepOf(stepCount: number, passed: ReadonlySet<number>): number | null {
	for (let number = 1; number <= stepCount; number++) if (!passed.has(number)) return number;
	return null;
}

async function sessionOf(deps: LabDeps, userId: string, row: LabRow): Promise<LabSession> {
	const [details, progress, [completion]] = await Promise.all([
		detailsOf(deps.db, row),
		progressRows(deps.db, userId, row.id),
		deps.db
			.select({ completedAt: labCompletions.completedAt })
			.from(labCompletions)
			.where(and(eq(labCompletions.userId, userId), eq(labCompletions.labId, row.id))),
	]);
	const byStep = new Map(progress.map((p) => [p.stepNumber, p]));
	const passed = passedSteps(progress, row.steps.length);
	const current = currentStepOf(row.steps.length, passed);
	return {
		lab: details,
		steps: row.steps.map((step, index) => {
			const number = index + 1;
			const state = passed.has(number) ? "passed" : number === current ? "open" : "locked";
			const mine = byStep.get(number);
			const locked = state === "locked";
			return {
				number,
				title: step.title,
				instructionsHtml: locked ? "" : deps.renderMarkdown(step.instructions),
				language: row.language,
				starterCode: locked ? "" : step.starter,
				state,
				lastCode: mine?.lastCode ?? null,
				attempts: mine?.attempts ?? 0,
				lastResult: mine?.lastResult ?? null,
			};
		}),
		currentStep: current,
		passedSteps: passed.size,
		completedAt: completion?.completedAt.toISOString() ?? null,
	};
}

/** GET /api/labs/:labId/session: the student's lab, resumed at the first step not passed. */
export async function labSession(deps: LabDeps, userId: string, slug: string): Promise<LabSession> {
	return sessionOf(deps, userId, await publishedLab(deps.db, slug));
}

export const limitsOf = (step: LabStepDefinition) => ({
	cpuMs: step.cpuMs,
	// Wall time is generous: a busy machine slows the wall clock, not the CPU time the verdict uses.
	wallMs: step.cpuMs * 2 + 3000,
	memoryBytes: (step.memoryMb ?? 256) * MB,
});

const firstFailure = (tests: readonly TestOutcome[]) => {
	const index = tests.findIndex((test) => test.status !== ACCEPTED);
	return index < 0 ? null : { index, status: tests[index]?.status as Verdict };
};

/**
 * The examples first, all of them, so the student sees each one's output; then, only if every example
 * passed, the hidden tests, stopping at the first failure. Only the number and verdict of a failing
 * hidden test are told. The step passes only when the judge accepted every test.
 */
async function judgeStep(
	deps: LabDeps,
	step: LabStepDefinition,
	submission: LabSubmission,
	owner: string,
): Promise<LabStepResult> {
	const base = {
		language: submission.language,
		source: submission.source,
		limits: limitsOf(step),
		...(step.floatTolerance === undefined ? {} : { floatTolerance: step.floatTolerance }),
	};
	const examples: JudgeTest[] = step.examples.map((test) => ({ stdin: test.input, expected: test.output }));
	const hidden: JudgeTest[] = step.hidden.map((test) => ({ stdin: test.input, expected: test.output }));
	const totalTests = examples.length + hidden.length;
	const judgedAt = deps.clock().toISOString();
	const exampleRun = await deps.runner.judge({ ...base, tests: examples }, { owner });
	if (exampleRun.compileFailure)
		return {
			verdict: exampleRun.compileFailure,
			passed: false,
			passedTests: 0,
			totalTests,
			compileOutput: exampleRun.compileOutput,
			examples: [],
			firstHiddenFailure: null,
			judgedAt,
		};
	const exampleResults = exampleRun.tests.map((outcome, index) => ({
		input: examples[index]?.stdin ?? "",
		expected: examples[index]?.expected ?? "",
		stdout: outcome.stdout,
		stderr: outcome.stderr,
		status: outcome.status,
	}));
	const exampleFailure = firstFailure(exampleRun.tests);
	let passedTests = exampleRun.tests.filter((test) => test.status === ACCEPTED).length;
	let verdict: Verdict = exampleFailure?.status ?? ACCEPTED;
	let firstHiddenFailure: LabStepResult["firstHiddenFailure"] = null;
	let ran = exampleRun.tests.length;
	if (!exampleFailure && hidden.length > 0) {
		const hiddenRun = await deps.runner.judge(
			{ ...base, tests: hidden, stopOnFirstFailure: true },
			{ owner },
		);
		if (hiddenRun.compileFailure) verdict = hiddenRun.compileFailure;
		else {
			ran += hiddenRun.tests.length;
			passedTests += hiddenRun.tests.filter((test) => test.status === ACCEPTED).length;
			const failure = firstFailure(hiddenRun.tests);
			if (failure) {
				verdict = failure.status;
				firstHiddenFailure = { testNumber: failure.index + 1, status: failure.status };
			}
		}
	}
	// Fewer results than tests without a failure would be the judge's fault, never a pass.
	if (verdict === ACCEPTED && (ran < totalTests || passedTests < totalTests)) verdict = "Internal Error";
	return {
		verdict,
		passed: verdict === ACCEPTED,
		passedTests,
		totalTests,
		compileOutput: exampleRun.compileOutput,
		examples: exampleResults,
		firstHiddenFailure,
		judgedAt,
	};
}

/**
 * POST a step's code. Only the open step or one already passed may be submitted (a later one is a 409
 * and nothing is stored), in the lab's language (400). The judge's verdict alone marks a step passed;
 * a later failing submission never un-passes it. Passing the last step completes the lab.
 */
export async function submitStep(
	deps: LabDeps,
	userId: string,
	slug: string,
	stepNumber: number,
	submission: LabSubmission,
): Promise<LabSubmissionResult> {
	const row = await publishedLab(deps.db, slug);
	const step = row.steps[stepNumber - 1];
	if (!step) throw new AppError("NOT_FOUND", LAB_MESSAGES.stepNotFound);
	if (submission.language !== row.language)
		throw new AppError("BAD_REQUEST", LAB_MESSAGES.languageNotAllowed);
	const progress = await progressRows(deps.db, userId, row.id);
	const passed = passedSteps(progress, row.steps.length);
	if (!passed.has(stepNumber) && currentStepOf(row.steps.length, passed) !== stepNumber)
		throw new AppError("CONFLICT", LAB_MESSAGES.stepLocked);

	const result = await judgeStep(deps, step, submission, userId);
	const now = deps.clock();
	await deps.db
		.insert(labStepProgress)
		.values({
			userId,
			labId: row.id,
			stepNumber,
			language: submission.language,
			lastCode: submission.source,
			lastVerdict: result.verdict,
			lastResult: result,
			attempts: 1,
			passedAt: result.passed ? now : null,
			updatedAt: now,
		})
		.onConflictDoUpdate({
			target: [labStepProgress.userId, labStepProgress.labId, labStepProgress.stepNumber],
			set: {
				language: submission.language,
				lastCode: submission.source,
				lastVerdict: result.verdict,
				lastResult: result,
				attempts: sql`${labStepProgress.attempts} + 1`,
				passedAt: result.passed
					? sql`coalesce(${labStepProgress.passedAt}, ${now.toISOString()}::timestamptz)`
					: labStepProgress.passedAt,
				updatedAt: now,
			},
		});
	if (result.passed) {
		passed.add(stepNumber);
		if (passed.size === row.steps.length)
			await deps.db
				.insert(labCompletions)
				.values({ userId, labId: row.id, completedAt: now })
				.onConflictDoNothing();
	}
	return { result, session: await sessionOf(deps, userId, row) };
}
