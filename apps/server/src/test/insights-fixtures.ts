import { type ExamInputRaw, examInputSchema } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { createExam, type FrozenQuestion, publishExam, recordPastAttempts } from "../modules/exams";
import { completeLesson, enrol } from "../modules/learning/progress";
import { FIXTURE } from "../modules/learning/test-fixtures";
import { assignMentees } from "../modules/mentors";
import { placementApplications } from "../modules/placements/tables";
import { caller, driveBody, makeDrive, makeSeason } from "../modules/placements/test-helpers";
import { CATALOG } from "../modules/problems";
import { problemSubmissions } from "../modules/problems/tables";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/database";
import {
	makeBank,
	makeCollege,
	makeStaff,
	makeStudent,
	signInAs,
	singleChoice,
	type TestCollege,
	type TestPerson,
} from "./factories";

// The small college the monthly report's and the growth tests' figures are worked out by hand on
// (the tests give the arithmetic). The clock stands at 24 November 2026, 11:30 IST. Every exam has
// two one-mark questions, so a sitting scores 0, 50 or 100 %, and a pass needs 60 %.
//
//   Sep Quiz    10 Sep 09:30 IST, whole college   s1 100 · s2 100 · e1 0
//   Oct Test A   1 Oct 01:30 IST (30 Sep in UTC)  s1 100 · s2 50 · s3 0
//   Oct Test B  20 Oct, CSE only                  s1 100 · s2 50
//   Nov Mock     1 Nov 01:30 IST (31 Oct in UTC)  e1 50
//
// Lessons (the test course of three): e1 one on 15 Sep; s1 two on 5 Oct; s2 all three on 12 Oct
// (the course completed); s3 one at 00:30 IST on 1 Nov (31 Oct in UTC).
// DSA: s1 solves P1 on 20 Sep and again on 3 Oct; s3 solves P1 on 10 and 12 Oct, fails P2 on
// 14 Oct and solves it on 15 Oct.
// Placement applications to one drive: e1 on 25 Sep; s1 on 5 Oct; s3 on 8 Oct; s2 on 9 Oct, withdrawn since.
//
// s1, s2: CSE 3A, mentored; s3: CSE 3B; e1: ECE 2A. The college has an ME department, no students.

export const INSIGHTS_NOW = new Date("2026-11-24T06:00:00Z");

export type HandWorkedCollege = {
	college: TestCollege;
	s1: TestPerson;
	s2: TestPerson;
	s3: TestPerson;
	e1: TestPerson;
	mentor: TestPerson;
	exams: Record<"sep" | "octA" | "octB" | "nov", string>;
};

type Score = 0 | 50 | 100;

const answersFor = (score: Score) => (question: FrozenQuestion) => {
	const right = score === 100 || (score === 50 && question.text === "Q1");
	return { value: right ? "b" : "a", timeSpent: 30 };
};

/** Builds the college above; the learning test course must be loaded (learning's loadFixture). */
export async function makeHandWorkedCollege(
	app: FastifyInstance,
	db: Db,
	clock: Clock,
): Promise<HandWorkedCollege> {
	const college = await makeCollege(db, { departments: ["CSE", "ECE", "ME"] });
	const s1 = await makeStudent(db, college, { year: 3, section: "A", name: "Aarav Kulkarni" });
	const s2 = await makeStudent(db, college, { year: 3, section: "A", name: "Diya Menon" });
	const s3 = await makeStudent(db, college, { year: 3, section: "B", name: "Kabir Rao" });
	const e1 = await makeStudent(db, college, { year: 2, section: "A", department: "ECE", name: "Meera Iyer" });
	const mentor = await makeStaff(db, college, "ROLE_MENTOR", { name: "Prof. Sunita Deshpande" });
	await assignMentees(db, mentor.id, [s1.id, s2.id]);

	const examAdmin = await makeStaff(db, college, "ROLE_EXAM_ADMIN");
	const bank = await makeBank(app, await signInAs(app, examAdmin), [singleChoice("Q1"), singleChoice("Q2")]);
	const author = { userId: examAdmin.id, institutionId: college.id };
	const exam = async (
		title: string,
		opens: string,
		audience: ExamInputRaw["audience"],
		results: [TestPerson, Score][],
	) => {
		const opensAt = new Date(opens);
		const body: ExamInputRaw = {
			title,
			opensAt: opensAt.toISOString(),
			closesAt: new Date(opensAt.getTime() + 24 * 3_600_000).toISOString(),
			durationMinutes: 30,
			passingScorePercentage: 60,
			audience,
			sections: [{ title: "Only", source: { mode: "fixed", questionIds: bank.questionIds } }],
		};
		const draft = await createExam(db, author, examInputSchema.parse(body), INSIGHTS_NOW);
		const published = await publishExam(db, author, draft.id, INSIGHTS_NOW);
		const at = new Date(opensAt.getTime() + 3_600_000);
		await recordPastAttempts(
			{ db, clock } as Parameters<typeof recordPastAttempts>[0],
			published.id,
			results.map(([person, score]) => ({
				studentId: person.id,
				startedAt: at,
				submittedAt: new Date(at.getTime() + 600_000),
				answer: answersFor(score),
			})),
		);
		return published.id;
	};
	const everyone = { kind: "college" } as const;
	const exams = {
		sep: await exam("Sep Quiz", "2026-09-10T04:00:00Z", everyone, [
			[s1, 100],
			[s2, 100],
			[e1, 0],
		]),
		octA: await exam("Oct Test A", "2026-09-30T20:00:00Z", everyone, [
			[s1, 100],
			[s2, 50],
			[s3, 0],
		]),
		octB: await exam(
			"Oct Test B",
			"2026-10-20T04:00:00Z",
			{ kind: "college", departmentIds: [college.departments.CSE] },
			[
				[s1, 100],
				[s2, 50],
			],
		),
		nov: await exam("Nov Mock", "2026-10-31T20:00:00Z", everyone, [[e1, 50]]),
	};

	const lessons = async (person: TestPerson, count: number, at: string) => {
		const when = new Date(at);
		await enrol(db, person.id, FIXTURE.course, when);
		for (const lesson of FIXTURE.lessons.slice(0, count))
			await completeLesson(db, person.id, FIXTURE.course, lesson, when);
	};
	await lessons(e1, 1, "2026-09-15T06:00:00Z");
	await lessons(s1, 2, "2026-10-05T06:00:00Z");
	await lessons(s2, 3, "2026-10-12T06:00:00Z");
	await lessons(s3, 1, "2026-10-31T19:00:00Z");

	const [p1, p2] = CATALOG;
	if (!p1 || !p2) throw new Error("the problem catalogue is empty");
	const submit = (person: TestPerson, problemId: string, accepted: boolean, at: string) =>
		db.insert(problemSubmissions).values({
			problemId,
			userId: person.id,
			language: "python",
			source: "print(1)",
			verdict: accepted ? "Accepted" : "Wrong Answer",
			passed: accepted ? 5 : 2,
			total: 5,
			timeMs: 12,
			memoryKb: 9000,
			sampleResults: [],
			createdAt: new Date(at),
		});
	await submit(s1, p1.id, true, "2026-09-20T06:00:00Z");
	await submit(s1, p1.id, true, "2026-10-03T06:00:00Z");
	await submit(s3, p1.id, true, "2026-10-10T06:00:00Z");
	await submit(s3, p1.id, true, "2026-10-12T06:00:00Z");
	await submit(s3, p2.id, false, "2026-10-14T06:00:00Z");
	await submit(s3, p2.id, true, "2026-10-15T06:00:00Z");

	const call = caller(() => app);
	const officer = await signInAs(app, await makeStaff(db, college, "ROLE_PAT"));
	const drive = await makeDrive(call, officer, driveBody(await makeSeason(call, officer), INSIGHTS_NOW));
	const apply = (person: TestPerson, at: string, status: "applied" | "shortlisted" | "withdrawn") =>
		db.insert(placementApplications).values({
			driveId: drive.id,
			studentId: person.id,
			resumeTitle: "Campus resume",
			status,
			appliedAt: new Date(at),
			updatedAt: new Date(at),
		});
	await apply(e1, "2026-09-25T06:00:00Z", "applied");
	await apply(s1, "2026-10-05T07:00:00Z", "applied");
	await apply(s3, "2026-10-08T06:00:00Z", "shortlisted");
	await apply(s2, "2026-10-09T06:00:00Z", "withdrawn");

	return { college, s1, s2, s3, e1, mentor, exams };
}
