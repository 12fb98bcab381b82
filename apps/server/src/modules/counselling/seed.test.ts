import {
	caseDetailSchema,
	caseListSchema,
	counsellingOverviewSchema,
	myCounsellingSchema,
} from "@unnati/contracts/counselling";
import { describe, expect, it } from "vitest";
import { bearer, seedDemo, tokenFor } from "../../test/auth-helpers";
import { studentLogin } from "../../test/demo-logins";
import { useTestApp } from "../../test/test-app";

const COUNSELOR = {
	loginType: "career_counselor",
	username: "counselor@dit.example.org",
	password: "Counselor@123",
} as const;

describe("the demo's career counselling", () => {
	const ctx = useTestApp({ beforeBuild: seedDemo });
	const get = async (token: string, url: string) => {
		const res = await ctx.app.inject({ method: "GET", url, headers: bearer(token) });
		expect(res.statusCode, res.body).toBe(200);
		return res.json();
	};

	it("gives DIT's counselor a caseload with referrals to take and follow-ups due today and overdue", async () => {
		const token = await tokenFor(ctx.app, COUNSELOR);
		const overview = counsellingOverviewSchema.parse(await get(token, "/api/counselling/overview"));
		expect(overview.counts).toMatchObject({
			open: 5,
			unassigned: 2,
			mine: 3,
			followUpsDue: 3,
			overdue: 2,
			closedLast30Days: 1,
		});
		expect(overview.unassigned.map((c) => c.student.rollNo)).toEqual(["22ME003", "22ECE002"]);
		const all = caseListSchema.parse(await get(token, "/api/counselling/cases?status=all"));
		expect(all.items.filter((c) => c.source === "self").map((c) => c.student.rollNo)).toEqual(["22CSE001"]);
		// Every mentor's referral comes from the student's own mentor.
		for (const item of all.items.filter((c) => c.source === "mentor")) {
			const detail = caseDetailSchema.parse(await get(token, `/api/counselling/cases/${item.id}`));
			expect(detail.referredBy?.id).toBe(detail.student.mentor?.id);
		}
		const switcher = all.items.find((c) => c.student.rollNo === "21ME005");
		const detail = caseDetailSchema.parse(await get(token, `/api/counselling/cases/${switcher?.id}`));
		expect(detail.recommendations.journeys.map((j) => j.title)).toEqual([
			"Full Stack Development",
			"Data Structures and Algorithms",
		]);
		expect(detail.notes).toHaveLength(2);
		expect(detail.psychometric).toEqual([]);
	});

	it("shows 22CSE001 their self-referral with its counselor and recommendations", async () => {
		const token = await tokenFor(ctx.app, studentLogin("22CSE001"));
		const mine = myCounsellingSchema.parse(await get(token, "/api/counselling/mine"));
		expect(mine.current).toMatchObject({ source: "self", counselorName: "Shalini Bose" });
		expect(mine.current?.recommendations.journeys.map((j) => j.id)).toEqual(["dsa"]);
	});
});
