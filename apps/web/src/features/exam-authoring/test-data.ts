import type { BankDetail, BankSummary, ExamDetail, Question } from "@unnati/contracts";

// Small factories for this feature's tests: one realistic record each, any field overridden.

export function makeBank(overrides: Partial<BankSummary> = {}): BankSummary {
	return {
		id: "bank-1",
		name: "Data Structures – Unit 2",
		description: "Stacks, queues and lists",
		questionCount: 2,
		updatedAt: "2026-11-20T10:30:00.000Z",
		...overrides,
	};
}

export function makeQuestion(overrides: Partial<Question> = {}): Question {
	return {
		id: "q-1",
		bankId: "bank-1",
		type: "mcq",
		text: "Which data structure serves first in, first out?",
		options: [
			{ id: "a", text: "Stack" },
			{ id: "b", text: "Queue" },
		],
		multiAnswer: false,
		answerKey: { type: "mcq", correct: ["b"] },
		marks: 1,
		negativeMarks: 0,
		tags: ["ds"],
		difficulty: "easy",
		explanation: "",
		updatedAt: "2026-11-20T10:30:00.000Z",
		...overrides,
	};
}

export function makeBankDetail(questions: Question[] = [makeQuestion()]): BankDetail {
	return { ...makeBank({ questionCount: questions.length }), questions };
}

export function makeExam(overrides: Partial<ExamDetail> = {}): ExamDetail {
	return {
		id: "exam-1",
		state: "draft",
		questionCount: 10,
		totalMarks: 10,
		attemptCount: 0,
		createdAt: "2026-11-20T10:30:00.000Z",
		updatedAt: "2026-11-20T10:30:00.000Z",
		publishedAt: null,
		title: "Unit test 2: Data Structures",
		description: "",
		instructions: [],
		opensAt: "2026-12-01T04:30:00.000Z",
		closesAt: "2026-12-01T06:30:00.000Z",
		durationMinutes: 60,
		passingScorePercentage: 40,
		shuffleQuestions: false,
		shuffleOptions: false,
		multiAnswerMarking: "partial",
		showAnswers: "after_submit",
		proctored: false,
		maxViolations: 5,
		certificateOnPass: false,
		sectionsInOrder: false,
		audience: { kind: "college", departmentIds: [], years: [], sections: [] },
		sections: [
			{ id: "s-1", title: "Section 1", source: { mode: "random", bankId: "bank-1", tags: [], count: 10 } },
		],
		...overrides,
	};
}
