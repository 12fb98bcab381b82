import { createHash } from "node:crypto";
import type { Verdict } from "@unnati/contracts/code";
import {
	type AuthoringLab,
	type AuthoringLabSummary,
	LAB_AUTHORING_LIMITS,
	type LabDetailsInput,
	type LabReferenceRun,
	type LabReviewDetail,
	type LabReviewQueueItem,
	type LabStepInput,
	LAB_AUTHORING_MESSAGES as M,
} from "@unnati/contracts/labs";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { rowsOf } from "../../platform/db/rows";
import { AppError } from "../../platform/errors";
import { type AuthoredCourseRef, authoredCourseOf } from "../learning/read";
import type { LabStepDefinition } from "./content";
import { type LabDeps, limitsOf } from "./service";
import { type LabReferenceCheck, type LabRevisionRow, type LabRow, labRevisions, labs } from "./tables";

// Lab authoring (issue 14) mirrors learning's lesson authoring (modules/learning/authoring.ts): an
// instructor assigned to the course edits a draft version; the draft goes to review as a whole; the
// instructor admin of the course's college approves it (the `labs` row students read is overwritten
// with it) or sends it back with a comment ('rejected'). An edit of a published or sent-back version
// starts a new draft, so students keep the published lab until the next version is approved.
// What is new for labs: a draft goes to review only when every step has tests and the step's
// reference solution passed all of them in the judge, as the step stands now (a hash of the step).

const ACCEPTED: Verdict = "Accepted";

// ---------------------------------------------------------------------------------------------
// Access.

/** The course, if the instructor is assigned to it: 404 for no course, 403 for someone else's. */
async function assignedCourse(db: Db, instructorId: string, courseId: string): Promise<AuthoredCourseRef> {
	const course = await authoredCourseOf(db, { id: courseId });
	if (!course) throw new AppError("NOT_FOUND", M.courseNotFound);
	if (!course.instructorIds.includes(instructorId)) throw new AppError("FORBIDDEN", M.notAssigned);
	return course;
}

async function labRow(db: Db, labId: string, lock = false): Promise<LabRow> {
	const query = db.select().from(labs).where(eq(labs.id, labId));
	const [row] = lock ? await query.for("update") : await query;
	if (!row) throw new AppError("NOT_FOUND", M.labNotFound);
	return row;
}

/** The lab and its course, if the instructor is assigned to the course (403 otherwise). */
async function authorsLab(db: Db, instructorId: string, labId: string, lock = false) {
	const lab = await labRow(db, labId, lock);
	const course = await authoredCourseOf(db, { slug: lab.courseSlug });
	if (!course) throw new AppError("NOT_FOUND", M.labNotFound);
	if (!course.instructorIds.includes(instructorId)) throw new AppError("FORBIDDEN", M.notAssigned);
	return { lab, course };
}

/** The reviewer reviews Unnati's own catalogue and their college's courses (as for lessons). */
async function reviewersCourse(db: Db, admin: Principal, courseSlug: string): Promise<AuthoredCourseRef> {
	const course = await authoredCourseOf(db, { slug: courseSlug });
	if (!course || (course.institutionId !== null && course.institutionId !== admin.institutionId))
		throw new AppError("NOT_FOUND", "No such lab version.");
	return course;
}

// ---------------------------------------------------------------------------------------------
// Versions.

const contentOf = (lab: LabRow | LabRevisionRow) => ({
	title: lab.title,
	summary: lab.summary,
	minutes: lab.minutes,
	language: lab.language,
	difficulty: lab.difficulty,
	objectives: lab.objectives,
	prerequisites: lab.prerequisites,
	steps: lab.steps,
});

async function latestRevision(db: Db, labId: string): Promise<LabRevisionRow | undefined> {
	const [row] = await db
		.select()
		.from(labRevisions)
		.where(eq(labRevisions.labId, labId))
		.orderBy(desc(labRevisions.number))
		.limit(1);
	return row;
}

/**
 * The lab's newest version. A lab loaded from the files in git has none until it is first opened in
 * the editor: its published copy becomes version 1 then.
 */
async function newestVersion(db: Db, lab: LabRow, now: Date): Promise<LabRevisionRow> {
	const latest = await latestRevision(db, lab.id);
	if (latest) return latest;
	const [created] = await db
		.insert(labRevisions)
		.values({
			labId: lab.id,
			number: 1,
			state: lab.status,
			...contentOf(lab),
			authorId: lab.authorId,
			publishedAt: lab.publishedAt,
			createdAt: now,
			updatedAt: now,
		})
		.onConflictDoNothing()
		.returning();
	return created ?? ((await latestRevision(db, lab.id)) as LabRevisionRow);
}

/** The lab's draft: the newest version if it is a draft, else a new draft copied from it. */
async function labDraft(db: Db, lab: LabRow, authorId: string, now: Date): Promise<LabRevisionRow> {
	const latest = await newestVersion(db, lab, now);
	if (latest.state === "draft") return latest;
	if (latest.state === "in_review") throw new AppError("CONFLICT", M.inReview);
	// A published lab from git may have been reloaded since its version 1 was taken: copy what students see.
	const base = latest.state === "published" && lab.source === "content" ? lab : latest;
	const [draft] = await db
		.insert(labRevisions)
		.values({
			labId: lab.id,
			number: latest.number + 1,
			state: "draft",
			...contentOf(base),
			checks: latest.checks,
			authorId,
			createdAt: now,
			updatedAt: now,
		})
		.returning();
	if (!draft) throw new Error("lab draft not stored");
	return draft;
}

async function publishedNumberOf(db: Db, labId: string): Promise<number | null> {
	const [row] = await db
		.select({ number: labRevisions.number })
		.from(labRevisions)
		.where(and(eq(labRevisions.labId, labId), eq(labRevisions.state, "published")));
	return row?.number ?? null;
}

/** What a reference check is valid for: the step's program, tests and limits in the lab's language. */
export function stepHash(language: string, step: LabStepDefinition): string {
	const { solution, examples, hidden, cpuMs, memoryMb, floatTolerance } = step;
	return createHash("sha256")
		.update(JSON.stringify({ language, solution, examples, hidden, cpuMs, memoryMb, floatTolerance }))
		.digest("hex");
}

const checkOf = (revision: LabRevisionRow, step: LabStepDefinition) => {
	const hash = stepHash(revision.language, step);
	return revision.checks.find((c) => c.hash === hash) ?? null;
};

/** Why the version may not go to review yet, or null when every step is proven by its reference run. */
function notReady(revision: LabRevisionRow): string | null {
	if (revision.steps.length === 0) return M.noSteps;
	for (const [index, step] of revision.steps.entries()) {
		const name = `Step ${index + 1} ("${step.title}")`;
		if (step.examples.length + step.hidden.length === 0) return `${name} has no tests yet: add at least one.`;
		if (step.solution.trim() === "") return `${name} has no reference solution yet.`;
		const check = checkOf(revision, step);
		if (!check)
			return `${name} changed since its reference solution was last checked: check it before sending the lab.`;
		if (!check.passed)
			return `${name}'s reference solution does not pass its tests (${check.verdict}): fix the solution or the tests.`;
	}
	return null;
}

function describeSteps(deps: Pick<LabDeps, "renderMarkdown">, revision: LabRevisionRow) {
	return revision.steps.map((step, index) => {
		const check = checkOf(revision, step);
		return {
			number: index + 1,
			title: step.title,
			instructions: step.instructions,
			instructionsHtml: deps.renderMarkdown(step.instructions),
			starter: step.starter,
			solution: step.solution,
			tests: [
				...step.examples.map((t) => ({ input: t.input, output: t.output, hidden: false })),
				...step.hidden.map((t) => ({ input: t.input, output: t.output, hidden: true })),
			],
			cpuMs: step.cpuMs,
			memoryMb: step.memoryMb ?? LAB_AUTHORING_LIMITS.memoryMb.default,
			check: check ? { passed: check.passed, verdict: check.verdict, checkedAt: check.checkedAt } : null,
		};
	});
}

async function describe(
	deps: Pick<LabDeps, "db" | "renderMarkdown">,
	lab: LabRow,
	course: AuthoredCourseRef,
	revision: LabRevisionRow,
): Promise<AuthoringLab> {
	return {
		id: lab.id,
		slug: lab.slug,
		courseId: course.id,
		courseTitle: course.title,
		number: revision.number,
		state: revision.state,
		publishedNumber: await publishedNumberOf(deps.db, lab.id),
		reviewNote: revision.reviewNote,
		editable: revision.state !== "in_review",
		title: revision.title,
		summary: revision.summary,
		objectives: revision.objectives,
		prerequisites: revision.prerequisites,
		minutes: revision.minutes,
		difficulty: revision.difficulty,
		language: revision.language,
		steps: describeSteps(deps, revision),
		ready: notReady(revision) === null,
	};
}

// ---------------------------------------------------------------------------------------------
// The instructor's side.

/** The course's labs (any state), each with its newest version's state. */
export async function courseLabs(
	db: Db,
	instructorId: string,
	courseId: string,
): Promise<AuthoringLabSummary[]> {
	const course = await assignedCourse(db, instructorId, courseId);
	const rows = await db
		.select()
		.from(labs)
		.where(eq(labs.courseSlug, course.slug))
		.orderBy(asc(labs.position), asc(labs.createdAt));
	if (rows.length === 0) return [];
	const revisions = await db
		.select()
		.from(labRevisions)
		.where(
			inArray(
				labRevisions.labId,
				rows.map((r) => r.id),
			),
		)
		.orderBy(asc(labRevisions.number));
	const latest = new Map<string, LabRevisionRow>();
	const published = new Map<string, number>();
	for (const r of revisions) {
		latest.set(r.labId, r);
		if (r.state === "published") published.set(r.labId, r.number);
	}
	return rows.map((lab) => {
		const r = latest.get(lab.id);
		// A lab from git not yet opened in the editor: its published copy is its version 1.
		return {
			id: lab.id,
			slug: lab.slug,
			title: r?.title ?? lab.title,
			number: r?.number ?? 1,
			state: r?.state ?? lab.status,
			publishedNumber: r ? (published.get(lab.id) ?? null) : lab.status === "published" ? 1 : null,
			reviewNote: r?.reviewNote ?? "",
			stepCount: (r ?? lab).steps.length,
		};
	});
}

async function slugFree(db: Db, slug: string, except?: string): Promise<boolean> {
	const [taken] = await db
		.select({ id: labs.id })
		.from(labs)
		.where(except ? and(eq(labs.slug, slug), ne(labs.id, except)) : eq(labs.slug, slug));
	return !taken;
}

const slugTaken = () => new AppError("CONFLICT", M.slugTaken, [{ path: "slug", message: M.slugTaken }]);

/** Creates a draft lab of the course: version 1, no steps yet. */
export async function createLab(
	deps: LabDeps,
	instructorId: string,
	courseId: string,
	input: LabDetailsInput,
): Promise<AuthoringLab> {
	const { db } = deps;
	const course = await assignedCourse(db, instructorId, courseId);
	const now = deps.clock();
	const labId = await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		if (!(await slugFree(tx, input.slug))) throw slugTaken();
		const [last] = await rowsOf<{ position: number }>(
			tx,
			sql`select coalesce(max(position), -1) + 1 as position from labs where course_slug = ${course.slug}`,
		);
		const { slug, ...content } = input;
		const [lab] = await tx
			.insert(labs)
			.values({
				slug,
				courseSlug: course.slug,
				position: Number(last?.position ?? 0),
				...content,
				steps: [],
				status: "draft",
				source: "authoring",
				authorId: instructorId,
				createdAt: now,
				updatedAt: now,
			})
			.onConflictDoNothing()
			.returning({ id: labs.id });
		if (!lab) throw slugTaken();
		await tx.insert(labRevisions).values({
			labId: lab.id,
			number: 1,
			state: "draft",
			...content,
			steps: [],
			authorId: instructorId,
			createdAt: now,
			updatedAt: now,
		});
		return lab.id;
	});
	return labForEditor(deps, instructorId, labId);
}

export async function labForEditor(
	deps: LabDeps,
	instructorId: string,
	labId: string,
): Promise<AuthoringLab> {
	const { lab, course } = await authorsLab(deps.db, instructorId, labId);
	return describe(deps, lab, course, await newestVersion(deps.db, lab, deps.clock()));
}

/** Changes the draft (made from the newest version when needed) inside one transaction. */
async function editDraft(
	deps: LabDeps,
	instructorId: string,
	labId: string,
	change: (draft: LabRevisionRow, lab: LabRow, tx: Db) => Promise<Partial<LabRevisionRow>>,
): Promise<AuthoringLab> {
	const now = deps.clock();
	const { lab, course, saved } = await deps.db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const { lab, course } = await authorsLab(tx, instructorId, labId, true);
		const draft = await labDraft(tx, lab, instructorId, now);
		const values = await change(draft, lab, tx);
		const [saved] = await tx
			.update(labRevisions)
			.set({ ...values, updatedAt: now })
			.where(eq(labRevisions.id, draft.id))
			.returning();
		if (!saved) throw new Error("lab draft not saved");
		const [fresh] = await tx.select().from(labs).where(eq(labs.id, lab.id));
		return { lab: fresh ?? lab, course, saved };
	});
	return describe(deps, lab, course, saved);
}

export function saveDetails(deps: LabDeps, instructorId: string, labId: string, input: LabDetailsInput) {
	return editDraft(deps, instructorId, labId, async (_draft, lab, tx) => {
		if (input.slug !== lab.slug) {
			if (lab.status === "published" || (await publishedNumberOf(tx, lab.id)) !== null)
				throw new AppError("BAD_REQUEST", M.slugFixed, [{ path: "slug", message: M.slugFixed }]);
			if (!(await slugFree(tx, input.slug, lab.id))) throw slugTaken();
			await tx.update(labs).set({ slug: input.slug }).where(eq(labs.id, lab.id));
		}
		const { slug: _slug, ...content } = input;
		return content;
	});
}

const definitionOf = (input: LabStepInput): LabStepDefinition => ({
	title: input.title,
	instructions: input.instructions,
	starter: input.starter,
	examples: input.tests.filter((t) => !t.hidden).map(({ input, output }) => ({ input, output })),
	hidden: input.tests.filter((t) => t.hidden).map(({ input, output }) => ({ input, output })),
	cpuMs: input.cpuMs,
	memoryMb: input.memoryMb,
	solution: input.solution,
});

const stepIndex = (draft: LabRevisionRow, stepNumber: number) => {
	if (stepNumber < 1 || stepNumber > draft.steps.length) throw new AppError("NOT_FOUND", M.stepNotFound);
	return stepNumber - 1;
};

/** Keeps only the checks of steps the draft still has (a check is found by the step's hash). */
const keptChecks = (language: string, steps: LabStepDefinition[], checks: LabReferenceCheck[]) => {
	const hashes = new Set(steps.map((s) => stepHash(language, s)));
	return checks.filter((c) => hashes.has(c.hash));
};

export function addStep(deps: LabDeps, instructorId: string, labId: string, input: LabStepInput) {
	return editDraft(deps, instructorId, labId, async (draft) => {
		if (draft.steps.length >= LAB_AUTHORING_LIMITS.maxSteps)
			throw new AppError("BAD_REQUEST", "A lab has at most 20 steps.");
		return { steps: [...draft.steps, definitionOf(input)] };
	});
}

export function saveStep(
	deps: LabDeps,
	instructorId: string,
	labId: string,
	stepNumber: number,
	input: LabStepInput,
) {
	return editDraft(deps, instructorId, labId, async (draft) => {
		const index = stepIndex(draft, stepNumber);
		const steps = draft.steps.map((s, i) => (i === index ? definitionOf(input) : s));
		return { steps, checks: keptChecks(draft.language, steps, draft.checks) };
	});
}

export function removeStep(deps: LabDeps, instructorId: string, labId: string, stepNumber: number) {
	return editDraft(deps, instructorId, labId, async (draft) => {
		const index = stepIndex(draft, stepNumber);
		const steps = draft.steps.filter((_s, i) => i !== index);
		return { steps, checks: keptChecks(draft.language, steps, draft.checks) };
	});
}

export function orderSteps(deps: LabDeps, instructorId: string, labId: string, order: number[]) {
	return editDraft(deps, instructorId, labId, async (draft) => {
		const count = draft.steps.length;
		const valid =
			order.length === count &&
			new Set(order).size === count &&
			order.every((n) => Number.isInteger(n) && n >= 1 && n <= count);
		if (!valid) throw new AppError("BAD_REQUEST", M.badOrder, [{ path: "order", message: M.badOrder }]);
		return { steps: order.map((n) => draft.steps[n - 1] as LabStepDefinition) };
	});
}

export async function previewInstructions(
	deps: LabDeps,
	instructorId: string,
	labId: string,
	markdown: string,
) {
	await authorsLab(deps.db, instructorId, labId);
	return { html: deps.renderMarkdown(markdown) };
}

/**
 * Runs a step's reference solution on every test of the step (visible and hidden) in the judge and,
 * when the newest version is a draft, records the outcome for that exact step. The instructor sees
 * each test's verdict and output.
 */
export async function checkStep(
	deps: LabDeps,
	instructorId: string,
	labId: string,
	stepNumber: number,
): Promise<Omit<LabReferenceRun, "lab">> {
	const { lab } = await authorsLab(deps.db, instructorId, labId);
	const revision = await newestVersion(deps.db, lab, deps.clock());
	const step = revision.steps[stepIndex(revision, stepNumber)] as LabStepDefinition;
	if (step.solution.trim() === "")
		throw new AppError("BAD_REQUEST", M.noSolution, [{ path: "solution", message: M.noSolution }]);
	const tests = [
		...step.examples.map((t) => ({ ...t, hidden: false })),
		...step.hidden.map((t) => ({ ...t, hidden: true })),
	];
	if (tests.length === 0)
		throw new AppError("BAD_REQUEST", M.noTests, [{ path: "tests", message: M.noTests }]);
	const run = await deps.runner.judge(
		{
			language: revision.language,
			source: step.solution,
			limits: limitsOf(step),
			tests: tests.map((t) => ({ stdin: t.input, expected: t.output })),
			...(step.floatTolerance === undefined ? {} : { floatTolerance: step.floatTolerance }),
		},
		{ owner: instructorId },
	);
	const outcomes = tests.map((test, index) => {
		const outcome = run.tests[index];
		return {
			number: index + 1,
			hidden: test.hidden,
			input: test.input,
			expected: test.output,
			stdout: outcome?.stdout ?? "",
			stderr: outcome?.stderr ?? "",
			status: (run.compileFailure ?? outcome?.status ?? "Internal Error") as Verdict,
		};
	});
	const failure = outcomes.find((o) => o.status !== ACCEPTED);
	const verdict: Verdict = run.compileFailure ?? failure?.status ?? ACCEPTED;
	const passed = verdict === ACCEPTED && run.tests.length === tests.length;
	const record: LabReferenceCheck = {
		hash: stepHash(revision.language, step),
		passed,
		verdict: passed ? ACCEPTED : verdict === ACCEPTED ? "Internal Error" : verdict,
		checkedAt: deps.clock().toISOString(),
	};
	// Recorded on the draft only, and only if the step is still exactly what was run.
	await deps.db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const [head] = await tx.select().from(labRevisions).where(eq(labRevisions.id, revision.id)).for("update");
		if (head?.state !== "draft") return;
		const checks = [
			...keptChecks(head.language, head.steps, head.checks).filter((c) => c.hash !== record.hash),
		];
		if (head.steps.some((s) => stepHash(head.language, s) === record.hash)) checks.push(record);
		await tx.update(labRevisions).set({ checks }).where(eq(labRevisions.id, head.id));
	});
	return {
		step: stepNumber,
		passed,
		verdict: record.verdict,
		compileOutput: run.compileOutput,
		tests: run.compileFailure ? [] : outcomes,
	};
}

/** Sends the draft for review, only when every step has tests its reference solution passed. */
export async function submitLab(deps: LabDeps, instructorId: string, labId: string): Promise<AuthoringLab> {
	const now = deps.clock();
	const { lab, course, revision } = await deps.db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const { lab, course } = await authorsLab(tx, instructorId, labId, true);
		const latest = await newestVersion(tx, lab, now);
		if (latest.state !== "draft")
			throw new AppError("CONFLICT", latest.state === "in_review" ? M.inReview : M.noDraft);
		const problem = notReady(latest);
		if (problem) throw new AppError("BAD_REQUEST", problem);
		const [revision] = await tx
			.update(labRevisions)
			.set({ state: "in_review", submittedAt: now, updatedAt: now })
			.where(eq(labRevisions.id, latest.id))
			.returning();
		if (lab.status !== "published")
			await tx.update(labs).set({ status: "in_review", updatedAt: now }).where(eq(labs.id, lab.id));
		return { lab, course, revision: revision as LabRevisionRow };
	});
	return describe(deps, lab, course, revision);
}

// ---------------------------------------------------------------------------------------------
// Review.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function nameOf(db: Db, userId: string | null): Promise<string | null> {
	if (!userId) return null;
	const [row] = await rowsOf<{ name: string }>(db, sql`select name from users where id = ${userId}::uuid`);
	return row?.name ?? null;
}

export async function labReviewQueue(db: Db, admin: Principal): Promise<LabReviewQueueItem[]> {
	const rows = await db
		.select({ revision: labRevisions, courseSlug: labs.courseSlug })
		.from(labRevisions)
		.innerJoin(labs, eq(labs.id, labRevisions.labId))
		.where(eq(labRevisions.state, "in_review"))
		.orderBy(asc(labRevisions.submittedAt));
	const items: LabReviewQueueItem[] = [];
	for (const { revision, courseSlug } of rows) {
		const course = await authoredCourseOf(db, { slug: courseSlug });
		if (!course || (course.institutionId !== null && course.institutionId !== admin.institutionId)) continue;
		items.push({
			revisionId: revision.id,
			labId: revision.labId,
			labTitle: revision.title,
			courseTitle: course.title,
			number: revision.number,
			isNew: (await publishedNumberOf(db, revision.labId)) === null,
			stepCount: revision.steps.length,
			authorName: await nameOf(db, revision.authorId),
			submittedAt: iso(revision.submittedAt),
		});
	}
	return items;
}

async function reviewedRevision(db: Db, admin: Principal, revisionId: string, lock = false) {
	const query = db.select().from(labRevisions).where(eq(labRevisions.id, revisionId));
	const [revision] = lock ? await query.for("update") : await query;
	if (!revision) throw new AppError("NOT_FOUND", "No such lab version.");
	const lab = await labRow(db, revision.labId, lock);
	const course = await reviewersCourse(db, admin, lab.courseSlug);
	return { revision, lab, course };
}

export async function labReviewDetail(
	deps: LabDeps,
	admin: Principal,
	revisionId: string,
): Promise<LabReviewDetail> {
	const { revision, lab, course } = await reviewedRevision(deps.db, admin, revisionId);
	const { editable: _e, ready: _r, ...described } = await describe(deps, lab, course, revision);
	return {
		...described,
		revisionId: revision.id,
		authorName: await nameOf(deps.db, revision.authorId),
		submittedAt: iso(revision.submittedAt),
	};
}

/** Approves a version in review: it becomes the lab students see, and the version before is superseded. */
export async function approveLab(deps: LabDeps, admin: Principal, revisionId: string, comment: string) {
	const now = deps.clock();
	await deps.db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const { revision, lab } = await reviewedRevision(tx, admin, revisionId, true);
		if (revision.state !== "in_review") throw new AppError("CONFLICT", M.onlyInReview);
		await tx
			.update(labRevisions)
			.set({ state: "superseded", updatedAt: now })
			.where(and(eq(labRevisions.labId, lab.id), eq(labRevisions.state, "published")));
		await tx
			.update(labRevisions)
			.set({
				state: "published",
				reviewerId: admin.userId,
				reviewedAt: now,
				reviewNote: comment,
				publishedAt: now,
				updatedAt: now,
			})
			.where(eq(labRevisions.id, revision.id));
		// The copy students read; written in the app from now on, so the git loader leaves it alone.
		await tx
			.update(labs)
			.set({
				...contentOf(revision),
				status: "published",
				source: "authoring",
				sourceHash: null,
				authorId: revision.authorId,
				submittedAt: revision.submittedAt,
				reviewerId: admin.userId,
				reviewedAt: now,
				publishedAt: now,
				updatedAt: now,
			})
			.where(eq(labs.id, lab.id));
	});
	return { state: "published" as const };
}

/** Sends a version back with the reviewer's comment; a published lab stays as students see it. */
export async function sendBackLab(deps: LabDeps, admin: Principal, revisionId: string, comment: string) {
	const now = deps.clock();
	await deps.db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const { revision, lab } = await reviewedRevision(tx, admin, revisionId, true);
		if (revision.state !== "in_review") throw new AppError("CONFLICT", M.onlyInReview);
		await tx
			.update(labRevisions)
			.set({
				state: "rejected",
				reviewerId: admin.userId,
				reviewedAt: now,
				reviewNote: comment,
				updatedAt: now,
			})
			.where(eq(labRevisions.id, revision.id));
		if (lab.status !== "published")
			await tx.update(labs).set({ status: "draft", updatedAt: now }).where(eq(labs.id, lab.id));
	});
	return { state: "rejected" as const };
}
