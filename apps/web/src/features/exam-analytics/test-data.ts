import type { ExamAnalytics, ExamAnswerKeys, ItemStatistics, RegradeChange } from "@unnati/contracts";

// One realistic analytics response for this feature's tests; any part overridden.

export function makeItem(overrides: Partial<ItemStatistics> = {}): ItemStatistics {
	return {
		questionId: "q-1",
		sectionId: "s-1",
		number: 1,
		text: "A train 240 m long passes a signal post in 16 seconds. What is its speed in km/h?",
		type: "mcq",
		multiAnswer: false,
		marks: 1,
		negativeMarks: 0,
		attempts: 142,
		averageScore: 0.62,
		facilityIndex: 62,
		standardDeviation: 48.7,
		discriminationIndex: 0.41,
		negativeDiscrimination: false,
		averageTimeSeconds: 64,
		outcomes: { correct: 88, partial: 0, wrong: 44, unanswered: 10 },
		options: [
			{ id: "a", text: "48 km/h", correct: false, count: 20, share: (100 * 20) / 142 },
			{ id: "b", text: "54 km/h", correct: true, count: 88, share: (100 * 88) / 142 },
			{ id: "c", text: "60 km/h", correct: false, count: 24, share: (100 * 24) / 142 },
			{ id: "d", text: "64 km/h", correct: false, count: 0, share: 0 },
		],
		unansweredShare: (100 * 10) / 142,
		...overrides,
	};
}

export function makeAnalytics(overrides: Partial<ExamAnalytics> = {}): ExamAnalytics {
	return {
		exam: {
			id: "exam-1",
			title: "Aptitude Practice Test 1",
			state: "published",
			opensAt: "2026-11-09T04:30:00.000Z",
			closesAt: "2026-11-09T10:30:00.000Z",
			durationMinutes: 20,
			passingScorePercentage: 40,
			proctored: false,
		},
		scope: "exam",
		filters: { departmentId: null, year: null, section: null },
		filterOptions: {
			departments: [
				{ id: "dep-cse", code: "CSE", name: "Computer Science and Engineering" },
				{ id: "dep-ece", code: "ECE", name: "Electronics and Communication Engineering" },
			],
			years: [1, 2, 3, 4],
			sections: ["A", "B"],
		},
		summary: {
			attempts: 142,
			inProgress: 0,
			averagePercentage: 58.4,
			medianPercentage: 60,
			highestPercentage: 100,
			lowestPercentage: 9.09,
			standardDeviation: 21.3,
			averageScore: 6.42,
			maxScore: 11,
			passed: 104,
			passRate: (100 * 104) / 142,
			averageTimeSeconds: 810,
			medianTimeSeconds: 780,
			fastestTimeSeconds: 480,
			slowestTimeSeconds: 1140,
		},
		histogram: [0, 3, 5, 9, 21, 24, 30, 22, 16, 12].map((count, i) => ({
			from: i * 10,
			to: i * 10 + 10,
			count,
		})),
		sections: [
			{
				sectionId: "s-1",
				title: "Mixed Aptitude",
				averagePercentage: 58.4,
				averageScore: 6.42,
				maxScore: 11,
			},
		],
		items: [
			makeItem(),
			makeItem({
				questionId: "q-2",
				number: 2,
				text: "What is 15% of 640?",
				type: "numeric",
				options: [],
				facilityIndex: 71,
				discriminationIndex: -0.18,
				negativeDiscrimination: true,
				outcomes: { correct: 101, partial: 0, wrong: 30, unanswered: 11 },
			}),
		],
		proctoring: null,
		generatedAt: "2026-11-23T09:00:00.000Z",
		...overrides,
	};
}

/** The answer keys of makeAnalytics' two questions (Q1 mcq, Q2 numeric), and no regrade yet. */
export function makeAnswerKeys(overrides: Partial<ExamAnswerKeys> = {}): ExamAnswerKeys {
	return {
		questions: [
			{
				question_id: "q-1",
				section_title: "Mixed Aptitude",
				type: "mcq",
				text: "A train 240 m long passes a signal post in 16 seconds. What is its speed in km/h?",
				options: [
					{ id: "a", text: "48 km/h" },
					{ id: "b", text: "54 km/h" },
					{ id: "c", text: "60 km/h" },
					{ id: "d", text: "64 km/h" },
				],
				multi_answer: false,
				marks: 1,
				answer_key: { type: "mcq", correct: ["b"] },
			},
			{
				question_id: "q-2",
				section_title: "Mixed Aptitude",
				type: "numeric",
				text: "What is 15% of 640?",
				options: [],
				multi_answer: false,
				marks: 1,
				answer_key: { type: "numeric", value: 86, tolerance: 0 },
			},
		],
		history: [],
		...overrides,
	};
}

/** One attempt whose marks a regrade changes. */
export function makeChange(overrides: Partial<RegradeChange> = {}): RegradeChange {
	return {
		attempt_id: "att-1",
		student_name: "Ananya Iyer",
		roll_no: "21CSE045",
		question_before: 0,
		question_after: 1,
		score_before: 4,
		score_after: 5,
		percentage_before: 36.36,
		percentage_after: 45.45,
		passed_before: false,
		passed_after: true,
		...overrides,
	};
}
