import { OPEN_RULES } from "@unnati/contracts/placements";
import {
	batchesSchema,
	batchReadinessSchema,
	type StudentReadiness,
	studentReadinessSchema,
} from "@unnati/contracts/readiness";
import { defaultResumeSettings, resumeDocumentSchema } from "@unnati/contracts/resumes";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../platform/db/database";
import { rowsOf } from "../../platform/db/rows";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	makeCollege,
	makeMentorWithMentees,
	makeStaff,
	makeStudent,
	signInAs,
	type TestPerson,
} from "../../test/factories";
import { readCsv } from "../../test/read-csv";
import { useTestApp } from "../../test/test-app";
import { certificates } from "../certificates/tables";
import { examAttempts, exams } from "../exams/tables";
import { interviewSessions } from "../interviews/tables";
import { learningEnrolments, learningLessonProgress } from "../learning/tables";
import { loadFixture } from "../learning/test-fixtures";
import { createOrganization } from "../organizations";
import {
	placementApplications,
	placementDrives,
	placementSeasons,
	studentAcademicRecords,
} from "../placements/tables";
import { CATALOG } from "../problems/catalog";
import { problemSubmissions } from "../problems/tables";
import { bestResumeMatchOf } from "../resumes/read";
import { resumes } from "../resumes/tables";
import { readinessOfStudents } from ".";

// Hand-built history of one student, every fact timestamped, so the score of each month is worked out
// by hand from the formula in contracts' readiness/rules.ts. "Now" is 15 March 2026, 11:30 in India.
const NOW = Date.parse("2026-03-15T06:00:00Z");
const clock = testClock(NOW);
const ctx = useTestApp({ beforeBuild: loadFixture, clock });
const at = (iso: string) => new Date(`${iso}T06:00:00Z`);

const JOB_DESCRIPTION =
	"We are hiring a Graduate Software Engineer to build REST APIs in Java and Spring Boot on PostgreSQL, with a React front end. Strong data structures and SQL are expected.";

let asha: TestPerson; // the student whose history is hand-built
let bharat: TestPerson; // a classmate with nothing on Unnati, whose name a spreadsheet would run
let resumeId: string;
let driveId: string;
let tokens: Record<
	"asha" | "bharat" | "mentor" | "otherMentor" | "officer" | "counselor" | "outsider" | "examAdmin",
	string
>;

async function buildHistory(db: Db, institutionId: string) {
	// Learning: two lessons in January, the third (finishing the course) in March.
	const lessons = await rowsOf<{ id: string; courseId: string }>(
		db,
		sql`select l.id::text as "id", l.course_id::text as "courseId" from learning_lessons l
			join learning_courses c on c.id = l.course_id where c.slug = 'test-binary-search' order by l.slug`,
	);
	const [first, second, third] = lessons;
	if (!first || !second || !third) throw new Error("the fixture course has three lessons");
	await db.insert(learningEnrolments).values({
		userId: asha.id,
		courseId: first.courseId,
		enrolledAt: at("2026-01-05"),
		lastActiveAt: at("2026-03-05"),
		completedAt: at("2026-03-05"),
	});
	await db.insert(learningLessonProgress).values([
		{ userId: asha.id, lessonId: first.id, courseId: first.courseId, completedAt: at("2026-01-10") },
		{ userId: asha.id, lessonId: second.id, courseId: first.courseId, completedAt: at("2026-01-12") },
		{ userId: asha.id, lessonId: third.id, courseId: first.courseId, completedAt: at("2026-03-05") },
	]);

	// Exams: 80% in February, 60% in March; a 100% whose essay awaits grading does not count yet.
	const examRows = await db
		.insert(exams)
		.values(
			["Data Structures Unit 1", "DBMS Midterm", "Essay Test"].map((title) => ({
				institutionId,
				title,
				state: "published",
				instructions: [],
				opensAt: at("2026-01-01"),
				closesAt: at("2026-04-01"),
				durationMinutes: 30,
				audience: { kind: "college" as const, departmentIds: [], years: [], sections: [] },
			})),
		)
		.returning({ id: exams.id });
	const attempt = (examId: string, percentage: number, submittedAt: Date, awaitingGrading = false) => ({
		examId,
		studentId: asha.id,
		status: "submitted",
		startedAt: new Date(submittedAt.getTime() - 20 * 60_000),
		deadline: submittedAt,
		paper: { sections: [] } as never,
		submittedAt,
		score: percentage,
		maxScore: 100,
		percentage,
		passed: percentage >= 40,
		awaitingGrading,
		lastSeenAt: submittedAt,
	});
	await db
		.insert(examAttempts)
		.values([
			attempt(examRows[0]?.id as string, 80, at("2026-02-10")),
			attempt(examRows[1]?.id as string, 60, at("2026-03-10")),
			attempt(examRows[2]?.id as string, 100, at("2026-03-11"), true),
		]);

	// DSA: an easy problem in January (solved again in March: it counts once), a medium in February,
	// another medium in March; a hard one attempted but never accepted.
	const easy = CATALOG.find((p) => p.difficulty === "easy");
	const [medium1, medium2] = CATALOG.filter((p) => p.difficulty === "medium");
	const hard = CATALOG.find((p) => p.difficulty === "hard");
	if (!easy || !medium1 || !medium2 || !hard) throw new Error("the catalogue has every difficulty");
	const submission = (problemId: string, verdict: string, createdAt: Date) => ({
		problemId,
		userId: asha.id,
		language: "python" as const,
		source: "print(1)",
		verdict: verdict as "Accepted",
		passed: verdict === "Accepted" ? 5 : 2,
		total: 5,
		timeMs: 10,
		memoryKb: 1024,
		sampleResults: [],
		createdAt,
	});
	await db
		.insert(problemSubmissions)
		.values([
			submission(easy.id, "Accepted", at("2026-01-20")),
			submission(easy.id, "Accepted", at("2026-03-01")),
			submission(medium1.id, "Accepted", at("2026-02-15")),
			submission(hard.id, "Wrong Answer", at("2026-03-02")),
			submission(medium2.id, "Accepted", at("2026-03-03")),
		]);

	// Mock interviews: 90% coverage in February, 60% in March; one left unfinished does not count.
	const session = (coverage: number | null, completedAt: Date | null) => ({
		userId: asha.id,
		type: "technical",
		roleFamily: "software",
		difficulty: "medium",
		status: completedAt ? "completed" : "in_progress",
		startedAt: new Date((completedAt ?? at("2026-03-13")).getTime() - 30 * 60_000),
		completedAt,
		overall: coverage === null ? null : ({ averageCoverage: coverage } as never),
	});
	await db
		.insert(interviewSessions)
		.values([session(0.9, at("2026-02-20")), session(0.6, at("2026-03-08")), session(null, null)]);

	// Certificates: one from January; one from February, revoked on 1 March.
	const certificate = (id: string, issuedAt: Date, revokedAt: Date | null) => ({
		id,
		kind: "course",
		userId: asha.id,
		institutionId,
		subjectSlug: id,
		subjectTitle: `Course ${id}`,
		studentName: asha.name,
		rollNo: asha.rollNo,
		collegeName: "Test College",
		hours: 10,
		badgeSalt: "salt",
		badgeIdentity: "sha256$0",
		issuedAt,
		status: revokedAt ? "revoked" : "valid",
		revokedAt,
	});
	await db
		.insert(certificates)
		.values([
			certificate(`readiness-a-${asha.id}`, at("2026-01-05"), null),
			certificate(`readiness-b-${asha.id}`, at("2026-02-01"), at("2026-03-01")),
		]);

	// A resume from 5 February with contact, summary, education, five skills and a project: 5 of 8
	// completeness checks (no internship, certificate or profile link), so 63%.
	const document = resumeDocumentSchema.parse({
		basics: {
			name: asha.name,
			email: asha.email,
			phone: "+91 98450 12345",
			summary: "Third-year CSE student who builds small web services in Python and Java.",
		},
		education: [{ institution: "Test College", studyType: "B.E.", area: "Computer Science" }],
		skills: [{ name: "Programming", keywords: ["Python", "Java", "SQL", "Git"] }],
		projects: [{ name: "Hostel mess feedback app", description: "A Flask app 600 students use." }],
	});
	const [resume] = await db
		.insert(resumes)
		.values({
			userId: asha.id,
			title: "Campus resume",
			document,
			settings: defaultResumeSettings(),
			createdAt: at("2026-02-05"),
			updatedAt: at("2026-02-05"),
		})
		.returning({ id: resumes.id });
	resumeId = resume?.id as string;

	// On 12 March she applied with it to a drive with a coding test and a technical interview.
	const organization = await createOrganization(db, {
		name: `Tungabhadra Software ${asha.id}`,
		city: "Mysuru",
	});
	const [season] = await db
		.insert(placementSeasons)
		.values({ institutionId, batch: 2026, name: "Placements 2025-26" })
		.returning({ id: placementSeasons.id });
	const [drive] = await db
		.insert(placementDrives)
		.values({
			seasonId: season?.id as string,
			institutionId,
			organizationId: organization.id,
			title: "Graduate Software Engineer",
			roles: ["Graduate Software Engineer"],
			ctcFixedInr: 600_000,
			ctcVariableInr: 0,
			location: "Mysuru",
			description: JOB_DESCRIPTION,
			applicationDeadline: at("2026-03-25"),
			driveDate: at("2026-03-30"),
			rounds: [
				{ name: "Online coding test", kind: "coding" },
				{ name: "Technical interview", kind: "technical_interview" },
			],
			rules: OPEN_RULES,
		})
		.returning({ id: placementDrives.id });
	driveId = drive?.id as string;
	await db.insert(placementApplications).values({
		driveId,
		studentId: asha.id,
		resumeId,
		resumeTitle: "Campus resume",
		status: "applied",
		appliedAt: at("2026-03-12"),
		updatedAt: at("2026-03-12"),
	});
	const record = { institutionId, batch: 2026, cgpa: 8, tenthPercent: 85, twelfthPercent: 80 };
	await db.insert(studentAcademicRecords).values([
		{ studentId: asha.id, ...record },
		{ studentId: bharat.id, ...record },
	]);
}

beforeAll(async () => {
	const db = ctx.database.db;
	const college = await makeCollege(db);
	const other = await makeCollege(db);
	const { mentor, mentees } = await makeMentorWithMentees(db, college, { mentees: 1 });
	asha = mentees[0] as TestPerson;
	bharat = await makeStudent(db, college, { name: '=HYPERLINK("http://x.test") Bharat' });
	const { mentor: otherMentor } = await makeMentorWithMentees(db, college, { mentees: 1 });
	await buildHistory(db, college.id);
	tokens = {
		asha: await signInAs(ctx.app, asha),
		bharat: await signInAs(ctx.app, bharat),
		mentor: await signInAs(ctx.app, mentor),
		otherMentor: await signInAs(ctx.app, otherMentor),
		officer: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PAT")),
		counselor: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_CAREER_COUNSELOR")),
		outsider: await signInAs(ctx.app, await makeStaff(db, other, "ROLE_PAT")),
		examAdmin: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_EXAM_ADMIN")),
	};
});

const get = (token: string, url: string) => ctx.app.inject({ method: "GET", url, headers: bearer(token) });
const readinessOf = async (token: string, id: string): Promise<StudentReadiness> => {
	const res = await get(token, `/api/readiness/students/${id}`);
	expect(res.statusCode, res.body).toBe(200);
	return studentReadinessSchema.parse(res.json());
};

describe("one student's readiness", () => {
	it("computes each component and the score by the formula, now and at the end of each month", async () => {
		const mine = await readinessOf(tokens.asha, asha.id);
		// The resume's match is the resumes module's own JD match of the resume she sent.
		const match = await bestResumeMatchOf(
			ctx.database.db,
			asha.id,
			`Graduate Software Engineer\nGraduate Software Engineer\n\n${JOB_DESCRIPTION}`,
			clock(),
		);
		expect(match?.resumeId).toBe(resumeId);
		const resume = match?.score ?? -1;

		const now = { learning: 26, exams: 70, dsa: 15, interviews: 50, resume, certificates: 25 };
		expect(Object.fromEntries(mine.components.map((c) => [c.key, c.score]))).toEqual(now);
		// (15×26 + 20×70 + 20×15 + 15×50 + 20×resume + 10×25) / 100
		const score = Math.round((390 + 1400 + 300 + 750 + 20 * resume + 250) / 100);
		expect(mine.score).toBe(score);
		expect(mine.components.find((c) => c.key === "dsa")).toMatchObject({
			weight: 20,
			points: 3,
			detail: "Solved 1 easy, 2 medium and 0 hard problems.",
		});

		expect(mine.history.map((h) => h.month)).toEqual([
			"2025-10",
			"2025-11",
			"2025-12",
			"2026-01",
			"2026-02",
			"2026-03",
		]);
		const zero = { learning: 0, exams: 0, dsa: 0, interviews: 0, resume: 0, certificates: 0 };
		expect(mine.history.slice(0, 3).map((h) => [h.score, h.components])).toEqual([
			[0, zero],
			[0, zero],
			[0, zero],
		]);
		// End of January: 2 lessons (4), an easy problem (3), one certificate (25): (60 + 60 + 250) / 100.
		expect(mine.history[3]).toMatchObject({
			asOf: "2026-01-31T18:29:59.999Z",
			score: 4,
			components: { ...zero, learning: 4, dsa: 3, certificates: 25 },
		});
		// End of February: exams 80, DSA 9, interviews 90/3, a 63% complete resume and no application
		// yet, two certificates: (60 + 1600 + 180 + 450 + 1260 + 500) / 100 = 40.5.
		expect(mine.history[4]).toMatchObject({
			score: 41,
			components: { learning: 4, exams: 80, dsa: 9, interviews: 30, resume: 63, certificates: 50 },
		});
		expect(mine.history[5]).toMatchObject({ asOf: new Date(NOW).toISOString(), score, components: now });
	});

	it("lists what the drive she applied to asks against where she stands, with links to act on", async () => {
		const mine = await readinessOf(tokens.asha, asha.id);
		expect(mine.rolesFrom).toBe("applied");
		const [role] = mine.roles;
		expect(role).toMatchObject({
			driveId,
			applied: true,
			status: "applied",
			title: "Graduate Software Engineer",
		});
		expect(role?.asks.filter((a) => a.component !== "resume")).toEqual([
			{ label: "Online coding test: DSA practice", component: "dsa", required: 60, current: 15, met: false },
			{
				label: "Technical interview: Mock interviews",
				component: "interviews",
				required: 50,
				current: 50,
				met: true,
			},
		]);
		expect(role?.gaps.map((g) => g.action.kind)).toContain("dsa");
		expect(role?.gaps.some((g) => g.action.kind === "practice_interview")).toBe(false);
		expect(role?.missingSkills).toEqual(expect.arrayContaining(["Spring Boot"]));
		expect(role?.gaps).toContainEqual(
			expect.objectContaining({ action: { kind: "resume", resumeId, section: "skills" } }),
		);
	});

	it("shows a student who has not applied the open drives they may apply to", async () => {
		const theirs = await readinessOf(tokens.bharat, bharat.id);
		expect(theirs.score).toBe(0);
		expect(theirs.band).toBe("attention");
		expect(theirs.rolesFrom).toBe("open");
		expect(theirs.roles[0]).toMatchObject({ driveId, applied: false, resumeMatch: null });
		expect(theirs.roles[0]?.gaps).toContainEqual(
			expect.objectContaining({ action: { kind: "resume", resumeId: null, section: null } }),
		);
	});

	it("gives the same figures to other modules through the front door", async () => {
		const [mine, all] = await Promise.all([
			readinessOf(tokens.asha, asha.id),
			readinessOfStudents(ctx.database.db, [asha.id, bharat.id, "not-an-id"], clock()),
		]);
		expect(all.size).toBe(2);
		expect(all.get(asha.id)).toMatchObject({ score: mine.score, band: mine.band, applications: 1 });
	});
});

describe("who may see a student's readiness", () => {
	it("lets the student, their mentor, and their college's placement officer and counselor see it", async () => {
		for (const token of [tokens.asha, tokens.mentor, tokens.officer, tokens.counselor])
			expect((await get(token, `/api/readiness/students/${asha.id}`)).statusCode).toBe(200);
	});

	it("refuses another student, another mentor and another college's officer with 403", async () => {
		for (const token of [tokens.bharat, tokens.otherMentor, tokens.outsider]) {
			const res = await get(token, `/api/readiness/students/${asha.id}`);
			expect(res.statusCode, res.body).toBe(403);
			expect(res.json().code).toBe("FORBIDDEN");
		}
		const examAdmin = await get(tokens.examAdmin, `/api/readiness/students/${asha.id}`);
		expect(examAdmin.statusCode).toBe(403);
		expect(examAdmin.json().code).toBe("ROLE_NOT_ALLOWED");
	});

	it("answers 404 for an id that names no student", async () => {
		for (const id of ["00000000-0000-4000-8000-000000000000", "22CSE001"])
			expect((await get(tokens.officer, `/api/readiness/students/${id}`)).statusCode).toBe(404);
	});
});

describe("the placement officer's batch view", () => {
	it("lists the batch with each student's score, band and kinds of drive, the same as their own page", async () => {
		const batches = batchesSchema.parse((await get(tokens.officer, "/api/readiness/batches")).json());
		expect(batches.batches).toEqual([{ batch: 2026, students: 2 }]);

		const res = await get(tokens.officer, "/api/readiness/batches/2026");
		expect(res.statusCode, res.body).toBe(200);
		const view = batchReadinessSchema.parse(res.json());
		const mine = await readinessOf(tokens.asha, asha.id);
		expect(view.totals.students).toBe(2);
		expect(view.total).toBe(2);
		expect(view.items.map((r) => r.id)).toEqual([asha.id, bharat.id]);
		expect(view.items[0]).toMatchObject({
			score: mine.score,
			band: mine.band,
			readyFor: mine.readyFor,
			applications: 1,
			components: Object.fromEntries(mine.components.map((c) => [c.key, c.score])),
		});
		expect(view.items[1]).toMatchObject({ score: 0, band: "attention", readyFor: [], applications: 0 });
	});

	it("filters, sorts and pages on the server", async () => {
		const page = (query: string) =>
			get(tokens.officer, `/api/readiness/batches/2026?${query}`).then((r) =>
				batchReadinessSchema.parse(r.json()),
			);
		expect((await page("sort=score&direction=asc")).items.map((r) => r.id)).toEqual([bharat.id, asha.id]);
		expect((await page(`q=${encodeURIComponent(asha.rollNo ?? "")}`)).items.map((r) => r.id)).toEqual([
			asha.id,
		]);
		expect((await page("sort=dsa")).items[0]?.id).toBe(asha.id);
		const second = await page("pageSize=1&page=2");
		expect([second.total, second.items.map((r) => r.id)]).toEqual([2, [bharat.id]]);
		expect((await page("kind=product")).total).toBe(0);
	});

	it("exports the filtered batch as CSV with formula cells escaped and a link to each student", async () => {
		const res = await get(tokens.counselor, "/api/readiness/batches/2026/students.csv?sort=name");
		expect(res.statusCode, res.body).toBe(200);
		expect(res.headers["content-type"]).toMatch(/^text\/csv/);
		const rows = readCsv(res.body);
		expect(rows[0]?.slice(0, 5)).toEqual(["Roll number", "Name", "Department", "Section", "Readiness score"]);
		const row = rows.find((r) => r[0] === bharat.rollNo);
		expect(row?.[1]).toBe(`'=HYPERLINK("http://x.test") Bharat`);
		expect(row?.at(-1)).toBe(`http://unnati.test/student-placement-analytics/${bharat.id}`);
	});

	it("is the placement officer's and the counselor's, of their own college only", async () => {
		for (const token of [tokens.asha, tokens.mentor]) {
			const res = await get(token, "/api/readiness/batches/2026");
			expect(res.statusCode).toBe(403);
		}
		const outsider = batchReadinessSchema.parse(
			(await get(tokens.outsider, "/api/readiness/batches/2026")).json(),
		);
		expect(outsider.total).toBe(0);
	});
});
