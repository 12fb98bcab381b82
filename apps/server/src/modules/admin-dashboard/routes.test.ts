import { SUBSCRIPTION_MESSAGES } from "@unnati/contracts/admin-dashboard";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudents, signInAs, type TestCollege } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { createAccounts } from "../accounts";
import { users } from "../accounts/tables";
import { examAttempts, exams } from "../exams/tables";
import { createInstitution } from "../institutions";
import { problemSubmissions } from "../problems/tables";
import { weekStarts } from "./service";

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock();

describe("the weeks of the usage chart", () => {
	it("are the last 12 Mondays in India time, the current week's last", () => {
		// 01:30 on Thursday 2 July 2026 in India, still Wednesday in UTC.
		const weeks = weekStarts(new Date("2026-07-01T20:00:00.000Z"));
		expect(weeks).toHaveLength(12);
		expect(weeks.at(-1)).toBe("2026-06-29");
		expect(weeks[0]).toBe("2026-04-13");
		// 00:30 on Monday 29 June in India begins that week, though UTC still says Sunday.
		expect(weekStarts(new Date("2026-06-28T19:00:00.000Z")).at(-1)).toBe("2026-06-29");
	});
});

describe("the platform admin's dashboard", () => {
	const ctx = useTestApp({ clock });
	const db = () => ctx.database.db;
	let adminToken: string | undefined;
	const admin = async () => {
		adminToken ??= await signInAs(ctx.app, await makeStaff(db(), null, "ROLE_ADMIN"));
		return adminToken;
	};
	const ago = (days: number) => new Date(clock().getTime() - days * DAY_MS);

	/** A published exam of `college` that opened `openedDaysAgo` days ago, sat by `students` then. */
	async function sitExam(college: TestCollege, openedDaysAgo: number, studentIds: string[]) {
		const [exam] = await db()
			.insert(exams)
			.values({
				institutionId: college.id,
				title: `Aptitude ${openedDaysAgo}`,
				state: "published",
				instructions: [],
				opensAt: ago(openedDaysAgo),
				closesAt: ago(openedDaysAgo - 1),
				durationMinutes: 30,
				audience: { kind: "college", departmentIds: [], years: [], sections: [] },
			})
			.returning({ id: exams.id });
		if (!exam) throw new Error("no exam");
		if (studentIds.length === 0) return;
		await db()
			.insert(examAttempts)
			.values(
				studentIds.map((studentId) => ({
					examId: exam.id,
					studentId,
					startedAt: ago(openedDaysAgo - 0.1),
					deadline: ago(openedDaysAgo - 0.2),
					lastSeenAt: ago(openedDaysAgo - 0.1),
					paper: { sections: [], optionOrder: {} },
				})),
			);
	}

	async function submitCode(userId: string, daysAgo: number, count = 1) {
		await db()
			.insert(problemSubmissions)
			.values(
				Array.from({ length: count }, () => ({
					problemId: "canteen-best-streak",
					userId,
					language: "python" as const,
					source: "print(1)",
					verdict: "Accepted" as const,
					passed: 1,
					total: 1,
					timeMs: 10,
					memoryKb: 1000,
					sampleResults: [],
					createdAt: ago(daysAgo),
				})),
			);
	}

	it("lists every college with its people, last sign-in and the last 30 days' usage", async () => {
		const busy = await makeCollege(db(), { name: `Tungabhadra Engineering College ${Date.now()}` });
		const quiet = await makeCollege(db());
		const students = await makeStudents(db(), busy, 3);
		await makeStaff(db(), busy, "ROLE_COLLEGE");
		await makeStaff(db(), busy, "ROLE_MENTOR");
		const [first, second] = students.map((student) => student.id) as [string, string];
		await signInAs(ctx.app, students[0] as (typeof students)[number]);
		await sitExam(busy, 2, [first, second]);
		await sitExam(busy, 40, [first]);
		await submitCode(first, 3, 4);
		await submitCode(second, 40);
		await submitCode(second, 100);

		const res = await ctx.app.inject({
			method: "GET",
			url: "/api/admin/colleges",
			headers: bearer(await admin()),
		});
		expect(res.statusCode, res.body).toBe(200);
		const body = res.json();
		expect(body.windowDays).toBe(30);
		const busyRow = body.colleges.find((college: { id: string }) => college.id === busy.id);
		expect(busyRow).toMatchObject({
			name: busy.name,
			status: "active",
			students: 3,
			staff: 2,
			examsHeld: 1,
			examAttempts: 2,
			codeSubmissions: 4,
		});
		expect(busyRow.lastSignInAt).not.toBeNull();
		expect(body.colleges.find((college: { id: string }) => college.id === quiet.id)).toMatchObject({
			students: 0,
			staff: 0,
			lastSignInAt: null,
			examsHeld: 0,
			examAttempts: 0,
			codeSubmissions: 0,
		});

		const usage = await ctx.app.inject({
			method: "GET",
			url: "/api/admin/usage",
			headers: bearer(await admin()),
		});
		expect(usage.statusCode, usage.body).toBe(200);
		const { weeks } = usage.json();
		expect(weeks.map((week: { weekStart: string }) => week.weekStart)).toEqual(weekStarts(clock()));
		const sum = (key: string) =>
			weeks.reduce((n: number, week: Record<string, number>) => n + (week[key] ?? 0), 0);
		// Within 12 weeks: the attempts 2 and 40 days ago and the submissions 3 and 40 days ago, not 100.
		expect(sum("examAttempts")).toBe(3);
		expect(sum("codeSubmissions")).toBe(5);
		expect(sum("signIns")).toBeGreaterThanOrEqual(2);
		expect(weeks.at(-1).codeSubmissions + weeks.at(-2).codeSubmissions).toBe(4);
	});

	it("extends a trial with the college's trial accounts, marks it subscribed, and says why it refuses", async () => {
		const tag = `${Date.now() % 100000}`;
		const college = await createInstitution(db(), {
			name: `Sahyadri Polytechnic ${tag}`,
			code: `SP${tag}`,
			status: "trial",
			trialEndsAt: ago(1),
		});
		const [account] = await createAccounts(db(), [
			{
				role: "ROLE_COLLEGE",
				name: "Trial Admin",
				email: `admin.${tag}@sahyadri-poly.example.in`,
				password: "Trial@1234",
				institutionId: college.id,
				status: "trial",
				trialEndsAt: ago(1),
			},
		]);
		const url = `/api/admin/colleges/${college.id}/subscription`;
		const patch = async (payload: unknown) =>
			ctx.app.inject({ method: "PATCH", url, payload: payload as object, headers: bearer(await admin()) });

		for (const payload of [
			{ action: "extend_trial", days: 0 },
			{ action: "extend_trial", days: 91 },
			{ action: "extend_trial", days: "5" },
			{ action: "extend_trial" },
		]) {
			const bad = await patch(payload);
			expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
			expect(bad.json().errors[0]).toEqual({ path: "days", message: SUBSCRIPTION_MESSAGES.daysInvalid });
		}
		const unknown = await patch({ action: "upgrade" });
		expect(unknown.statusCode).toBe(400);

		const extended = await patch({ action: "extend_trial", days: 10 });
		expect(extended.statusCode, extended.body).toBe(200);
		const ends = new Date(clock().getTime() + 10 * DAY_MS).toISOString();
		expect(extended.json()).toEqual({
			id: college.id,
			status: "trial",
			trialEndsAt: ends,
			accountsUpdated: 1,
		});
		const trialAccount = async () =>
			(
				await db()
					.select()
					.from(users)
					.where(eq(users.id, account?.id ?? ""))
			)[0];
		expect((await trialAccount())?.trialEndsAt?.toISOString()).toBe(ends);

		const subscribed = await patch({ action: "activate" });
		expect(subscribed.json()).toMatchObject({ status: "active", trialEndsAt: null, accountsUpdated: 1 });
		expect(await trialAccount()).toMatchObject({ status: "active", trialEndsAt: null });

		const refused = await patch({ action: "extend_trial", days: 5 });
		expect(refused.statusCode).toBe(409);
		expect(refused.json().message).toBe(SUBSCRIPTION_MESSAGES.alreadySubscribed);

		const suspended = await patch({ action: "suspend" });
		expect(suspended.json()).toMatchObject({ status: "suspended", accountsUpdated: 0 });
		// Suspending the subscription does not lock the college's people out.
		expect((await trialAccount())?.status).toBe("active");

		const missing = await ctx.app.inject({
			method: "PATCH",
			url: "/api/admin/colleges/00000000-0000-4000-8000-000000000000/subscription",
			payload: { action: "activate" },
			headers: bearer(await admin()),
		});
		expect(missing.statusCode).toBe(404);
	});

	it("keeps the colleges' figures and subscriptions from everyone but the platform admin", async () => {
		const college = await makeCollege(db());
		const principal = await signInAs(ctx.app, await makeStaff(db(), college, "ROLE_PRINCIPAL"));
		for (const [method, url] of [
			["GET", "/api/admin/colleges"],
			["GET", "/api/admin/usage"],
			["PATCH", `/api/admin/colleges/${college.id}/subscription`],
		] as const) {
			const payload = method === "PATCH" ? { action: "suspend" } : undefined;
			expect((await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
			const res = await ctx.app.inject({
				method,
				url,
				headers: bearer(principal),
				...(payload ? { payload } : {}),
			});
			expect(res.statusCode).toBe(403);
		}
		const [row] = (
			await ctx.app.inject({ method: "GET", url: "/api/admin/colleges", headers: bearer(await admin()) })
		)
			.json()
			.colleges.filter((c: { id: string }) => c.id === college.id);
		expect(row.status).toBe("active");
	});
});
