import { IPIP_ITEMS, psychometricResultSchema, resultListSchema } from "@unnati/contracts/psychometric";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeMentorWithMentees, makeStaff, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";

describe("psychometric assessment over HTTP", () => {
	const ctx = useTestApp();
	let student: string;
	let studentId: string;
	let classmate: string;
	let mentor: string;
	let otherMentor: string;
	let counselor: string;
	let outsideCounselor: string;
	beforeAll(async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const other = await makeCollege(db);
		const { mentor: m, mentees } = await makeMentorWithMentees(db, college, { mentees: 1 });
		const me = mentees[0];
		if (!me) throw new Error("no mentee");
		studentId = me.id;
		student = await signInAs(ctx.app, me);
		mentor = await signInAs(ctx.app, m);
		otherMentor = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_MENTOR"));
		classmate = await signInAs(ctx.app, await makeStudent(db, college));
		counselor = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_CAREER_COUNSELOR"));
		outsideCounselor = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_CAREER_COUNSELOR"));
	});
	const call = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
		ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

	it("serves the 50 statements and refuses an unknown assessment", async () => {
		const res = await call(student, "GET", "/api/psychometric/assessments/ipip-big-five-50");
		expect(res.statusCode).toBe(200);
		expect(res.json().items).toHaveLength(50);
		expect(res.json().items[0].text).toBe("Am the life of the party.");
		expect((await call(student, "GET", "/api/psychometric/assessments/mbti")).statusCode).toBe(404);
	});

	it("scores a submission as published, keeps it private, and shares it only by consent", async () => {
		const incomplete = await call(student, "POST", "/api/psychometric/assessments/ipip-big-five-50/results", {
			answers: Array(49).fill(3),
		});
		expect(incomplete.statusCode).toBe(400);
		expect(incomplete.body).toContain("Answer all 50 statements.");

		// Keyed direction for extraversion only; neutral elsewhere.
		const answers = IPIP_ITEMS.map((item) => (item.trait === "extraversion" ? (item.key === 1 ? 5 : 1) : 3));
		const res = await call(student, "POST", "/api/psychometric/assessments/ipip-big-five-50/results", {
			answers,
		});
		expect(res.statusCode, res.body).toBe(201);
		const report = psychometricResultSchema.parse(res.json());
		expect(report.traits.map((t) => [t.trait, t.score, t.band])).toEqual([
			["extraversion", 50, "higher"],
			["agreeableness", 30, "middle"],
			["conscientiousness", 30, "middle"],
			["emotional-stability", 30, "middle"],
			["intellect", 30, "middle"],
		]);
		expect(report.traits[0]?.explanation).toMatch(/^You may enjoy meeting people/);
		expect(report).toMatchObject({ shareWithMentor: false, shareWithCounselor: false });

		const url = `/api/psychometric/results/${report.id}`;
		for (const token of [classmate, mentor, counselor])
			expect((await call(token, "GET", url)).statusCode).toBe(404);
		const listed = resultListSchema.parse(
			(await call(mentor, "GET", `/api/psychometric/students/${studentId}/results`)).json(),
		);
		expect(listed.results).toEqual([]);

		expect(
			(await call(classmate, "PUT", `${url}/sharing`, { shareWithMentor: true, shareWithCounselor: true }))
				.statusCode,
		).toBe(404);
		const shared = await call(student, "PUT", `${url}/sharing`, {
			shareWithMentor: true,
			shareWithCounselor: false,
		});
		expect(shared.statusCode).toBe(200);
		expect((await call(mentor, "GET", url)).statusCode).toBe(200);
		expect((await call(otherMentor, "GET", url)).statusCode).toBe(404);
		expect((await call(counselor, "GET", url)).statusCode).toBe(404);
		await call(student, "PUT", `${url}/sharing`, { shareWithMentor: false, shareWithCounselor: true });
		expect((await call(mentor, "GET", url)).statusCode).toBe(404);
		expect((await call(counselor, "GET", url)).statusCode).toBe(200);
		expect((await call(outsideCounselor, "GET", url)).statusCode).toBe(404);
		const counselorList = resultListSchema.parse(
			(await call(counselor, "GET", `/api/psychometric/students/${studentId}/results`)).json(),
		);
		expect(counselorList.results.map((r) => r.id)).toEqual([report.id]);
		const mine = resultListSchema.parse((await call(student, "GET", "/api/psychometric/results")).json());
		expect(mine.results.map((r) => r.id)).toEqual([report.id]);
		expect(
			resultListSchema.parse((await call(classmate, "GET", "/api/psychometric/results")).json()).results,
		).toEqual([]);
	});
});
