import {
	examQuestionsSchema,
	examResultSchema,
	gradingQueueSchema,
	UPLOAD_MESSAGES,
} from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	studentSession,
	type TestCollege,
} from "../../test/factories";
import { multipart, PNG_BYTES } from "../../test/multipart";
import { useTestApp } from "../../test/test-app";

// A photo of handwritten working attached to an essay: checked by content and size, kept per
// answer, read back by its student and graders only, and enough on its own to reach a grader.

const ctx = useTestApp();

let admin: string;
let college: TestCollege;

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
});

/** An exam of an essay that takes a file and one that does not; a student has started it. */
async function started() {
	const bank = await makeBank(ctx.app, admin, [
		{
			type: "essay",
			text: "Derive the time complexity of merge sort; attach your recurrence tree.",
			marks: 5,
			answerKey: { type: "essay", wordLimit: 200, allowUpload: true },
		},
		{ type: "essay", text: "Define a heap.", answerKey: { type: "essay" } },
	]);
	const exam = await makeExam(
		ctx.app,
		admin,
		examBody([{ title: "Written", source: { mode: "fixed", questionIds: bank.questionIds } }]),
	);
	const { token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
	const session = studentSession(ctx.app, token, exam.id);
	await session.start();
	const paper = examQuestionsSchema.parse((await session.questions()).json());
	const [withFile, textOnly] = paper.exam.sections[0]?.questions ?? [];
	if (!withFile || !textOnly) throw new Error("two questions");
	const url = (questionId: string) => `/students/exam/${exam.id}/questions/${questionId}/upload`;
	const attach = (questionId: string, file: Parameters<typeof multipart>[1], as = token) =>
		ctx.app.inject({ method: "POST", url: url(questionId), ...withAuth(multipart({}, file), as) });
	return { exam, token, session, withFile, textOnly, url, attach };
}

const withAuth = (body: ReturnType<typeof multipart>, token: string) => ({
	payload: body.payload,
	headers: { ...body.headers, ...bearer(token) },
});

const photo = { name: "working.png", type: "image/png", bytes: PNG_BYTES };

describe("attaching a file to an essay", () => {
	it("tells the player each essay's word limit and whether it takes a file", async () => {
		const { withFile, textOnly } = await started();
		expect(withFile.essay).toEqual({ word_limit: 200, allow_upload: true });
		expect(textOnly.essay).toEqual({ word_limit: 300, allow_upload: false });
	});

	it("refuses a question without uploads, a file of the wrong type or over 5 MB, and an empty form", async () => {
		const { withFile, textOnly, attach } = await started();
		const notAllowed = await attach(textOnly.question_id, photo);
		expect(notAllowed.statusCode).toBe(400);
		expect(notAllowed.json().message).toBe(UPLOAD_MESSAGES.notAllowed);
		// Named .png, but its bytes are a script.
		const disguised = await attach(withFile.question_id, {
			name: "working.png",
			type: "image/png",
			bytes: Buffer.from("<script>alert(1)</script>"),
		});
		expect(disguised.statusCode).toBe(415);
		expect(disguised.json().message).toBe(UPLOAD_MESSAGES.wrongType);
		const huge = await attach(withFile.question_id, {
			...photo,
			bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]),
		});
		expect(huge.statusCode).toBe(413);
		const empty = await attach(withFile.question_id, undefined);
		expect(empty.statusCode).toBe(400);
	});

	it("keeps one file per answer, shows it on reload, and sends a page-only essay to the grader", async () => {
		const { exam, token, session, withFile, url, attach } = await started();
		const first = await attach(withFile.question_id, photo);
		expect(first.statusCode, first.body).toBe(200);
		expect(first.json()).toMatchObject({ mime: "image/png", size: PNG_BYTES.length });
		const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
		const replaced = await attach(withFile.question_id, {
			name: "page.pdf",
			type: "application/pdf",
			bytes: pdf,
		});
		expect(replaced.json()).toMatchObject({ mime: "application/pdf", size: pdf.length });

		const reloaded = examQuestionsSchema.parse((await session.questions()).json());
		expect(reloaded.attempt.uploads?.[withFile.question_id]).toMatchObject({ mime: "application/pdf" });
		const own = await ctx.app.inject({
			method: "GET",
			url: url(withFile.question_id),
			headers: bearer(token),
		});
		expect(own.statusCode).toBe(200);
		expect(own.headers["content-type"]).toContain("application/pdf");
		expect(own.rawPayload.equals(pdf)).toBe(true);

		// Another student of the college has no attempt, so no file.
		const other = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const theirs = await ctx.app.inject({
			method: "GET",
			url: url(withFile.question_id),
			headers: bearer(other.token),
		});
		expect(theirs.statusCode).toBe(404);

		// No text typed: the page alone is the answer.
		const result = examResultSchema.parse((await session.submit()).json());
		expect(result.awaiting_grading).toBe(true);
		const essay = result.sections[0]?.questions.find((q) => q.question_id === withFile.question_id);
		expect(essay).toMatchObject({ outcome: "pending", upload: { mime: "application/pdf" } });

		const queue = gradingQueueSchema.parse(
			(
				await ctx.app.inject({ method: "GET", url: `/api/exams/${exam.id}/grading`, headers: bearer(admin) })
			).json(),
		);
		const entry = queue.entries.find((e) => e.question_id === withFile.question_id);
		expect(entry).toMatchObject({ answer: "", upload: { mime: "application/pdf" } });
		const forGrader = await ctx.app.inject({
			method: "GET",
			url: `/api/exams/${exam.id}/grading/${entry?.attempt_id}/${withFile.question_id}/upload`,
			headers: bearer(admin),
		});
		expect(forGrader.statusCode).toBe(200);
		expect(forGrader.rawPayload.equals(pdf)).toBe(true);

		// Submitted: the file can no longer change.
		const late = await attach(withFile.question_id, photo);
		expect(late.statusCode).toBe(409);
		const remove = await ctx.app.inject({
			method: "DELETE",
			url: url(withFile.question_id),
			headers: bearer(token),
		});
		expect(remove.statusCode).toBe(409);
	});

	it("removes an attached file while the attempt takes answers", async () => {
		const { token, withFile, url, attach, session } = await started();
		await attach(withFile.question_id, photo);
		const removed = await ctx.app.inject({
			method: "DELETE",
			url: url(withFile.question_id),
			headers: bearer(token),
		});
		expect(removed.statusCode).toBe(204);
		const again = await ctx.app.inject({
			method: "DELETE",
			url: url(withFile.question_id),
			headers: bearer(token),
		});
		expect(again.statusCode).toBe(404);
		const reloaded = examQuestionsSchema.parse((await session.questions()).json());
		expect(reloaded.attempt.uploads).toBeUndefined();
		// Nothing typed and no file: the essay is unanswered, and nobody has to grade it.
		const result = examResultSchema.parse((await session.submit()).json());
		expect(result.awaiting_grading).toBe(false);
	});
});
