import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	initialQuestionStates,
	isAnswered,
	type QuestionLayout,
	type QuestionState,
	type QuestionStates,
	type QuestionStatusAction,
	questionStatusReducer,
	summarizeStates,
} from "./question-status";
import type { StudentAnswer } from "./schemas";

const layout: QuestionLayout = [
	{
		section_id: "s1",
		questions: [
			{ question_id: "q1", multi_answer: false },
			{ question_id: "q2", multi_answer: true },
		],
	},
	{ section_id: "s2", questions: [{ question_id: "q3", multi_answer: false }] },
];

function stateOf(states: QuestionStates, sectionId: string, questionId: string): QuestionState {
	const state = states[sectionId]?.[questionId];
	if (!state) throw new Error(`no state for ${sectionId}/${questionId}`);
	return state;
}

function deepFreeze<T>(value: T): T {
	if (typeof value === "object" && value !== null) {
		for (const inner of Object.values(value)) deepFreeze(inner);
		Object.freeze(value);
	}
	return value;
}

describe("initialQuestionStates (SPEC §3, §4)", () => {
	it("opens the first question of the first section and leaves the rest not visited, with empty answers", () => {
		expect(initialQuestionStates(layout)).toEqual({
			s1: {
				q1: { answer: null, status: "visited-not-answered", flagged: false },
				q2: { answer: [], status: "not-visited", flagged: false },
			},
			s2: { q3: { answer: null, status: "not-visited", flagged: false } },
		});
	});

	it("merges back saved states for questions that still exist and drops the others", () => {
		const saved = {
			s1: { q2: { answer: ["b"], status: "answered", flagged: true }, gone: { answer: "x" } },
			s2: { q3: { answer: null, status: "visited-not-answered", flagged: true } },
			removed: { q9: { answer: "a", status: "answered", flagged: false } },
		};
		const states = initialQuestionStates(layout, { saved: JSON.parse(JSON.stringify(saved)) });
		expect(stateOf(states, "s1", "q2")).toEqual({ answer: ["b"], status: "answered", flagged: true });
		expect(stateOf(states, "s2", "q3")).toEqual({
			answer: null,
			status: "visited-not-answered",
			flagged: true,
		});
		expect(Object.keys(states)).toEqual(["s1", "s2"]);
		expect(Object.keys(states.s1 ?? {})).toEqual(["q1", "q2"]);
	});

	it("ignores a saved answer of the wrong shape and does not call the question answered", () => {
		const saved = {
			s1: {
				q1: { answer: ["a"], status: "answered", flagged: true },
				q2: { answer: "a", status: "answered", flagged: false },
			},
		};
		const states = initialQuestionStates(layout, { saved });
		expect(stateOf(states, "s1", "q1")).toEqual({
			answer: null,
			status: "visited-not-answered",
			flagged: true,
		});
		expect(stateOf(states, "s1", "q2")).toEqual({
			answer: [],
			status: "visited-not-answered",
			flagged: false,
		});
	});

	it("fills in server answers only where this device has no answer", () => {
		const saved = { s1: { q1: { answer: "local", status: "answered", flagged: false } } };
		const states = initialQuestionStates(layout, {
			saved,
			serverAnswers: {
				q1: { student_answer: "server" },
				q2: { student_answer: ["a", "c"] },
				q3: { student_answer: ["wrong-shape"] },
			},
		});
		expect(stateOf(states, "s1", "q1").answer).toBe("local");
		expect(stateOf(states, "s1", "q2")).toEqual({ answer: ["a", "c"], status: "answered", flagged: false });
		expect(stateOf(states, "s2", "q3")).toEqual({ answer: null, status: "not-visited", flagged: false });
	});

	it("survives any garbage in local storage and still covers exactly the exam's questions", () => {
		fc.assert(
			fc.property(fc.anything(), (saved) => {
				const states = initialQuestionStates(layout, { saved });
				expect(summarizeStates(states).total).toBe(3);
				for (const section of Object.values(states))
					for (const state of Object.values(section))
						expect(state.status === "answered").toBe(isAnswered(state.answer));
			}),
		);
	});
});

// ——— Property tests over random exams and random action sequences ———

const idArb = fc.constantFrom("a", "b", "c", "__proto__", "constructor", "toString", "x1");
const layoutArb: fc.Arbitrary<QuestionLayout> = fc
	.uniqueArray(idArb, { minLength: 1, maxLength: 3 })
	.chain((sectionIds) =>
		fc.tuple(
			...sectionIds.map((sectionId) =>
				fc
					.uniqueArray(fc.record({ question_id: idArb, multi_answer: fc.boolean() }), {
						maxLength: 4,
						selector: (q) => q.question_id,
					})
					.map((questions) => ({ section_id: sectionId, questions })),
			),
		),
	);

const singleAnswerArb: fc.Arbitrary<StudentAnswer> = fc.constantFrom(null, "", "  ", "a", "12.5");
const multiAnswerArb: fc.Arbitrary<StudentAnswer> = fc.subarray(["a", "b", "c", "d"]);

/** An action aimed at one of the exam's questions, with an answer of the right shape, or at a missing one. */
function actionArb(exam: QuestionLayout): fc.Arbitrary<QuestionStatusAction> {
	const targets = exam.flatMap((s) => s.questions.map((q) => ({ sectionId: s.section_id, question: q })));
	const targetArb = fc.oneof(
		...(targets.length > 0 ? [fc.constantFrom(...targets)] : []),
		fc.record({
			sectionId: fc.constantFrom("missing", exam[0]?.section_id ?? "missing"),
			question: fc.constant({ question_id: "missing", multi_answer: false }),
		}),
	);
	return targetArb.chain(({ sectionId, question }) => {
		const ids = { sectionId, questionId: question.question_id };
		return fc.oneof(
			(question.multi_answer ? multiAnswerArb : singleAnswerArb).map(
				(answer): QuestionStatusAction => ({ type: "answer", ...ids, answer }),
			),
			fc.constantFrom<QuestionStatusAction>(
				{ type: "visit", ...ids },
				{ type: "toggleFlag", ...ids },
				{ type: "reset", ...ids },
			),
		);
	});
}

const scenarioArb = layoutArb.chain((exam) =>
	fc.record({ exam: fc.constant(exam), actions: fc.array(actionArb(exam), { maxLength: 30 }) }),
);

function eachState(states: QuestionStates, check: (state: QuestionState) => void) {
	for (const section of Object.values(states)) for (const state of Object.values(section)) check(state);
}

describe("questionStatusReducer (SPEC §4 Question status), for any sequence of actions", () => {
	it("calls a question answered exactly when its answer is non-empty", () => {
		fc.assert(
			fc.property(scenarioArb, ({ exam, actions }) => {
				const final = actions.reduce(questionStatusReducer, initialQuestionStates(exam));
				eachState(final, (state) => expect(state.status === "answered").toBe(isAnswered(state.answer)));
			}),
		);
	});

	it("applies each rule to the targeted question, leaves every other question untouched, and never mutates", () => {
		fc.assert(
			fc.property(scenarioArb, ({ exam, actions }) => {
				let states = initialQuestionStates(exam);
				for (const action of actions) {
					const before = deepFreeze(states);
					const copy = JSON.parse(JSON.stringify(before));
					const after = questionStatusReducer(before, action);
					expect(before).toEqual(copy);

					const old = Object.hasOwn(before, action.sectionId)
						? Object.hasOwn(before[action.sectionId] ?? {}, action.questionId)
							? before[action.sectionId]?.[action.questionId]
							: undefined
						: undefined;
					if (!old) {
						expect(after).toBe(before);
						continue;
					}
					const now = stateOf(after, action.sectionId, action.questionId);
					for (const [sectionId, section] of Object.entries(after))
						for (const [questionId, state] of Object.entries(section))
							if (sectionId !== action.sectionId || questionId !== action.questionId)
								expect(state).toBe(before[sectionId]?.[questionId]);

					switch (action.type) {
						case "answer":
							// A non-empty answer gives answered; an empty one (also on a not-visited
							// question, and also while answered) gives visited-not-answered.
							expect(now.status).toBe(isAnswered(action.answer) ? "answered" : "visited-not-answered");
							expect(now.flagged).toBe(old.flagged);
							break;
						case "visit":
							if (old.status === "not-visited" && !old.flagged)
								expect(now).toEqual({ ...old, status: "visited-not-answered" });
							else expect(after).toBe(before);
							break;
						case "toggleFlag":
							expect(now).toEqual({ ...old, flagged: !old.flagged });
							break;
						case "reset":
							expect(isAnswered(now.answer)).toBe(false);
							expect(Array.isArray(now.answer)).toBe(Array.isArray(old.answer));
							expect(now.status).toBe(old.status === "not-visited" ? "not-visited" : "visited-not-answered");
							expect(now.flagged).toBe(old.flagged);
							break;
					}
					states = after;
				}
			}),
		);
	});

	it("marks a question visited only when it is not visited and not flagged, in every reachable state", () => {
		fc.assert(
			fc.property(scenarioArb, ({ exam, actions }) => {
				let states = initialQuestionStates(exam);
				for (const action of actions) {
					states = questionStatusReducer(states, action);
					for (const [sectionId, section] of Object.entries(states))
						for (const [questionId, state] of Object.entries(section)) {
							const visited = questionStatusReducer(states, { type: "visit", sectionId, questionId });
							if (state.status === "not-visited" && !state.flagged)
								expect(stateOf(visited, sectionId, questionId)).toEqual({
									...state,
									status: "visited-not-answered",
								});
							else expect(visited).toBe(states);
						}
				}
			}),
		);
	});

	it("never sends a visited question back to not-visited", () => {
		fc.assert(
			fc.property(scenarioArb, ({ exam, actions }) => {
				let states = initialQuestionStates(exam);
				for (const action of actions) {
					const next = questionStatusReducer(states, action);
					for (const [sectionId, section] of Object.entries(states))
						for (const [questionId, state] of Object.entries(section))
							if (state.status !== "not-visited")
								expect(stateOf(next, sectionId, questionId).status).not.toBe("not-visited");
					states = next;
				}
			}),
		);
	});

	it("keeps the flag independent of the status: toggling twice restores the question exactly", () => {
		fc.assert(
			fc.property(scenarioArb, ({ exam, actions }) => {
				const states = actions.reduce(questionStatusReducer, initialQuestionStates(exam));
				for (const section of exam)
					for (const { question_id } of section.questions) {
						const flag = {
							type: "toggleFlag",
							sectionId: section.section_id,
							questionId: question_id,
						} as const;
						const once = questionStatusReducer(states, flag);
						expect(stateOf(once, section.section_id, question_id).status).toBe(
							stateOf(states, section.section_id, question_id).status,
						);
						expect(questionStatusReducer(once, flag)).toEqual(states);
					}
			}),
		);
	});

	it("merges a reloaded copy of local storage back to the same states", () => {
		fc.assert(
			fc.property(scenarioArb, ({ exam, actions }) => {
				const states = actions.reduce(questionStatusReducer, initialQuestionStates(exam));
				const saved = JSON.parse(JSON.stringify(states));
				expect(initialQuestionStates(exam, { saved })).toEqual(states);
			}),
		);
	});

	it("summarizes consistently: every question is in exactly one status", () => {
		fc.assert(
			fc.property(scenarioArb, ({ exam, actions }) => {
				const summary = summarizeStates(actions.reduce(questionStatusReducer, initialQuestionStates(exam)));
				const questionCount = new Set(
					exam.flatMap((s) => s.questions.map((q) => `${s.section_id}/${q.question_id}`)),
				).size;
				expect(summary.total).toBe(questionCount);
				expect(summary.answered + summary.notAnswered + summary.notVisited).toBe(summary.total);
				expect(summary.answeredAndFlagged).toBeLessThanOrEqual(Math.min(summary.answered, summary.flagged));
			}),
		);
	});
});

describe("questionStatusReducer examples", () => {
	const start = initialQuestionStates(layout);

	it("answers, clears and resets a multi-answer question keeping an array", () => {
		let states = questionStatusReducer(start, {
			type: "answer",
			sectionId: "s1",
			questionId: "q2",
			answer: ["a"],
		});
		expect(stateOf(states, "s1", "q2")).toEqual({ answer: ["a"], status: "answered", flagged: false });
		states = questionStatusReducer(states, {
			type: "answer",
			sectionId: "s1",
			questionId: "q2",
			answer: null,
		});
		expect(stateOf(states, "s1", "q2")).toEqual({
			answer: [],
			status: "visited-not-answered",
			flagged: false,
		});
		states = questionStatusReducer(states, { type: "reset", sectionId: "s1", questionId: "q2" });
		expect(stateOf(states, "s1", "q2").answer).toEqual([]);
	});

	it("does not mark a flagged, not-visited question as visited", () => {
		const flagged = questionStatusReducer(start, { type: "toggleFlag", sectionId: "s2", questionId: "q3" });
		expect(questionStatusReducer(flagged, { type: "visit", sectionId: "s2", questionId: "q3" })).toBe(
			flagged,
		);
	});

	it("keeps a not-visited question not visited after a reset", () => {
		const states = questionStatusReducer(start, { type: "reset", sectionId: "s2", questionId: "q3" });
		expect(stateOf(states, "s2", "q3").status).toBe("not-visited");
	});

	it("counts the legend", () => {
		let states = questionStatusReducer(start, {
			type: "answer",
			sectionId: "s1",
			questionId: "q1",
			answer: "a",
		});
		states = questionStatusReducer(states, { type: "toggleFlag", sectionId: "s1", questionId: "q1" });
		expect(summarizeStates(states)).toEqual({
			total: 3,
			answered: 1,
			notAnswered: 0,
			notVisited: 2,
			flagged: 1,
			answeredAndFlagged: 1,
		});
	});
});
