import { type ExamAnalytics, examAnalyticsSchema, type ItemStatistics } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, signedInAs, type TestCollege, type TestPerson } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { HAND_WORKED, setUpHandWorkedExam } from "./hand-worked-exam";

// The figures in the comments are worked by hand from the answers in hand-worked-exam.ts.

const clock = testClock(Date.parse("2026-03-02T04:30:00Z"));
const ctx = useTestApp({ clock });
const { q1: Q1, q2: Q2, q3: Q3 } = HAND_WORKED;

let admin: string;
let examId: string;
let college: TestCollege;
let p1: TestPerson;

const get = (token: string, url: string) => ctx.app.inject({ method: "GET", url, headers: bearer(token) });
const analytics = async (token: string, query = "") => {
	const res = await get(token, `/api/exams/${examId}/analytics${query}`);
	expect(res.statusCode, res.body).toBe(200);
	return examAnalyticsSchema.parse(res.json());
};
const item = (a: ExamAnalytics, text: string) => a.items.find((i) => i.text === text) as ItemStatistics;

beforeAll(async () => {
	let people: { p1: TestPerson };
	({ admin, examId, college, people } = await setUpHandWorkedExam(ctx.app, ctx.database.db, clock));
	p1 = people.p1;
});

describe("an exam's analytics for its examination admin", () => {
	it("summarises the attempts: average, median, highest, lowest, pass rate and time taken", async () => {
		const a = await analytics(admin);
		expect(a.scope).toBe("exam");
		expect(a.proctoring).toBeNull();
		expect(a.exam).toMatchObject({ title: "Analytics Unit Test", passingScorePercentage: 40 });
		const s = a.summary;
		expect(s).toMatchObject({ attempts: 4, inProgress: 1, passed: 3, maxScore: 5 });
		expect(s.averagePercentage).toBeCloseTo(52.5, 9);
		expect(s.medianPercentage).toBeCloseTo(45, 9);
		expect(s.highestPercentage).toBe(100);
		expect(s.lowestPercentage).toBe(20);
		// Deviations 47.5, −2.5, −12.5, −32.5: Σ² = 3475, over n − 1 = 3.
		expect(s.standardDeviation).toBeCloseTo(Math.sqrt(3475 / 3), 9);
		expect(s.passRate).toBe(75);
		expect(s.averageScore).toBeCloseTo(2.625, 9);
		expect(s).toMatchObject({
			averageTimeSeconds: 750,
			medianTimeSeconds: 750,
			fastestTimeSeconds: 300,
			slowestTimeSeconds: 1200,
		});
	});

	it("bins the percentages by ten points, 100 % in the last bin", async () => {
		const a = await analytics(admin);
		expect(a.histogram.map((b) => [b.from, b.to, b.count])).toEqual([
			[0, 10, 0],
			[10, 20, 0],
			[20, 30, 1],
			[30, 40, 0],
			[40, 50, 1],
			[50, 60, 1],
			[60, 70, 0],
			[70, 80, 0],
			[80, 90, 0],
			[90, 100, 1],
		]);
	});

	it("averages each section as a percentage of its marks", async () => {
		const [basics, numbers] = (await analytics(admin)).sections;
		// Basics of 4 marks: 4, 3, 2, 0 → 100, 75, 50, 0 %.  Numbers of 1 mark: 1, −0.5, 0, 1.
		expect(basics).toMatchObject({ title: "Basics", averageScore: 2.25, maxScore: 4 });
		expect(basics?.averagePercentage).toBeCloseTo(56.25, 9);
		expect(numbers).toMatchObject({ title: 'Numbers, "quick"', averageScore: 0.375, maxScore: 1 });
		expect(numbers?.averagePercentage).toBeCloseTo(37.5, 9);
	});

	it("analyses each question as Moodle does: facility, deviation and discrimination", async () => {
		const a = await analytics(admin);
		expect(a.items.map((i) => i.number)).toEqual([1, 2, 3]);
		const q1 = item(a, Q1);
		// Item 2, 2, 0, 0 (mean 1 of 2 marks); rest 3, 0.5, 2, 1: Σdx·dr = 0.5, Σdx² = 4, Σdr² = 3.6875.
		expect(q1).toMatchObject({
			attempts: 4,
			facilityIndex: 50,
			averageScore: 1,
			negativeDiscrimination: false,
		});
		expect(q1.standardDeviation).toBeCloseTo((100 * Math.sqrt(4 / 3)) / 2, 9);
		expect(q1.discriminationIndex).toBeCloseTo(0.5 / Math.sqrt(4 * 3.6875), 9);
		expect(q1.averageTimeSeconds).toBe(25);

		const q2 = item(a, Q2);
		// Item 2, 1, 2, 0; rest 3, 1.5, 0, 1: Σdx·dr = 0.625, Σdx² = 2.75, Σdr² = 4.6875.
		expect(q2.facilityIndex).toBeCloseTo(62.5, 9);
		expect(q2.standardDeviation).toBeCloseTo((100 * Math.sqrt(2.75 / 3)) / 2, 9);
		expect(q2.discriminationIndex).toBeCloseTo(0.625 / Math.sqrt(2.75 * 4.6875), 9);
		expect(q2.outcomes).toEqual({ correct: 2, partial: 1, wrong: 1, unanswered: 0 });

		const q3 = item(a, Q3);
		// Range −0.5..1, mean 0.375: facility (0.375 + 0.5) / 1.5. Rest 4, 3, 2, 0: Σdx·dr = −0.875.
		expect(q3.facilityIndex).toBeCloseTo(175 / 3, 9);
		expect(q3.standardDeviation).toBeCloseTo((100 * Math.sqrt(1.6875 / 3)) / 1.5, 9);
		expect(q3.discriminationIndex).toBeCloseTo(-0.875 / Math.sqrt(1.6875 * 8.75), 9);
		expect(q3.negativeDiscrimination).toBe(true);
		expect(q3.outcomes).toEqual({ correct: 2, partial: 0, wrong: 1, unanswered: 1 });
		expect(q3.unansweredShare).toBe(25);
		expect(q3.options).toEqual([]);
		expect(q3.averageTimeSeconds).toBeCloseTo(70 / 3, 9);
	});

	it("shares each option's answers among the attempts (distractor analysis)", async () => {
		const a = await analytics(admin);
		expect(item(a, Q1).options.map((o) => [o.id, o.correct, o.count, o.share])).toEqual([
			["a", false, 1, 25],
			["b", true, 2, 50],
			["c", false, 1, 25],
			["d", false, 0, 0],
		]);
		expect(item(a, Q2).options.map((o) => [o.id, o.correct, o.count, o.share])).toEqual([
			["a", true, 3, 75],
			["b", false, 1, 25],
			["c", true, 2, 50],
			["d", false, 0, 0],
		]);
	});

	it("filters by department, year and section, and offers the ones that occur", async () => {
		const all = await analytics(admin);
		expect(all.filterOptions.departments.map((d) => d.code)).toEqual(["CSE", "ECE"]);
		expect(all.filterOptions).toMatchObject({ years: [3], sections: ["A", "B"] });
		const cse = all.filterOptions.departments.find((d) => d.code === "CSE")?.id as string;

		const sectionA = await analytics(admin, "?section=a");
		expect(sectionA.filters).toEqual({ departmentId: null, year: null, section: "A" });
		expect(sectionA.summary.attempts).toBe(3);
		expect(sectionA.summary.averagePercentage).toBeCloseTo(170 / 3, 9);
		expect(sectionA.filterOptions).toEqual(all.filterOptions);

		const cseB = await analytics(admin, `?departmentId=${cse}&section=B&year=3`);
		expect(cseB.summary).toMatchObject({ attempts: 1, averagePercentage: 40, standardDeviation: null });
		expect(item(cseB, Q1)).toMatchObject({ attempts: 1, facilityIndex: 0, discriminationIndex: null });

		const nobody = await analytics(admin, "?year=1");
		expect(nobody.summary).toMatchObject({ attempts: 0, averagePercentage: null, passRate: null });
		expect(nobody.histogram.every((b) => b.count === 0)).toBe(true);
		expect(item(nobody, Q2)).toMatchObject({ attempts: 0, facilityIndex: null, discriminationIndex: null });
	});

	it("treats an empty filter as no filter", async () => {
		const a = await analytics(admin, "?departmentId=&year=&section=");
		expect(a.summary.attempts).toBe(4);
	});

	it("refuses malformed filters with a 400 that names the field", async () => {
		for (const query of ["?year=9", "?section=AB", "?departmentId=cse", "?year=two"]) {
			const res = await get(admin, `/api/exams/${examId}/analytics${query}`);
			expect(res.statusCode, query).toBe(400);
			expect(res.json().errors?.length, query).toBeGreaterThan(0);
		}
	});

	it("answers 404 for an exam that does not exist", async () => {
		for (const id of ["not-an-id", "00000000-0000-4000-8000-000000000000"]) {
			const res = await get(admin, `/api/exams/${id}/analytics`);
			expect(res.statusCode).toBe(404);
			expect(res.json().message).toBe("No such exam.");
		}
	});
});

describe("who may read an exam's analytics", () => {
	it("gives the college admin and the principal the same figures, as their college's view", async () => {
		const db = ctx.database.db;
		const [collegeAdmin, principal] = await signedInAs(
			ctx.app,
			await makeStaff(db, college, "ROLE_COLLEGE"),
			await makeStaff(db, college, "ROLE_PRINCIPAL"),
		);
		const mine = await analytics(admin);
		for (const token of [collegeAdmin, principal]) {
			const theirs = await analytics(token);
			expect(theirs.scope).toBe("college");
			expect(theirs.summary).toEqual(mine.summary);
			expect(theirs.items).toEqual(mine.items);
		}
	});

	it("hides the exam from another college's admin and refuses students and mentors", async () => {
		const db = ctx.database.db;
		const [kce, student] = await signedInAs(
			ctx.app,
			await makeStaff(db, await makeCollege(db), "ROLE_COLLEGE"),
			p1,
		);
		expect((await get(kce, `/api/exams/${examId}/analytics`)).statusCode).toBe(404);
		expect((await get(kce, `/api/exams/${examId}/analytics/items.csv`)).statusCode).toBe(404);
		expect((await get(student, `/api/exams/${examId}/analytics`)).statusCode).toBe(403);
		const mentor = await signedInAs(ctx.app, await makeStaff(db, college, "ROLE_MENTOR"));
		expect((await get(mentor[0], `/api/exams/${examId}/analytics/attempts.csv`)).statusCode).toBe(403);
		const anonymous = await ctx.app.inject({ method: "GET", url: `/api/exams/${examId}/analytics` });
		expect(anonymous.statusCode).toBe(401);
	});
});
