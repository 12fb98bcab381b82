import { CODE_MESSAGES, CODE_RUNS_PER_MINUTE, EXAM_MESSAGES, type ExamRunCode } from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { type ProblemJudge, runProblem } from "../problems";
import {
	acceptsSaves,
	type ExamDeps,
	examForStudent,
	findAttempt,
	frozenQuestionsOf,
	studentOf,
} from "./access";
import { codingKeyOf } from "./coding";

/** What running code during an exam needs beside the exam engine: the sandbox and the runs' limiter. */
export type RunCodeDeps = ExamDeps & {
	runner: ProblemJudge;
	/** A limiter with a one-minute window, shared with the other code-running paths. */
	limiter: RateLimiter;
};

/**
 * POST /students/exam/{id}/run-code: the program of a coding question of the student's own paper,
 * run by the same judge as practice on the problem's samples (or the student's input). Only while
 * the attempt takes answers; nothing is saved or scored.
 */
export async function runExamCode(
	deps: RunCodeDeps,
	principal: Principal,
	examId: string,
	body: ExamRunCode,
) {
	const student = studentOf(principal);
	const exam = await examForStudent(deps.db, student, examId);
	const attempt = await findAttempt(deps.db, exam.id, student.id);
	if (!attempt) throw new AppError("EXAM_NOT_STARTED", EXAM_MESSAGES.noAttempt);
	if (!acceptsSaves(attempt, deps.clock()))
		throw new AppError("EXAM_ALREADY_SUBMITTED", EXAM_MESSAGES.alreadySubmitted);
	const { question_id, language, source, stdin } = body;
	const onPaper = attempt.paper.sections.some((s) => s.questionIds.includes(question_id));
	const question = onPaper ? (await frozenQuestionsOf(deps.db, exam.id)).get(question_id) : undefined;
	const key = question ? codingKeyOf(question) : null;
	if (!key) throw new AppError("BAD_REQUEST", EXAM_MESSAGES.notCodingQuestion);
	if (!key.languages.includes(language))
		throw new AppError("BAD_REQUEST", EXAM_MESSAGES.languageNotAllowed(key.languages));
	if ((await deps.limiter.hit(`code-run:user:${student.id}`)) > CODE_RUNS_PER_MINUTE)
		throw new AppError("RATE_LIMITED", CODE_MESSAGES.tooManyRuns);
	// An exam run: ahead of practice runs in the shared runner, and still one at a time per student.
	return runProblem(
		deps,
		key.problemId,
		{ language, source, ...(stdin === undefined ? {} : { stdin }) },
		{ owner: principal.userId, exam: true },
	);
}
