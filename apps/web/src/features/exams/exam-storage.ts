import { EXAM_TIMING, type QueuedAnswer, queuedAnswerSchema, type StudentAnswer } from "@unnati/contracts";

// What the player keeps on this device (SPEC §3, §4). Storage may be full, disabled (private
// windows) or hold anything at all: every read is checked and every write may fail quietly, since
// the server still has every acknowledged answer.

const SECURITY_KEY = "examSecurityValidation";
const stateKey = (examId: string) => `exam-state:${examId}`;
const queueKey = (examId: string) => `exam-queue:${examId}`;

function read(storage: Storage, key: string): unknown {
	try {
		const raw = storage.getItem(key);
		return raw === null ? null : JSON.parse(raw);
	} catch {
		return null;
	}
}

function write(storage: Storage, key: string, value: unknown) {
	try {
		storage.setItem(key, JSON.stringify(value));
	} catch {
		// Full or disabled storage: the answers still go to the server.
	}
}

function remove(storage: Storage, key: string) {
	try {
		storage.removeItem(key);
	} catch {
		// Nothing to clear.
	}
}

/** SPEC §3 security validation record, written when the student accepts the exam rules. */
export function recordSecurityValidation(examId: string, at = Date.now()) {
	write(sessionStorage, SECURITY_KEY, { examId, validatedAt: at });
}

/** SPEC §4: valid when it names this exam and is under 5 minutes old. */
export function hasValidSecurityValidation(examId: string, now = Date.now()): boolean {
	const record = read(sessionStorage, SECURITY_KEY);
	if (typeof record !== "object" || record === null) return false;
	const { examId: id, validatedAt } = record as Record<string, unknown>;
	if (id !== examId || typeof validatedAt !== "number") return false;
	const age = now - validatedAt;
	return age >= 0 && age < EXAM_TIMING.securityValidityMs;
}

export function clearSecurityValidation() {
	remove(sessionStorage, SECURITY_KEY);
}

/** SPEC §3 question timer; `totalTime` is in milliseconds of time already counted. */
export type QuestionTimer = { startTime: number | null; totalTime: number; isRunning: boolean };

export type SavedPlayerState = {
	/** Whatever was stored; initialQuestionStates checks it against the exam. */
	states: unknown;
	timers: Record<string, number>;
	position: { sectionIndex: number; questionIndex: number } | null;
	/** Coding answers' languages and other-language drafts; initialCodeAnswers checks it against the exam. */
	code: unknown;
};

export function loadPlayerState(examId: string): SavedPlayerState {
	const raw = read(localStorage, stateKey(examId));
	const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
	const timers: Record<string, number> = {};
	if (typeof record.timers === "object" && record.timers !== null) {
		for (const [id, ms] of Object.entries(record.timers)) {
			if (typeof ms === "number" && Number.isFinite(ms) && ms >= 0) timers[id] = ms;
		}
	}
	const position = record.position as SavedPlayerState["position"] | undefined;
	const validPosition =
		typeof position === "object" &&
		position !== null &&
		Number.isInteger(position.sectionIndex) &&
		Number.isInteger(position.questionIndex);
	return {
		states: record.states ?? null,
		timers,
		position: validPosition ? position : null,
		code: record.code ?? null,
	};
}

export function savePlayerState(examId: string, state: SavedPlayerState) {
	write(localStorage, stateKey(examId), state);
}

export function loadQueuedAnswers(examId: string): QueuedAnswer[] {
	const raw = read(localStorage, queueKey(examId));
	if (!Array.isArray(raw)) return [];
	return raw.flatMap((item) => {
		const parsed = queuedAnswerSchema.safeParse(item);
		return parsed.success ? [parsed.data] : [];
	});
}

export function saveQueuedAnswers(examId: string, answers: QueuedAnswer[]) {
	if (answers.length === 0) remove(localStorage, queueKey(examId));
	else write(localStorage, queueKey(examId), answers);
}

const essayDraftKey = (questionId: string) => `essay-draft:${questionId}`;

/**
 * An essay over its word limit is never sent (the server would refuse it), so its text waits here
 * until it is short enough: moving to another question or reloading the tab loses nothing. In this
 * tab's storage, as the input knows its question but not its exam, and a closed tab forgets it.
 * `base` is the answer the player held when the draft was written: over any other (after Clear
 * response, say) the draft is stale and is not shown.
 */
export function loadEssayDraft(questionId: string, base: StudentAnswer): string | null {
	const record = read(sessionStorage, essayDraftKey(questionId));
	if (typeof record !== "object" || record === null) return null;
	const { base: storedBase, text } = record as Record<string, unknown>;
	return storedBase === base && typeof text === "string" ? text : null;
}

export function saveEssayDraft(questionId: string, base: StudentAnswer, text: string) {
	write(sessionStorage, essayDraftKey(questionId), { base, text });
}

export function dropEssayDraft(questionId: string) {
	remove(sessionStorage, essayDraftKey(questionId));
}

/** SPEC §4: question states are cleared on submit, and so is anything still queued. */
export function clearExamStorage(examId: string) {
	remove(localStorage, stateKey(examId));
	remove(localStorage, queueKey(examId));
}
