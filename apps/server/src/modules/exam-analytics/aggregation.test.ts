import {
	discriminationIndex,
	type ExamAnalytics,
	type ExamDetail,
	examAnalyticsSchema,
	examListSchema,
	facilityIndex,
	itemMoments,
	itemRange,
	itemStandardDeviation,
	mean,
	median,
	type StudentAnswer,
} from "@unnati/contracts";
import { and, eq, inArray, notLike } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { randomSource } from "../../seed/demo-college";
import { bearer, seedDemo } from "../../test/auth-helpers";
import { EXAM_ADMIN } from "../../test/demo-logins";
import {
	examBody,
	makeBank,
	makeExam,
	multiChoice,
	numericQuestion,
	signedInAs,
	singleChoice,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { users } from "../accounts/tables";
import { recordPastAttempts } from "../exams/backfill";
import type { FrozenQuestion } from "../exams/paper";
import { attemptAnswers, examAttempts, examQuestions } from "../exams/tables";

// The SQL aggregation checked against a plain computation from the raw rows, on the demo's
// practice test (142 attempts) and on an exam whose random section gives every paper its own
// questions, with shuffled options, negative marks and partial marking.

const ctx = useTestApp({ beforeBuild: seedDemo });
let admin: string;
let practice: ExamDetail;
let drawn: ExamDetail;
/** The demo college's students: all of them sit the drawn-paper exam. */
let sitting = 0;

/** Each question's analysis, straight from attempts and answers, without SQL aggregation. */
async function reference(examId: string) {
	const { db } = ctx.database;
	const attempts = await db
		.select()
		.from(examAttempts)
		.where(and(eq(examAttempts.examId, examId), eq(examAttempts.status, "submitted")));
	const answers = await db
		.select()
		.from(attemptAnswers)
		.where(
			inArray(
				attemptAnswers.attemptId,
				attempts.map((a) => a.id),
			),
		);
	const questions = await db.select().from(examQuestions).where(eq(examQuestions.examId, examId));
	const answerOf = new Map(answers.map((a) => [`${a.attemptId}/${a.questionId}`, a]));
	const items = questions.map((q) => {
		const onPaper = attempts.filter((a) => a.paper.sections.some((s) => s.questionIds.includes(q.id)));
		const scores = onPaper.map((a) => ({
			item: answerOf.get(`${a.id}/${q.id}`)?.score ?? 0,
			total: a.score ?? 0,
		}));
		const moments = itemMoments(scores);
		const chosen = (optionId: string) =>
			onPaper.filter((a) => {
				const value = answerOf.get(`${a.id}/${q.id}`)?.answer?.value;
				return Array.isArray(value) ? value.includes(optionId) : value === optionId;
			}).length;
		return {
			questionId: q.id,
			attempts: onPaper.length,
			facilityIndex: facilityIndex(moments, itemRange(q)),
			standardDeviation: itemStandardDeviation(moments, itemRange(q)),
			discriminationIndex: discriminationIndex(moments),
			unanswered: onPaper.filter(
				(a) => (answerOf.get(`${a.id}/${q.id}`)?.outcome ?? "unanswered") === "unanswered",
			).length,
			options: q.options.map((o) => chosen(o.id)),
		};
	});
	const percentages = attempts.map((a) => a.percentage ?? 0);
	return { attempts: attempts.length, mean: mean(percentages), median: median(percentages), items };
}

function expectSameFigures(actual: ExamAnalytics, expected: Awaited<ReturnType<typeof reference>>) {
	expect(actual.summary.attempts).toBe(expected.attempts);
	expect(actual.summary.averagePercentage).toBeCloseTo(expected.mean ?? Number.NaN, 9);
	expect(actual.summary.medianPercentage).toBeCloseTo(expected.median ?? Number.NaN, 9);
	expect(actual.items).toHaveLength(expected.items.length);
	for (const want of expected.items) {
		const got = actual.items.find((i) => i.questionId === want.questionId);
		expect(got?.attempts).toBe(want.attempts);
		expect(got?.outcomes.unanswered).toBe(want.unanswered);
		for (const key of ["facilityIndex", "standardDeviation", "discriminationIndex"] as const) {
			if (want[key] === null) expect(got?.[key], key).toBeNull();
			else expect(got?.[key], key).toBeCloseTo(want[key] as number, 9);
		}
		if (got?.type === "mcq") expect(got.options.map((o) => o.count)).toEqual(want.options);
	}
}

const analyticsOf = async (examId: string) => {
	const res = await ctx.app.inject({
		method: "GET",
		url: `/api/exams/${examId}/analytics`,
		headers: bearer(admin),
	});
	expect(res.statusCode, res.body).toBe(200);
	return examAnalyticsSchema.parse(res.json());
};

/** A plausible answer from a student of the given skill, chosen by a seeded generator. */
function answerFor(question: FrozenQuestion, skill: number, random: () => number) {
	if (random() < 0.1) return null;
	const key = question.answerKey;
	const right = random() < skill;
	let value: StudentAnswer;
	if (key.type === "numeric") value = String(right ? key.value : key.value + 1);
	else if (key.type !== "mcq") return null;
	else if (question.multiAnswer)
		value = right ? key.correct : question.options.filter(() => random() < 0.5).map((o) => o.id);
	else
		value = right
			? (key.correct[0] ?? null)
			: (question.options[Math.floor(random() * question.options.length)]?.id ?? null);
	return { value, timeSpent: 5 + Math.floor(random() * 60) };
}

beforeAll(async () => {
	[admin] = await signedInAs(ctx.app, EXAM_ADMIN);
	const list = examListSchema.parse(
		(await ctx.app.inject({ method: "GET", url: "/api/exams", headers: bearer(admin) })).json(),
	);
	practice = list.exams.find((e) => e.title === "Aptitude Practice Test 1") as ExamDetail;

	const { bankId, questionIds } = await makeBank(ctx.app, admin, [
		singleChoice("Pool 1", "a", { tags: ["pool"], marks: 1, negativeMarks: 0.25 }),
		singleChoice("Pool 2", "b", { tags: ["pool"], marks: 2 }),
		singleChoice("Pool 3", "c", { tags: ["pool"], marks: 1, negativeMarks: 1 }),
		multiChoice("Pool 4", ["a", "d"], { tags: ["pool"], marks: 3 }),
		numericQuestion("Pool 5", 7.5, 0.1, { tags: ["pool"], marks: 2, negativeMarks: 0.5 }),
		singleChoice("Pool 6", "d", { tags: ["pool"] }),
		multiChoice("Fixed 1", ["b", "c"], { marks: 2 }),
		numericQuestion("Fixed 2", 12, 0),
	]);
	const now = Date.now();
	drawn = await makeExam(
		ctx.app,
		admin,
		examBody(
			[
				{ title: "Drawn", source: { mode: "random", bankId, tags: ["pool"], count: 3 } },
				{ title: "Fixed", source: { mode: "fixed", questionIds: questionIds.slice(6) } },
			],
			{ title: "Drawn Paper Test", shuffleQuestions: true, shuffleOptions: true },
			now,
		),
	);
	const { db } = ctx.database;
	const students = await db
		.select({ id: users.id })
		.from(users)
		.where(and(eq(users.role, "ROLE_STUDENT"), notLike(users.rollNo, "KCE%")))
		.limit(200);
	sitting = students.length;
	const random = randomSource(2026);
	await recordPastAttempts(
		{ db, clock: () => new Date(now) },
		drawn.id,
		students.map((s) => {
			const skill = 0.2 + random() * 0.7;
			return {
				studentId: s.id,
				startedAt: new Date(now - 30 * 60_000),
				submittedAt: new Date(now - Math.floor(random() * 20) * 60_000),
				answer: (q: FrozenQuestion) => answerFor(q, skill, random),
			};
		}),
	);
});

describe("the analytics' SQL aggregation", () => {
	it("agrees with a plain computation on the demo's practice test of 142 attempts", async () => {
		const a = await analyticsOf(practice.id);
		expect(a.summary.attempts).toBe(142);
		expectSameFigures(a, await reference(practice.id));
	});

	it("counts each drawn question over the papers that had it", async () => {
		const a = await analyticsOf(drawn.id);
		expectSameFigures(a, await reference(drawn.id));
		const pool = a.items.filter((i) => i.text.startsWith("Pool"));
		expect(pool).toHaveLength(6);
		expect(a.summary.attempts).toBe(sitting);
		// Three of six per paper: the pool's questions share three appearances per attempt.
		expect(pool.reduce((sum, i) => sum + i.attempts, 0)).toBe(3 * sitting);
		expect(pool.every((i) => i.attempts < sitting)).toBe(true);
		expect(a.items.filter((i) => i.text.startsWith("Fixed")).every((i) => i.attempts === sitting)).toBe(true);
	});
});
