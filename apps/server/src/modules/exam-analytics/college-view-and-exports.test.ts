import {
	ATTEMPT_CSV_COLUMNS,
	collegeExamListSchema,
	examAnalyticsSchema,
	ITEM_CSV_COLUMNS,
} from "@unnati/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeCollege,
	makeExam,
	makeStaff,
	makeStudent,
	signInAs,
	singleChoice,
	type TestPerson,
} from "../../test/factories";
import { readCsv } from "../../test/read-csv";
import { useTestApp } from "../../test/test-app";
import { recordPastAttempts } from "../exams/backfill";
import { examSections } from "../exams/tables";
import { HAND_WORKED, setUpHandWorkedExam } from "./hand-worked-exam";

const clock = testClock(Date.parse("2026-03-02T04:30:00Z"));
const ctx = useTestApp({ clock });

// Read-only for most tests: the hand-worked exam in its college, that college's admin, another
// college's admin. The two tests that add to an exam set up a hand-worked exam of their own.
let admin: string;
let college: string;
let kce: string;
let examId: string;
let people: Record<"p1" | "p2" | "p3" | "p4" | "idle", TestPerson>;

const get = (token: string, url: string) => ctx.app.inject({ method: "GET", url, headers: bearer(token) });
const byTitle = (token: string, title: string, query = "") =>
	get(token, `/api/college/exam-analytics/${encodeURIComponent(title)}${query}`);

beforeAll(async () => {
	const db = ctx.database.db;
	const setUp = await setUpHandWorkedExam(ctx.app, db, clock);
	({ admin, examId, people } = setUp);
	college = await signInAs(ctx.app, await makeStaff(db, setUp.college, "ROLE_COLLEGE"));
	kce = await signInAs(ctx.app, await makeStaff(db, await makeCollege(db), "ROLE_COLLEGE"));
	// A second exam of the college, two of whose attempts are on record from before (as the demo's are).
	const bank = await makeBank(ctx.app, admin, [singleChoice("Which is the odd one out?")]);
	const practice = await makeExam(
		ctx.app,
		admin,
		examBody(
			[{ title: "Only", source: { mode: "fixed", questionIds: bank.questionIds } }],
			{
				title: "Aptitude Practice Test 1",
			},
			clock().getTime(),
		),
	);
	const now = clock();
	await recordPastAttempts(
		{ db, clock },
		practice.id,
		[people.p1, people.p2].map((p) => ({
			studentId: p.id,
			startedAt: new Date(now.getTime() - 600_000),
			submittedAt: now,
			answer: () => null,
		})),
	);
});

/** A hand-worked exam in a college of its own, with that college's admin signed in. */
async function ownHandWorkedExam() {
	const db = ctx.database.db;
	const setUp = await setUpHandWorkedExam(ctx.app, db, clock);
	return { ...setUp, college: await signInAs(ctx.app, await makeStaff(db, setUp.college, "ROLE_COLLEGE")) };
}

describe("the item statistics CSV", () => {
	it("downloads as an attachment with the documented header and one line per question", async () => {
		const res = await get(admin, `/api/exams/${examId}/analytics/items.csv`);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
		expect(res.headers["content-disposition"]).toBe('attachment; filename="analytics-unit-test-items.csv"');
		expect(res.body.startsWith("\uFEFF")).toBe(true);
		const [header, ...rows] = readCsv(res.body);
		expect(header).toEqual([...ITEM_CSV_COLUMNS]);
		expect(rows).toHaveLength(3);
		const cell = (row: string[] | undefined, column: (typeof ITEM_CSV_COLUMNS)[number]) =>
			row?.[ITEM_CSV_COLUMNS.indexOf(column)];
		const [q1, , q3] = rows;
		// The question starts with "=": a spreadsheet must read it as text, not run it.
		expect(cell(q1, "question")).toBe(`'${HAND_WORKED.q1}`);
		expect(cell(q1, "section")).toBe("Basics");
		expect(cell(q1, "facility_index")).toBe("50");
		expect(cell(q1, "discrimination_index")).toBe(String(Number((0.5 / Math.sqrt(14.75)).toFixed(4))));
		expect(cell(q1, "option_shares")).toBe("a: 25% | b*: 50% | c: 25% | d: 0%");
		expect(cell(q1, "negative_discrimination")).toBe("no");
		expect(cell(q3, "section")).toBe(HAND_WORKED.sections[1]);
		expect(cell(q3, "negative_discrimination")).toBe("yes");
		expect(cell(q3, "unanswered")).toBe("1");
	});
});

describe("the attempts CSV", () => {
	it("lists each scored attempt by roll number with its student, times, score and section scores", async () => {
		const res = await get(admin, `/api/exams/${examId}/analytics/attempts.csv`);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.headers["content-disposition"]).toBe(
			'attachment; filename="analytics-unit-test-attempts.csv"',
		);
		const [header, ...rows] = readCsv(res.body);
		expect(header).toEqual([...ATTEMPT_CSV_COLUMNS, "section: Basics", 'section: Numbers, "quick"']);
		expect(rows.map((r) => r[0])).toEqual([people.p1, people.p2, people.p3, people.p4].map((p) => p.rollNo));
		const p2 = rows[1] ?? [];
		const column = (name: string) => p2[header?.indexOf(name) ?? -1];
		expect(column("department")).toBe("CSE");
		expect(column("year")).toBe("3");
		expect(column("section")).toBe("A");
		expect(column("time_taken_seconds")).toBe("900");
		expect(column("score")).toBe("2.5");
		expect(column("percentage")).toBe("50");
		expect(column("passed")).toBe("yes");
		expect(column("submission_reason")).toBe("student");
		// A negative score stays a number: the formula guard applies to text only.
		expect(p2.slice(-2)).toEqual(["3", "-0.5"]);
		expect(Date.parse(column("submitted_at") ?? "") - Date.parse(column("started_at") ?? "")).toBe(900_000);
	});

	it("applies the same filters as the analytics, and refuses malformed ones", async () => {
		const sectionB = readCsv(
			(await get(admin, `/api/exams/${examId}/analytics/attempts.csv?section=B`)).body,
		);
		expect(sectionB.slice(1).map((r) => r[0])).toEqual([people.p3.rollNo]);
		const bad = await get(admin, `/api/exams/${examId}/analytics/attempts.csv?year=7`);
		expect(bad.statusCode).toBe(400);
		expect(bad.headers["content-type"]).toContain("application/json");
	});
});

describe("the college's view (/collegedashboard/{examTitle})", () => {
	it("lists the college's published exams with its students' attempts", async () => {
		const res = await get(college, "/api/college/exams");
		expect(res.statusCode, res.body).toBe(200);
		const { exams } = collegeExamListSchema.parse(res.json());
		expect(exams.find((e) => e.title === HAND_WORKED.title)?.attempts).toBe(4);
		expect(exams.find((e) => e.title === "Aptitude Practice Test 1")?.attempts).toBe(2);
		const other = collegeExamListSchema.parse((await get(kce, "/api/college/exams")).json());
		expect(other.exams.some((e) => e.id === examId)).toBe(false);
		expect((await get(admin, "/api/college/exams")).statusCode).toBe(403);
	});

	it("finds the exam by its title, whatever the case, and shows the college's figures", async () => {
		for (const title of [HAND_WORKED.title, "  analytics unit TEST "]) {
			const res = await byTitle(college, title, "?section=A");
			expect(res.statusCode, res.body).toBe(200);
			const a = examAnalyticsSchema.parse(res.json());
			expect(a).toMatchObject({ scope: "college", exam: { id: examId } });
			expect(a.summary.attempts).toBe(3);
		}
	});

	it("says so when the college has no exam of that title, and hides other colleges' exams", async () => {
		const missing = await byTitle(college, "Nonexistent Exam");
		expect(missing.statusCode).toBe(404);
		expect(missing.json().message).toBe("Your college has no published exam titled “Nonexistent Exam”.");
		expect((await byTitle(kce, HAND_WORKED.title)).statusCode).toBe(404);
		expect((await byTitle(admin, HAND_WORKED.title)).statusCode).toBe(403);
	});

	it("counts only the college's own students, even when another college's attempt is on record", async () => {
		// Its own exam: the outsider's attempt would change the figures the other tests read.
		const { admin, examId, college } = await ownHandWorkedExam();
		const { db } = ctx.database;
		const before = examAnalyticsSchema.parse((await get(admin, `/api/exams/${examId}/analytics`)).json());
		expect(before.summary.attempts).toBe(4);
		const outsider = await makeStudent(db, await makeCollege(db));
		const now = clock();
		await recordPastAttempts({ db, clock }, examId, [
			{
				studentId: outsider.id,
				startedAt: new Date(now.getTime() - 600_000),
				submittedAt: now,
				answer: () => null,
			},
		]);
		const all = examAnalyticsSchema.parse((await get(admin, `/api/exams/${examId}/analytics`)).json());
		const mine = examAnalyticsSchema.parse((await get(college, `/api/exams/${examId}/analytics`)).json());
		// The figures kept for the exam are recomputed: a new attempt changes its version.
		expect(all.summary.attempts).toBe(5);
		expect(mine.summary.attempts).toBe(4);
		expect(readCsv((await get(college, `/api/exams/${examId}/analytics/attempts.csv`)).body)).toHaveLength(5);
	});

	it("picks the newest exam when two share a title", async () => {
		// Its own exam: a newer one of the same title would hide it from the other tests.
		const { admin, examId, college } = await ownHandWorkedExam();
		const [section] = await ctx.database.db
			.select()
			.from(examSections)
			.where(eq(examSections.examId, examId));
		const later = clock().getTime() + 24 * 60 * 60_000;
		const newer = await makeExam(
			ctx.app,
			admin,
			examBody(
				[{ title: "Again", source: section?.source ?? { mode: "fixed", questionIds: [] } }],
				{
					title: HAND_WORKED.title,
					opensAt: new Date(later).toISOString(),
					closesAt: new Date(later + 3_600_000).toISOString(),
				},
				later,
			),
		);
		const a = examAnalyticsSchema.parse((await byTitle(college, HAND_WORKED.title)).json());
		expect(a.exam.id).toBe(newer.id);
		expect(a.summary.attempts).toBe(0);
	});
});
