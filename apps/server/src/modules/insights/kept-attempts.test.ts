import { type ExamInputRaw, examInputSchema } from "@unnati/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	makeBank,
	makeCollege,
	makeStaff,
	makeStudent,
	signInAs,
	singleChoice,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { createExam, type FrozenQuestion, publishExam, recordPastAttempts } from "../exams";

// The dashboards keep each exam's attempts between requests (a year of a large college's attempts is
// read once, not on every request): a late submission, a start, a released mark or a regrade must
// still show on the next request. One closed exam of two one-mark questions, pass at 60 %.
describe("the attempts the dashboards keep", () => {
	const NOW = new Date("2026-11-24T06:00:00Z");
	const OPENS = new Date("2026-10-05T04:00:00Z");
	const clock = testClock(NOW.getTime());
	const ctx = useTestApp({ clock });

	let college: TestCollege;
	let ria: TestPerson;
	let sam: TestPerson;
	let tej: TestPerson;
	let examId = "";
	let token = "";

	const answersFor = (score: 0 | 50 | 100) => (question: FrozenQuestion) => {
		const right = score === 100 || (score === 50 && question.text === "Q1");
		return { value: right ? "b" : "a", timeSpent: 30 };
	};
	const sit = (person: TestPerson, score: 0 | 50 | 100) =>
		recordPastAttempts({ db: ctx.database.db, clock } as Parameters<typeof recordPastAttempts>[0], examId, [
			{
				studentId: person.id,
				startedAt: new Date(OPENS.getTime() + 3_600_000),
				submittedAt: new Date(OPENS.getTime() + 4_200_000),
				answer: answersFor(score),
			},
		]);
	const college$ = async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/insights/college", headers: bearer(token) });
		expect(res.statusCode, res.body).toBe(200);
		return res.json() as {
			totals: {
				scoredAttempts: number;
				averagePercentage: number | null;
				passRate: number | null;
				atRisk: number;
			};
			atRisk: { name: string; reasons: string[] }[];
		};
	};

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db, { departments: ["CSE"] });
		ria = await makeStudent(db, college, { name: "Ria Kapoor" });
		sam = await makeStudent(db, college, { name: "Sameer Khan" });
		tej = await makeStudent(db, college, { name: "Tejas Patil" });
		const examAdmin = await makeStaff(db, college, "ROLE_EXAM_ADMIN");
		const bank = await makeBank(ctx.app, await signInAs(ctx.app, examAdmin), [
			singleChoice("Q1"),
			singleChoice("Q2"),
		]);
		const author = { userId: examAdmin.id, institutionId: college.id };
		const body: ExamInputRaw = {
			title: "Unit Test 2",
			opensAt: OPENS.toISOString(),
			closesAt: new Date(OPENS.getTime() + 24 * 3_600_000).toISOString(),
			durationMinutes: 30,
			passingScorePercentage: 60,
			audience: { kind: "college" },
			sections: [{ title: "Only", source: { mode: "fixed", questionIds: bank.questionIds } }],
		};
		const draft = await createExam(db, author, examInputSchema.parse(body), NOW);
		examId = (await publishExam(db, author, draft.id, NOW)).id;
		await sit(ria, 100);
		token = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE"));
	});

	it("shows an attempt recorded after the figures were read", async () => {
		const before = await college$();
		expect(before.totals).toMatchObject({
			scoredAttempts: 1,
			averagePercentage: 100,
			passRate: 100,
			atRisk: 2,
		});
		await sit(sam, 50);
		const after = await college$();
		// Ria 100 and Sameer 50 (a fail): 75 % on average, half passed; Sameer failed, Tejas missed it.
		expect(after.totals).toMatchObject({ scoredAttempts: 2, averagePercentage: 75, passRate: 50, atRisk: 2 });
		expect(after.atRisk.find((s) => s.name === "Sameer Khan")?.reasons).toEqual(["Failed Unit Test 2 (50%)"]);
	});

	it("shows a regraded mark, and an attempt still awaiting its mark only once it is released", async () => {
		const db = ctx.database.db;
		await college$();
		// A regrade of Sameer's paper to full marks: the same count of attempts, another percentage.
		await db.execute(
			sql`update exam_attempts set score = 2, percentage = 100, passed = true
				where exam_id = ${examId} and student_id = ${sam.id}`,
		);
		const regraded = await college$();
		expect(regraded.totals).toMatchObject({
			scoredAttempts: 2,
			averagePercentage: 100,
			passRate: 100,
			atRisk: 1,
		});
		await sit(tej, 0);
		await db.execute(
			sql`update exam_attempts set awaiting_grading = true where exam_id = ${examId} and student_id = ${tej.id}`,
		);
		const awaiting = await college$();
		// Tejas sat it (no longer missed) but his mark is not out: not counted, not at risk.
		expect(awaiting.totals).toMatchObject({ scoredAttempts: 2, averagePercentage: 100, atRisk: 0 });
		await db.execute(
			sql`update exam_attempts set awaiting_grading = false where exam_id = ${examId} and student_id = ${tej.id}`,
		);
		const released = await college$();
		expect(released.totals).toMatchObject({
			scoredAttempts: 3,
			averagePercentage: 66.7,
			passRate: 66.7,
			atRisk: 1,
		});
	});
});
