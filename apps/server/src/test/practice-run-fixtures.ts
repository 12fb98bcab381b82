import type { QueuedAnswer, StudentAnswer } from "@unnati/contracts";
import { correctAnswerOf } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { SAMPLE_SECTIONS, type SampleQuestion } from "../modules/practice-run/sample-paper";
import { bearer } from "./auth-helpers";

// Shared by the practice run's tests: its calls by name, and answers to its sample paper.

export function practiceCalls(app: FastifyInstance) {
	const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
		app.inject({
			method,
			url,
			headers: token ? bearer(token) : {},
			...(payload === undefined ? {} : { payload }),
		});
	return {
		paper: (token?: string) => call("GET", "/api/practice-run", token),
		save: (token: string | undefined, body: object) => call("POST", "/api/practice-run/answers", token, body),
		submit: (token: string | undefined, body: object) =>
			call("POST", "/api/practice-run/submit", token, body),
	};
}

export const sampleQuestions = (): { question: SampleQuestion; sectionId: string }[] =>
	SAMPLE_SECTIONS.flatMap((section) =>
		section.questions.map((question) => ({ question, sectionId: section.id })),
	);

/** The sample question of `type` (the first, when there are several). */
export function sampleOf(type: SampleQuestion["type"], multiAnswer?: boolean) {
	const found = sampleQuestions().find(
		({ question }) =>
			question.type === type && (multiAnswer === undefined || question.multiAnswer === multiAnswer),
	);
	if (!found) throw new Error(`the sample paper has no ${type} question`);
	return found;
}

/** An answer as the player queues it. */
export const answer = (
	found: { question: SampleQuestion; sectionId: string },
	studentAnswer: StudentAnswer | number,
	extra: Partial<QueuedAnswer> = {},
) => ({
	section_id: found.sectionId,
	question_id: found.question.id,
	student_answer: studentAnswer,
	time_spent: 12,
	...extra,
});

/** A right answer to every question (an essay of a few words, which nobody scores here). */
export const rightAnswers = () =>
	sampleQuestions().map((found) =>
		answer(
			found,
			found.question.type === "essay"
				? "Online tests in the computer labs, run in two batches because the labs are smaller than the halls."
				: correctAnswerOf(found.question.answerKey, found.question.multiAnswer),
		),
	);
