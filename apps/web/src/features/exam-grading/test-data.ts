import type { Grade, GradingEntry, GradingExamList, GradingQueue } from "@unnati/contracts/exams";

// Realistic answers of this feature's API for its tests; any part overridden.

export function makeGrade(overrides: Partial<Grade> = {}): Grade {
	return {
		score: 5,
		levels: {},
		comment: "",
		graded_by: "u-admin",
		graded_at: "2026-11-12T06:30:00.000Z",
		released: false,
		...overrides,
	};
}

export function makeEntry(overrides: Partial<GradingEntry> = {}): GradingEntry {
	return {
		attempt_id: "att-1",
		question_id: "q-1",
		student_label: "Ananya Iyer",
		roll_no: "21CSE045",
		answer: "A **stack** is *last in, first out*.\n\n- push adds on top\n- pop takes from the top",
		words: 15,
		upload: null,
		submitted_at: "2026-11-10T05:10:00.000Z",
		grade: null,
		...overrides,
	};
}

/** Q1 has a rubric (10 marks; best levels 4 + 2 points), Q2 is marked directly (5 marks). */
export function makeQueue(overrides: Partial<GradingQueue> = {}): GradingQueue {
	return {
		exam_id: "exam-1",
		exam_title: "Data Structures Mid-term",
		anonymous: false,
		can_manage: false,
		questions: [
			{
				question_id: "q-1",
				section_title: "Part B: Essays",
				text: "Explain how a stack differs from a queue, with an example of each.",
				marks: 10,
				word_limit: 300,
				rubric: [
					{
						id: "c1",
						title: "Understanding",
						levels: [
							{ id: "l0", label: "Missing", points: 0 },
							{ id: "l1", label: "Partly right", points: 2 },
							{ id: "l2", label: "Clear and complete", points: 4 },
						],
					},
					{
						id: "c2",
						title: "Examples",
						levels: [
							{ id: "e0", label: "None", points: 0 },
							{ id: "e1", label: "One", points: 1 },
							{ id: "e2", label: "Both", points: 2 },
						],
					},
				],
				guidance: "LIFO versus FIFO; undo history for a stack, a print queue for a queue.",
			},
			{
				question_id: "q-2",
				section_title: "Part B: Essays",
				text: "Why is binary search O(log n)?",
				marks: 5,
				word_limit: 150,
				rubric: null,
				guidance: "",
			},
		],
		entries: [
			makeEntry(),
			makeEntry({
				attempt_id: "att-2",
				student_label: "Rahul Nair",
				roll_no: "21CSE052",
				answer: "Stack is LIFO and queue is FIFO.",
				words: 7,
				grade: makeGrade({ score: 6.67, levels: { c1: "l2", c2: "e0" }, comment: "Give examples." }),
			}),
			makeEntry({
				attempt_id: "att-3",
				student_label: "Meera Pillai",
				roll_no: "21CSE060",
				answer: "Both store items.",
				words: 3,
			}),
			makeEntry({ question_id: "q-2", answer: "Each step halves the range.", words: 5 }),
			makeEntry({
				attempt_id: "att-2",
				question_id: "q-2",
				student_label: "Rahul Nair",
				roll_no: "21CSE052",
				answer: "It halves the search space every time.",
				words: 7,
				grade: makeGrade({ score: 4, comment: "Good.", released: true }),
			}),
			makeEntry({
				attempt_id: "att-3",
				question_id: "q-2",
				student_label: "Meera Pillai",
				roll_no: "21CSE060",
				answer: "Because it is fast.",
				words: 4,
			}),
		],
		graders: [{ user_id: "u-mentor", name: "Dr. Kavya Rao" }],
		grader_candidates: [],
		counts: { ungraded: 4, unreleased: 1, released: 1, attempts_ready: 1, attempts_awaiting: 2 },
		...overrides,
	};
}

/** The same queue as the examination admin sees it: graders to choose from, and marks to release. */
export function makeManagedQueue(overrides: Partial<GradingQueue> = {}): GradingQueue {
	return makeQueue({
		can_manage: true,
		grader_candidates: [
			{ user_id: "u-mentor", name: "Dr. Kavya Rao", role: "ROLE_MENTOR" },
			{ user_id: "u-head", name: "Prof. Suresh Menon", role: "ROLE_DEPARTMENT" },
		],
		counts: { ungraded: 4, unreleased: 1, released: 1, attempts_ready: 1, attempts_awaiting: 2 },
		...overrides,
	});
}

export function makeExamList(overrides: Partial<GradingExamList["exams"][number]>[] = [{}]): GradingExamList {
	return {
		exams: overrides.map((exam, index) => ({
			exam_id: `exam-${index + 1}`,
			title: "Data Structures Mid-term",
			closes_at: "2026-11-10T10:30:00.000Z",
			ungraded: 4,
			unreleased: 1,
			released: 1,
			can_manage: false,
			...exam,
		})),
	};
}
