import type { ExamQuestions, ExamResult, StudentExamListItem } from "@unnati/contracts";

// Small factories for the exam screens' tests: realistic shapes, any field overridden.

export function makeListItem(overrides: Partial<StudentExamListItem> = {}): StudentExamListItem {
	return {
		exam_id: "exam-1",
		title: "Data Structures Mid-Term",
		status: "live",
		starts_at: "2026-11-23T09:00:00.000Z",
		ends_at: "2026-11-23T12:00:00.000Z",
		duration_minutes: 60,
		proctored: false,
		question_count: 3,
		...overrides,
	};
}

export function makeExamQuestions(overrides: Partial<ExamQuestions["attempt"]> = {}): ExamQuestions {
	return {
		exam: {
			exam_id: "exam-1",
			title: "Data Structures Mid-Term",
			instructions: ["Calculators are not allowed."],
			passing_score_percentage: 40,
			duration_minutes: 60,
			proctored: false,
			max_violations: 5,
			sections: [
				{
					section_id: "sec-a",
					title: "Basics",
					questions: [
						{
							question_id: "q1",
							type: "mcq",
							text: "Which structure is first in, first out?",
							options: [
								{ id: "a", text: "Stack" },
								{ id: "b", text: "Queue" },
							],
							multi_answer: false,
							marks: 1,
							negative_marks: 0,
						},
						{
							question_id: "q2",
							type: "mcq",
							text: "Which of these are linear structures?",
							options: [
								{ id: "a", text: "Array" },
								{ id: "b", text: "Linked list" },
								{ id: "c", text: "Tree" },
							],
							multi_answer: true,
							marks: 2,
							negative_marks: 0,
						},
					],
				},
				{
					section_id: "sec-b",
					title: "Complexity",
					questions: [
						{
							question_id: "q3",
							type: "numeric",
							text: "How many comparisons does binary search need for 1024 items at most?",
							options: [],
							multi_answer: false,
							marks: 1,
							negative_marks: 0,
						},
					],
				},
			],
		},
		attempt: {
			attempt_id: "att-1",
			status: "in_progress",
			started_at: "2026-11-23T09:05:00.000Z",
			deadline: "2026-11-23T10:05:00.000Z",
			time_remaining_seconds: 3600,
			answers: {},
			...overrides,
		},
	};
}

export function makeResult(overrides: Partial<ExamResult> = {}): ExamResult {
	return {
		attempt_id: "att-1",
		exam_id: "exam-1",
		exam_title: "Data Structures Mid-Term",
		student_name: "Priya Nair",
		roll_no: "22CSE001",
		status: "submitted",
		started_at: "2026-11-23T09:05:00.000Z",
		submitted_at: "2026-11-23T09:45:00.000Z",
		auto_submitted: false,
		submission_reason: "student",
		score: 2,
		max_score: 4,
		percentage: 50,
		passing_score_percentage: 40,
		passed: true,
		time_taken_seconds: 2400,
		answers_visible: false,
		awaiting_grading: false,
		answers_visible_from: "2026-11-23T12:00:00.000Z",
		sections: [
			{
				section_id: "sec-a",
				title: "Basics",
				score: 1,
				max_score: 3,
				questions: [
					{
						question_id: "q1",
						text: "Which structure is first in, first out?",
						type: "mcq",
						options: [
							{ id: "a", text: "Stack" },
							{ id: "b", text: "Queue" },
						],
						multi_answer: false,
						student_answer: "a",
						time_spent: 75,
						marks: 1,
						score: 0,
						outcome: "wrong",
					},
				],
			},
		],
		...overrides,
	};
}

export const PYTHON_STARTER = "import sys\n\ndata = sys.stdin.read().split()\n";
export const CPP_STARTER =
	"#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    return 0;\n}\n";

/** An exam of one coding question (Python or C++) and one multiple-choice question. */
export function makeCodingExamQuestions(overrides: Partial<ExamQuestions["attempt"]> = {}): ExamQuestions {
	const base = makeExamQuestions(overrides);
	return {
		...base,
		exam: {
			...base.exam,
			title: "Placement Coding Round",
			sections: [
				{
					section_id: "sec-code",
					title: "Programming",
					questions: [
						{
							question_id: "q-code",
							type: "coding",
							text: "Write a complete program. Each test your program passes earns a mark.",
							options: [],
							multi_answer: false,
							marks: 14,
							negative_marks: 0,
							coding: {
								problem_id: "class-rep-election",
								title: "Class Representative Election",
								statement: "Print the candidate with more than half of the slips, or -1.",
								input_format: "The first line holds n.\nThe second line holds the n slips.",
								output_format: "The winning candidate, or -1.",
								constraints: ["1 ≤ n ≤ 100000"],
								examples: [
									{
										input: "7\n42 17 42 42 8 42 17\n",
										output: "42\n",
										explanation: "42 is on 4 of 7 slips.",
									},
									{ input: "4\n5 9 9 5\n", output: "-1\n" },
								],
								languages: ["python", "cpp"],
								starters: { python: PYTHON_STARTER, cpp: CPP_STARTER },
								time_limit_ms: 1000,
								marks_per_test: 1,
							},
						},
						base.exam.sections[0]
							?.questions[0] as ExamQuestions["exam"]["sections"][number]["questions"][number],
					],
				},
			],
		},
	};
}
