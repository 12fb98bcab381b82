import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ExamInputRaw, examResultSchema } from "@unnati/contracts";
import { badgeClassSchema, myCertificatesSchema } from "@unnati/contracts/certificates";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, latestMailTo } from "../../test/auth-helpers";
import {
	answerByText,
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	singleChoice,
	type TestCollege,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { issueExamCertificate } from "./service";

const ctx = useTestApp();

let college: TestCollege;
let admin: string;
let questionIds: string[];
const RIGHT = { answer: "b", timeSpent: 15 };
const WRONG = { answer: "a", timeSpent: 15 };

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
	const bank = await makeBank(ctx.app, admin, [
		singleChoice("What is the time complexity of binary search on n sorted keys?", "b"),
		singleChoice("Which structure gives O(1) average lookup by key?", "b"),
	]);
	questionIds = bank.questionIds;
});

const QUESTIONS = [
	"What is the time complexity of binary search on n sorted keys?",
	"Which structure gives O(1) average lookup by key?",
];

async function exam(overrides: Partial<ExamInputRaw>) {
	return makeExam(
		ctx.app,
		admin,
		examBody([{ title: "Data Structures", source: { mode: "fixed", questionIds } }], {
			passingScorePercentage: 50,
			durationMinutes: 45,
			...overrides,
		}),
	);
}

/** A new student of the college who sits the exam, answering both questions right or both wrong. */
async function sit(examId: string, pass: boolean) {
	const { person, token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
	const given = pass ? RIGHT : WRONG;
	const session = await answerByText(
		ctx.app,
		token,
		examId,
		Object.fromEntries(QUESTIONS.map((q) => [q, given])),
	);
	const submitted = await session.submit();
	expect(submitted.statusCode, submitted.body).toBe(200);
	expect(examResultSchema.parse(submitted.json()).passed).toBe(pass);
	return { person, token, session };
}

async function certificatesOf(token: string) {
	const res = await ctx.app.inject({ method: "GET", url: "/api/me/certificates", headers: bearer(token) });
	expect(res.statusCode).toBe(200);
	return myCertificatesSchema.parse(res.json()).certificates;
}

async function issuedNotifications(userId: string) {
	const result = await ctx.database.db.execute(
		sql`select count(*)::int as n from notifications where recipient_id = ${userId}::uuid and type = 'certificate_issued'`,
	);
	return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

function pdfText(bytes: Buffer): string {
	const file = path.join(mkdtempSync(path.join(tmpdir(), "exam-cert-")), "c.pdf");
	writeFileSync(file, bytes);
	return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("exam certificates", () => {
	it("issues one exam certificate to a student who passes an exam that awards them, with a notice and an e-mail", async () => {
		const awarding = await exam({ title: "Data Structures Certification Test", certificateOnPass: true });
		expect(awarding.certificateOnPass).toBe(true);
		const { person, token, session } = await sit(awarding.id, true);

		const held = await certificatesOf(token);
		expect(held).toHaveLength(1);
		expect(held[0]).toMatchObject({
			kind: "exam",
			subject: { slug: awarding.id, title: "Data Structures Certification Test" },
			recipientName: person.name,
			collegeName: college.name,
			hours: 0.75,
			status: "valid",
		});
		expect(await issuedNotifications(person.id)).toBe(1);
		expect((await latestMailTo(ctx.app, person.email)).subject).toContain(
			"Data Structures Certification Test",
		);

		// Submitting again is refused, and neither it nor the rule run again issues a second one.
		expect((await session.submit()).statusCode).toBe(409);
		const again = await issueExamCertificate({ db: ctx.database.db, publicUrl: "" }, person.id, awarding.id);
		expect(again?.id).toBe(held[0]?.id);
		expect(await certificatesOf(token)).toHaveLength(1);
		expect(await issuedNotifications(person.id)).toBe(1);

		// Verification, the badge and the PDF read right for an exam.
		const id = held[0]?.id ?? "";
		const verified = await ctx.app.inject({ method: "GET", url: `/api/certificates/${id}` });
		expect(verified.json()).toMatchObject({ kind: "exam", status: "valid" });
		const assertion = (await ctx.app.inject({ method: "GET", url: `/api/certificates/${id}/badge` })).json();
		expect(assertion.badge).toBe(`http://unnati.test/api/badges/exams/${awarding.id}`);
		const badgeClass = await ctx.app.inject({ method: "GET", url: `/api/badges/exams/${awarding.id}` });
		expect(badgeClass.statusCode, badgeClass.body).toBe(200);
		expect(badgeClassSchema.parse(badgeClass.json()).criteria.narrative).toContain("pass mark of 50 %");
		const image = await ctx.app.inject({ method: "GET", url: `/api/badges/exams/${awarding.id}/image` });
		expect(image.statusCode).toBe(200);
		const pdf = await ctx.app.inject({ method: "GET", url: `/api/certificates/${id}/pdf` });
		const text = pdfText(pdf.rawPayload);
		for (const expected of [
			"Certificate of Achievement",
			person.name,
			college.name,
			"passed the examination",
			"Data Structures Certification Test",
			"A 45-minute examination",
			id,
		])
			expect(text).toContain(expected);
		// The score is the student's and the college's to share, not the certificate's.
		expect(text).not.toMatch(/\d+ ?%/);
	});

	it("issues none to a student who fails", async () => {
		const awarding = await exam({ certificateOnPass: true });
		const { person, token } = await sit(awarding.id, false);
		expect(await certificatesOf(token)).toEqual([]);
		expect(
			await issueExamCertificate({ db: ctx.database.db, publicUrl: "" }, person.id, awarding.id),
		).toBeNull();
		expect(await issuedNotifications(person.id)).toBe(0);
	});

	it("issues none for an exam whose certificates are switched off, and serves no badge for it", async () => {
		const plain = await exam({});
		expect(plain.certificateOnPass).toBe(false);
		const { person, token } = await sit(plain.id, true);
		expect(await certificatesOf(token)).toEqual([]);
		expect(
			await issueExamCertificate({ db: ctx.database.db, publicUrl: "" }, person.id, plain.id),
		).toBeNull();
		expect((await ctx.app.inject({ method: "GET", url: `/api/badges/exams/${plain.id}` })).statusCode).toBe(
			404,
		);
		expect((await ctx.app.inject({ method: "GET", url: "/api/badges/exams/not-an-exam" })).statusCode).toBe(
			404,
		);
	});

	it("refuses certificates on an exam without a pass mark, changing nothing", async () => {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/exams",
			headers: bearer(admin),
			payload: examBody([{ title: "S", source: { mode: "fixed", questionIds } }], {
				title: "No Pass Mark Exam",
				passingScorePercentage: 0,
				certificateOnPass: true,
			}),
		});
		expect(res.statusCode).toBe(400);
		expect(res.body).toContain("pass mark above 0 %");
		const list = (
			await ctx.app.inject({ method: "GET", url: "/api/exams", headers: bearer(admin) })
		).json() as {
			exams: { title: string }[];
		};
		expect(list.exams.map((e) => e.title)).not.toContain("No Pass Mark Exam");
	});
});
