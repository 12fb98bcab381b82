import {
	advanceResultSchema,
	applicationRoundsSchema,
	applicationSchema,
	csvPreviewSchema,
	driveRoundsSchema,
	examResultsPreviewSchema,
	type RoundView,
	roundEntrySchema,
	roundViewSchema,
	studentRoundsSchema,
	testSourcesSchema,
} from "@unnati/contracts/placements";
import { beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../test/auth-helpers";
import {
	answerByText,
	makeBank,
	makeCollege,
	makeStaff,
	makeStudent,
	signInAs,
	singleChoice,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { notificationsOf } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";
import { readCsvLines, resultOfWord } from "./rounds-csv";
import { caller, driveBody, makeDrive, makeResume, makeSeason, record, setRecord } from "./test-helpers";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const clock = testClock();
const ctx = useTestApp({ clock });
const call = caller(() => ctx.app);

describe("reading a results file, pure", () => {
	it("reads quoted cells, CRLF and LF, a byte-order mark and blank lines, keeping each line's number", () => {
		const text =
			'\uFEFFRoll number,Result,Remarks\r\n22CSE010,pass,"Good, clear answers"\r\n\r\n22CSE011,fail,"Said ""no"" to\nrelocation"\n22CSE012,absent\n';
		expect(readCsvLines(text)).toEqual([
			{ row: 1, cells: ["Roll number", "Result", "Remarks"] },
			{ row: 2, cells: ["22CSE010", "pass", "Good, clear answers"] },
			{ row: 4, cells: ["22CSE011", "fail", 'Said "no" to\nrelocation'] },
			{ row: 6, cells: ["22CSE012", "absent"] },
		]);
	});

	it("reads a file saved with semicolons or tabs", () => {
		expect(readCsvLines("22CSE010;Pass\n22CSE011;On hold")).toEqual([
			{ row: 1, cells: ["22CSE010", "Pass"] },
			{ row: 2, cells: ["22CSE011", "On hold"] },
		]);
		expect(readCsvLines("22CSE010\tAB")[0]?.cells).toEqual(["22CSE010", "AB"]);
	});

	it("knows the result words a placement office writes, and no single letters", () => {
		expect(
			["PASS", "Passed", " cleared ", "fail", "Not  Qualified", "on hold", "AB", "absent"].map(resultOfWord),
		).toEqual(["pass", "pass", "pass", "fail", "fail", "hold", "absent", "absent"]);
		expect(["P", "A", "maybe", ""].map(resultOfWord)).toEqual([null, null, null, null]);
	});
});

describe("a drive's rounds over HTTP", () => {
	let college: TestCollege;
	let officer: string;
	let otherOfficer: string;
	let examAdmin: string;
	let season: string;

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db);
		const other = await makeCollege(db);
		officer = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PAT"));
		otherOfficer = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_PAT"));
		examAdmin = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_EXAM_ADMIN"));
		season = await makeSeason(call, officer);
	});

	type Applicant = { person: TestPerson; token: string; applicationId: string };

	/** A drive with these rounds, and one applicant per name (each test its own). */
	async function driveWith(rounds: { name: string; kind: string }[], names: string[]) {
		const drive = await makeDrive(
			call,
			officer,
			driveBody(season, clock(), { rounds: rounds as never, title: `Trainee ${names[0]}` }),
		);
		const applicants: Applicant[] = [];
		for (const name of names) {
			const person = await makeStudent(ctx.database.db, college, { name });
			await setRecord(call, officer, person.id, record());
			const token = await signInAs(ctx.app, person);
			const resumeId = await makeResume(call, token);
			const res = await call(token, "POST", `/api/placements/jobs/${drive.id}/application`, { resumeId });
			expect(res.statusCode, res.body).toBe(201);
			applicants.push({ person, token, applicationId: applicationSchema.parse(res.json()).id });
		}
		return { drive, applicants };
	}
	async function shortlist(...who: Applicant[]) {
		for (const a of who) {
			const res = await call(officer, "PATCH", `/api/placements/applications/${a.applicationId}`, {
				status: "shortlisted",
			});
			expect(res.statusCode, res.body).toBe(200);
		}
	}
	async function rounds(driveId: string) {
		const res = await call(officer, "GET", `/api/placements/drives/${driveId}/rounds`);
		expect(res.statusCode, res.body).toBe(200);
		return driveRoundsSchema.parse(res.json());
	}
	const entry = (round: RoundView | undefined, a: Applicant) =>
		round?.entries.find((e) => e.applicationId === a.applicationId);
	async function advance(driveId: string, index: number) {
		const res = await call(officer, "POST", `/api/placements/drives/${driveId}/rounds/${index}/advance`);
		expect(res.statusCode, res.body).toBe(200);
		return advanceResultSchema.parse(res.json());
	}
	async function mine(a: Applicant, driveId: string) {
		const res = await call(a.token, "GET", `/api/placements/jobs/${driveId}/rounds`);
		expect(res.statusCode, res.body).toBe(200);
		return applicationRoundsSchema.parse(res.json());
	}

	it("runs an online test round: its exam is for exactly the round's students, its scores fill the results at a cut-off, and the passed move on", async () => {
		const questions = ["Q1 rounds", "Q2 rounds", "Q3 rounds", "Q4 rounds"].map((q) => `${q} ${Date.now()}`);
		const { bankId } = await makeBank(
			ctx.app,
			examAdmin,
			questions.map((q) => singleChoice(q)),
		);
		const { drive, applicants } = await driveWith(
			[
				{ name: "Online aptitude test", kind: "aptitude" },
				{ name: "Technical interview", kind: "technical_interview" },
			],
			["Anil Test", "Bhavna Test", "Chetan Test", "Deepa Test"],
		);
		const [anil, bhavna, chetan, deepa] = applicants as [Applicant, Applicant, Applicant, Applicant];
		const examUrl = `/api/placements/drives/${drive.id}/rounds/0/exam`;
		const body = {
			opensAt: new Date(clock().getTime()).toISOString(),
			durationMinutes: 30,
			lateEntryMinutes: 0,
			cutoffPercent: 60,
			questions: { from: "bank", bankId, count: 4 },
		};

		// Before anyone is shortlisted there is no one to sit it.
		const empty = await call(officer, "POST", examUrl, body);
		expect(empty.statusCode, empty.body).toBe(409);
		await shortlist(anil, bhavna, chetan);

		const sources = testSourcesSchema.parse(
			(await call(officer, "GET", "/api/placements/test-sources")).json(),
		);
		expect(sources.banks.find((b) => b.id === bankId)?.questionCount).toBe(4);

		const made = await call(officer, "POST", examUrl, body);
		expect(made.statusCode, made.body).toBe(201);
		const round = roundViewSchema.parse(made.json());
		expect(round.exam).toMatchObject({ durationMinutes: 30, passingScorePercentage: 60, notInAudience: 0 });
		const examId = round.exam?.id as string;
		expect((await call(officer, "POST", examUrl, body)).statusCode).toBe(409);

		// The shortlisted three are told and may sit it; Deepa, who only applied, is not in its audience.
		const told = await notificationsOf(ctx.app, anil.token);
		expect(told.items.some((n) => n.type === "exam_published" && n.link?.includes(examId))).toBe(true);
		expect((await notificationsOf(ctx.app, deepa.token)).items.some((n) => n.type === "exam_published")).toBe(
			false,
		);
		const refused = await ctx.app.inject({
			method: "POST",
			url: `/students/exam/${examId}/start`,
			headers: { authorization: `Bearer ${deepa.token}` },
		});
		expect(refused.statusCode).toBe(403);

		// Deepa, shortlisted after the test was made, is not in its audience: she is not sent to it.
		await shortlist(deepa);
		expect((await rounds(drive.id)).rounds[0]?.exam?.notInAudience).toBe(1);
		expect((await mine(deepa, drive.id)).rounds[0]).toMatchObject({ state: "current", exam: null });
		expect((await mine(anil, drive.id)).rounds[0]?.exam?.id).toBe(examId);

		// Anil gets all four right, Bhavna one; Chetan never starts.
		const right = { answer: "b", timeSpent: 20 };
		const wrong = { answer: "a", timeSpent: 20 };
		for (const [who, answers] of [
			[anil, [right, right, right, right]],
			[bhavna, [right, wrong, wrong, wrong]],
		] as const) {
			const session = await answerByText(
				ctx.app,
				who.token,
				examId,
				Object.fromEntries(questions.map((q, i) => [q, answers[i] ?? null])),
			);
			expect((await session.submit()).statusCode).toBe(200);
		}
		const previewUrl = `/api/placements/drives/${drive.id}/rounds/0/exam-results/preview`;
		const open = examResultsPreviewSchema.parse(
			(await call(officer, "POST", previewUrl, { cutoffPercent: 60 })).json(),
		);
		expect(open.rows.map((r) => [r.name, r.result, r.percentage])).toEqual(
			expect.arrayContaining([
				["Anil Test", "pass", 100],
				["Bhavna Test", "fail", 25],
				["Chetan Test", null, null],
			]),
		);
		// A preview records nothing.
		expect(entry((await rounds(drive.id)).rounds[0], anil)?.result).toBeNull();

		clock.advance(31 * MINUTE);
		const closed = examResultsPreviewSchema.parse(
			(await call(officer, "POST", previewUrl, { cutoffPercent: 20 })).json(),
		);
		expect(Object.fromEntries(closed.rows.map((r) => [r.name, r.result]))).toEqual({
			"Anil Test": "pass",
			"Bhavna Test": "pass",
			"Chetan Test": "absent",
			// Not absent: she could not sit it.
			"Deepa Test": null,
		});
		const cut = examResultsPreviewSchema.parse(
			(await call(officer, "POST", previewUrl, { cutoffPercent: 60 })).json(),
		);
		const confirm = await call(officer, "PUT", `/api/placements/drives/${drive.id}/rounds/0/results`, {
			results: cut.rows.flatMap((r) =>
				r.result ? [{ applicationId: r.applicationId, result: r.result }] : [],
			),
		});
		expect(confirm.statusCode, confirm.body).toBe(200);
		expect(roundViewSchema.parse(confirm.json()).counts).toMatchObject({
			inRound: 4,
			pass: 1,
			fail: 1,
			absent: 1,
			undecided: 1,
		});

		// Not yet moved on: the student does not see the result.
		expect((await mine(anil, drive.id)).rounds[0]).toMatchObject({ state: "current", result: null });

		const moved = await advance(drive.id, 0);
		expect(moved.nextRound).toEqual({ index: 1, name: "Technical interview" });
		expect(moved.movedOn.map((p) => p.name)).toEqual(["Anil Test"]);
		expect(moved.rejected.map((p) => p.name).sort()).toEqual(["Bhavna Test", "Chetan Test"]);
		expect(moved.stayed.map((p) => p.name)).toEqual(["Deepa Test"]);
		const again = await advance(drive.id, 0);
		expect([again.movedOn, again.rejected, again.selected]).toEqual([[], [], []]);
		expect(again.stayed.map((p) => p.name)).toEqual(["Deepa Test"]);

		const after = await rounds(drive.id);
		expect(entry(after.rounds[1], anil)).toMatchObject({ inRound: true, result: null });
		expect(entry(after.rounds[0], bhavna)).toMatchObject({
			inRound: false,
			status: "rejected",
			result: "fail",
		});
		expect((await mine(anil, drive.id)).rounds.map((r) => [r.state, r.result])).toEqual([
			["done", "pass"],
			["current", null],
		]);
		expect((await mine(chetan, drive.id)).rounds[0]).toMatchObject({ state: "done", result: "absent" });
		const passedNotice = (await notificationsOf(ctx.app, anil.token)).items.find(
			(n) => n.type === "placement_round",
		);
		expect(passedNotice?.title).toMatch(/You cleared Online aptitude test/);
		expect(passedNotice?.body).toMatch(/You move on to Technical interview/);
		expect(
			(await notificationsOf(ctx.app, bhavna.token)).items.some(
				(n) => n.type === "placement_application_status" && n.title.startsWith("Update from"),
			),
		).toBe(true);
	});

	it("runs interview rounds: slots for a selection, scorecards, a CSV previewed then confirmed, and the last round selects", async () => {
		const { drive, applicants } = await driveWith(
			[
				{ name: "Technical interview", kind: "technical_interview" },
				{ name: "HR interview", kind: "hr_interview" },
			],
			["Esha Panel", "Farhan Panel", "Gita Panel", "Harish Panel"],
		);
		const [esha, farhan, gita, harish] = applicants as [Applicant, Applicant, Applicant, Applicant];
		await shortlist(esha, farhan, gita);
		const base = `/api/placements/drives/${drive.id}/rounds/0`;
		const startsAt = new Date(clock().getTime() + DAY);

		const scheduled = await call(officer, "PUT", `${base}/schedule`, {
			applicationIds: [esha.applicationId, farhan.applicationId, gita.applicationId],
			startsAt: startsAt.toISOString(),
			slotMinutes: 30,
			panel: "Ms Rao, Mr Iyer",
			venue: "Room 204",
		});
		expect(scheduled.statusCode, scheduled.body).toBe(200);
		const view = roundViewSchema.parse(scheduled.json());
		expect(entry(view, farhan)).toMatchObject({
			scheduledAt: new Date(startsAt.getTime() + 30 * MINUTE).toISOString(),
			panel: "Ms Rao, Mr Iyer",
			venue: "Room 204",
		});
		const slotNotice = (await notificationsOf(ctx.app, farhan.token)).items.find(
			(n) => n.type === "placement_round",
		);
		expect(slotNotice?.title).toMatch(/^Technical interview scheduled: Tungabhadra Software/);
		expect(slotNotice?.body).toMatch(/Room 204/);

		// Harish only applied: scheduling him with the others refuses all of it.
		const mixed = await call(officer, "PUT", `${base}/schedule`, {
			applicationIds: [esha.applicationId, harish.applicationId],
			startsAt: new Date(startsAt.getTime() + DAY).toISOString(),
			slotMinutes: 20,
			venue: "Room 101",
		});
		expect(mixed.statusCode).toBe(400);
		expect(mixed.json().message).toMatch(
			/Harish Panel .* is not in Technical interview now\. Nothing was recorded\./,
		);
		expect(entry((await rounds(drive.id)).rounds[0], esha)?.venue).toBe("Room 204");

		// A scorecard that adds up wrong is refused; a good one is kept.
		const scorecardUrl = `/api/placements/applications/${esha.applicationId}/rounds/0`;
		const bad = await call(officer, "PUT", scorecardUrl, {
			scorecard: [{ criterion: "Data structures", score: 12, outOf: 10 }],
			remarks: null,
			result: null,
		});
		expect(bad.statusCode).toBe(400);
		const card = await call(officer, "PUT", scorecardUrl, {
			scorecard: [
				{ criterion: "Data structures", score: 8, outOf: 10 },
				{ criterion: "Communication", score: 4, outOf: 5 },
			],
			remarks: "Explained hashing well.",
			result: null,
		});
		expect(card.statusCode, card.body).toBe(200);
		expect(roundEntrySchema.parse(card.json())).toMatchObject({
			scorecard: [
				{ criterion: "Data structures", score: 8, outOf: 10 },
				{ criterion: "Communication", score: 4, outOf: 5 },
			],
			remarks: "Explained hashing well.",
		});

		// The CSV preview lists what is wrong with each line and records nothing.
		const outsider = await makeStudent(ctx.database.db, await makeCollege(ctx.database.db));
		const csv = [
			"Roll number,Result,Remarks",
			`${esha.person.rollNo},pass,Strong on SQL`,
			`${farhan.person.rollNo},Fail,`,
			"ZZ99XYZ001,pass",
			`${harish.person.rollNo},pass`,
			`${gita.person.rollNo},maybe`,
			`${esha.person.rollNo?.toLowerCase()},PASS,Strong on SQL`,
			`${outsider.rollNo},pass`,
			`${farhan.person.rollNo},pass`,
		].join("\r\n");
		const preview = await call(officer, "POST", `${base}/results/preview`, { csv });
		expect(preview.statusCode, preview.body).toBe(200);
		const read = csvPreviewSchema.parse(preview.json());
		expect(read.rows.map((r) => [r.row, r.name, r.result, r.remarks])).toEqual([
			[2, "Esha Panel", "pass", "Strong on SQL"],
		]);
		// Esha twice with the same result keeps the first line; Farhan with two results keeps neither.
		expect(read.problems.map((p) => [p.row, p.kind])).toEqual([
			[3, "duplicate"],
			[4, "unknown_roll_no"],
			[5, "not_in_round"],
			[6, "bad_result"],
			[7, "duplicate"],
			[8, "unknown_roll_no"],
			[9, "duplicate"],
		]);
		expect(read.problems[0]?.message).toMatch(/is on lines 3, 9 with different results/);
		expect(read.problems[2]?.message).toMatch(/Harish Panel .* is not in Technical interview: is applied/i);
		expect(entry((await rounds(drive.id)).rounds[0], esha)?.result).toBeNull();

		// Confirming the good rows records them; a request naming Harish records nothing at all.
		const resultsUrl = `${base}/results`;
		const confirmed = await call(officer, "PUT", resultsUrl, {
			results: read.rows.map((r) => ({
				applicationId: r.applicationId,
				result: r.result,
				remarks: r.remarks,
			})),
		});
		expect(confirmed.statusCode, confirmed.body).toBe(200);
		const refused = await call(officer, "PUT", resultsUrl, {
			results: [
				{ applicationId: esha.applicationId, result: "fail" },
				{ applicationId: harish.applicationId, result: "pass" },
			],
		});
		expect(refused.statusCode).toBe(400);
		expect(refused.json().errors).toEqual([
			{
				path: "results.1",
				message: expect.stringMatching(/Harish Panel .* is not in Technical interview now\./),
			},
		]);
		const held = await call(officer, "PUT", resultsUrl, {
			results: [
				{ applicationId: gita.applicationId, result: "hold" },
				{ applicationId: farhan.applicationId, result: "fail" },
			],
		});
		expect(held.statusCode).toBe(200);
		expect(entry(roundViewSchema.parse(held.json()), esha)).toMatchObject({
			result: "pass",
			remarks: "Strong on SQL",
			scorecard: [expect.objectContaining({ criterion: "Data structures" }), expect.anything()],
		});
		// The student sees a hold at once.
		expect((await mine(gita, drive.id)).rounds[0]).toMatchObject({ state: "current", result: "hold" });

		const first = await advance(drive.id, 0);
		expect([first.movedOn, first.rejected, first.stayed].map((list) => list.map((p) => p.name))).toEqual([
			["Esha Panel"],
			["Farhan Panel"],
			["Gita Panel"],
		]);
		// The last round: a pass is selected.
		await call(officer, "PUT", `/api/placements/drives/${drive.id}/rounds/1/results`, {
			results: [{ applicationId: esha.applicationId, result: "pass" }],
		});
		const last = await advance(drive.id, 1);
		expect(last.nextRound).toBeNull();
		expect(last.selected.map((p) => p.name)).toEqual(["Esha Panel"]);
		const eshaRounds = studentRoundsSchema
			.parse((await call(esha.token, "GET", `/api/placements/students/${esha.person.id}/rounds`)).json())
			.applications.find((a) => a.driveId === drive.id);
		expect(eshaRounds?.status).toBe("selected");
		expect(eshaRounds?.rounds.map((r) => [r.name, r.state, r.result])).toEqual([
			["Technical interview", "done", "pass"],
			["HR interview", "done", "pass"],
		]);
		expect(eshaRounds?.rounds[0]?.venue).toBe("Room 204");
	});

	it("refuses what does not fit the round, and changes nothing", async () => {
		const { drive, applicants } = await driveWith(
			[
				{ name: "Coding test", kind: "coding" },
				{ name: "Group discussion", kind: "group_discussion" },
			],
			["Indu Refused"],
		);
		const [indu] = applicants as [Applicant];
		await shortlist(indu);
		const base = `/api/placements/drives/${drive.id}/rounds`;
		const slot = {
			applicationIds: [indu.applicationId],
			startsAt: new Date(clock().getTime() + DAY).toISOString(),
			slotMinutes: 0,
			venue: "Seminar hall",
		};
		const noRound = await call(officer, "POST", `${base}/5/advance`);
		expect(noRound.statusCode).toBe(404);
		expect(noRound.json().message).toBe("This drive plans 2 rounds: there is no round 6.");
		expect((await call(officer, "PUT", `${base}/0/schedule`, slot)).statusCode).toBe(400);
		const past = await call(officer, "PUT", `${base}/0/schedule`, {
			...slot,
			startsAt: new Date(clock().getTime() - MINUTE).toISOString(),
		});
		expect(past.statusCode).toBe(400);
		const notTest = await call(officer, "POST", `${base}/1/exam`, {
			opensAt: clock().toISOString(),
			durationMinutes: 30,
			questions: { from: "bank", bankId: crypto.randomUUID(), count: 5 },
		});
		expect(notTest.statusCode).toBe(400);

		// Another college's bank cannot fill the test: nothing is made.
		const otherAdmin = await signInAs(
			ctx.app,
			await makeStaff(ctx.database.db, await makeCollege(ctx.database.db), "ROLE_EXAM_ADMIN"),
		);
		const { bankId: foreignBank } = await makeBank(ctx.app, otherAdmin, [singleChoice("Foreign question")]);
		const foreign = await call(officer, "POST", `${base}/0/exam`, {
			opensAt: clock().toISOString(),
			durationMinutes: 30,
			questions: { from: "bank", bankId: foreignBank, count: 1 },
		});
		expect(foreign.statusCode).toBe(400);
		expect(foreign.json().message).toMatch(/draws 1 questions but the bank has only 0/);
		const badBody = await call(officer, "POST", `${base}/0/exam`, {
			opensAt: "tomorrow",
			durationMinutes: 2,
		});
		expect(badBody.statusCode).toBe(400);
		expect((await rounds(drive.id)).rounds[0]?.exam).toBeNull();

		const badCsv = await call(officer, "POST", `${base}/0/results/preview`, { csv: "Roll number,Result\n" });
		expect(badCsv.statusCode).toBe(400);
		const unknownResult = await call(officer, "PUT", `${base}/0/results`, {
			results: [{ applicationId: indu.applicationId, result: "selected" }],
		});
		expect(unknownResult.statusCode).toBe(400);
		expect(entry((await rounds(drive.id)).rounds[0], indu)?.result).toBeNull();
	});

	it("lets only the drive's college's officer run its rounds, and a student read only their own", async () => {
		const { drive, applicants } = await driveWith(
			[{ name: "HR interview", kind: "hr_interview" }],
			["Jaya Own", "Kiran Other"],
		);
		const [jaya, kiran] = applicants as [Applicant, Applicant];
		await shortlist(jaya);
		const base = `/api/placements/drives/${drive.id}/rounds`;
		expect((await call(otherOfficer, "GET", base)).statusCode).toBe(403);
		expect((await call(otherOfficer, "POST", `${base}/0/advance`)).statusCode).toBe(403);
		const stranger = await call(otherOfficer, "PUT", `${base}/0/results`, {
			results: [{ applicationId: jaya.applicationId, result: "pass" }],
		});
		expect(stranger.statusCode).toBe(403);
		expect(entry((await rounds(drive.id)).rounds[0], jaya)?.result).toBeNull();
		expect((await call(jaya.token, "GET", base)).statusCode).toBe(403);
		expect((await call(jaya.token, "POST", `${base}/0/advance`)).statusCode).toBe(403);

		// A student reads their own rounds, not another's; the college's officer reads any of its students'.
		expect(
			(await call(jaya.token, "GET", `/api/placements/students/${jaya.person.id}/rounds`)).statusCode,
		).toBe(200);
		const peek = await call(jaya.token, "GET", `/api/placements/students/${kiran.person.id}/rounds`);
		expect(peek.statusCode).toBe(403);
		expect(peek.json().message).toBe("You may read only your own rounds.");
		expect(
			(await call(officer, "GET", `/api/placements/students/${kiran.person.id}/rounds`)).statusCode,
		).toBe(200);
		expect(
			(await call(otherOfficer, "GET", `/api/placements/students/${kiran.person.id}/rounds`)).statusCode,
		).toBe(403);
		const outsider = await makeStudent(ctx.database.db, college, { name: "Latha Never Applied" });
		const token = await signInAs(ctx.app, outsider);
		expect((await call(token, "GET", `/api/placements/jobs/${drive.id}/rounds`)).statusCode).toBe(404);
	});
});
