import { EXAM_TIMING, examQuestionsSchema, QUESTION_TYPES, ROLES, type Role } from "@unnati/contracts";
import { PRACTICE_RUN } from "@unnati/contracts/practice-run";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../test/auth-helpers";
import { makeStudent, type RoleFixtures, roleFixtures, signedInAs } from "../../test/factories";
import { answer, practiceCalls, rightAnswers, sampleOf } from "../../test/practice-run-fixtures";
import { useTestApp } from "../../test/test-app";

const clock = testClock(Date.parse("2026-02-16T04:30:00.000Z"));
const ctx = useTestApp({ clock });
const calls = () => practiceCalls(ctx.app);

let fixtures: RoleFixtures;
let student: string;
beforeAll(async () => {
	fixtures = await roleFixtures(ctx.app, ctx.database.db);
	student = fixtures.tokens.ROLE_STUDENT;
});

async function paperFor(token: string) {
	const res = await calls().paper(token);
	expect(res.statusCode, res.body).toBe(200);
	return examQuestionsSchema.parse(res.json());
}

describe("GET /api/practice-run", () => {
	it("hands a student a paper of every question type but coding, in the real player's shape", async () => {
		const paper = await paperFor(student);
		const types = new Set(paper.exam.sections.flatMap((s) => s.questions.map((q) => q.type)));
		expect([...types].sort()).toEqual(QUESTION_TYPES.filter((type) => type !== "coding").sort());
		const count = paper.exam.sections.reduce((sum, s) => sum + s.questions.length, 0);
		expect(count).toBeGreaterThanOrEqual(8);
		expect(count).toBeLessThanOrEqual(10);
		expect(paper.exam).toMatchObject({ proctored: true, duration_minutes: 10, max_violations: 5 });
		expect(paper.attempt).toMatchObject({ status: "in_progress", answers: {} });
		// An essay is typed only: nothing of a practice run is stored, an attached file included.
		const essay = paper.exam.sections.flatMap((s) => s.questions).find((q) => q.type === "essay");
		expect(essay?.essay).toEqual({ word_limit: 150, allow_upload: false });
		// The paper never carries a key, a correct option or an explanation.
		expect(JSON.stringify(paper)).not.toMatch(/answerKey|"correct|explanation|guidance/);
	});

	it("times the paper from the server's clock at the time of the request", async () => {
		const first = await paperFor(student);
		expect(first.attempt.started_at).toBe(clock().toISOString());
		expect(Date.parse(first.attempt.deadline) - clock().getTime()).toBe(10 * 60_000);
		expect(first.attempt.time_remaining_seconds).toBe(600);
		clock.advance(90_000);
		const later = await paperFor(student);
		expect(Date.parse(later.attempt.deadline) - Date.parse(first.attempt.deadline)).toBe(90_000);
	});

	it("shuffles a matching question's choices and an ordering question's items afresh for each paper", async () => {
		const orders = { matching: new Set<string>(), ordering: new Set<string>() };
		for (let i = 0; i < 12; i++) {
			const paper = await paperFor(student);
			for (const q of paper.exam.sections.flatMap((s) => s.questions)) {
				if (q.type === "matching" || q.type === "ordering") {
					const ids = q.options.map((o) => o.id);
					orders[q.type].add(ids.join(","));
					const authored = sampleOf(q.type).question.options.map((o) => o.id);
					if (q.question_id === sampleOf(q.type).question.id)
						expect([...ids].sort()).toEqual([...authored].sort());
				}
			}
		}
		expect(orders.matching.size).toBeGreaterThan(1);
		expect(orders.ordering.size).toBeGreaterThan(1);
	});

	it("is open to a student of no college too", async () => {
		const [learner] = await signedInAs(ctx.app, await makeStudent(ctx.database.db, null));
		await paperFor(learner);
	});
});

describe("who may take the practice run", () => {
	const routes = [
		(token?: string) => calls().paper(token),
		(token?: string) => calls().save(token, { answers: rightAnswers(), deadline: clock().toISOString() }),
		(token?: string) =>
			calls().submit(token, {
				answers: rightAnswers(),
				started_at: clock().toISOString(),
				autoSubmitted: false,
				submittedAt: clock().toISOString(),
			}),
	];

	it("asks a visitor to sign in (401) on every call", async () => {
		for (const send of routes) {
			const res = await send();
			expect(res.statusCode).toBe(401);
			expect(res.json().code).toBe("SIGN_IN_REQUIRED");
		}
	});

	it.each(ROLES.filter((role) => role !== "ROLE_STUDENT").map((role) => [role]))(
		"refuses %s (403): the practice run is for students",
		async (role: Role) => {
			for (const send of routes) {
				const res = await send(fixtures.tokens[role]);
				expect(res.statusCode).toBe(403);
				expect(res.json().code).toBe("ROLE_NOT_ALLOWED");
			}
		},
	);
});

/** Rows in every table of the database, by table name. */
async function rowCounts(): Promise<Record<string, number>> {
	const tables = await ctx.database.db.execute(
		sql`select table_name as name from information_schema.tables
			where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
	);
	const counts: Record<string, number> = {};
	for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
		const result = await ctx.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
		counts[name] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
	}
	return counts;
}

describe("nothing is stored", () => {
	it("writes no row anywhere (no attempt, answer, proctoring record, notification or certificate) through a whole run", async () => {
		const before = await rowCounts();
		expect(Object.keys(before)).toEqual(
			expect.arrayContaining([
				"exam_attempts",
				"attempt_answers",
				"proctoring_violations",
				"proctoring_presence",
				"notifications",
				"certificates",
			]),
		);
		const paper = await paperFor(student);
		const saved = await calls().save(student, { answers: rightAnswers(), deadline: paper.attempt.deadline });
		expect(saved.statusCode, saved.body).toBe(200);
		// A refused batch and a late one store nothing either.
		expect(
			(
				await calls().save(student, {
					answers: [answer(sampleOf("numeric"), "twelve")],
					deadline: paper.attempt.deadline,
				})
			).statusCode,
		).toBe(400);
		clock.advance(10 * 60_000 + EXAM_TIMING.saveGraceSeconds * 1000 + 1000);
		expect(
			(await calls().save(student, { answers: rightAnswers(), deadline: paper.attempt.deadline })).statusCode,
		).toBe(409);
		const submitted = await calls().submit(student, {
			answers: rightAnswers(),
			started_at: paper.attempt.started_at,
			autoSubmitted: true,
			submittedAt: clock().toISOString(),
		});
		expect(submitted.statusCode, submitted.body).toBe(200);
		expect(submitted.json()).toMatchObject({
			percentage: 100,
			passed: true,
			attempt_id: PRACTICE_RUN.attemptId,
		});
		expect(await rowCounts()).toEqual(before);
	});
});
