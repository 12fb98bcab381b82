import { PROBLEM_DIFFICULTIES, type ProblemDifficulty, problemIdSchema } from "@unnati/contracts";

/** The coding interview's length: one problem, 45 minutes, as in a typical first technical round. */
export const INTERVIEW_MINUTES = 45;

/** A running interview, kept on this device so a reload continues the same problem and clock. */
export interface InterviewSession {
	problemId: string;
	difficulty: ProblemDifficulty;
	startedAt: number;
	deadline: number;
}

const key = (userId: string) => `unnati:coding-interview:${userId}`;

export function startInterview(
	userId: string,
	problemId: string,
	difficulty: ProblemDifficulty,
	now = Date.now(),
): InterviewSession {
	const session = { problemId, difficulty, startedAt: now, deadline: now + INTERVIEW_MINUTES * 60_000 };
	try {
		localStorage.setItem(key(userId), JSON.stringify(session));
	} catch {
		// Without storage the interview still runs; only a reload loses it.
	}
	return session;
}

export function loadInterview(userId: string): InterviewSession | null {
	let stored: unknown;
	try {
		stored = JSON.parse(localStorage.getItem(key(userId)) ?? "null");
	} catch {
		return null;
	}
	if (typeof stored !== "object" || stored === null) return null;
	const { problemId, difficulty, startedAt, deadline } = stored as Record<string, unknown>;
	if (
		!problemIdSchema.safeParse(problemId).success ||
		!(PROBLEM_DIFFICULTIES as readonly unknown[]).includes(difficulty) ||
		typeof startedAt !== "number" ||
		typeof deadline !== "number"
	) {
		return null;
	}
	return { problemId: problemId as string, difficulty: difficulty as ProblemDifficulty, startedAt, deadline };
}

export function clearInterview(userId: string) {
	try {
		localStorage.removeItem(key(userId));
	} catch {
		// Nothing to clear.
	}
}
