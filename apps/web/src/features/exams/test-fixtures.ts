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
