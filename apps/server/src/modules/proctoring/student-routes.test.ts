import {
	attemptProctoringSchema,
	examResultSchema,
	PROCTORING_LIMITS,
	PROCTORING_TIMING,
	recordViolationResultSchema,
	studentProctoringSchema,
} from "@unnati/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	makeCollege,
	makeExamCollege,
	makeSignedInStudent,
	makeStudent,
	studentSession,
	type TestCollege,
} from "../../test/factories";
import { jpegBytes, makeProctoredExam, proctorCalls, report } from "../../test/proctoring-fixtures";
import { useTestApp } from "../../test/test-app";
import { proctoringPresence, proctoringViolations } from "./tables";

const clock = testClock();
const ctx = useTestApp({ clock });

// Read-only for the tests: a college, its exam admin and a proctored exam for the whole college.
// Each test has students of its own.
let admin: string;
let college: TestCollege;
let examId: string;

const violationsIn = async (attemptId: string) =>
	ctx.database.db.select().from(proctoringViolations).where(eq(proctoringViolations.attemptId, attemptId));

async function startedAttempt(token: string, id = examId): Promise<string> {
	const res = await studentSession(ctx.app, token, id).start();
	expect(res.statusCode, res.body).toBe(200);
	return res.json().attempt.attempt_id as string;
}

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
	examId = (await makeProctoredExam(ctx.app, admin, {}, clock().getTime())).id;
});

const newStudent = async () => (await makeSignedInStudent(ctx.app, ctx.database.db, college)).token;

/** A new student who has started the college's proctored exam. */
async function startedStudent() {
	const token = await newStudent();
	return { token, attemptId: await startedAttempt(token) };
}

describe("reporting violations", () => {
	it("says 'No exam attempt found' before the student starts, and records nothing", async () => {
		const res = await proctorCalls(ctx.app, await newStudent(), examId).violation(report());
		expect(res.statusCode).toBe(404);
		expect(res.json().message).toMatch(/No exam attempt found/);
	});

	it("records a tab switch with its away time, counts it, and records a retry once", async () => {
		const { token: asha, attemptId } = await startedStudent();
		const calls = proctorCalls(ctx.app, asha, examId);
		const first = report({ type: "tab_switch", away_ms: 4000 });
		const res = await calls.violation(first);
		expect(res.statusCode, res.body).toBe(200);
		expect(recordViolationResultSchema.parse(res.json())).toMatchObject({
			recorded: true,
			counted: true,
			violation_count: 1,
			max_violations: 3,
			max_reached: false,
		});

		// The same report again, now knowing a longer away time: one violation, its time updated.
		const retry = await calls.violation({ ...first, away_ms: 6500 });
		expect(retry.json()).toMatchObject({ recorded: false, violation_count: 1 });
		const stored = await violationsIn(attemptId);
		expect(stored).toHaveLength(1);
		expect(stored[0]).toMatchObject({
			type: "tab_switch",
			awayMs: 6500,
			counted: true,
			review: "unreviewed",
		});

		const own = studentProctoringSchema.parse((await calls.settings()).json());
		expect(own).toMatchObject({ proctored: true, max_violations: 3, violation_count: 1, face_signals: true });
		expect(own.violations.map((v) => v.client_id)).toEqual([first.client_id]);
	});

	it("stores a face signal's snapshot without counting it toward the maximum", async () => {
		const { token: asha } = await startedStudent();
		const calls = proctorCalls(ctx.app, asha, examId);
		expect((await calls.violation(report({ type: "tab_switch" }))).json()).toMatchObject({
			violation_count: 1,
		});
		const res = await calls.violation(
			report({ type: "phone_detected", away_ms: 2100, snapshot: jpegBytes().toString("base64") }),
		);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toMatchObject({ recorded: true, counted: false, violation_count: 1 });
	});

	it("refuses bad reports with a clear 4xx and records none of them", async () => {
		const { token: asha, attemptId } = await startedStudent();
		const calls = proctorCalls(ctx.app, asha, examId);
		const before = (await violationsIn(attemptId)).length;
		const tooBig = jpegBytes(PROCTORING_LIMITS.snapshotMaxBytes + 1).toString("base64");
		const cases: [unknown, number][] = [
			[report({ type: "no_face", snapshot: tooBig }), 413],
			[report({ type: "no_face", snapshot: Buffer.from("GIF89a not a jpeg").toString("base64") }), 400],
			[report({ type: "no_face", snapshot: "not base64!" }), 400],
			[report({ type: "copy", snapshot: jpegBytes().toString("base64") }), 400],
			[{ ...report(), type: "sneezed" }, 400],
			[{ ...report(), at: "yesterday" }, 400],
			[{ ...report(), away_ms: -5 }, 400],
			[{ ...report(), client_id: "x" }, 400],
			[{ type: "copy" }, 400],
		];
		for (const [payload, status] of cases) {
			const res = await calls.violation(payload);
			expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
			expect(res.json().message).toEqual(expect.any(String));
		}
		const tooLong = await calls.violation(report({ type: "no_face", snapshot: "A".repeat(1_100_000) }));
		expect(tooLong.statusCode).toBe(413);
		expect(await violationsIn(attemptId)).toHaveLength(before);
	});

	it("keeps the reported time within the attempt, whatever the device's clock says", async () => {
		const { token: asha } = await startedStudent();
		const calls = proctorCalls(ctx.app, asha, examId);
		const res = await calls.violation(report({ type: "copy", at: "2999-01-01T00:00:00Z" }));
		const [row] = await ctx.database.db
			.select()
			.from(proctoringViolations)
			.where(eq(proctoringViolations.id, res.json().violation_id));
		expect(row?.at.getTime()).toBe(clock().getTime());
	});

	it("refuses another college's student (404) and a student outside the audience (403)", async () => {
		const db = ctx.database.db;
		const { token: otherCollegeStudent } = await makeSignedInStudent(ctx.app, db, await makeCollege(db));
		expect((await proctorCalls(ctx.app, otherCollegeStudent, examId).violation(report())).statusCode).toBe(
			404,
		);
		const asha = await newStudent();
		const classmate = await makeStudent(db, college);
		const narrow = await makeProctoredExam(
			ctx.app,
			admin,
			{ audience: { kind: "students", rollNos: [classmate.rollNo ?? ""] } },
			clock().getTime(),
		);
		expect((await proctorCalls(ctx.app, asha, narrow.id).violation(report())).statusCode).toBe(403);
		expect((await proctorCalls(ctx.app, asha, "not-an-exam").violation(report())).statusCode).toBe(404);
	});

	it("accepts the session cookie from our own pages, and refuses a request without a session", async () => {
		const { token: asha } = await startedStudent();
		const viaCookie = await ctx.app.inject({
			method: "POST",
			url: `/students/exam/${examId}/violations`,
			cookies: { unnati_session: asha },
			headers: { origin: "http://localhost:80" },
			payload: report({ type: "paste" }),
		});
		expect(viaCookie.statusCode, viaCookie.body).toBe(200);
		const anonymous = await ctx.app.inject({
			method: "POST",
			url: `/students/exam/${examId}/violations`,
			payload: report(),
		});
		expect(anonymous.statusCode).toBe(401);
	});

	it("refuses a flood with 429 and records nothing past the limit", async () => {
		const flooder = await newStudent();
		const attemptId = await startedAttempt(flooder);
		const calls = proctorCalls(ctx.app, flooder, examId);
		// Face signals do not count toward the maximum, so the flood does not end the attempt first.
		for (let i = 0; i < PROCTORING_LIMITS.violationsPerMinute; i++) {
			expect((await calls.violation(report({ type: "looking_away" }))).statusCode).toBe(200);
		}
		const refused = await calls.violation(report({ type: "looking_away" }));
		expect(refused.statusCode).toBe(429);
		expect(await violationsIn(attemptId)).toHaveLength(PROCTORING_LIMITS.violationsPerMinute);
	}, 120_000); // a flood of reports one after another: 30 s ran out at load 15-20
});

describe("heartbeats and the maximum", () => {
	it("stores a heartbeat as the attempt's last sign of life", async () => {
		const token = await newStudent();
		const attemptId = await startedAttempt(token);
		const res = await proctorCalls(ctx.app, token, examId).heartbeat();
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toMatchObject({ violation_count: 0, max_violations: 3 });
		const [presence] = await ctx.database.db
			.select()
			.from(proctoringPresence)
			.where(eq(proctoringPresence.attemptId, attemptId));
		expect(presence?.lastSeenAt.getTime()).toBe(clock().getTime());
	});

	it("records on the attempt when face signals could not run, and refuses a bad account of it", async () => {
		const token = await newStudent();
		const attemptId = await startedAttempt(token);
		const calls = proctorCalls(ctx.app, token, examId);
		const detail = async () =>
			attemptProctoringSchema.parse(
				(
					await ctx.app.inject({
						method: "GET",
						url: `/api/exams/${examId}/proctoring/attempts/${attemptId}`,
						headers: bearer(admin),
					})
				).json().attempt,
			);
		expect((await detail()).faceSignals).toBeNull();

		for (const bad of [
			{ face_signals: { state: "broken" } },
			{
				face_signals: { state: "unavailable", reason: "x".repeat(PROCTORING_LIMITS.faceReasonMaxChars + 1) },
			},
			{ face_signals: "unavailable" },
		]) {
			const refused = await calls.heartbeat(bad);
			expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
		}
		expect((await detail()).faceSignals).toBeNull();

		const reason = "The face detector's model files did not load.";
		expect((await calls.heartbeat({ face_signals: { state: "unavailable", reason } })).statusCode).toBe(200);
		expect((await detail()).faceSignals).toEqual({
			state: "unavailable",
			reason,
			at: clock().toISOString(),
		});
		// A plain beat keeps what the device last said.
		expect((await calls.heartbeat()).statusCode).toBe(200);
		expect((await detail()).faceSignals?.state).toBe("unavailable");
		expect((await calls.heartbeat({ face_signals: { state: "running" } })).statusCode).toBe(200);
		expect((await detail()).faceSignals).toMatchObject({ state: "running", reason: null });
	});

	it("says when the maximum is reached, and submits the attempt itself if the player does not", async () => {
		const token = await newStudent();
		const attemptId = await startedAttempt(token);
		const calls = proctorCalls(ctx.app, token, examId);
		await calls.violation(report({ type: "tab_switch" }));
		await calls.violation(report({ type: "fullscreen_exit", away_ms: undefined }));
		const third = await calls.violation(report({ type: "copy", away_ms: undefined }));
		expect(third.json()).toMatchObject({ violation_count: 3, max_reached: true });

		// Within the grace the player is expected to flush its answers and submit by itself.
		expect((await calls.heartbeat()).statusCode).toBe(200);
		clock.advance(PROCTORING_TIMING.maxViolationsGraceMs + 1000);
		expect((await calls.heartbeat()).statusCode).toBe(200);

		const result = await ctx.app.inject({
			method: "GET",
			url: `/api/exam-results/${attemptId}`,
			headers: bearer(token),
		});
		expect(result.statusCode, result.body).toBe(200);
		expect(examResultSchema.parse(result.json())).toMatchObject({
			status: "submitted",
			auto_submitted: true,
			submission_reason: "max_violations",
		});
		// After the submission every report and heartbeat is refused, and nothing more is stored.
		const late = await calls.violation(report());
		expect(late.statusCode).toBe(409);
		expect((await calls.heartbeat()).statusCode).toBe(409);
		expect(await violationsIn(attemptId)).toHaveLength(3);
	});

	it("refuses reports and heartbeats after the student submitted", async () => {
		const token = await newStudent();
		await startedAttempt(token);
		const submitted = await studentSession(ctx.app, token, examId).submit();
		expect(submitted.statusCode, submitted.body).toBe(200);
		const calls = proctorCalls(ctx.app, token, examId);
		expect((await calls.violation(report())).statusCode).toBe(409);
		expect((await calls.heartbeat()).statusCode).toBe(409);
	});

	it("limits heartbeats per minute", async () => {
		const token = await newStudent();
		await startedAttempt(token);
		const calls = proctorCalls(ctx.app, token, examId);
		for (let i = 0; i < PROCTORING_LIMITS.heartbeatsPerMinute; i++) {
			expect((await calls.heartbeat()).statusCode).toBe(200);
		}
		expect((await calls.heartbeat()).statusCode).toBe(429);
	});

	it("refuses reports for an exam that is not proctored", async () => {
		const plain = await makeProctoredExam(ctx.app, admin, { proctored: false }, clock().getTime());
		const token = await newStudent();
		await startedAttempt(token, plain.id);
		const res = await proctorCalls(ctx.app, token, plain.id).violation(report());
		expect(res.statusCode).toBe(400);
		expect(res.json().message).toBe("This exam is not proctored.");
	});
});
