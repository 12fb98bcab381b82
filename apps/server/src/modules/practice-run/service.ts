import {
	answerShapeProblem,
	correctAnswerOf,
	EXAM_TIMING,
	type ExamQuestions,
	type ExamResult,
	type FieldError,
	feedbackFor,
	isHandGraded,
	type QueuedAnswer,
	type ResultQuestion,
	roundMarks,
	scoreAnswer,
	summarizeScores,
} from "@unnati/contracts";
import {
	PRACTICE_RUN,
	PRACTICE_RUN_INSTRUCTIONS,
	PRACTICE_RUN_MESSAGES,
	type practiceSaveAnswersSchema,
	type practiceSubmitSchema,
} from "@unnati/contracts/practice-run";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { promptsOf, SAMPLE_QUESTIONS, SAMPLE_SECTIONS, shownOptions, toPlayerQuestion } from "./sample-paper";

// The practice run is stateless: the server hands out a sample paper timed from its own clock,
// checks answers as a real save does and scores a submission, and keeps none of it. No attempt,
// answer, score, notification, certificate or proctoring record is ever written.

export type PracticeRunDeps = { clock: Clock };

const DURATION_MS = PRACTICE_RUN.durationMinutes * 60_000;
const GRACE_MS = EXAM_TIMING.saveGraceSeconds * 1000;

/** GET /api/practice-run: the sample paper, started now and due in PRACTICE_RUN.durationMinutes. */
export function practicePaper(deps: PracticeRunDeps): ExamQuestions {
	const now = deps.clock();
	return {
		exam: {
			exam_id: PRACTICE_RUN.examId,
			title: PRACTICE_RUN.title,
			instructions: [...PRACTICE_RUN_INSTRUCTIONS],
			passing_score_percentage: PRACTICE_RUN.passingScorePercentage,
			duration_minutes: PRACTICE_RUN.durationMinutes,
			proctored: true,
			max_violations: PRACTICE_RUN.maxViolations,
			sections: SAMPLE_SECTIONS.map((section) => ({
				section_id: section.id,
				title: section.title,
				questions: section.questions.map(toPlayerQuestion),
			})),
		},
		attempt: {
			attempt_id: PRACTICE_RUN.attemptId,
			status: "in_progress",
			started_at: now.toISOString(),
			deadline: new Date(now.getTime() + DURATION_MS).toISOString(),
			time_remaining_seconds: PRACTICE_RUN.durationMinutes * 60,
			answers: {},
		},
	};
}

/**
 * Refuses a list of answers that could not belong to the sample paper, as a real save refuses one
 * (save rules of student-service.ts): every answer is checked and every problem named, one 400.
 */
function assertAnswersFit(answers: readonly QueuedAnswer[]): void {
	const problems: FieldError[] = [];
	for (const [index, answer] of answers.entries()) {
		const path = `answers.${index}`;
		const found = SAMPLE_QUESTIONS.get(answer.question_id);
		if (!found) {
			problems.push({
				path: `${path}.question_id`,
				message: PRACTICE_RUN_MESSAGES.questionNotInPaper(answer.question_id),
			});
			continue;
		}
		if (found.sectionId !== answer.section_id) {
			problems.push({
				path: `${path}.section_id`,
				message: PRACTICE_RUN_MESSAGES.wrongSection(answer.question_id),
			});
			continue;
		}
		const why = answerShapeProblem(found.question, answer.student_answer, answer.programming_language);
		if (why)
			problems.push({
				path: `${path}.student_answer`,
				message: PRACTICE_RUN_MESSAGES.malformedAnswer(answer.question_id, why),
			});
	}
	if (problems.length > 0)
		throw new AppError("BAD_REQUEST", problems[0]?.message ?? "Invalid answers.", problems);
}

/** Seconds left before `deadline` by the server's clock, never more than the paper's duration. */
function secondsLeft(deadline: Date, now: Date): number {
	const ms = Math.min(deadline.getTime() - now.getTime(), DURATION_MS);
	return Math.max(0, Math.ceil(ms / 1000));
}

/**
 * POST /api/practice-run/answers: the batch is checked as a real save checks it, and acknowledged in
 * the real save's shape; nothing is stored. A batch after the deadline (and the network's grace) is
 * refused with 409, as a real one is, so the player submits as it would at time-up.
 */
export function acknowledgeAnswers(
	deps: PracticeRunDeps,
	body: z.output<typeof practiceSaveAnswersSchema>,
): { saved: number; time_remaining_seconds: number } {
	assertAnswersFit(body.answers);
	const now = deps.clock();
	const deadline = new Date(body.deadline);
	if (now.getTime() > deadline.getTime() + GRACE_MS)
		throw new AppError("CONFLICT", PRACTICE_RUN_MESSAGES.timeUp);
	return { saved: body.answers.length, time_remaining_seconds: secondsLeft(deadline, now) };
}

/** Within the answers sent, the one with the highest client sequence number (else the last) counts. */
function latestPerQuestion(answers: readonly QueuedAnswer[]): Map<string, QueuedAnswer> {
	const latest = new Map<string, QueuedAnswer>();
	for (const answer of answers) {
		const held = latest.get(answer.question_id);
		if (!held || (answer.client_seq ?? Number.MAX_SAFE_INTEGER) >= (held.client_seq ?? 0))
			latest.set(answer.question_id, answer);
	}
	return latest;
}

const reasonOf = (body: z.output<typeof practiceSubmitSchema>) =>
	body.maxViolationsReached ? "max_violations" : body.autoSubmitted ? "time_up" : "student";

/**
 * POST /api/practice-run/submit: scores the final answers with the exam engine's own rules and
 * answers a result in the real result's shape, correct answers and explanations shown. An essay is
 * graded by hand in a real exam: here it stays "pending", earns nothing and is left out of the
 * totals, and its explanation says so. Nothing is stored, sent or issued.
 */
export function scorePracticeRun(
	deps: PracticeRunDeps,
	principal: Principal,
	body: z.output<typeof practiceSubmitSchema>,
): ExamResult {
	assertAnswersFit(body.answers);
	const now = deps.clock();
	const latest = latestPerQuestion(body.answers);
	const counted: { score: number; marks: number }[] = [];
	const sections = SAMPLE_SECTIONS.map((section) => {
		let score = 0;
		let maxScore = 0;
		const questions = section.questions.map((q): ResultQuestion => {
			const sent = latest.get(q.id);
			const answer = sent?.student_answer ?? null;
			const scored = scoreAnswer(q, answer, "partial");
			const handGraded = isHandGraded(q.type);
			if (!handGraded) {
				counted.push({ score: scored.score, marks: q.marks });
				score += scored.score;
				maxScore += q.marks;
			}
			const feedback = feedbackFor(q.answerKey, answer);
			return {
				question_id: q.id,
				text: q.text,
				type: q.type,
				options: shownOptions(q),
				multi_answer: q.multiAnswer,
				...promptsOf(q),
				student_answer: answer,
				time_spent: sent?.time_spent ?? 0,
				marks: q.marks,
				score: scored.score,
				outcome: scored.outcome,
				correct_answer: correctAnswerOf(q.answerKey, q.multiAnswer),
				explanation: handGraded ? `${PRACTICE_RUN_MESSAGES.handGraded} ${q.explanation}` : q.explanation,
				...(feedback ? { feedback } : {}),
			};
		});
		return {
			section_id: section.id,
			title: section.title,
			score: roundMarks(score),
			max_score: roundMarks(maxScore),
			questions,
		};
	});
	const summary = summarizeScores(counted, PRACTICE_RUN.passingScorePercentage);
	const startedAt = new Date(body.started_at);
	// The browser says when it started; the server's clock decides, within the paper's time.
	const taken = Math.round((now.getTime() - startedAt.getTime()) / 1000);
	return {
		attempt_id: PRACTICE_RUN.attemptId,
		exam_id: PRACTICE_RUN.examId,
		exam_title: PRACTICE_RUN.title,
		student_name: principal.name,
		roll_no: principal.rollNo,
		status: "submitted",
		started_at: startedAt.toISOString(),
		submitted_at: now.toISOString(),
		auto_submitted: body.autoSubmitted,
		submission_reason: reasonOf(body),
		score: summary.score,
		max_score: summary.maxScore,
		percentage: summary.percentage,
		passing_score_percentage: PRACTICE_RUN.passingScorePercentage,
		passed: summary.passed,
		time_taken_seconds: Math.min(Math.max(0, taken), (DURATION_MS + GRACE_MS) / 1000),
		answers_visible: true,
		// Nobody grades a practice essay: there is nothing to wait for.
		awaiting_grading: false,
		answers_visible_from: null,
		sections,
	};
}
