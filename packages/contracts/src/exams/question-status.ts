import { answerIsList } from "./answer-keys";
import type { StudentAnswer } from "./schemas";

// SPEC §4 "Question status": what the palette shows for each question, as a pure reducer so the
// player, the review-before-submit summary and the tests all share one set of rules.

export const QUESTION_STATUSES = ["not-visited", "visited-not-answered", "answered"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export type QuestionState = { answer: StudentAnswer; status: QuestionStatus; flagged: boolean };
/** By section_id, then question_id. */
export type QuestionStates = Record<string, Record<string, QuestionState>>;

export type QuestionLayout = {
	section_id: string;
	/** `type` decides, with `multi_answer`, whether the answer is a list (matching and ordering are). */
	questions: { question_id: string; multi_answer: boolean; type?: string }[];
}[];

export type QuestionStatusAction =
	| { type: "answer"; sectionId: string; questionId: string; answer: StudentAnswer }
	| { type: "visit"; sectionId: string; questionId: string }
	| { type: "toggleFlag"; sectionId: string; questionId: string }
	| { type: "reset"; sectionId: string; questionId: string };

export type StatesSummary = {
	total: number;
	answered: number;
	/** Visited but not answered. */
	notAnswered: number;
	notVisited: number;
	flagged: number;
	answeredAndFlagged: number;
};

/** An answer counts only when it says something: a chosen option, or a typed value other than spaces. */
export function isAnswered(answer: StudentAnswer): boolean {
	if (answer === null) return false;
	if (Array.isArray(answer)) return answer.length > 0;
	return answer.trim() !== "";
}

/** SPEC §3: a multi-answer question's empty answer is an array, any other's is null (`list`: see answerIsList). */
export function emptyAnswer(list: boolean): StudentAnswer {
	return list ? [] : null;
}

// Ids come from the server and may be anything, "__proto__" included: read only own properties.
function own<T>(record: Record<string, T>, key: string): T | undefined {
	return Object.hasOwn(record, key) ? record[key] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fitsShape(answer: unknown, multiAnswer: boolean): answer is StudentAnswer {
	if (multiAnswer) return Array.isArray(answer) && answer.every((choice) => typeof choice === "string");
	return answer === null || typeof answer === "string";
}

function savedState(saved: unknown, sectionId: string, questionId: string): Record<string, unknown> | null {
	if (!isRecord(saved) || !Object.hasOwn(saved, sectionId)) return null;
	const section = saved[sectionId];
	if (!isRecord(section) || !Object.hasOwn(section, questionId)) return null;
	const state = section[questionId];
	return isRecord(state) ? state : null;
}

function mergeSaved(
	fresh: QuestionState,
	saved: Record<string, unknown>,
	multiAnswer: boolean,
): QuestionState {
	const answer = fitsShape(saved.answer, multiAnswer)
		? Array.isArray(saved.answer)
			? [...saved.answer]
			: saved.answer
		: fresh.answer;
	const flagged = typeof saved.flagged === "boolean" ? saved.flagged : fresh.flagged;
	const savedStatus = QUESTION_STATUSES.find((s) => s === saved.status);
	// Status follows the answer we kept, so a dropped answer cannot leave a question "answered";
	// a visit, once recorded on either side, is not forgotten.
	const visited =
		fresh.status !== "not-visited" || (savedStatus !== undefined && savedStatus !== "not-visited");
	const status: QuestionStatus = isAnswered(answer)
		? "answered"
		: visited
			? "visited-not-answered"
			: "not-visited";
	return { answer, status, flagged };
}

/**
 * Fresh states for an exam, with the states saved on this device merged back (SPEC §4), then the
 * server's answers for questions this device has no answer to (another device, or cleared storage).
 * `saved` is whatever local storage held: anything that does not fit this exam is ignored.
 */
export function initialQuestionStates(
	sections: QuestionLayout,
	options: {
		saved?: unknown;
		serverAnswers?: Record<string, { student_answer: StudentAnswer }>;
	} = {},
): QuestionStates {
	const { saved, serverAnswers = {} } = options;
	return Object.fromEntries(
		sections.map((section, sectionIndex) => [
			section.section_id,
			Object.fromEntries(
				section.questions.map((question, questionIndex) => {
					const multi = answerIsList(question.type ?? "mcq", question.multi_answer);
					let state: QuestionState = {
						answer: emptyAnswer(multi),
						status: sectionIndex === 0 && questionIndex === 0 ? "visited-not-answered" : "not-visited",
						flagged: false,
					};
					const local = savedState(saved, section.section_id, question.question_id);
					if (local) state = mergeSaved(state, local, multi);
					const server = own(serverAnswers, question.question_id)?.student_answer;
					if (!isAnswered(state.answer) && fitsShape(server, multi) && isAnswered(server))
						state = { ...state, answer: Array.isArray(server) ? [...server] : server, status: "answered" };
					return [question.question_id, state];
				}),
			),
		]),
	);
}

function nextState(state: QuestionState, action: QuestionStatusAction): QuestionState {
	switch (action.type) {
		case "answer": {
			// A multi-answer question keeps an array even when a caller clears it with null.
			const answer = action.answer === null && Array.isArray(state.answer) ? [] : action.answer;
			return {
				...state,
				answer,
				status: isAnswered(answer) ? "answered" : "visited-not-answered",
			};
		}
		case "visit":
			return state.status === "not-visited" && !state.flagged
				? { ...state, status: "visited-not-answered" }
				: state;
		case "toggleFlag":
			return { ...state, flagged: !state.flagged };
		case "reset":
			return {
				...state,
				answer: emptyAnswer(Array.isArray(state.answer)),
				status: state.status === "not-visited" ? "not-visited" : "visited-not-answered",
			};
	}
}

/** Never mutates `states`; returns the very same object when nothing changes (unknown ids included). */
export function questionStatusReducer(states: QuestionStates, action: QuestionStatusAction): QuestionStates {
	const section = own(states, action.sectionId);
	if (!section) return states;
	const state = own(section, action.questionId);
	if (!state) return states;
	const next = nextState(state, action);
	if (next === state) return states;
	return { ...states, [action.sectionId]: { ...section, [action.questionId]: next } };
}

/** Counts for the palette legend and the review-before-submit summary. */
export function summarizeStates(states: QuestionStates): StatesSummary {
	const summary: StatesSummary = {
		total: 0,
		answered: 0,
		notAnswered: 0,
		notVisited: 0,
		flagged: 0,
		answeredAndFlagged: 0,
	};
	for (const section of Object.values(states)) {
		for (const state of Object.values(section)) {
			summary.total++;
			if (state.status === "answered") summary.answered++;
			else if (state.status === "visited-not-answered") summary.notAnswered++;
			else summary.notVisited++;
			if (state.flagged) summary.flagged++;
			if (state.flagged && state.status === "answered") summary.answeredAndFlagged++;
		}
	}
	return summary;
}
