import type { ExamQuestions, ExamResult, QueuedAnswer, SubmitExam } from "@unnati/contracts";
import { practiceRunEndpoints } from "@unnati/contracts/practice-run";
import { callApi } from "../../../lib/api-client";
import { HttpError } from "../../../lib/http";
import type { ExamTransport } from "../components/player/exam-transport";

// The practice run's calls (/api/practice-run), and the transport that puts them under the real
// player. The server keeps nothing: what it would hold for a real attempt (the deadline, the
// acknowledged answers) this page holds and sends back.

/** GET /api/practice-run: a fresh sample paper, its time running from the server's clock now. */
export function fetchPracticePaper(): Promise<ExamQuestions> {
	return callApi(practiceRunEndpoints.paper);
}

const NOT_PART_OF_PRACTICE = "The practice run has no coding questions or timed sections.";

/** The server's reason when it gave one, else `fallback`. */
const said = (error: unknown, fallback: string) =>
	error instanceof HttpError && error.serverMessage ? error.serverMessage : fallback;

/**
 * The player's transport for one practice paper. Every batch goes to the practice endpoint, which
 * checks it as a real save would; what it acknowledges is kept here (the newest per question, by
 * client_seq, as the server keeps a real attempt's) and sent whole with the submit.
 */
export function createPracticeTransport(paper: ExamQuestions): ExamTransport {
	const acknowledged = new Map<string, QueuedAnswer>();
	const keep = (answer: QueuedAnswer) => {
		const held = acknowledged.get(answer.question_id);
		if (!held || (answer.client_seq ?? Number.MAX_SAFE_INTEGER) >= (held.client_seq ?? 0))
			acknowledged.set(answer.question_id, answer);
	};
	return {
		async saveAnswers(_examId, answers) {
			const result = await callApi(practiceRunEndpoints.saveAnswers, {
				body: { answers, deadline: paper.attempt.deadline },
			});
			for (const answer of answers) keep(answer);
			return result;
		},
		finishSection: () => Promise.reject(new Error(NOT_PART_OF_PRACTICE)),
		runCode: () => Promise.reject(new Error(NOT_PART_OF_PRACTICE)),
		async submit(_examId, body: SubmitExam): Promise<ExamResult> {
			try {
				return await callApi(practiceRunEndpoints.submit, {
					body: {
						answers: [...acknowledged.values()],
						started_at: paper.attempt.started_at,
						autoSubmitted: body.autoSubmitted,
						submittedAt: body.submittedAt,
						// Only how the run ended: the warnings themselves stay on this page.
						maxViolationsReached: body.violationSummary?.maxViolationsReached === true,
					},
				});
			} catch (error) {
				throw new Error(
					said(error, "The practice run could not be submitted. Check your connection and try again."),
				);
			}
		},
	};
}
