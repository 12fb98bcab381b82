import { growthSchema } from "@unnati/contracts/insights";
import { describe, expect, it } from "vitest";
import { bearer, seedDemo, tokenFor } from "../../test/auth-helpers";
import { DIT_COLLEGE_ADMIN } from "../../test/demo-logins";
import { useTestApp } from "../../test/test-app";

const ctx = useTestApp({ beforeBuild: seedDemo });

describe("the demo's dashboards on a first start", () => {
	it("show at-risk students with reasons, and a mentor with a meeting and notes", async () => {
		const college = await tokenFor(ctx.app, DIT_COLLEGE_ADMIN);
		const figures = (
			await ctx.app.inject({ method: "GET", url: "/api/insights/college", headers: bearer(college) })
		).json();
		expect(figures.totals.scoredAttempts).toBeGreaterThan(100);
		expect(figures.atRisk.length).toBeGreaterThan(0);
		expect(figures.atRisk.map((s: { rollNo: string }) => s.rollNo)).toContain("22CSE001");
		expect(figures.atRisk.find((s: { rollNo: string }) => s.rollNo === "22CSE001").reasons).toContain(
			"Missed Aptitude Practice Test 1",
		);

		const mentor = await tokenFor(ctx.app, {
			loginType: "mentor",
			username: "FAC1001",
			password: "Mentor@123",
		});
		const meetings = (
			await ctx.app.inject({ method: "GET", url: "/api/mentor/meetings", headers: bearer(mentor) })
		).json();
		expect(meetings.items).toHaveLength(1);
		const [meeting] = meetings.items;
		const mentee = (
			await ctx.app.inject({
				method: "GET",
				url: `/api/mentor/mentees/${meeting.studentId}`,
				headers: bearer(mentor),
			})
		).json();
		expect(mentee.notes).toHaveLength(1);
		expect(mentee.mentee.lastMeetingAt).toBe(meeting.heldAt);
	});

	it("show growth across the term's tests in every band, and give the principal a monthly report", async () => {
		const college = await tokenFor(ctx.app, DIT_COLLEGE_ADMIN);
		const growth = growthSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/api/insights/growth", headers: bearer(college) })).json(),
		);
		// Early in a term the previous one is shown; either way the term's earlier tests are in it.
		expect(growth.exams.map((e) => e.title)).toEqual(
			expect.arrayContaining([
				"Aptitude Diagnostic Test",
				"Quantitative Aptitude Unit Test",
				"Programming Fundamentals Unit Test",
			]),
		);
		expect(growth.summary.tracked).toBeGreaterThan(100);
		for (const band of growth.distribution) expect(band.students, band.label).toBeGreaterThan(0);
		expect(growth.improvers).toHaveLength(10);
		expect(growth.slipped).toHaveLength(10);
		const report = await ctx.app.inject({
			method: "GET",
			url: "/api/insights/college/monthly-report.pdf",
			headers: bearer(college),
		});
		expect(report.statusCode, report.body).toBe(200);
		expect(report.headers["content-type"]).toBe("application/pdf");
	});
});
