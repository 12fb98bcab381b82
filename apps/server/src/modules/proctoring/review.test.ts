import {
	accommodationSchema,
	attemptViolationsSchema,
	examProctoringSchema,
	proctoredExamListSchema,
	reviewResultSchema,
} from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	makeCollege,
	makeExamCollege,
	makeSignedInStudent,
	makeStudent,
	studentSession,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { jpegBytes, makeProctoredExam, proctorCalls, report } from "../../test/proctoring-fixtures";
import { useTestApp } from "../../test/test-app";

const ctx = useTestApp();

// Read-only for the tests: a college with its exam admin, and another college's exam admin.
let college: TestCollege;
let adminPerson: TestPerson;
let admin: string;
let otherAdmin: string;
const snapshot = jpegBytes(3000);

const get = (url: string, token: string) => ctx.app.inject({ method: "GET", url, headers: bearer(token) });
const review = (id: string, token: string, payload: unknown) =>
	ctx.app.inject({
		method: "PATCH",
		url: `/api/proctoring/violations/${id}`,
		headers: bearer(token),
		payload: payload as object,
	});

beforeAll(async () => {
	({ college, admin: adminPerson, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
	({ adminToken: otherAdmin } = await makeExamCollege(ctx.app, ctx.database.db));
});

/**
 * A new proctored exam (at most 5 violations) with one attempt, by a new student, that reported
 * a tab switch, a fullscreen exit and a face signal with a snapshot: each test reviews its own.
 */
async function flaggedAttempt() {
	const examId = (await makeProctoredExam(ctx.app, admin, { title: "Reviewed Exam", maxViolations: 5 })).id;
	const { person, token: student } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
	const attemptId = (await studentSession(ctx.app, student, examId).start()).json().attempt
		.attempt_id as string;
	const calls = proctorCalls(ctx.app, student, examId);
	for (const payload of [
		report({ type: "tab_switch", away_ms: 5000 }),
		report({ type: "fullscreen_exit", away_ms: undefined }),
		report({ type: "multiple_faces", snapshot: snapshot.toString("base64") }),
	]) {
		const res = await calls.violation(payload);
		expect(res.statusCode, res.body).toBe(200);
	}
	const flagsOf = async () =>
		attemptViolationsSchema.parse(
			(await get(`/api/exams/${examId}/proctoring/attempts/${attemptId}`, admin)).json(),
		);
	return { examId, attemptId, student, rollNo: person.rollNo, flagsOf };
}

describe("reviewing an exam's flags", () => {
	it("lists the college's proctored exams with flags still to review", async () => {
		const { examId } = await flaggedAttempt();
		const list = proctoredExamListSchema.parse((await get("/api/proctoring/exams", admin)).json());
		expect(list.exams.find((e) => e.id === examId)).toMatchObject({ attempts: 1, unreviewed: 3 });
		const theirs = proctoredExamListSchema.parse((await get("/api/proctoring/exams", otherAdmin)).json());
		expect(theirs.exams.map((e) => e.id)).not.toContain(examId);
	});

	it("shows each attempt with its counted flags and credibility", async () => {
		const { examId, attemptId, rollNo } = await flaggedAttempt();
		const res = await get(`/api/exams/${examId}/proctoring`, admin);
		expect(res.statusCode, res.body).toBe(200);
		const body = examProctoringSchema.parse(res.json());
		expect(body.settings).toEqual({ faceSignals: true, faceSignalsCountTowardMax: false });
		expect(body.attempts).toHaveLength(1);
		// Three flags not yet reviewed weigh 3 points: Medium. The face signal does not count toward 5.
		expect(body.attempts[0]).toMatchObject({
			attemptId,
			rollNo,
			violationCount: 2,
			flags: 3,
			credibility: { level: "Medium", points: 3, unreviewed: 3 },
		});
	});

	it("lists an attempt's flags oldest first, with a snapshot only the exam's admins can open", async () => {
		const { student, flagsOf } = await flaggedAttempt();
		const { violations } = await flagsOf();
		expect(violations.map((v) => v.type)).toEqual(["tab_switch", "fullscreen_exit", "multiple_faces"]);
		const face = violations[2];
		expect(face?.snapshotUrl).toBe(`/api/proctoring/violations/${face?.id}/snapshot`);
		expect(violations[0]?.snapshotUrl).toBeNull();

		const image = await get(face?.snapshotUrl ?? "", admin);
		expect(image.statusCode).toBe(200);
		expect(image.headers["content-type"]).toBe("image/jpeg");
		expect(image.rawPayload.equals(snapshot)).toBe(true);
		expect((await get(face?.snapshotUrl ?? "", otherAdmin)).statusCode).toBe(404);
		expect((await get(face?.snapshotUrl ?? "", student)).statusCode).toBe(403);
		expect((await get(`/api/proctoring/violations/${violations[0]?.id}/snapshot`, admin)).statusCode).toBe(
			404,
		);
	});

	it("keeps other colleges and students out of the review", async () => {
		const { examId, attemptId, student } = await flaggedAttempt();
		expect((await get(`/api/exams/${examId}/proctoring`, otherAdmin)).statusCode).toBe(404);
		expect((await get(`/api/exams/${examId}/proctoring`, student)).statusCode).toBe(403);
		expect((await get(`/api/exams/${examId}/proctoring/attempts/${attemptId}`, otherAdmin)).statusCode).toBe(
			404,
		);
		expect((await get(`/api/exams/${examId}/proctoring/attempts/nope`, admin)).statusCode).toBe(404);
	});

	it("dismissing a flag raises credibility and uncounts it; confirming lowers it", async () => {
		const { examId, student, flagsOf } = await flaggedAttempt();
		const [tab, fullscreen] = (await flagsOf()).violations;
		const dismissed = await review(tab?.id ?? "", admin, { review: "dismissed" });
		expect(dismissed.statusCode, dismissed.body).toBe(200);
		expect(reviewResultSchema.parse(dismissed.json())).toMatchObject({
			violation: { review: "dismissed", reviewedBy: adminPerson.name },
			credibility: { level: "High", points: 2, dismissed: 1 },
			violationCount: 1,
		});
		const confirmed = reviewResultSchema.parse(
			(await review(fullscreen?.id ?? "", admin, { review: "confirmed" })).json(),
		);
		expect(confirmed.credibility).toMatchObject({ level: "Medium", points: 3 });
		// The student's own count follows the review: a dismissed flag no longer counts.
		expect((await proctorCalls(ctx.app, student, examId).settings()).json().violation_count).toBe(1);

		const undone = reviewResultSchema.parse(
			(await review(tab?.id ?? "", admin, { review: "unreviewed" })).json(),
		);
		expect(undone.violation).toMatchObject({ review: "unreviewed", reviewedBy: null, reviewedAt: null });
		expect(undone.violationCount).toBe(2);
	});

	it("refuses a review from another college, and a malformed one, changing nothing", async () => {
		const { flagsOf } = await flaggedAttempt();
		const [tab] = (await flagsOf()).violations;
		expect((await review(tab?.id ?? "", otherAdmin, { review: "dismissed" })).statusCode).toBe(404);
		expect((await review(tab?.id ?? "", admin, { review: "maybe" })).statusCode).toBe(400);
		expect((await review("not-a-flag", admin, { review: "dismissed" })).statusCode).toBe(404);
		expect((await flagsOf()).violations[0]?.review).toBe("unreviewed");
	});

	it("lets the exam count face signals toward its maximum", async () => {
		const { examId, student } = await flaggedAttempt();
		const put = (token: string, payload: unknown) =>
			ctx.app.inject({
				method: "PUT",
				url: `/api/exams/${examId}/proctoring/settings`,
				headers: bearer(token),
				payload: payload as object,
			});
		expect((await put(otherAdmin, { faceSignals: true, faceSignalsCountTowardMax: true })).statusCode).toBe(
			404,
		);
		expect((await put(admin, { faceSignals: "yes" })).statusCode).toBe(400);
		const saved = await put(admin, { faceSignals: true, faceSignalsCountTowardMax: true });
		expect(saved.json()).toEqual({ faceSignals: true, faceSignalsCountTowardMax: true });
		const res = await proctorCalls(ctx.app, student, examId).violation(report({ type: "looking_away" }));
		expect(res.json()).toMatchObject({ counted: true });

		await put(admin, { faceSignals: false, faceSignalsCountTowardMax: false });
		expect((await proctorCalls(ctx.app, student, examId).settings()).json().face_signals).toBe(false);
		expect(
			(await proctorCalls(ctx.app, student, examId).violation(report({ type: "no_face" }))).statusCode,
		).toBe(400);
	});
});

describe("accommodations", () => {
	const put = (token: string, payload: unknown) =>
		ctx.app.inject({
			method: "PUT",
			url: "/api/proctoring/accommodations",
			headers: bearer(token),
			payload: payload as object,
		});

	it("grants one per student and exam, changes it in place, lists and withdraws it", async () => {
		// A college of its own, so the lists below hold only this test's accommodations.
		const { college: own, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db);
		const examId = (await makeProctoredExam(ctx.app, admin, { title: "Reviewed Exam" })).id;
		const rollNo = (await makeStudent(ctx.database.db, own)).rollNo ?? "";
		const body = {
			rollNo: rollNo.toLowerCase(),
			examId,
			extraMinutes: 20,
			faceSignalsOff: false,
			note: "Scribe",
		};
		const created = await put(admin, body);
		expect(created.statusCode, created.body).toBe(201);
		const accommodation = accommodationSchema.parse(created.json());
		expect(accommodation).toMatchObject({ rollNo, examTitle: "Reviewed Exam", extraMinutes: 20 });

		const changed = await put(admin, { ...body, extraMinutes: 30, faceSignalsOff: true });
		expect(changed.statusCode).toBe(200);
		expect(changed.json()).toMatchObject({ id: accommodation.id, extraMinutes: 30, faceSignalsOff: true });

		const general = await put(admin, { ...body, examId: null, extraMinutes: 10 });
		expect(general.statusCode).toBe(201);

		const listed = await get(`/api/proctoring/accommodations?examId=${examId}`, admin);
		expect(listed.json().accommodations).toHaveLength(2);
		expect((await get("/api/proctoring/accommodations", otherAdmin)).json().accommodations).toEqual([]);

		const remove = (id: string, token = admin) =>
			ctx.app.inject({
				method: "DELETE",
				url: `/api/proctoring/accommodations/${id}`,
				headers: bearer(token),
			});
		expect((await remove(accommodation.id, otherAdmin)).statusCode).toBe(404);
		expect((await remove(accommodation.id)).statusCode).toBe(204);
		expect((await remove(accommodation.id)).statusCode).toBe(404);
		expect((await get("/api/proctoring/accommodations", admin)).json().accommodations).toHaveLength(1);
	});

	it("turns face signals off for the student in the proctor and on the server", async () => {
		const { person, token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const exam = await makeProctoredExam(ctx.app, admin, { title: "Face Exam" });
		await studentSession(ctx.app, token, exam.id).start();
		await put(admin, { rollNo: person.rollNo, examId: null, extraMinutes: 0, faceSignalsOff: true });
		const calls = proctorCalls(ctx.app, token, exam.id);
		expect((await calls.settings()).json().face_signals).toBe(false);
		const res = await calls.violation(report({ type: "no_face", snapshot: snapshot.toString("base64") }));
		expect(res.statusCode).toBe(400);
		expect(res.json().message).toBe("Face signals are off for this attempt.");
		expect((await calls.violation(report({ type: "tab_switch" }))).statusCode).toBe(200);
	});

	it("refuses students and exams of other colleges, and empty or excessive terms", async () => {
		const db = ctx.database.db;
		const elsewhere = (await makeStudent(db, await makeCollege(db))).rollNo;
		const { person, token: student } = await makeSignedInStudent(ctx.app, db, college);
		const ours = person.rollNo;
		const bad: [unknown, string][] = [
			[{ rollNo: elsewhere, examId: null, extraMinutes: 10, faceSignalsOff: false }, "rollNo"],
			[{ rollNo: "NOSUCH999", examId: null, extraMinutes: 10, faceSignalsOff: false }, "rollNo"],
			[{ rollNo: ours, examId: "not-an-exam", extraMinutes: 10, faceSignalsOff: false }, "examId"],
			[{ rollNo: ours, examId: null, extraMinutes: 0, faceSignalsOff: false }, "extraMinutes"],
			[{ rollNo: ours, examId: null, extraMinutes: 301, faceSignalsOff: false }, "extraMinutes"],
		];
		for (const [payload, path] of bad) {
			const res = await put(admin, payload);
			expect(res.statusCode, JSON.stringify(payload)).toBe(400);
			expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
		}
		expect((await put(student, bad[0]?.[0])).statusCode).toBe(403);
	});
});
