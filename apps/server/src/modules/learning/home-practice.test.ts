import { studentHomeSchema } from "@unnati/contracts/learning";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { CATALOG } from "../problems";
import { problemSubmissions } from "../problems/tables";

const ctx = useTestApp();

describe("DSA practice on the student's home", () => {
	it("counts each problem solved once, per difficulty out of the catalogue, newest solves first", async () => {
		const db = ctx.database.db;
		const student = await makeStudent(db, await makeCollege(db));
		const easy = CATALOG.filter((p) => p.difficulty === "easy");
		const medium = CATALOG.find((p) => p.difficulty === "medium");
		if (easy.length < 2 || !medium) throw new Error("the catalogue needs two easy and one medium problem");
		const submission = (problemId: string, verdict: "Accepted" | "Wrong Answer", at: string) => ({
			problemId,
			userId: student.id,
			language: "python" as const,
			source: "print(42)",
			verdict,
			passed: verdict === "Accepted" ? 3 : 1,
			total: 3,
			timeMs: 12,
			memoryKb: 9000,
			sampleResults: [],
			createdAt: new Date(at),
		});
		await db.insert(problemSubmissions).values([
			submission(easy[0]?.id ?? "", "Accepted", "2026-11-20T10:00:00Z"),
			// Accepted twice: still one problem solved, first solved on the 20th.
			submission(easy[0]?.id ?? "", "Accepted", "2026-11-23T10:00:00Z"),
			submission(medium.id, "Wrong Answer", "2026-11-21T10:00:00Z"),
			submission(medium.id, "Accepted", "2026-11-22T10:00:00Z"),
			// Tried and never accepted: not solved.
			submission(easy[1]?.id ?? "", "Wrong Answer", "2026-11-24T08:00:00Z"),
			// A problem no longer in the catalogue counts for nothing.
			submission("retired-problem", "Accepted", "2026-11-24T09:00:00Z"),
		]);
		const token = await signInAs(ctx.app, student);
		const res = await ctx.app.inject({ method: "GET", url: "/api/student-home", headers: bearer(token) });
		expect(res.statusCode, res.body).toBe(200);
		const { practice } = studentHomeSchema.parse(res.json());
		expect(practice.solved).toBe(2);
		expect(practice.total).toBe(CATALOG.length);
		expect(practice.byDifficulty.easy).toEqual({ solved: 1, total: easy.length });
		expect(practice.byDifficulty.medium.solved).toBe(1);
		expect(practice.byDifficulty.hard.solved).toBe(0);
		expect(practice.recent.map((p) => [p.id, p.solvedAt])).toEqual([
			[medium.id, "2026-11-22T10:00:00.000Z"],
			[easy[0]?.id, "2026-11-20T10:00:00.000Z"],
		]);
	});

	it("shows a student who has solved nothing the whole catalogue still to do", async () => {
		const db = ctx.database.db;
		const student = await makeStudent(db, await makeCollege(db));
		const token = await signInAs(ctx.app, student);
		const res = await ctx.app.inject({ method: "GET", url: "/api/student-home", headers: bearer(token) });
		const { practice } = studentHomeSchema.parse(res.json());
		expect(practice).toMatchObject({ solved: 0, total: CATALOG.length, recent: [] });
	});
});
