import {
	answerShapeProblem,
	DEFAULT_EXAM_INSTRUCTIONS,
	EXAM_MESSAGES,
	EXAM_TIMING,
	type ExamQuestions,
	type FieldError,
	type QueuedAnswer,
	type ScorableQuestion,
	type StudentExamList,
	type StudentExamListItem,
} from "@unnati/contracts";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { sessionEnded } from "../auth";
import {
	acceptsSaves,
	attemptRef,
	type ExamDeps,
	examForStudent,
	findAttempt,
	frozenQuestionsOf,
	frozenSectionsOf,
	lastSaveAt,
	presentAttempt,
	rememberAttempt,
	secondsLeft,
	studentOf,
} from "./access";
import { drawPaper, toPlayerQuestion } from "./paper";
import { inAudience } from "./policy";
import { runSave } from "./save-statement";
import { currentSectionIndex, finishSectionAt, sectionEndsFor, sectionTakesSaves } from "./section-timing";
import { finalizeAttempt } from "./submission-service";
import { examAttempts, examQuestions, examSections, exams } from "./tables";

function statusOf(
	exam: { opensAt: Date; closesAt: Date },
	attempt: { status: string; deadline: Date } | undefined,
	now: Date,
): StudentExamListItem["status"] {
	if (attempt?.status === "submitted") return "completed";
	if (attempt && attempt.deadline <= now) return "completed";
	// An open attempt with time left (extra time runs past the window's close) is still live.
	if (attempt) return "live";
	if (now < exam.opensAt) return "upcoming";
	if (now < exam.closesAt) return "live";
	return attempt ? "completed" : "missed";
}

/** How many questions a student will answer in each exam: a fixed section's all, a random one's draw. */
async function questionCounts(db: Db, examIds: string[]): Promise<Map<string, number>> {
	const counts = new Map<string, number>();
	if (examIds.length === 0) return counts;
	const pools = await db
		.select({ sectionId: examQuestions.sectionId, n: count() })
		.from(examQuestions)
		.where(inArray(examQuestions.examId, examIds))
		.groupBy(examQuestions.sectionId);
	const poolSize = new Map(pools.map((p) => [p.sectionId, p.n]));
	const sections = await db.select().from(examSections).where(inArray(examSections.examId, examIds));
	for (const s of sections) {
		const pool = poolSize.get(s.id) ?? 0;
		const drawn = s.source.mode === "random" ? Math.min(s.source.count, pool) : pool;
		counts.set(s.examId, (counts.get(s.examId) ?? 0) + drawn);
	}
	return counts;
}

/** GET /students/exams: the published exams assigned to the student, with their attempt if any. */
export async function listStudentExams(deps: ExamDeps, principal: Principal): Promise<StudentExamList> {
	const now = deps.clock();
	const student = studentOf(principal);
	if (!student.institutionId) return { exams: [], server_time: now.toISOString() };
	const published = await deps.db
		.select()
		.from(exams)
		.where(and(eq(exams.institutionId, student.institutionId), eq(exams.state, "published")))
		.orderBy(asc(exams.opensAt));
	const mine = published.filter((exam) => inAudience(exam, student));
	const ids = mine.map((e) => e.id);
	const attempts = ids.length
		? await deps.db
				.select()
				.from(examAttempts)
				.where(and(eq(examAttempts.studentId, student.id), inArray(examAttempts.examId, ids)))
		: [];
	const attemptOf = new Map(attempts.map((a) => [a.examId, a]));
	const counts = await questionCounts(deps.db, ids);
	return {
		server_time: now.toISOString(),
		exams: mine.map((exam) => {
			const attempt = attemptOf.get(exam.id);
			return {
				exam_id: exam.id,
				title: exam.title,
				status: statusOf(exam, attempt, now),
				starts_at: exam.opensAt.toISOString(),
				ends_at: exam.closesAt.toISOString(),
				duration_minutes: exam.durationMinutes,
				proctored: exam.proctored,
				question_count: counts.get(exam.id) ?? 0,
				...(attempt
					? {
							attempt_id: attempt.id,
							attempt_status: attempt.status as "in_progress" | "submitted",
							...(attempt.awaitingGrading
								? { awaiting_grading: true }
								: {
										...(attempt.percentage !== null ? { percentage: attempt.percentage } : {}),
										...(attempt.passed !== null ? { passed: attempt.passed } : {}),
									}),
						}
					: {}),
			};
		}),
	};
}

/**
 * Whether the exam's sections run in a fixed order without timers of their own: an attempt's
 * sections then all end at its deadline, and a section closes only when the student finishes it.
 */
async function untimedInOrder(deps: ExamDeps, exam: { id: string; sectionsInOrder: boolean }) {
	if (!exam.sectionsInOrder) return false;
	return (await frozenSectionsOf(deps.db, exam.id)).some((s) => s.durationMinutes === null);
}

/** An attempt past its deadline and grace is submitted on the spot, so nobody waits for the sweep. */
async function settleIfOverdue(
	deps: ExamDeps,
	attempt: NonNullable<Awaited<ReturnType<typeof findAttempt>>>,
) {
	if (attempt.status !== "in_progress" || acceptsSaves(attempt, deps.clock())) return attempt;
	await finalizeAttempt(deps, attempt.id, { autoSubmitted: true, reason: "time_up" });
	return (await findAttempt(deps.db, attempt.examId, attempt.studentId)) ?? attempt;
}

/** GET /students/exam/{id}/questions: the student's paper and attempt; never an answer key. */
export async function examQuestionsFor(
	deps: ExamDeps,
	principal: Principal,
	examId: string,
): Promise<ExamQuestions> {
	const student = studentOf(principal);
	const exam = await examForStudent(deps.db, student, examId);
	const found = await findAttempt(deps.db, exam.id, student.id);
	if (!found) throw new AppError("EXAM_NOT_STARTED", EXAM_MESSAGES.noAttempt);
	const attempt = await settleIfOverdue(deps, found);
	if (attempt.status === "submitted")
		throw new AppError("EXAM_ALREADY_SUBMITTED", EXAM_MESSAGES.alreadySubmitted);
	rememberAttempt(deps.db, attempt);
	const frozen = await frozenQuestionsOf(deps.db, exam.id);
	const sections = await frozenSectionsOf(deps.db, exam.id);
	const titles = new Map(sections.map((s) => [s.id, s.title]));
	return {
		exam: {
			exam_id: exam.id,
			title: exam.title,
			instructions: exam.instructions.length > 0 ? exam.instructions : [...DEFAULT_EXAM_INSTRUCTIONS],
			passing_score_percentage: exam.passingScorePercentage,
			duration_minutes: exam.durationMinutes,
			proctored: exam.proctored,
			max_violations: exam.maxViolations,
			sections: attempt.paper.sections.map((s) => ({
				section_id: s.sectionId,
				title: titles.get(s.sectionId) ?? "Section",
				questions: s.questionIds.flatMap((id) => {
					const q = frozen.get(id);
					return q ? [toPlayerQuestion(q, attempt.paper.optionOrder[id])] : [];
				}),
			})),
		},
		attempt: await presentAttempt(deps.db, attempt, deps.clock(), {
			inOrder: await untimedInOrder(deps, exam),
		}),
	};
}

/** POST /students/exam/{id}/start: a new attempt inside the window, or the same one again (a resume). */
export async function startAttempt(deps: ExamDeps, principal: Principal, examId: string) {
	const now = deps.clock();
	const student = studentOf(principal);
	const exam = await examForStudent(deps.db, student, examId);
	const existing = await findAttempt(deps.db, exam.id, student.id);
	if (existing) {
		const attempt = await settleIfOverdue(deps, existing);
		if (attempt.status === "submitted")
			throw new AppError("EXAM_ALREADY_SUBMITTED", EXAM_MESSAGES.alreadySubmitted);
		rememberAttempt(deps.db, attempt);
		const inOrder = await untimedInOrder(deps, exam);
		return { attempt: await presentAttempt(deps.db, attempt, now, { inOrder }), is_resume: true };
	}
	if (now < exam.opensAt) throw new AppError("CONFLICT", EXAM_MESSAGES.notOpenYet);
	if (now >= exam.closesAt) throw new AppError("CONFLICT", EXAM_MESSAGES.closed);
	const frozen = [...(await frozenQuestionsOf(deps.db, exam.id)).values()];
	const sections = await frozenSectionsOf(deps.db, exam.id);
	const paper = drawPaper(exam, sections, frozen);
	// An extra-time accommodation moves the whole sitting: duration and window's close alike.
	const extraMs = ((await deps.extraMinutesFor?.(deps.db, student.id, exam.id)) ?? 0) * 60_000;
	const byDuration = now.getTime() + exam.durationMinutes * 60_000 + extraMs;
	const closeAt = new Date(exam.closesAt.getTime() + extraMs);
	const minutes = paper.sections.map(
		(p) => sections.find((s) => s.id === p.sectionId)?.durationMinutes ?? null,
	);
	// Timed sections end one after another; the last one's end is the attempt's deadline. Untimed
	// sections in a fixed order all end at the deadline, until the student finishes each one.
	const timed = minutes.every((m) => m !== null);
	const inOrder = !timed && exam.sectionsInOrder && paper.sections.length > 1;
	const timedEnds = timed ? sectionEndsFor(now, minutes as number[], extraMs, closeAt) : null;
	const lastEnd = timedEnds?.at(-1);
	const deadline = lastEnd ? new Date(lastEnd) : new Date(Math.min(byDuration, closeAt.getTime()));
	const sectionEnds = inOrder ? paper.sections.map(() => deadline.toISOString()) : timedEnds;
	// Two starts at once (a double click, two tabs) create one attempt: the second finds the first.
	const [created] = await deps.db
		.insert(examAttempts)
		.values({
			examId: exam.id,
			studentId: student.id,
			startedAt: now,
			deadline,
			paper,
			sectionEnds,
			lastSeenAt: now,
		})
		.onConflictDoNothing({ target: [examAttempts.examId, examAttempts.studentId] })
		.returning();
	if (created) {
		rememberAttempt(deps.db, created);
		return {
			attempt: await presentAttempt(deps.db, created, now, { justCreated: true, inOrder }),
			is_resume: false,
		};
	}
	const winner = await findAttempt(deps.db, exam.id, student.id);
	if (!winner) throw new AppError("INTERNAL", EXAM_MESSAGES.startFailed);
	rememberAttempt(deps.db, winner);
	return { attempt: await presentAttempt(deps.db, winner, now, { inOrder }), is_resume: true };
}

/** Within one batch the answer with the highest client sequence number (else the last one) wins. */
function latestPerQuestion(answers: QueuedAnswer[]): QueuedAnswer[] {
	const latest = new Map<string, QueuedAnswer>();
	for (const answer of answers) {
		const held = latest.get(answer.question_id);
		if (!held || (answer.client_seq ?? Number.MAX_SAFE_INTEGER) >= (held.client_seq ?? 0)) {
			latest.set(answer.question_id, answer);
		}
	}
	return [...latest.values()];
}

/**
 * POST /students/exam/{id}/save-answers-batch. Every answer is checked before any is written, so a
 * batch is stored whole or not at all; each is an upsert per attempt and question, and an answer
 * older (by client_seq) than the stored one is ignored, so replayed or late batches undo nothing.
 */
/**
 * An answer without NUL characters in its text. A NUL is invisible and never typed; it comes with a
 * pasted program. PostgreSQL cannot store it, and refusing the answer would hold the whole queue
 * back (SPEC §4: a failed flush puts every answer back), so it is dropped from the text and the
 * answer is saved. Ids and other fields with a NUL still fail their own checks below.
 */
export function withoutNul(answer: QueuedAnswer): QueuedAnswer {
	const strip = (text: string) => text.replaceAll("\u0000", "");
	const given = answer.student_answer;
	if (typeof given === "string")
		return given.includes("\u0000") ? { ...answer, student_answer: strip(given) } : answer;
	if (Array.isArray(given) && given.some((item) => item.includes("\u0000")))
		return { ...answer, student_answer: given.map(strip) };
	return answer;
}

export async function saveAnswers(
	deps: ExamDeps,
	principal: Principal,
	examId: string,
	received: QueuedAnswer[],
): Promise<{ saved: number; time_remaining_seconds: number }> {
	const answers = received.map(withoutNul);
	const student = studentOf(principal);
	const exam = await examForStudent(deps.db, student, examId);
	const attempt = await attemptRef(deps.db, exam.id, student.id);
	if (!attempt) throw new AppError("EXAM_NOT_STARTED", EXAM_MESSAGES.noAttempt);

	const sectionOf = attempt.sectionOf;
	const frozen = await frozenQuestionsOf(deps.db, exam.id);
	const problems: FieldError[] = [];
	for (const [index, answer] of answers.entries()) {
		const path = `answers.${index}`;
		const question = frozen.get(answer.question_id);
		const section = sectionOf.get(answer.question_id);
		if (!question || !section) {
			problems.push({
				path: `${path}.question_id`,
				message: EXAM_MESSAGES.questionNotInExam(answer.question_id),
			});
			continue;
		}
		if (section !== answer.section_id) {
			problems.push({ path: `${path}.section_id`, message: EXAM_MESSAGES.wrongSection(answer.question_id) });
			continue;
		}
		const why = answerShapeProblem(
			question as ScorableQuestion,
			answer.student_answer,
			answer.programming_language,
		);
		if (why) {
			problems.push({
				path: `${path}.student_answer`,
				message: EXAM_MESSAGES.malformedAnswer(answer.question_id, why),
			});
		}
	}
	if (problems.length > 0)
		throw new AppError("BAD_REQUEST", problems[0]?.message ?? "Invalid answers.", problems);

	const now = deps.clock();
	if (now > lastSaveAt(attempt.deadline)) await refuseSave(deps, attempt.id);
	const sectionIndex = new Map(attempt.paper.sections.map((s, index) => [s.sectionId, index]));
	const latest = latestPerQuestion(answers);
	const row = await runSave(deps.db, {
		attemptId: attempt.id,
		sessionId: principal.sessionId,
		userId: principal.userId,
		now,
		openIfDeadlineFrom: new Date(now.getTime() - EXAM_TIMING.saveGraceSeconds * 1000),
		answers: latest.map((a) => ({ ...a, sectionIndex: sectionIndex.get(a.section_id) ?? 0 })),
	});
	if (!row.live) throw sessionEnded();
	if (!row.open) await refuseSave(deps, attempt.id);
	// The statement stored only the answers whose timed section was open (by the stored ends, which
	// finishing a section early moves): name the others, so the player drops them.
	const ends = row.sectionEnds;
	const closed = ends
		? latest.filter(
				(a) =>
					!sectionTakesSaves(
						ends,
						sectionIndex.get(a.section_id) ?? 0,
						now,
						EXAM_TIMING.saveGraceSeconds * 1000,
					),
			)
		: [];
	return {
		saved: answers.length - closed.length,
		time_remaining_seconds: secondsLeft(row.deadline ?? attempt.deadline, now),
		...(closed.length > 0 ? { closed_question_ids: closed.map((a) => a.question_id) } : {}),
	};
}

/**
 * POST /students/exam/{id}/next-section: the student finishes the current timed section now. Asking
 * again for a section that has already ended changes nothing (a double click, a retry).
 */
export async function finishSection(deps: ExamDeps, principal: Principal, examId: string, sectionId: string) {
	const student = studentOf(principal);
	const exam = await examForStudent(deps.db, student, examId);
	const found = await findAttempt(deps.db, exam.id, student.id);
	if (!found) throw new AppError("EXAM_NOT_STARTED", EXAM_MESSAGES.noAttempt);
	const attempt = await settleIfOverdue(deps, found);
	if (attempt.status === "submitted")
		throw new AppError("EXAM_ALREADY_SUBMITTED", EXAM_MESSAGES.alreadySubmitted);
	const index = attempt.paper.sections.findIndex((s) => s.sectionId === sectionId);
	if (index < 0) throw new AppError("BAD_REQUEST", EXAM_MESSAGES.sectionNotInPaper);
	const inOrder = await untimedInOrder(deps, exam);
	const updated = await deps.db.transaction(async (tx) => {
		const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attempt.id)).for("update");
		if (row?.status !== "in_progress")
			throw new AppError("EXAM_ALREADY_SUBMITTED", EXAM_MESSAGES.alreadySubmitted);
		const ends = row.sectionEnds;
		if (!ends) throw new AppError("CONFLICT", EXAM_MESSAGES.sectionsNotTimed);
		const now = deps.clock();
		const current = currentSectionIndex(ends, now);
		if (index < current) return row;
		if (index > current) throw new AppError("CONFLICT", EXAM_MESSAGES.sectionNotStarted);
		if (index === ends.length - 1) throw new AppError("CONFLICT", EXAM_MESSAGES.lastSection);
		// Untimed sections: only this one closes; the rest still end at the deadline.
		const moved = inOrder
			? ends.map((end, k) => (k === index ? now.toISOString() : end))
			: finishSectionAt(ends, index, now);
		const [saved] = await tx
			.update(examAttempts)
			.set({ sectionEnds: moved, deadline: new Date(moved.at(-1) ?? row.deadline.toISOString()) })
			.where(eq(examAttempts.id, row.id))
			.returning();
		return saved ?? row;
	});
	return presentAttempt(deps.db, updated, deps.clock(), { inOrder });
}

/** Says why a save was not taken: the attempt was submitted, or its time (and grace) ran out. */
async function refuseSave(deps: ExamDeps, attemptId: string): Promise<never> {
	const [current] = await deps.db
		.select({ status: examAttempts.status })
		.from(examAttempts)
		.where(eq(examAttempts.id, attemptId));
	if (current?.status === "submitted")
		throw new AppError("EXAM_ALREADY_SUBMITTED", EXAM_MESSAGES.alreadySubmitted);
	throw new AppError("CONFLICT", EXAM_MESSAGES.deadlinePassed);
}
