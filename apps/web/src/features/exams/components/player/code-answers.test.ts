import { initialQuestionStates, type PlayerQuestion } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { makeCodingExamQuestions } from "../../test-fixtures";
import { initialCodeAnswers, switchLanguage } from "./code-answers";

const exam = makeCodingExamQuestions();
const coding = exam.exam.sections[0]?.questions[0] as PlayerQuestion;
const mcq = exam.exam.sections[0]?.questions[1] as PlayerQuestion;
const questions = [
	{ sectionId: "sec-code", question: coding },
	{ sectionId: "sec-code", question: mcq },
];

function answersFor(saved: { states?: unknown; code?: unknown }, server: typeof exam.attempt.answers = {}) {
	const states = initialQuestionStates(exam.exam.sections, { saved: saved.states, serverAnswers: server });
	return initialCodeAnswers(questions, states, saved.code, server);
}

describe("initialCodeAnswers", () => {
	it("starts each coding question in its first language, and leaves other questions out", () => {
		expect(answersFor({})).toEqual({ "q-code": { language: "python", drafts: {} } });
	});

	it("keeps this device's language and drafts when its answer is the one shown", () => {
		const saved = {
			states: { "sec-code": { "q-code": { answer: "int main(){}", status: "answered", flagged: false } } },
			code: { "q-code": { language: "cpp", drafts: { python: "print(1)" } } },
		};
		const server = {
			"q-code": { student_answer: "print(2)", time_spent: 4, programming_language: "python" as const },
		};
		expect(answersFor(saved, server)).toEqual({
			"q-code": { language: "cpp", drafts: { python: "print(1)" } },
		});
	});

	it("takes the server's language when the server's answer is the one shown", () => {
		const server = {
			"q-code": { student_answer: "int main(){}", time_spent: 4, programming_language: "cpp" as const },
		};
		expect(answersFor({ code: { "q-code": { language: "python", drafts: {} } } }, server)).toEqual({
			"q-code": { language: "cpp", drafts: {} },
		});
	});

	it("ignores stored languages and drafts the question does not allow, and anything malformed", () => {
		expect(
			answersFor({ code: { "q-code": { language: "java", drafts: { java: "class Main {}", cpp: 42 } } } }),
		).toEqual({ "q-code": { language: "python", drafts: {} } });
		expect(answersFor({ code: "nonsense" })).toEqual({ "q-code": { language: "python", drafts: {} } });
		expect(
			answersFor({}, { "q-code": { student_answer: "x", time_spent: 1, programming_language: "java" } }),
		).toEqual({ "q-code": { language: "python", drafts: {} } });
	});
});

describe("switchLanguage", () => {
	it("keeps the program as a draft of its language and opens the other language's draft or starter", () => {
		const toCpp = switchLanguage({ language: "python", drafts: {} }, "print(1)", "cpp");
		expect(toCpp).toEqual({ next: { language: "cpp", drafts: { python: "print(1)" } }, answer: null });

		const back = switchLanguage(toCpp.next, "int main(){}", "python");
		expect(back).toEqual({
			next: { language: "python", drafts: { cpp: "int main(){}" } },
			answer: "print(1)",
		});
	});

	it("keeps no draft of an empty program", () => {
		expect(switchLanguage({ language: "python", drafts: { python: "old" } }, "  ", "cpp")).toEqual({
			next: { language: "cpp", drafts: {} },
			answer: null,
		});
	});
});
