import { type CareerPath, careerPathListSchema, careerPathSchema } from "@unnati/contracts/careers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, seedDemo, tokenFor } from "../../test/auth-helpers";
import { studentLogin } from "../../test/demo-logins";
import { makeCollege, makeStaff, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { careerSettings } from "./tables";

// Career paths judged on the demo's real records: 22CSE002 finished DSA Foundations (every lesson
// and the mock test, through learning's own services) and holds its certificate; 22CSE003 has done
// nothing yet (the browser tests start from it).
const ctx = useTestApp({ beforeBuild: seedDemo });

describe("career paths over HTTP", () => {
	let graduate: string;
	let beginner: string;
	let mentor: string;
	beforeAll(async () => {
		graduate = await tokenFor(ctx.app, studentLogin("22CSE002"));
		beginner = await tokenFor(ctx.app, studentLogin("22CSE003"));
		mentor = await signInAs(
			ctx.app,
			await makeStaff(ctx.database.db, await makeCollege(ctx.database.db), "ROLE_MENTOR"),
		);
	});

	const get = (token: string, url: string) => ctx.app.inject({ method: "GET", url, headers: bearer(token) });
	const path = async (token: string, id: string): Promise<CareerPath> => {
		const res = await get(token, `/api/careers/paths/${id}`);
		expect(res.statusCode, res.body).toBe(200);
		return careerPathSchema.parse(res.json());
	};

	it("shows a completed course and its certificate as done milestones of the SDE path", async () => {
		const sde = await path(graduate, "sde");
		const course = sde.milestones.find((m) => m.id === "dsa-course");
		expect(course).toMatchObject({
			completed: true,
			hoursLeft: 0,
			link: "/dashboard/learning-path/dsa-foundations",
		});
		expect(course?.done).toBe(course?.target);
		expect(sde.milestones.find((m) => m.id === "dsa-certificate")?.completed).toBe(true);
		expect(sde.milestonesDone).toBeGreaterThanOrEqual(2);
		expect(sde.percent).toBeGreaterThan(0);
		// The skills the course built are covered; the next milestone is the first one not done.
		expect(sde.gap.skillsCovered).toContain("Complexity analysis");
		expect(sde.gap.nextMilestoneId).not.toBe("dsa-course");
		// The plan never schedules a finished milestone.
		const planned = sde.plan.weeks.flatMap((w) => w.items.map((i) => i.milestoneId));
		expect(planned).not.toContain("dsa-course");
	});

	it("judges each student on their own records only: another student sees the same path undone", async () => {
		const sde = await path(beginner, "sde");
		expect(sde.milestones.find((m) => m.id === "dsa-course")?.completed).toBe(false);
		expect(sde.milestones.find((m) => m.id === "dsa-certificate")?.completed).toBe(false);
		expect(sde.percent).toBe(0);
		expect(sde.gap.nextMilestoneId).toBe("dsa-course");
		expect(sde.plan.weeks[0]?.items[0]?.milestoneId).toBe("dsa-course");
		// The list shows the same figures.
		const listed = await get(graduate, "/api/careers/paths");
		expect(listed.statusCode, listed.body).toBe(200);
		const list = careerPathListSchema.parse(listed.json());
		expect(list.paths.map((p) => p.id)).toHaveLength(6);
		expect(list.paths.find((p) => p.id === "sde")?.percent).toBeGreaterThan(0);
		const theirs = careerPathListSchema.parse((await get(beginner, "/api/careers/paths")).json());
		expect(theirs.paths.find((p) => p.id === "sde")?.percent).toBe(0);
	});

	it("answers 404 for an unknown path and refuses people who are not students", async () => {
		const unknown = await get(graduate, "/api/careers/paths/astronaut");
		expect(unknown.statusCode).toBe(404);
		expect(unknown.json()).toMatchObject({ code: "NOT_FOUND", message: "No such career path." });
		expect((await get(mentor, "/api/careers/paths/sde")).statusCode).toBe(403);
		expect((await ctx.app.inject({ method: "GET", url: "/api/careers/paths/sde" })).statusCode).toBe(401);
	});

	it("builds the weekly plan from the hours the student sets, and refuses impossible hours", async () => {
		const put = (payload: object) =>
			ctx.app.inject({ method: "PUT", url: "/api/careers/plan", headers: bearer(beginner), payload });
		const slow = (await path(beginner, "cloud-engineer")).plan;
		expect(slow.weeklyHours).toBe(6);
		const saved = await put({ weeklyHours: 12 });
		expect(saved.statusCode, saved.body).toBe(200);
		const fast = (await path(beginner, "cloud-engineer")).plan;
		expect(fast.weeklyHours).toBe(12);
		expect(fast.weeksToFinish).toBeLessThan(slow.weeksToFinish);
		const firstWeek = fast.weeks[0]?.items.reduce((sum, i) => sum + i.hours, 0) ?? 0;
		expect(firstWeek).toBeCloseTo(12, 1);

		for (const bad of [
			{ weeklyHours: 0 },
			{ weeklyHours: 41 },
			{ weeklyHours: 2.5 },
			{ weeklyHours: "six" },
			{},
		]) {
			const res = await put(bad);
			expect(res.statusCode, JSON.stringify(bad)).toBe(400);
		}
		const [row] = await ctx.database.db.select().from(careerSettings);
		expect(row?.weeklyHours).toBe(12);
	});
});
