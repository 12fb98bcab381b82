import type { answerInputSchema, newSessionSchema, scorecardInputSchema } from "@unnati/contracts/interviews";
import {
	type AnswerFeedback,
	type HistoryItem,
	INTERVIEW_TYPE_LABELS,
	type InterviewFeedback,
	type InterviewSession,
	type InterviewType,
	type Narrative,
	ROLE_FAMILY_LABELS,
	type RoleFamily,
	SCORECARD_RUBRICS,
	type Scorecard,
	type SpokenInterviewType,
} from "@unnati/contracts/interviews";
import { and, asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds, userNamesByIds } from "../accounts";
import { bookingSummary } from "../scheduling";
import { analyzeAnswer, overallFeedback } from "./feedback/analyze";
import { askModel, type LlmConfig } from "./narrative";
import { isUuid, SCORECARD_NOT_FOUND, SESSION_NOT_FOUND, scorecardPolicy, sessionPolicy } from "./policy";
import { pickQuestions, questionById } from "./question-bank";
import { interviewAnswers, interviewScorecards, interviewSessions } from "./tables";

export type InterviewDeps = { db: Db; clock: Clock; llm: LlmConfig | undefined; random?: () => number };

type SessionRow = typeof interviewSessions.$inferSelect;
type AnswerRow = typeof interviewAnswers.$inferSelect;

function sessionOut(session: SessionRow, answers: AnswerRow[]): InterviewSession {
	return {
		id: session.id,
		type: session.type as SpokenInterviewType,
		roleFamily: session.roleFamily as RoleFamily,
		difficulty: session.difficulty as InterviewSession["difficulty"],
		status: session.status as InterviewSession["status"],
		startedAt: session.startedAt.toISOString(),
		completedAt: session.completedAt?.toISOString() ?? null,
		questions: answers
			.sort((a, b) => a.position - b.position)
			.map((answer) => ({
				position: answer.position,
				questionId: answer.questionId,
				text: answer.questionText,
				competency: answer.competency,
				status: answer.status as "pending" | "answered" | "skipped",
				answer: answer.answer,
				mode: answer.mode as "typed" | "spoken" | null,
				durationSeconds: answer.durationSeconds,
			})),
	};
}

/** Starts a practice interview with questions drawn for the type, role and difficulty. */
export async function startSession(
	deps: InterviewDeps,
	principal: Principal,
	input: z.output<typeof newSessionSchema>,
): Promise<InterviewSession> {
	const questions = pickQuestions(
		input.type,
		input.roleFamily,
		input.difficulty,
		input.questionCount,
		deps.random,
	);
	if (questions.length === 0)
		throw new AppError(
			"BAD_REQUEST",
			"There are no questions for this type and role yet; choose another role.",
		);
	return deps.db.transaction(async (tx) => {
		const [session] = await tx
			.insert(interviewSessions)
			.values({
				userId: principal.userId,
				type: input.type,
				roleFamily: input.roleFamily,
				difficulty: input.difficulty,
				startedAt: deps.clock(),
			})
			.returning();
		const row = session as SessionRow;
		const answers = await tx
			.insert(interviewAnswers)
			.values(
				questions.map((question, index) => ({
					sessionId: row.id,
					position: index + 1,
					questionId: question.id,
					questionText: question.text,
					competency: question.competency ?? null,
				})),
			)
			.returning();
		return sessionOut(row, answers);
	});
}

async function ownSession(db: Db, principal: Principal, id: string): Promise<SessionRow> {
	if (!isUuid(id)) throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
	const [session] = await db.select().from(interviewSessions).where(eq(interviewSessions.id, id));
	if (!session) throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
	await sessionPolicy.authorize(principal, "practise", session, SESSION_NOT_FOUND);
	return session;
}

const answersOf = (db: Db, sessionId: string) =>
	db
		.select()
		.from(interviewAnswers)
		.where(eq(interviewAnswers.sessionId, sessionId))
		.orderBy(asc(interviewAnswers.position));

export async function getSession(db: Db, principal: Principal, id: string): Promise<InterviewSession> {
	const session = await ownSession(db, principal, id);
	return sessionOut(session, await answersOf(db, session.id));
}

async function openQuestion(db: Db, principal: Principal, id: string, position: number) {
	const session = await ownSession(db, principal, id);
	if (session.status !== "in_progress")
		throw new AppError("CONFLICT", "This interview is finished. Start a new one to practise again.");
	const [answer] = await db
		.select()
		.from(interviewAnswers)
		.where(and(eq(interviewAnswers.sessionId, session.id), eq(interviewAnswers.position, position)));
	if (!answer) throw new AppError("NOT_FOUND", "This interview has no such question.");
	return { session, answer };
}

/** Saves an answer (a retry replaces the previous one) with its offline feedback. */
export async function answerQuestion(
	deps: InterviewDeps,
	principal: Principal,
	id: string,
	position: number,
	input: z.output<typeof answerInputSchema>,
): Promise<InterviewSession> {
	const { session, answer } = await openQuestion(deps.db, principal, id, position);
	const question = questionById(answer.questionId);
	const feedback: AnswerFeedback = analyzeAnswer({
		type: session.type as SpokenInterviewType,
		role: session.roleFamily as RoleFamily,
		question: question ?? { keyPoints: [] },
		answer: input.answer,
		mode: input.mode,
		durationSeconds: input.durationSeconds,
	});
	await deps.db
		.update(interviewAnswers)
		.set({
			status: "answered",
			answer: input.answer,
			mode: input.mode,
			durationSeconds: input.durationSeconds,
			feedback,
			updatedAt: deps.clock(),
		})
		.where(and(eq(interviewAnswers.sessionId, session.id), eq(interviewAnswers.position, position)));
	return getSession(deps.db, principal, session.id);
}

export async function skipQuestion(
	deps: InterviewDeps,
	principal: Principal,
	id: string,
	position: number,
): Promise<InterviewSession> {
	const { session } = await openQuestion(deps.db, principal, id, position);
	await deps.db
		.update(interviewAnswers)
		.set({
			status: "skipped",
			answer: null,
			mode: null,
			durationSeconds: null,
			feedback: null,
			updatedAt: deps.clock(),
		})
		.where(and(eq(interviewAnswers.sessionId, session.id), eq(interviewAnswers.position, position)));
	return getSession(deps.db, principal, session.id);
}

function practiceFeedback(
	session: SessionRow,
	answers: AnswerRow[],
	llmConfigured: boolean,
): InterviewFeedback {
	const overall =
		session.overall ??
		overallFeedback(
			session.type as SpokenInterviewType,
			answers.map((a) => ({ feedback: a.feedback ?? null, text: a.answer })),
		);
	return {
		kind: "practice",
		session: sessionOut(session, answers),
		answers: answers.map((a) => ({ position: a.position, feedback: a.feedback ?? null })),
		overall,
		narrativeAvailable: llmConfigured,
	};
}

/** Finishes the interview: its overall feedback is computed and kept. Needs at least one answer. */
export async function completeSession(
	deps: InterviewDeps,
	principal: Principal,
	id: string,
): Promise<InterviewFeedback> {
	const session = await ownSession(deps.db, principal, id);
	const answers = await answersOf(deps.db, session.id);
	if (session.status === "completed") return practiceFeedback(session, answers, deps.llm !== undefined);
	if (!answers.some((a) => a.status === "answered"))
		throw new AppError("BAD_REQUEST", "Answer at least one question before finishing the interview.");
	const overall = overallFeedback(
		session.type as SpokenInterviewType,
		answers.map((a) => ({ feedback: a.feedback ?? null, text: a.answer })),
	);
	// Questions never reached count as skipped.
	await deps.db
		.update(interviewAnswers)
		.set({ status: "skipped" })
		.where(and(eq(interviewAnswers.sessionId, session.id), eq(interviewAnswers.status, "pending")));
	const [done] = await deps.db
		.update(interviewSessions)
		.set({ status: "completed", completedAt: deps.clock(), overall })
		.where(eq(interviewSessions.id, session.id))
		.returning();
	return practiceFeedback(done as SessionRow, await answersOf(deps.db, session.id), deps.llm !== undefined);
}

function scorecardOut(
	row: typeof interviewScorecards.$inferSelect,
	booking: { title: string; startsAt: Date },
	interviewerName: string,
): Scorecard {
	const type = row.type as InterviewType;
	const labels = new Map(SCORECARD_RUBRICS[type].map((c) => [c.id, c.label]));
	const average = row.scores.reduce((sum, s) => sum + s.score, 0) / Math.max(1, row.scores.length);
	return {
		bookingId: row.bookingId,
		type,
		interviewerName,
		title: booking.title,
		startsAt: booking.startsAt.toISOString(),
		scores: row.scores.map((s) => ({ ...s, label: labels.get(s.criterion) ?? s.criterion })),
		average: Math.round(average * 10) / 10,
		strengths: row.strengths,
		improvements: row.improvements,
		updatedAt: row.updatedAt.toISOString(),
	};
}

/**
 * What /mockinterviews/feedback/{type}/{id} shows: the student's finished practice interview, or the
 * scorecard of their scheduled interview. Anyone else's id answers 404.
 */
export async function feedbackFor(
	deps: InterviewDeps,
	principal: Principal,
	id: string,
): Promise<InterviewFeedback> {
	if (!isUuid(id)) throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
	const [session] = await deps.db.select().from(interviewSessions).where(eq(interviewSessions.id, id));
	if (session) {
		await sessionPolicy.authorize(principal, "practise", session, SESSION_NOT_FOUND);
		if (session.status !== "completed")
			throw new AppError("CONFLICT", "This interview is not finished yet. Finish it to see its feedback.");
		return practiceFeedback(session, await answersOf(deps.db, session.id), deps.llm !== undefined);
	}
	const booking = await bookingSummary(deps.db, id);
	if (!booking || booking.studentId !== principal.userId) throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
	const [card] = await deps.db
		.select()
		.from(interviewScorecards)
		.where(eq(interviewScorecards.bookingId, id));
	if (!card)
		throw new AppError(
			"CONFLICT",
			"Your interviewer has not filled the scorecard yet. It appears here once they do.",
		);
	const names = await userNamesByIds(deps.db, [card.interviewerId]);
	return { kind: "scheduled", scorecard: scorecardOut(card, booking, names.get(card.interviewerId) ?? "") };
}

/** The student's practice interviews and scored interviews with people, newest first (the trend chart reads it). */
export async function historyOf(deps: InterviewDeps, principal: Principal): Promise<HistoryItem[]> {
	const sessions = await deps.db
		.select()
		.from(interviewSessions)
		.where(eq(interviewSessions.userId, principal.userId))
		.orderBy(desc(interviewSessions.startedAt))
		.limit(200);
	const cards = await deps.db
		.select()
		.from(interviewScorecards)
		.where(eq(interviewScorecards.studentId, principal.userId))
		.orderBy(desc(interviewScorecards.updatedAt))
		.limit(100);
	const practice: HistoryItem[] = sessions.map((s) => ({
		id: s.id,
		kind: "practice",
		type: s.type as InterviewType,
		roleFamily: s.roleFamily as RoleFamily,
		title: `${INTERVIEW_TYPE_LABELS[s.type as InterviewType]} practice · ${ROLE_FAMILY_LABELS[s.roleFamily as RoleFamily]}`,
		at: (s.completedAt ?? s.startedAt).toISOString(),
		status: s.status as HistoryItem["status"],
		score: s.overall ? Math.round(s.overall.averageCoverage * 100) : null,
		fillersPer100Words: s.overall?.fillersPer100Words ?? null,
		averageWordsPerMinute: s.overall?.averageWordsPerMinute ?? null,
	}));
	const scheduled: HistoryItem[] = [];
	for (const card of cards) {
		const booking = await bookingSummary(deps.db, card.bookingId);
		if (!booking) continue;
		const average = card.scores.reduce((sum, s) => sum + s.score, 0) / Math.max(1, card.scores.length);
		scheduled.push({
			id: card.bookingId,
			kind: "scheduled",
			type: card.type as InterviewType,
			roleFamily: null,
			title: booking.title,
			at: booking.startsAt.toISOString(),
			status: "completed",
			score: Math.round(average * 20),
			fillersPer100Words: null,
			averageWordsPerMinute: null,
		});
	}
	return [...practice, ...scheduled].sort((a, b) => b.at.localeCompare(a.at));
}

async function hostedBooking(deps: InterviewDeps, principal: Principal, bookingId: string) {
	const booking = await bookingSummary(deps.db, bookingId);
	if (!booking) throw new AppError("NOT_FOUND", SCORECARD_NOT_FOUND);
	await scorecardPolicy.authorize(principal, "score", booking, SCORECARD_NOT_FOUND);
	if (booking.purpose !== "mock_interview" || !booking.interviewType)
		throw new AppError("CONFLICT", "This booking is not a mock interview, so it has no scorecard.");
	return { ...booking, interviewType: booking.interviewType as InterviewType };
}

/** The scorecard of one booking as its interviewer sees it: the rubric and what is filled so far. */
export async function hostedScorecard(deps: InterviewDeps, principal: Principal, bookingId: string) {
	const booking = await hostedBooking(deps, principal, bookingId);
	const [card] = await deps.db
		.select()
		.from(interviewScorecards)
		.where(eq(interviewScorecards.bookingId, booking.id));
	const [student] = await studentsByIds(deps.db, [booking.studentId]);
	return {
		bookingId: booking.id,
		type: booking.interviewType,
		studentName: student?.name ?? "Former student",
		rubric: SCORECARD_RUBRICS[booking.interviewType].map((c) => ({ ...c })),
		scorecard: card ? scorecardOut(card, booking, principal.name) : null,
	};
}

/** The interviewer fills or corrects the scorecard once the interview has started; every rubric criterion once. */
export async function saveScorecard(
	deps: InterviewDeps,
	principal: Principal,
	bookingId: string,
	input: z.output<typeof scorecardInputSchema>,
): Promise<Scorecard> {
	const booking = await hostedBooking(deps, principal, bookingId);
	if (booking.status !== "booked")
		throw new AppError("CONFLICT", "This booking was cancelled or moved, so it has no scorecard.");
	if (booking.startsAt > deps.clock())
		throw new AppError("CONFLICT", "You can fill the scorecard once the interview has started.");
	const rubric = SCORECARD_RUBRICS[booking.interviewType];
	const given = new Map(input.scores.map((s) => [s.criterion, s]));
	if (
		given.size !== input.scores.length ||
		rubric.some((c) => !given.has(c.id)) ||
		given.size !== rubric.length
	)
		throw new AppError(
			"BAD_REQUEST",
			`Score each of ${rubric.map((c) => c.label).join(", ")} once, from 1 to 5.`,
		);
	const scores = rubric.map((c) => {
		const s = given.get(c.id) as { criterion: string; score: number; comment: string };
		return { criterion: c.id, score: s.score, comment: s.comment };
	});
	const now = deps.clock();
	const [row] = await deps.db
		.insert(interviewScorecards)
		.values({
			bookingId: booking.id,
			interviewerId: principal.userId,
			studentId: booking.studentId,
			type: booking.interviewType,
			scores,
			strengths: input.strengths,
			improvements: input.improvements,
			updatedAt: now,
		})
		.onConflictDoUpdate({
			target: interviewScorecards.bookingId,
			set: { scores, strengths: input.strengths, improvements: input.improvements, updatedAt: now },
		})
		.returning();
	return scorecardOut(row as typeof interviewScorecards.$inferSelect, booking, principal.name);
}

/**
 * The language model's narrative of a finished interview: kept once it answered well, asked again
 * after a failure. Without a configured model it says so; the offline feedback never waits on this.
 */
export async function narrativeFor(
	deps: InterviewDeps,
	principal: Principal,
	id: string,
): Promise<Narrative> {
	const session = await ownSession(deps.db, principal, id);
	if (session.status !== "completed")
		throw new AppError("CONFLICT", "This interview is not finished yet. Finish it to see its feedback.");
	if (!deps.llm)
		return {
			status: "off",
			message: "No language model is configured on this Unnati, so the offline feedback is all there is.",
			summary: null,
			followUps: [],
		};
	if (session.narrative?.status === "ready") return session.narrative;
	const answers = await answersOf(deps.db, session.id);
	const overall =
		session.overall ??
		overallFeedback(
			session.type as SpokenInterviewType,
			answers.map((a) => ({ feedback: a.feedback ?? null, text: a.answer })),
		);
	const narrative = await askModel(deps.llm, sessionOut(session, answers), overall);
	if (narrative.status === "ready")
		await deps.db.update(interviewSessions).set({ narrative }).where(eq(interviewSessions.id, session.id));
	return narrative;
}
