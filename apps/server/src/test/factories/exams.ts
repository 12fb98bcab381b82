import type { ExamDetail, ExamInputRaw, QuestionDraftInput } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../platform/db/database";
import { bearer, tokenFor } from "../auth-helpers";
import { makeCollege, type TestCollege } from "./college";
import { makeStaff, makeStudent, type StudentOptions, signInAs, type TestPerson } from "./people";

// Exam factories: banks, exams and a student's side of an exam, all through the real HTTP API.

export const singleChoice = (
	text: string,
	correct = "b",
	extra: Partial<QuestionDraftInput> = {},
): QuestionDraftInput => ({
	type: "mcq",
	text,
	options: [
		{ id: "a", text: "Option A" },
		{ id: "b", text: "Option B" },
		{ id: "c", text: "Option C" },
		{ id: "d", text: "Option D" },
	],
	answerKey: { type: "mcq", correct: [correct] },
	...extra,
});

export const multiChoice = (
	text: string,
	correct: string[],
	extra: Partial<QuestionDraftInput> = {},
): QuestionDraftInput => ({
	...singleChoice(text),
	multiAnswer: true,
	answerKey: { type: "mcq", correct },
	...extra,
});

export const numericQuestion = (
	text: string,
	value: number,
	tolerance = 0,
	extra: Partial<QuestionDraftInput> = {},
) =>
	({
		type: "numeric",
		text,
		answerKey: { type: "numeric", value, tolerance },
		...extra,
	}) satisfies QuestionDraftInput;

/** Creates a bank holding `questions`; returns the bank id and the question ids in order. */
export async function makeBank(app: FastifyInstance, token: string, questions: QuestionDraftInput[]) {
	const bank = await app.inject({
		method: "POST",
		url: "/api/question-banks",
		headers: bearer(token),
		payload: { name: `Bank ${Math.random().toString(36).slice(2, 8)}` },
	});
	expect(bank.statusCode, bank.body).toBe(201);
	const bankId = bank.json().id as string;
	const questionIds: string[] = [];
	for (const question of questions) {
		const res = await app.inject({
			method: "POST",
			url: `/api/question-banks/${bankId}/questions`,
			headers: bearer(token),
			payload: question,
		});
		expect(res.statusCode, res.body).toBe(201);
		questionIds.push(res.json().id as string);
	}
	return { bankId, questionIds };
}

/** A new college (all departments) and its examination admin, signed in: where most exam tests start. */
export async function makeExamCollege(app: FastifyInstance, db: Db) {
	const college = await makeCollege(db);
	const admin = await makeStaff(db, college, "ROLE_EXAM_ADMIN");
	return { college, admin, adminToken: await signInAs(app, admin) };
}

/** A new student of `college` (CSE, third year, section A unless told), signed in. */
export async function makeSignedInStudent(
	app: FastifyInstance,
	db: Db,
	college: TestCollege,
	options: StudentOptions = {},
): Promise<{ person: TestPerson; token: string }> {
	const person = await makeStudent(db, college, options);
	return { person, token: await signInAs(app, person) };
}

/** A valid exam body open from an hour ago for a day, with `sections`; override anything. */
export function examBody(
	sections: ExamInputRaw["sections"],
	overrides: Partial<ExamInputRaw> = {},
	now = Date.now(),
): ExamInputRaw {
	return {
		title: "Unit Test Exam",
		opensAt: new Date(now - 60 * 60_000).toISOString(),
		closesAt: new Date(now + 24 * 60 * 60_000).toISOString(),
		durationMinutes: 30,
		passingScorePercentage: 40,
		audience: { kind: "college" },
		sections,
		...overrides,
	};
}

/** Creates and (unless told otherwise) publishes an exam; fails the test if either step fails. */
export async function makeExam(
	app: FastifyInstance,
	token: string,
	body: ExamInputRaw,
	options: { publish?: boolean } = {},
): Promise<ExamDetail> {
	const created = await app.inject({
		method: "POST",
		url: "/api/exams",
		headers: bearer(token),
		payload: body,
	});
	expect(created.statusCode, created.body).toBe(201);
	const exam = created.json() as ExamDetail;
	if (options.publish === false) return exam;
	const published = await app.inject({
		method: "POST",
		url: `/api/exams/${exam.id}/publish`,
		headers: bearer(token),
	});
	expect(published.statusCode, published.body).toBe(200);
	return published.json() as ExamDetail;
}

/** The student's side of one exam, as small named calls. */
export function studentSession(app: FastifyInstance, token: string, examId: string) {
	const call = (method: "GET" | "POST", path: string, payload?: unknown) =>
		app.inject({
			method,
			url: `/students/exam/${examId}/${path}`,
			headers: bearer(token),
			...(payload === undefined ? {} : { payload: payload as object }),
		});
	return {
		questions: () => call("GET", "questions"),
		start: () => call("POST", "start"),
		save: (answers: unknown[]) => call("POST", "save-answers-batch", { answers }),
		submit: (body: object = { autoSubmitted: false, submittedAt: new Date().toISOString() }) =>
			call("POST", "submit", body),
	};
}

type Login = Parameters<typeof tokenFor>[1];

/** Bearer tokens for each login (or factory-made person), in order. */
export async function signedInAs<T extends (Login | TestPerson)[]>(
	app: FastifyInstance,
	...logins: T
): Promise<{ [K in keyof T]: string }> {
	return (await Promise.all(
		logins.map((login) => tokenFor(app, "login" in login ? login.login : login)),
	)) as { [K in keyof T]: string };
}

/**
 * Starts the exam as the student and saves `answers`, keyed by question text (papers carry the frozen
 * copies' ids, not the bank's). A null answer leaves the question without a saved answer.
 */
export async function answerByText(
	app: FastifyInstance,
	token: string,
	examId: string,
	answers: Record<string, { answer: string | string[]; timeSpent: number } | null>,
) {
	const session = studentSession(app, token, examId);
	const started = await session.start();
	expect(started.statusCode, started.body).toBe(200);
	const paper = (await session.questions()).json() as {
		exam: { sections: { section_id: string; questions: { question_id: string; text: string }[] }[] };
	};
	const batch = paper.exam.sections.flatMap((s) =>
		s.questions.flatMap((q) => {
			const given = answers[q.text];
			return given
				? [
						{
							section_id: s.section_id,
							question_id: q.question_id,
							student_answer: given.answer,
							time_spent: given.timeSpent,
						},
					]
				: [];
		}),
	);
	if (batch.length > 0) {
		const saved = await session.save(batch);
		expect(saved.statusCode, saved.body).toBe(200);
	}
	return session;
}
