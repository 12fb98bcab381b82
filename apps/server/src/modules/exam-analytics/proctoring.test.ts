import { randomUUID } from "node:crypto";
import { attemptViolationsSchema, examAnalyticsSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	answerByText,
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeStaff,
	makeStudent,
	signedInAs,
	singleChoice,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";

// A proctored exam in a new college: a section A student ("heavy") is flagged four times, two of
// them confirmed and one dismissed; a section B student ("light") once; another of section A never. The proctoring module records and reviews the
// flags through its own API; the analytics count them.

const ctx = useTestApp();
let admin: string;
let college: TestCollege;
const people = {} as Record<"heavy" | "light" | "clean", TestPerson>;
let examId: string;
let flaggedAttempt: string;

const analytics = async (token: string, query = "") => {
	const res = await ctx.app.inject({
		method: "GET",
		url: `/api/exams/${examId}/analytics${query}`,
		headers: bearer(token),
	});
	expect(res.statusCode, res.body).toBe(200);
	return examAnalyticsSchema.parse(res.json());
};

beforeAll(async () => {
	const { db } = ctx.database;
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, db));
	people.heavy = await makeStudent(db, college, { section: "A" });
	people.light = await makeStudent(db, college, { section: "B" });
	people.clean = await makeStudent(db, college, { section: "A" });
	const [heavy, light, clean] = await signedInAs(ctx.app, people.heavy, people.light, people.clean);
	const { questionIds } = await makeBank(ctx.app, admin, [singleChoice("Only question")]);
	const exam = await makeExam(
		ctx.app,
		admin,
		examBody([{ title: "S", source: { mode: "fixed", questionIds } }], {
			title: "Proctored Analytics Test",
			proctored: true,
			maxViolations: 0,
		}),
	);
	examId = exam.id;
	const flag = (token: string, type: string) =>
		ctx.app.inject({
			method: "POST",
			url: `/students/exam/${examId}/violations`,
			headers: bearer(token),
			payload: { client_id: randomUUID(), type, at: new Date().toISOString(), away_ms: 1000 },
		});
	const sessions = [];
	for (const [token, types] of [
		[heavy, ["tab_switch", "tab_switch", "tab_switch", "copy"]],
		[light, ["fullscreen_exit"]],
		[clean, []],
	] as const) {
		const session = await answerByText(ctx.app, token, examId, {
			"Only question": { answer: "b", timeSpent: 5 },
		});
		for (const type of types) expect((await flag(token, type)).statusCode).toBeLessThan(300);
		sessions.push(session);
	}
	for (const session of sessions) expect((await session.submit()).statusCode).toBe(200);

	const review = await ctx.app.inject({
		method: "GET",
		url: `/api/exams/${examId}/proctoring`,
		headers: bearer(admin),
	});
	const heavyAttempt = (review.json().attempts as { attemptId: string; rollNo: string }[]).find(
		(a) => a.rollNo === people.heavy.rollNo,
	);
	flaggedAttempt = heavyAttempt?.attemptId ?? "";
	const flags = attemptViolationsSchema.parse(
		(
			await ctx.app.inject({
				method: "GET",
				url: `/api/exams/${examId}/proctoring/attempts/${flaggedAttempt}`,
				headers: bearer(admin),
			})
		).json(),
	).violations;
	const judge = (id: string, verdict: string) =>
		ctx.app.inject({
			method: "PATCH",
			url: `/api/proctoring/violations/${id}`,
			headers: bearer(admin),
			payload: { review: verdict },
		});
	const tabs = flags.filter((f) => f.type === "tab_switch");
	for (const f of tabs.slice(0, 2)) expect((await judge(f.id, "confirmed")).statusCode).toBe(200);
	const copy = flags.find((f) => f.type === "copy");
	expect((await judge(copy?.id ?? "", "dismissed")).statusCode).toBe(200);
});

describe("the proctoring figures of an exam's analytics", () => {
	it("count the flags by type with their reviews", async () => {
		const { proctoring } = await analytics(admin);
		expect(
			proctoring?.violationsByType.map((v) => [v.type, v.total, v.confirmed, v.dismissed, v.unreviewed]),
		).toEqual([
			["tab_switch", 3, 2, 0, 1],
			["copy", 1, 0, 1, 0],
			["fullscreen_exit", 1, 0, 0, 1],
		]);
		expect(proctoring?.violationsByType[0]?.label).toBe("Switched to another tab or window");
	});

	it("give each flagged attempt its credibility, the least credible first", async () => {
		const { proctoring } = await analytics(admin);
		// The heavy one: two confirmed (2 points each) and one unreviewed (1): 5 points, Medium.
		expect(proctoring?.attempts).toEqual([
			{
				attemptId: flaggedAttempt,
				studentName: expect.any(String),
				rollNo: people.heavy.rollNo,
				flags: 4,
				violationCount: 3,
				credibility: { level: "Medium", points: 5 },
			},
			expect.objectContaining({
				rollNo: people.light.rollNo,
				flags: 1,
				credibility: { level: "High", points: 1 },
			}),
		]);
		expect(proctoring).toMatchObject({
			flaggedAttempts: 2,
			credibilityLevels: { High: 2, Medium: 1, Low: 0 },
		});
	});

	it("follow the filters, and show in the college's view too", async () => {
		const sectionB = await analytics(admin, "?section=B");
		expect(sectionB.proctoring?.attempts.map((a) => a.rollNo)).toEqual([people.light.rollNo]);
		expect(sectionB.proctoring?.credibilityLevels).toEqual({ High: 1, Medium: 0, Low: 0 });
		const [collegeAdmin] = await signedInAs(
			ctx.app,
			await makeStaff(ctx.database.db, college, "ROLE_COLLEGE"),
		);
		expect((await analytics(collegeAdmin)).proctoring?.flaggedAttempts).toBe(2);
	});
});
