import { studentHomeSchema } from "@unnati/contracts/learning";
import { describe, expect, it } from "vitest";
import { bearer, seedDemo, tokenFor } from "../../test/auth-helpers";
import { studentLogin } from "../../test/demo-logins";
import { useTestApp } from "../../test/test-app";

describe("the demo's learners", () => {
	const ctx = useTestApp({ beforeBuild: seedDemo });

	it("give 22CSE001 a home with two courses under way, a streak and a practice quiz result", async () => {
		const token = await tokenFor(ctx.app, studentLogin("22CSE001"));
		const res = await ctx.app.inject({ method: "GET", url: "/api/student-home", headers: bearer(token) });
		expect(res.statusCode).toBe(200);
		const home = studentHomeSchema.parse(res.json());

		expect(home.continueLearning).toMatchObject({ courseId: "dsa-foundations", percent: 60 });
		expect(home.courses.map((course) => course.id).sort()).toEqual([
			"dsa-foundations",
			"full-stack-web-foundations",
		]);
		expect(home.streak.current).toBeGreaterThanOrEqual(2);
		const quiz = home.recentResults.find((result) => result.kind === "quiz");
		expect(quiz?.percentage).toBe(75);
	});

	it("leave the students the browser tests start from nothing alone", async () => {
		const token = await tokenFor(ctx.app, studentLogin("22CSE004"));
		const home = studentHomeSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/api/student-home", headers: bearer(token) })).json(),
		);
		expect(home.courses).toEqual([]);
	});
});
