import { driveRoundsSchema, jobDetailSchema, officerDrivesSchema } from "@unnati/contracts/placements";
import { describe, expect, it } from "vitest";
import { seedDemo, tokenFor } from "../../test/auth-helpers";
import { studentLogin } from "../../test/demo-logins";
import { useTestApp } from "../../test/test-app";
import { caller } from "./test-helpers";

const ctx = useTestApp({ beforeBuild: seedDemo });
const call = caller(() => ctx.app);

describe("the demo's rounds", () => {
	it("shows the Kaveri Infotech drive with its online test done and its interviews scheduled, 22CSE001 free to apply", async () => {
		const officer = await tokenFor(ctx.app, {
			loginType: "pat",
			username: "pat@dit.example.org",
			password: "Placement@123",
		});
		const { drives } = officerDrivesSchema.parse(
			(await call(officer, "GET", "/api/placements/drives")).json(),
		);
		const kaveri = drives.find((d) => d.company.name === "Kaveri Infotech Solutions");
		expect(kaveri).toBeDefined();
		const res = await call(officer, "GET", `/api/placements/drives/${kaveri?.id}/rounds`);
		expect(res.statusCode, res.body).toBe(200);
		const [test, interview] = driveRoundsSchema.parse(res.json()).rounds;
		const results = test?.entries.map((e) => e.result) ?? [];
		expect(results).toContain("pass");
		expect(results).toContain("fail");
		expect(test?.entries.every((e) => e.rollNo.startsWith("22CSE") && e.rollNo !== "22CSE001")).toBe(true);
		expect(test?.counts.inRound).toBe(0);
		const passed = test?.entries.filter((e) => e.result === "pass").length;
		expect(interview?.counts.inRound).toBe(passed);
		expect(interview?.entries.every((e) => e.inRound && e.scheduledAt && e.venue)).toBe(true);
		expect(test?.entries.filter((e) => e.result !== "pass").every((e) => e.status === "rejected")).toBe(true);

		const student = await tokenFor(ctx.app, studentLogin("22CSE001"));
		const job = jobDetailSchema.parse(
			(await call(student, "GET", `/api/placements/jobs/${kaveri?.id}`)).json(),
		);
		expect(job).toMatchObject({ eligible: true, application: null, open: true });
	});
});
