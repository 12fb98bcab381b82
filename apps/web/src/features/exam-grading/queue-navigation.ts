import type { GradingEntry, GradingQueue } from "@unnati/contracts/exams";

// Which answer comes next in the queue: pure functions over the queue, so the screens only hold
// the grader's place (a question and an attempt) and these decide where Previous, Next and "next
// ungraded" lead.

export const ANSWER_FILTERS = ["ungraded", "graded", "all"] as const;
export type AnswerFilter = (typeof ANSWER_FILTERS)[number];

export const isAnswerFilter = (value: string | null): value is AnswerFilter =>
	(ANSWER_FILTERS as readonly (string | null)[]).includes(value);

export const passes = (entry: GradingEntry, filter: AnswerFilter) =>
	filter === "all" || (filter === "graded") === (entry.grade !== null);

/** The answers to one question, in the queue's order. */
export const answersTo = (queue: GradingQueue, questionId: string) =>
	queue.entries.filter((entry) => entry.question_id === questionId);

/** The nearest answer before (-1) or after (1) the one at `index` that passes the filter. */
export function neighbour(
	list: readonly GradingEntry[],
	index: number,
	step: -1 | 1,
	filter: AnswerFilter,
): GradingEntry | null {
	for (let i = index + step; i >= 0 && i < list.length; i += step) {
		const entry = list[i];
		if (entry && passes(entry, filter)) return entry;
	}
	return null;
}

/** The first ungraded answer after the one at `index`, going round to the start; never that one itself. */
export function nextUngradedAfter(list: readonly GradingEntry[], index: number): GradingEntry | null {
	for (let step = 1; step < list.length; step++) {
		const entry = list[(index + step) % list.length];
		if (entry && entry.grade === null) return entry;
	}
	return null;
}

/** One student's (one attempt's) essays, in the order of the questions. */
export interface StudentEssays {
	attemptId: string;
	label: string;
	rollNo: string | null;
	entries: GradingEntry[];
	ungraded: number;
}

/** The students with essays, in the order they first appear in the queue. */
export function studentsOf(queue: GradingQueue): StudentEssays[] {
	const order = new Map(queue.questions.map((question, index) => [question.question_id, index]));
	const byAttempt = new Map<string, StudentEssays>();
	for (const entry of queue.entries) {
		let student = byAttempt.get(entry.attempt_id);
		if (!student) {
			student = {
				attemptId: entry.attempt_id,
				label: entry.student_label,
				rollNo: entry.roll_no,
				entries: [],
				ungraded: 0,
			};
			byAttempt.set(entry.attempt_id, student);
		}
		student.entries.push(entry);
		if (entry.grade === null) student.ungraded++;
	}
	for (const student of byAttempt.values()) {
		student.entries.sort((a, b) => (order.get(a.question_id) ?? 0) - (order.get(b.question_id) ?? 0));
	}
	return [...byAttempt.values()];
}

/** The place to go after an answer is graded: the next ungraded answer to the same question, else to a later question. */
export function nextToGrade(queue: GradingQueue, graded: GradingEntry): GradingEntry | null {
	const sameQuestion = answersTo(queue, graded.question_id);
	const here = sameQuestion.findIndex((entry) => entry.attempt_id === graded.attempt_id);
	const next = nextUngradedAfter(sameQuestion, here);
	if (next) return next;
	const questions = queue.questions.map((question) => question.question_id);
	const at = questions.indexOf(graded.question_id);
	for (let step = 1; step < questions.length; step++) {
		const questionId = questions[(at + step) % questions.length];
		const found = queue.entries.find((entry) => entry.question_id === questionId && entry.grade === null);
		if (found) return found;
	}
	return null;
}

/** The next ungraded essay of the same student, else the next student's first ungraded one. */
export function nextStudentEssay(
	students: readonly StudentEssays[],
	graded: GradingEntry,
): GradingEntry | null {
	const at = students.findIndex((student) => student.attemptId === graded.attempt_id);
	const own = students[at]?.entries ?? [];
	const here = own.findIndex((entry) => entry.question_id === graded.question_id);
	const later = own.slice(here + 1).concat(own.slice(0, Math.max(here, 0)));
	const mine = later.find((entry) => entry.grade === null);
	if (mine) return mine;
	for (let step = 1; step < students.length; step++) {
		const student = students[(at + step) % students.length];
		const found = student?.entries.find((entry) => entry.grade === null);
		if (found) return found;
	}
	return null;
}
