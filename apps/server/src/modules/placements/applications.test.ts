import {
	applicantsSchema,
	applicationSchema,
	applicationsSchema,
	jobDetailSchema,
	jobsSchema,
} from "@unnati/contracts/placements";
import { beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs, type TestPerson } from "../../test/factories";
import { notificationsOf } from "../../test/notifications";
import { readCsv } from "../../test/read-csv";
import { useTestApp } from "../../test/test-app";
import {
	caller,
	driveBody,
	makeDrive,
	makeResume,
	makeSeason,
	record,
	rulesOf,
	setRecord,
} from "./test-helpers";

const HOUR = 60 * 60 * 1000;
const clock = testClock();
const ctx = useTestApp({ clock });
const call = caller(() => ctx.app);

describe("the jobs board: applying and withdrawing", () => {
	let officer: string;
	let otherOfficer: string;
	let eligible: TestPerson;
	let ineligible: TestPerson;
	let outsider: TestPerson;
	let tokens: { eligible: string; ineligible: string; outsider: string };
	let drive: { id: string; slug: string };
	let resumeId: string;

	beforeAll(async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const other = await makeCollege(db);
		officer = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PAT"));
		otherOfficer = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_PAT"));
		// A name a spreadsheet would run as a formula: the CSV must neutralise it.
		eligible = await makeStudent(db, college, { name: '=HYPERLINK("http://x.test") Asha' });
		ineligible = await makeStudent(db, college, { name: "Bharat Iyer" });
		outsider = await makeStudent(db, other, { name: "Chitra Nair" });
		await setRecord(call, officer, eligible.id, record({ cgpa: 7 }));
		await setRecord(call, officer, ineligible.id, record({ cgpa: 6.5, activeBacklogs: 1, pastBacklogs: 1 }));
		tokens = {
			eligible: await signInAs(ctx.app, eligible),
			ineligible: await signInAs(ctx.app, ineligible),
			outsider: await signInAs(ctx.app, outsider),
		};
		const season = await makeSeason(call, officer);
		drive = await makeDrive(
			call,
			officer,
			driveBody(season, clock(), {
				title: "Associate Software Engineer (Java)",
				rules: rulesOf({ minCgpa: 7, maxActiveBacklogs: 0 }),
			}),
		);
		resumeId = await makeResume(call, tokens.eligible, "Java backend resume");
	});

	it("lists the college's open drives with the student's eligibility and the reasons", async () => {
		const mine = jobsSchema.parse((await call(tokens.eligible, "GET", "/api/placements/jobs")).json());
		expect(mine.jobs).toHaveLength(1);
		expect(mine.jobs[0]).toMatchObject({
			id: drive.id,
			eligible: true,
			exclusions: [],
			slug: "associate-software-engineer-java",
		});
		const theirs = jobsSchema.parse((await call(tokens.ineligible, "GET", "/api/placements/jobs")).json());
		expect(theirs.jobs[0]?.eligible).toBe(false);
		expect(theirs.jobs[0]?.exclusions.map((e) => e.message)).toEqual([
			"Needs a CGPA of 7 or above; yours is 6.5.",
			"No active backlogs allowed; you have 1.",
		]);
		// Another college's student sees neither the board's drive nor its page.
		expect(
			jobsSchema.parse((await call(tokens.outsider, "GET", "/api/placements/jobs")).json()).jobs,
		).toEqual([]);
		expect((await call(tokens.outsider, "GET", `/api/placements/jobs/${drive.id}`)).statusCode).toBe(404);
		const detail = jobDetailSchema.parse(
			(await call(tokens.eligible, "GET", `/api/placements/jobs/${drive.id}`)).json(),
		);
		expect(detail.resumes).toEqual([{ id: resumeId, title: "Java backend resume" }]);
	});

	it("refuses an ineligible student with the rules that exclude them, and stores nothing", async () => {
		const theirResume = await makeResume(call, tokens.ineligible);
		const res = await call(tokens.ineligible, "POST", `/api/placements/jobs/${drive.id}/application`, {
			resumeId: theirResume,
		});
		expect(res.statusCode).toBe(403);
		const body = res.json() as { code: string; message: string; errors: { path: string }[] };
		expect(body.code).toBe("NOT_ELIGIBLE_FOR_DRIVE");
		expect(body.message).toContain("Needs a CGPA of 7 or above; yours is 6.5.");
		expect(body.errors.map((e) => e.path)).toEqual(["rules.minCgpa", "rules.maxActiveBacklogs"]);
		expect(
			applicantsSchema.parse(
				(await call(officer, "GET", `/api/placements/drives/${drive.id}/applicants`)).json(),
			).applicants,
		).toEqual([]);
	});

	it("refuses a resume that is not the student's own", async () => {
		const someoneElses = await makeResume(call, tokens.ineligible, "Not yours");
		const res = await call(tokens.eligible, "POST", `/api/placements/jobs/${drive.id}/application`, {
			resumeId: someoneElses,
		});
		expect(res.statusCode).toBe(400);
		expect((res.json() as { errors: { path: string }[] }).errors[0]?.path).toBe("resumeId");
	});

	it("applies once with a resume, withdraws, applies again, and tells the student each time", async () => {
		const applied = await call(tokens.eligible, "POST", `/api/placements/jobs/${drive.id}/application`, {
			resumeId,
		});
		expect(applied.statusCode, applied.body).toBe(201);
		expect(applicationSchema.parse(applied.json())).toMatchObject({
			status: "applied",
			resumeTitle: "Java backend resume",
		});
		const twice = await call(tokens.eligible, "POST", `/api/placements/jobs/${drive.id}/application`, {
			resumeId,
		});
		expect(twice.statusCode).toBe(409);
		const withdrawn = await call(tokens.eligible, "DELETE", `/api/placements/jobs/${drive.id}/application`);
		expect(withdrawn.statusCode, withdrawn.body).toBe(200);
		expect(applicationSchema.parse(withdrawn.json()).status).toBe("withdrawn");
		expect(
			(await call(tokens.eligible, "DELETE", `/api/placements/jobs/${drive.id}/application`)).statusCode,
		).toBe(404);
		const again = await call(tokens.eligible, "POST", `/api/placements/jobs/${drive.id}/application`, {
			resumeId,
		});
		expect(again.statusCode, again.body).toBe(201);
		const told = await notificationsOf(ctx.app, tokens.eligible, { type: "placement_application_status" });
		// One clock tick for all three: compare as a set of titles.
		expect(told.items.map((n) => n.title.split(":")[0]).sort()).toEqual(["Applied", "Applied", "Withdrawn"]);
	});

	it("lets the officer see and export the applicants, formulas escaped", async () => {
		const list = applicantsSchema.parse(
			(await call(officer, "GET", `/api/placements/drives/${drive.id}/applicants`)).json(),
		);
		expect(list.applicants.map((a) => [a.studentId, a.status, a.cgpa])).toEqual([
			[eligible.id, "applied", 7],
		]);
		const csv = await call(officer, "GET", `/api/placements/drives/${drive.id}/applicants.csv`);
		expect(csv.statusCode).toBe(200);
		expect(csv.headers["content-type"]).toContain("text/csv");
		const rows = readCsv(csv.body.replace(/^\uFEFF/, ""));
		expect(rows[0]?.[0]).toBe("Roll number");
		expect(rows[1]?.[1]).toBe('\'=HYPERLINK("http://x.test") Asha');
		expect(rows[1]?.[5]).toBe("Java backend resume");
		expect(
			(await call(otherOfficer, "GET", `/api/placements/drives/${drive.id}/applicants.csv`)).statusCode,
		).toBe(403);
	});

	it("lets only the student and their college's officer read the student's applications", async () => {
		const url = `/api/placements/students/${eligible.id}/applications`;
		const own = await call(tokens.eligible, "GET", url);
		expect(own.statusCode).toBe(200);
		expect(applicationsSchema.parse(own.json()).applications.map((a) => a.driveId)).toEqual([drive.id]);
		expect((await call(officer, "GET", url)).statusCode).toBe(200);
		const peer = await call(tokens.ineligible, "GET", url);
		expect(peer.statusCode).toBe(403);
		expect(peer.json()).toMatchObject({ code: "PLACEMENT_OUT_OF_SCOPE" });
		expect((await call(otherOfficer, "GET", url)).statusCode).toBe(403);
	});

	it("moves an application on, tells the student, and counts them as placed for drives that exclude placed students", async () => {
		const [applicant] = applicantsSchema.parse(
			(await call(officer, "GET", `/api/placements/drives/${drive.id}/applicants`)).json(),
		).applicants;
		const denied = await call(otherOfficer, "PATCH", `/api/placements/applications/${applicant?.id}`, {
			status: "selected",
		});
		expect(denied.statusCode).toBe(403);
		const res = await call(officer, "PATCH", `/api/placements/applications/${applicant?.id}`, {
			status: "selected",
		});
		expect(res.statusCode, res.body).toBe(200);
		const told = await notificationsOf(ctx.app, tokens.eligible, { type: "placement_application_status" });
		expect(told.items.some((n) => n.title.startsWith("Selected by "))).toBe(true);
		const preview = (
			await call(officer, "POST", "/api/placements/eligibility/preview", {
				rules: rulesOf({ placedPolicy: "exclude_placed" }),
			})
		).json() as {
			ineligible: { id: string; exclusions: { rule: string }[] }[];
		};
		expect(preview.ineligible.find((s) => s.id === eligible.id)?.exclusions.map((e) => e.rule)).toEqual([
			"placedPolicy",
		]);
		// A decided application can no longer be withdrawn by the student.
		expect(
			(await call(tokens.eligible, "DELETE", `/api/placements/jobs/${drive.id}/application`)).statusCode,
		).toBe(409);
	});

	it("refuses applying and withdrawing after the deadline", async () => {
		const season = (await call(officer, "GET", "/api/placements/seasons")).json().seasons[0].id as string;
		const late = await makeDrive(call, officer, driveBody(season, clock(), { title: "Support Engineer" }));
		const theirResume = await makeResume(call, tokens.ineligible, "Support resume");
		const applied = await call(tokens.ineligible, "POST", `/api/placements/jobs/${late.id}/application`, {
			resumeId: theirResume,
		});
		expect(applied.statusCode, applied.body).toBe(201);
		clock.advance(3 * HOUR);
		const token = await signInAs(ctx.app, eligible);
		const lateApply = await call(token, "POST", `/api/placements/jobs/${late.id}/application`, { resumeId });
		expect(lateApply.statusCode).toBe(409);
		expect(lateApply.json()).toMatchObject({ code: "APPLICATIONS_CLOSED" });
		const lateWithdraw = await call(
			await signInAs(ctx.app, ineligible),
			"DELETE",
			`/api/placements/jobs/${late.id}/application`,
		);
		expect(lateWithdraw.statusCode).toBe(409);
		expect(lateWithdraw.json()).toMatchObject({ code: "APPLICATIONS_CLOSED" });
		// The closed drive stays on the board of the student who applied, and leaves the others'.
		const board = jobsSchema.parse((await call(token, "GET", "/api/placements/jobs")).json());
		expect(board.jobs.map((j) => [j.title, j.open])).toEqual([["Associate Software Engineer (Java)", false]]);
	});
});
