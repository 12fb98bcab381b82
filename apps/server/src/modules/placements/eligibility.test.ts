import { eligibilityResultSchema, officerDriveSchema } from "@unnati/contracts/placements";
import { beforeAll, describe, expect, it } from "vitest";
import { makeCollege, makeStaff, makeStudent, signInAs, type TestPerson } from "../../test/factories";
import { notificationsOf } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";
import { caller, driveBody, makeDrive, makeSeason, record, rulesOf, setRecord } from "./test-helpers";

const ctx = useTestApp();
const call = caller(() => ctx.app);

// Hand-computed: seven students of one college against the rules below; only `atMinimum` is eligible.
const RULES = rulesOf({
	batch: 2026,
	branches: ["CSE", "ECE"],
	minCgpa: 7,
	minTenthPercent: 60,
	minTwelfthPercent: 60,
	minDiplomaPercent: 60,
	maxActiveBacklogs: 0,
	maxGapYears: 1,
});

describe("eligibility over a college's students", () => {
	let officer: string;
	let otherOfficer: string;
	const s = {} as Record<
		"atMinimum" | "justBelow" | "mechanical" | "backlog" | "diploma" | "noRecord" | "laterBatch",
		TestPerson
	>;
	const tokens = {} as Record<keyof typeof s, string>;

	beforeAll(async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const other = await makeCollege(db);
		officer = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PAT"));
		otherOfficer = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_PAT"));
		s.atMinimum = await makeStudent(db, college, { name: "Asha Rao" });
		s.justBelow = await makeStudent(db, college, { name: "Bharat Iyer" });
		s.mechanical = await makeStudent(db, college, { department: "ME", name: "Chitra Nair" });
		s.backlog = await makeStudent(db, college, { department: "ECE", name: "Dev Patil" });
		s.diploma = await makeStudent(db, college, { name: "Esha Kulkarni" });
		s.noRecord = await makeStudent(db, college, { name: "Farhan Shaikh" });
		s.laterBatch = await makeStudent(db, college, { name: "Gauri Menon" });
		await setRecord(call, officer, s.atMinimum.id, record({ cgpa: 7 }));
		await setRecord(call, officer, s.justBelow.id, record({ cgpa: 6.99 }));
		await setRecord(call, officer, s.mechanical.id, record({ cgpa: 8.5 }));
		await setRecord(call, officer, s.backlog.id, record({ activeBacklogs: 1, pastBacklogs: 2 }));
		await setRecord(
			call,
			officer,
			s.diploma.id,
			record({ cgpa: 7.5, twelfthPercent: null, diplomaPercent: 58 }),
		);
		await setRecord(call, officer, s.laterBatch.id, record({ batch: 2027, gapYears: 2 }));
		for (const key of Object.keys(s) as (keyof typeof s)[]) tokens[key] = await signInAs(ctx.app, s[key]);
	});

	it("counts the eligible students and names every rule that keeps each other one out", async () => {
		const res = await call(officer, "POST", "/api/placements/eligibility/preview", { rules: RULES });
		expect(res.statusCode, res.body).toBe(200);
		const result = eligibilityResultSchema.parse(res.json());
		expect(result.total).toBe(7);
		expect(result.eligible).toBe(1);
		expect(result.excludedBy).toEqual({
			minCgpa: 1,
			branches: 1,
			maxActiveBacklogs: 1,
			minDiplomaPercent: 1,
			record: 1,
			batch: 1,
			maxGapYears: 1,
		});
		const reasons = Object.fromEntries(
			result.ineligible.map((r) => [r.name, r.exclusions.map((e) => e.message)]),
		);
		expect(reasons).toEqual({
			"Bharat Iyer": ["Needs a CGPA of 7 or above; yours is 6.99."],
			"Chitra Nair": ["Open to CSE, ECE only; your branch is ME."],
			"Dev Patil": ["No active backlogs allowed; you have 1."],
			"Esha Kulkarni": ["Needs 60% or above in the diploma; yours is 58%."],
			"Farhan Shaikh": [
				"No academic record (CGPA, 10th and 12th marks) is on file with the placement office.",
			],
			"Gauri Menon": [
				"Open to the 2026 batch; you are in the 2027 batch.",
				"At most 1 gap year allowed; you have 2.",
			],
		});
		expect(result.ineligible.some((r) => r.id === s.atMinimum.id)).toBe(false);
	});

	it("changes the count as the draft rules change, without saving anything", async () => {
		const lower = eligibilityResultSchema.parse(
			(
				await call(officer, "POST", "/api/placements/eligibility/preview", {
					rules: { ...RULES, minCgpa: 6.99 },
				})
			).json(),
		);
		expect(lower.eligible).toBe(2);
		const open = eligibilityResultSchema.parse(
			(await call(officer, "POST", "/api/placements/eligibility/preview", { rules: rulesOf({}) })).json(),
		);
		// Everyone with a record: the student with none stays out whatever the rules.
		expect(open.eligible).toBe(6);
		expect((await call(officer, "GET", "/api/placements/drives")).json()).toEqual({ drives: [] });
	});

	it("refuses rules that make no sense, with the reason", async () => {
		for (const [rules, path, words] of [
			[{ ...RULES, minCgpa: 10.5 }, "rules.minCgpa", "cannot be above 10"],
			[{ ...RULES, minTenthPercent: 101 }, "rules.minTenthPercent", "cannot be above 100%"],
			[{ ...RULES, minTwelfthPercent: -1 }, "rules.minTwelfthPercent", "cannot be below 0%"],
			[{ ...RULES, maxActiveBacklogs: -1 }, "rules.maxActiveBacklogs", "cannot be negative"],
			[{ ...RULES, maxPastBacklogs: 1.5 }, "rules.maxPastBacklogs", "whole number"],
		] as const) {
			const res = await call(officer, "POST", "/api/placements/eligibility/preview", { rules });
			expect(res.statusCode, res.body).toBe(400);
			const body = res.json() as { code: string; errors: { path: string; message: string }[] };
			expect(body.code).toBe("VALIDATION_FAILED");
			expect(body.errors.find((e) => e.path === path)?.message).toContain(words);
		}
	});

	it("refuses academic records out of range and leaves the stored one as it was", async () => {
		for (const bad of [
			record({ cgpa: 10.01 }),
			record({ tenthPercent: 100.5 }),
			record({ activeBacklogs: -1 }),
		]) {
			const res = await call(
				officer,
				"PUT",
				`/api/placements/students/${s.atMinimum.id}/academic-record`,
				bad,
			);
			expect(res.statusCode, res.body).toBe(400);
		}
		const result = eligibilityResultSchema.parse(
			(await call(officer, "POST", "/api/placements/eligibility/preview", { rules: RULES })).json(),
		);
		expect(result.eligible).toBe(1);
	});

	it("keeps each college's officer to their own college's students and drives", async () => {
		const res = await call(
			otherOfficer,
			"PUT",
			`/api/placements/students/${s.atMinimum.id}/academic-record`,
			record(),
		);
		expect(res.statusCode).toBe(403);
		expect(res.json()).toMatchObject({ code: "PLACEMENT_OUT_OF_SCOPE" });
		const season = await makeSeason(call, officer);
		const drive = await makeDrive(call, officer, driveBody(season, new Date(), { rules: RULES }));
		for (const url of [
			`/api/placements/drives/${drive.id}`,
			`/api/placements/drives/${drive.id}/applicants`,
			`/api/placements/drives/${drive.id}/eligibility`,
		]) {
			const denied = await call(otherOfficer, "GET", url);
			expect(denied.statusCode, url).toBe(403);
		}
		// The other college's officer computes over their own (empty) college only.
		const theirs = eligibilityResultSchema.parse(
			(
				await call(otherOfficer, "POST", "/api/placements/eligibility/preview", { rules: rulesOf({}) })
			).json(),
		);
		expect(theirs.total).toBe(0);
		// A student may not call the officer's endpoints at all.
		expect(
			(await call(tokens.atMinimum, "POST", "/api/placements/eligibility/preview", { rules: RULES }))
				.statusCode,
		).toBe(403);
	});

	it("saves a drive with its rules, counts its eligible students and tells only them", async () => {
		const season = await makeSeason(call, officer, 2027);
		const res = await call(
			officer,
			"POST",
			"/api/placements/drives",
			driveBody(season, new Date(), { title: "Embedded Engineer Trainee", rules: RULES }),
		);
		expect(res.statusCode, res.body).toBe(201);
		const drive = officerDriveSchema.parse(res.json());
		expect(drive).toMatchObject({
			eligible: 1,
			applicants: 0,
			slug: "embedded-engineer-trainee",
			ctcFixedInr: 600_000,
			ctcVariableInr: 50_000,
		});
		const told = await notificationsOf(ctx.app, tokens.atMinimum, { type: "placement_drive_opened" });
		expect(told.items.map((n) => n.title)).toContain(
			`${drive.company.name} is hiring: Embedded Engineer Trainee`,
		);
		const notTold = await notificationsOf(ctx.app, tokens.justBelow, { type: "placement_drive_opened" });
		expect(notTold.items.filter((n) => n.title.includes("Embedded Engineer Trainee"))).toEqual([]);

		const changed = await call(officer, "PUT", `/api/placements/drives/${drive.id}/rules`, {
			rules: { ...RULES, minCgpa: 6.99 },
		});
		expect(changed.statusCode, changed.body).toBe(200);
		expect(officerDriveSchema.parse(changed.json()).eligible).toBe(2);
		const refused = await call(officer, "PUT", `/api/placements/drives/${drive.id}/rules`, {
			rules: { ...RULES, minCgpa: 11 },
		});
		expect(refused.statusCode).toBe(400);
		expect(
			officerDriveSchema.parse((await call(officer, "GET", `/api/placements/drives/${drive.id}`)).json())
				.rules.minCgpa,
		).toBe(6.99);
	});

	it("refuses a drive whose deadline has passed or whose dates are out of order", async () => {
		const season = (await call(officer, "GET", "/api/placements/seasons")).json().seasons[0].id as string;
		const now = Date.now();
		const past = await call(
			officer,
			"POST",
			"/api/placements/drives",
			driveBody(season, new Date(now - 3 * 60 * 60 * 1000)),
		);
		expect(past.statusCode).toBe(400);
		const reversed = await call(
			officer,
			"POST",
			"/api/placements/drives",
			driveBody(season, new Date(), { driveDate: new Date(now).toISOString() }),
		);
		expect(reversed.statusCode).toBe(400);
		expect((reversed.json() as { errors: { path: string }[] }).errors[0]?.path).toBe("driveDate");
		const twice = await call(officer, "POST", "/api/placements/seasons", { batch: 2026, name: "Again" });
		expect(twice.statusCode).toBe(409);
	});

	it("counts each season's drives", async () => {
		const empty = (
			await call(officer, "POST", "/api/placements/seasons", { batch: 2031, name: "2031 batch" })
		).json().id as string;
		const list = async () =>
			new Map(
				(
					(await call(officer, "GET", "/api/placements/seasons")).json().seasons as {
						id: string;
						driveCount: number;
					}[]
				).map((s) => [s.id, s.driveCount]),
			);
		const before = await list();
		const busy = [...before.entries()].find(([id]) => id !== empty)?.[0] as string;
		await makeDrive(call, officer, driveBody(busy, new Date()));
		const after = await list();
		expect(after.get(empty)).toBe(0);
		expect(after.get(busy)).toBe((before.get(busy) ?? 0) + 1);
		expect(after.get(busy)).toBeGreaterThan(0);
	});
});
