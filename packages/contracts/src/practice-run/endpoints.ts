import { examQuestionsSchema, examResultSchema, saveAnswersResultSchema } from "../exams/schemas";
import { defineEndpoint } from "../http/endpoint";
import { practiceSaveAnswersSchema, practiceSubmitSchema } from "./schemas";

const tags = ["practice run"];

/** The practice run (/dummy): a sample paper for any signed-in student; nothing is ever stored. */
export const practiceRunEndpoints = {
	paper: defineEndpoint({
		method: "GET",
		path: "/api/practice-run",
		summary:
			"A sample paper of every question type, in the player's shape, timed from now by the server's clock (nothing is stored)",
		tags,
		responses: { 200: examQuestionsSchema },
		errors: [401, 403],
	}),
	saveAnswers: defineEndpoint({
		method: "POST",
		path: "/api/practice-run/answers",
		summary: "Check a batch of practice answers as a real save would and acknowledge it (nothing is stored)",
		tags,
		body: practiceSaveAnswersSchema,
		responses: { 200: saveAnswersResultSchema },
		errors: [400, 401, 403, 409],
	}),
	submit: defineEndpoint({
		method: "POST",
		path: "/api/practice-run/submit",
		summary: "Score the practice run's final answers and answer a result (nothing is stored or sent)",
		tags,
		body: practiceSubmitSchema,
		responses: { 200: examResultSchema },
		errors: [400, 401, 403],
	}),
} as const;
