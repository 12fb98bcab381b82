import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
	identityPhotoSchema,
	latestSystemCheckSchema,
	SYSTEM_CHECK,
	SYSTEM_CHECK_MESSAGES,
	SYSTEM_CHECK_STEP_IDS,
	systemCheckResultSchema,
} from "@unnati/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeCollege,
	makeExam,
	makeStaff,
	makeStudent,
	signedInAs,
	singleChoice,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { hasRecentPass } from "./service";

/** A JPEG as far as anyone can tell: its start-of-image marker, then bytes. */
const jpeg = (size = 4000) =>
	Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 9)]);
const PNG = Buffer.concat([
	Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
	Buffer.alloc(100, 1),
]);

/** A multipart/form-data body as the browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { type: string; bytes: Buffer; field?: string }) {
	const boundary = "----unnati-system-check";
	const parts: Buffer[] = [];
	for (const [name, value] of Object.entries(fields)) {
		parts.push(
			Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
		);
	}
	if (file) {
		parts.push(
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "photo"}"; filename="identity.jpg"\r\nContent-Type: ${file.type}\r\n\r\n`,
			),
			file.bytes,
			Buffer.from("\r\n"),
		);
	}
	parts.push(Buffer.from(`--${boundary}--\r\n`));
	return {
		payload: Buffer.concat(parts),
		headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
	};
}

const allPassed = () =>
	SYSTEM_CHECK_STEP_IDS.map((step) => ({
		step,
		status: step === "microphone" ? ("skipped" as const) : ("passed" as const),
	}));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-system-check-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const clock = testClock();
const ctx = useTestApp({ env: { DATA_DIR: dataDir }, clock });

// The people are made once; they sign in afresh before each test, because one test moves the
// clock past a day and would otherwise end every session begun before it.
let college: TestCollege;
const people = {} as Record<"student" | "classmate" | "examAdmin" | "otherCollege", TestPerson>;
let student: string;
let classmate: string;
let examAdmin: string;
let otherCollege: string;
beforeAll(async () => {
	const db = ctx.database.db;
	college = await makeCollege(db);
	people.student = await makeStudent(db, college);
	people.classmate = await makeStudent(db, college);
	people.examAdmin = await makeStaff(db, college, "ROLE_EXAM_ADMIN");
	people.otherCollege = await makeStaff(db, await makeCollege(db), "ROLE_COLLEGE");
});
beforeEach(async () => {
	[student, classmate, examAdmin, otherCollege] = await signedInAs(
		ctx.app,
		people.student,
		people.classmate,
		people.examAdmin,
		people.otherCollege,
	);
});

/** A published exam for the whole college, open from the test clock's now. */
async function collegeExam(): Promise<string> {
	const bank = await makeBank(ctx.app, examAdmin, [singleChoice("Which is a prime?")]);
	const body = examBody(
		[{ title: "S", source: { mode: "fixed", questionIds: bank.questionIds } }],
		{},
		clock().getTime(),
	);
	return (await makeExam(ctx.app, examAdmin, { ...body, title: "Aptitude Test" })).id;
}

const upload = (token: string | null, body: ReturnType<typeof multipart>) =>
	ctx.app.inject({
		method: "POST",
		url: "/api/system-check/identity-photo",
		...body,
		headers: { ...body.headers, ...(token ? bearer(token) : {}) },
	});
const photoOf = (token: string, id: string) =>
	ctx.app.inject({ method: "GET", url: `/api/system-check/identity-photos/${id}`, headers: bearer(token) });
const record = (token: string | null, payload: unknown) =>
	ctx.app.inject({
		method: "POST",
		url: "/api/system-check/results",
		payload: payload as object,
		headers: token ? bearer(token) : {},
	});
const latest = async (token: string) =>
	latestSystemCheckSchema.parse(
		(await ctx.app.inject({ method: "GET", url: "/api/system-check/latest", headers: bearer(token) })).json(),
	);

describe("GET /api/system-check/network-probe", () => {
	it("serves about 500 KB of incompressible bytes, never cached and never compressed", async () => {
		const res = await ctx.app.inject({
			method: "GET",
			url: "/api/system-check/network-probe",
			headers: { "accept-encoding": "gzip, deflate, br" },
		});
		expect(res.statusCode).toBe(200);
		expect(res.headers["cache-control"]).toBe("no-store");
		expect(res.headers["content-type"]).toBe("application/octet-stream");
		expect(res.headers["content-encoding"]).toBeUndefined();
		expect(res.rawPayload.length).toBe(SYSTEM_CHECK.probeBytes);
		expect(Number(res.headers["content-length"])).toBe(SYSTEM_CHECK.probeBytes);
		// Random bytes: gzip cannot shrink them, so the transfer measures the network.
		expect(gzipSync(res.rawPayload).length).toBeGreaterThan(SYSTEM_CHECK.probeBytes * 0.99);
	});
});

describe("POST /api/system-check/identity-photo", () => {
	it("stores a student's JPEG and shows it to them and to their college's exam staff, nobody else", async () => {
		const bytes = jpeg();
		const res = await upload(student, multipart({}, { type: "image/jpeg", bytes }));
		expect(res.statusCode, res.body).toBe(201);
		const photo = identityPhotoSchema.parse(res.json());
		expect(photo).toMatchObject({ examId: null, bytes: bytes.length });

		const own = await photoOf(student, photo.id);
		expect(own.statusCode).toBe(200);
		expect(own.headers["content-type"]).toBe("image/jpeg");
		expect(own.headers["cache-control"]).toBe("private, no-store");
		expect(own.rawPayload.equals(bytes)).toBe(true);
		expect((await photoOf(examAdmin, photo.id)).statusCode).toBe(200);
		for (const stranger of [classmate, otherCollege]) {
			const res = await photoOf(stranger, photo.id);
			expect(res.statusCode).toBe(404);
			expect(res.json().message).toBe(SYSTEM_CHECK_MESSAGES.photoNotFound);
		}
		expect(
			(await ctx.app.inject({ method: "GET", url: `/api/system-check/identity-photos/${photo.id}` }))
				.statusCode,
		).toBe(401);
		expect((await photoOf(student, "not-a-uuid")).statusCode).toBe(400);
	});

	it("attaches the photo to an exam of the student's, and refuses exams that are not theirs", async () => {
		const examId = await collegeExam();
		const res = await upload(student, multipart({ examId }, { type: "image/jpeg", bytes: jpeg() }));
		expect(res.statusCode, res.body).toBe(201);
		expect(res.json().examId).toBe(examId);

		const bank = await makeBank(ctx.app, examAdmin, [singleChoice("2 + 2 = ?")]);
		const onlyForClassmate = await makeExam(
			ctx.app,
			examAdmin,
			examBody([{ title: "S", source: { mode: "fixed", questionIds: bank.questionIds } }], {
				audience: { kind: "students", rollNos: [people.classmate.rollNo ?? ""] },
			}),
		);
		const notMine = await upload(
			student,
			multipart({ examId: onlyForClassmate.id }, { type: "image/jpeg", bytes: jpeg() }),
		);
		expect(notMine.statusCode).toBe(403);
		const missing = await upload(
			student,
			multipart({ examId: "7b0e1f0a-4c1e-4a6b-9a49-3f1c2d3e4f50" }, { type: "image/jpeg", bytes: jpeg() }),
		);
		expect(missing.statusCode).toBe(404);
		const malformed = await upload(
			student,
			multipart({ examId: "exam-1" }, { type: "image/jpeg", bytes: jpeg() }),
		);
		expect(malformed.statusCode).toBe(400);
		expect(malformed.json().errors[0].path).toBe("examId");
	});

	it("accepts only JPEG: a PNG, or a PNG labelled as JPEG, is a 415", async () => {
		for (const file of [
			{ type: "image/png", bytes: PNG },
			{ type: "image/jpeg", bytes: PNG },
			{ type: "image/png", bytes: jpeg() },
		]) {
			const res = await upload(student, multipart({}, file));
			expect(res.statusCode).toBe(415);
			expect(res.json().message).toBe(SYSTEM_CHECK_MESSAGES.photoNotJpeg);
		}
	});

	it("refuses a photo over 2 MB with 413, a form without one with 400, and a JSON body with 415", async () => {
		const big = await upload(
			student,
			multipart({}, { type: "image/jpeg", bytes: jpeg(SYSTEM_CHECK.identityPhotoMaxBytes + 1) }),
		);
		expect(big.statusCode).toBe(413);
		expect(big.json().message).toBe(SYSTEM_CHECK_MESSAGES.photoTooLarge);

		const none = await upload(student, multipart({}));
		expect(none.statusCode).toBe(400);
		expect(none.json().message).toBe(SYSTEM_CHECK_MESSAGES.photoRequired);
		const wrongField = await upload(
			student,
			multipart({}, { type: "image/jpeg", bytes: jpeg(), field: "selfie" }),
		);
		expect(wrongField.statusCode).toBe(400);

		const json = await ctx.app.inject({
			method: "POST",
			url: "/api/system-check/identity-photo",
			headers: bearer(student),
			payload: { photo: "data:image/jpeg;base64,/9j/" },
		});
		expect(json.statusCode).toBe(415);
	});

	it("is for signed-in students only", async () => {
		const body = multipart({}, { type: "image/jpeg", bytes: jpeg() });
		expect((await upload(null, body)).statusCode).toBe(401);
		expect((await upload(examAdmin, body)).statusCode).toBe(403);
	});
});

describe("POST /api/system-check/results and GET /api/system-check/latest", () => {
	it("records a pass with its outcomes and answers it as the person's latest, valid for a day", async () => {
		// A student of this test's own, whose latest pass nothing else can have set.
		const [classmate] = await signedInAs(ctx.app, await makeStudent(ctx.database.db, college));
		expect((await latest(classmate)).pass).toBeNull();
		const photo = (await upload(classmate, multipart({}, { type: "image/jpeg", bytes: jpeg() }))).json();
		const outcomes = allPassed().map((o) => (o.step === "network" ? { ...o, detail: "48.2 Mbps" } : o));
		const res = await record(classmate, { outcomes, identityPhotoId: photo.id });
		expect(res.statusCode, res.body).toBe(201);
		const result = systemCheckResultSchema.parse(res.json());
		expect(result).toMatchObject({ passed: true, outcomes, identityPhotoId: photo.id, examId: null });
		expect(Date.parse(result.validUntil ?? "") - Date.parse(result.completedAt)).toBe(
			SYSTEM_CHECK.passValidityMs,
		);

		// A later failure does not undo the pass: latest answers the latest *pass*.
		clock.advance(60_000);
		const failed = await record(classmate, {
			outcomes: [
				{ step: "screen", status: "passed" },
				{ step: "network", status: "failed", detail: "0.8 Mbps" },
			],
		});
		expect(failed.statusCode).toBe(201);
		expect(failed.json()).toMatchObject({ passed: false, validUntil: null });
		expect((await latest(classmate)).pass).toEqual(result);
	});

	it("keeps the exam the pass was for, only for the student's own exams", async () => {
		const examId = await collegeExam();
		const ok = await record(student, { outcomes: allPassed(), examId });
		expect(ok.statusCode, ok.body).toBe(201);
		expect(ok.json().examId).toBe(examId);
		expect((await record(examAdmin, { outcomes: allPassed(), examId })).statusCode).toBe(403);
	});

	it("lets staff rehearse the check too: any signed-in person keeps their own result", async () => {
		expect((await record(examAdmin, { outcomes: allPassed() })).statusCode).toBe(201);
		expect((await latest(examAdmin)).pass?.passed).toBe(true);
	});

	it("refuses outcomes the wizard cannot produce, and changes nothing", async () => {
		const before = await latest(otherCollege);
		const cases: [unknown, string | undefined][] = [
			[{ outcomes: allPassed().slice(1) }, SYSTEM_CHECK_MESSAGES.outcomesOutOfOrder],
			[{ outcomes: allPassed().slice(0, 4) }, SYSTEM_CHECK_MESSAGES.incomplete],
			[{ outcomes: [{ step: "screen", status: "skipped" }] }, SYSTEM_CHECK_MESSAGES.skipNotAllowed],
			[
				{
					outcomes: [
						{ step: "screen", status: "failed" },
						{ step: "network", status: "passed" },
					],
				},
				SYSTEM_CHECK_MESSAGES.failedNotLast,
			],
			[{ outcomes: [] }, undefined],
			[{ outcomes: [{ step: "webcam", status: "passed" }] }, undefined],
			[{ outcomes: [{ step: "screen", status: "failed", detail: "x".repeat(201) }] }, undefined],
			[{ outcomes: "all passed" }, undefined],
			[{ outcomes: allPassed(), examId: "exam-1" }, undefined],
			[{}, undefined],
		];
		for (const [payload, message] of cases) {
			const res = await record(otherCollege, payload);
			expect(res.statusCode, JSON.stringify(payload)).toBe(400);
			if (message) expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
		}
		const malformed = await ctx.app.inject({
			method: "POST",
			url: "/api/system-check/results",
			headers: { ...bearer(otherCollege), "content-type": "application/json" },
			payload: "{ outcomes: ",
		});
		expect(malformed.statusCode).toBe(400);
		expect(await latest(otherCollege)).toEqual(before);
	});

	it("refuses someone else's identity photo", async () => {
		const theirs = (await upload(classmate, multipart({}, { type: "image/jpeg", bytes: jpeg() }))).json();
		const res = await record(student, { outcomes: allPassed(), identityPhotoId: theirs.id });
		expect(res.statusCode).toBe(400);
		expect(res.json().message).toBe(SYSTEM_CHECK_MESSAGES.photoNotFound);
	});

	it("needs a signed-in person", async () => {
		expect((await record(null, { outcomes: allPassed() })).statusCode).toBe(401);
		expect((await ctx.app.inject({ method: "GET", url: "/api/system-check/latest" })).statusCode).toBe(401);
	});
});

describe("hasRecentPass, for the exam security step", () => {
	it("holds for a day after a pass, then lapses", async () => {
		const [fresh] = await signedInAs(ctx.app, await makeStudent(ctx.database.db, college));
		const session = (
			await ctx.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer(fresh) })
		).json();
		const db = ctx.database.db;
		expect(await hasRecentPass(db, session.userId, clock())).toBe(false);
		expect((await record(fresh, { outcomes: allPassed() })).statusCode).toBe(201);
		expect(await hasRecentPass(db, session.userId, clock())).toBe(true);
		clock.advance(SYSTEM_CHECK.passValidityMs + 1000);
		expect(await hasRecentPass(db, session.userId, clock())).toBe(false);
	});
});
