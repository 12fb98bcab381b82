import { prefillSchema, resumeDetailSchema } from "@unnati/contracts/resumes";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { certificates } from "../certificates/tables";
import { FIXTURE, graduate } from "../certificates/test-helpers";
import { loadFixture } from "../learning/test-fixtures";
import { CATALOG } from "../problems";
import { problemSubmissions } from "../problems/tables";

const clock = testClock(Date.parse("2026-11-24T06:00:00Z"));
const ctx = useTestApp({ beforeBuild: loadFixture, clock });

const problemOf = (difficulty: "easy" | "medium" | "hard") => {
	const problem = CATALOG.find((p) => p.difficulty === difficulty);
	if (!problem) throw new Error(`no ${difficulty} problem in the catalogue`);
	return problem;
};

describe("prefill from what Unnati knows", () => {
	it("fills certificates with their verification links, solved DSA problems and the skills of completed courses", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		// The fixture course's summary names no skill of the dictionary; a course in Java does.
		await db.execute(
			sql`update learning_course_revisions set summary = summary || ' Every exercise is written in Java.'
				where title = ${FIXTURE.title}`,
		);
		const learner = await graduate(ctx, college, "Kavya Reddy");
		const easy = problemOf("easy");
		const medium = problemOf("medium");
		const submission = (
			problemId: string,
			language: "cpp" | "python",
			verdict: "Accepted" | "Wrong Answer",
		) => ({
			problemId,
			userId: learner.id,
			language,
			source: "// solution",
			verdict,
			passed: verdict === "Accepted" ? 10 : 3,
			total: 10,
			timeMs: 12,
			memoryKb: 2048,
			sampleResults: [],
			createdAt: new Date("2026-11-20T10:00:00Z"),
		});
		await db
			.insert(problemSubmissions)
			.values([
				submission(easy.id, "cpp", "Accepted"),
				submission(easy.id, "python", "Accepted"),
				submission(medium.id, "cpp", "Accepted"),
				submission(problemOf("hard").id, "cpp", "Wrong Answer"),
			]);

		const res = await ctx.app.inject({
			method: "GET",
			url: "/api/resumes/prefill",
			headers: learner.headers,
		});
		expect(res.statusCode, res.body).toBe(200);
		const { document, sources } = prefillSchema.parse(res.json());
		expect(document.basics.name).toBe("Kavya Reddy");
		// The fixture journey has only this course: completing it earns the journey's certificate too.
		expect(document.certificates).toHaveLength(2);
		expect(document.certificates).toContainEqual({
			name: FIXTURE.title,
			date: "2026-11-24",
			issuer: "Unnati",
			url: expect.stringMatching(/^https?:\/\/[^ ]+\/certificates\/[A-Za-z0-9_-]{22}$/),
		});
		expect(document.awards).toEqual([
			{
				title: "Solved 2 DSA problems on Unnati (1 easy, 1 medium)",
				date: "2026-11",
				awarder: "Unnati coding practice",
				summary: expect.stringMatching(/^Accepted solutions in C\+\+ and Python; topics: /),
			},
		]);
		const skills = Object.fromEntries(document.skills.map((skill) => [skill.name, skill.keywords]));
		expect(skills["Programming languages"]).toEqual(["C++", "Python"]);
		expect(skills["Data structures and algorithms"]?.length).toBeGreaterThan(0);
		expect(skills["Technical skills"]).toContain("Java");
		expect(sources).toEqual(
			expect.arrayContaining([
				"2 certificates earned on Unnati, each with its verification link",
				"2 DSA problems you solved (1 easy, 1 medium) in C++ and Python",
				`skills from the 1 course you completed (${FIXTURE.title})`,
			]),
		);

		// A new resume is prefilled the same way; a revoked certificate is never offered.
		await db.update(certificates).set({ status: "revoked" }).where(eq(certificates.userId, learner.id));
		const created = await ctx.app.inject({
			method: "POST",
			url: "/api/resumes",
			headers: learner.headers,
			payload: { title: "Prefilled" },
		});
		expect(created.statusCode, created.body).toBe(201);
		const detail = resumeDetailSchema.parse(created.json());
		expect(detail.document.certificates).toEqual([]);
		expect(detail.document.awards[0]?.title).toMatch(/Solved 2 DSA problems/);
	});

	it("fills only the account for a student who has done nothing on Unnati yet", async () => {
		const student = await makeStudent(ctx.database.db, await makeCollege(ctx.database.db));
		const res = await ctx.app.inject({
			method: "GET",
			url: "/api/resumes/prefill",
			headers: bearer(await signInAs(ctx.app, student)),
		});
		const { document, sources } = prefillSchema.parse(res.json());
		expect([document.certificates, document.awards, document.skills]).toEqual([[], [], []]);
		expect(sources.join(" ")).not.toMatch(/certificate|DSA|course/);
	});
});
