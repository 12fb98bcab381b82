import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../platform/db/database";
import type { testClock } from "../../test/auth-helpers";
import {
	answerByText,
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeStudent,
	multiChoice,
	numericQuestion,
	signedInAs,
	singleChoice,
} from "../../test/factories";

// A small exam whose analytics the tests check against figures worked by hand (see the tests):
//   Basics:  Q1 single choice, 2 marks, key b;  Q2 multiple answers a+c, 2 marks, partial marking
//   Numbers: Q3 numeric 42, 1 mark, −0.5 for a wrong answer
//   P1 (CSE, A): b, [a,c], 42   → 2 + 2 + 1    = 5   (100 %), submitted after 20 min
//   P2 (CSE, A): b, [a],   41   → 2 + 1 − 0.5  = 2.5 ( 50 %), 15 min
//   P3 (CSE, B): a, [a,c], —    → 0 + 2 + 0    = 2   ( 40 %), 10 min
//   P4 (ECE, A): c, [b],   42   → 0 + 0 + 1    = 1   ( 20 %),  5 min
//   A fifth student (CSE, A) starts and does not submit: counted as in progress only.
// Q1's text starts like a spreadsheet formula and the second section's title needs CSV quoting.

export const HAND_WORKED = {
	title: "Analytics Unit Test",
	q1: '=HYPERLINK("http://evil.example") Which option is right?',
	q2: "Which of these are prime?",
	q3: "What is six times seven?",
	sections: ["Basics", 'Numbers, "quick"'],
} as const;

const MINUTE = 60_000;

/**
 * Makes a college with an examination admin and the five students above (all third-years), has
 * the admin create and publish the exam and the students sit it. A new college each call, so a
 * test that changes the exam's figures can have one of its own.
 */
export async function setUpHandWorkedExam(app: FastifyInstance, db: Db, clock: ReturnType<typeof testClock>) {
	const { q1, q2, q3 } = HAND_WORKED;
	const { college, adminToken: admin } = await makeExamCollege(app, db);
	const student = (department: "CSE" | "ECE", section: "A" | "B") =>
		makeStudent(db, college, { year: 3, department, section });
	// Made in this order so that their roll numbers sort P1, P2, P3, P4, as the exports list them.
	const people = {
		p1: await student("CSE", "A"),
		p2: await student("CSE", "A"),
		p3: await student("CSE", "B"),
		p4: await student("ECE", "A"),
		idle: await student("CSE", "A"),
	};
	const [p1, p2, p3, p4, idle] = await signedInAs(
		app,
		people.p1,
		people.p2,
		people.p3,
		people.p4,
		people.idle,
	);
	const { questionIds } = await makeBank(app, admin, [
		singleChoice(q1, "b", { marks: 2 }),
		multiChoice(q2, ["a", "c"], { marks: 2 }),
		numericQuestion(q3, 42, 0, { marks: 1, negativeMarks: 0.5 }),
	]);
	const exam = await makeExam(
		app,
		admin,
		examBody(
			[
				{ title: HAND_WORKED.sections[0], source: { mode: "fixed", questionIds: questionIds.slice(0, 2) } },
				{ title: HAND_WORKED.sections[1], source: { mode: "fixed", questionIds: questionIds.slice(2) } },
			],
			{ title: HAND_WORKED.title, durationMinutes: 30, passingScorePercentage: 40 },
			clock().getTime(),
		),
	);
	const sessions = [
		await answerByText(app, p1, exam.id, {
			[q1]: { answer: "b", timeSpent: 10 },
			[q2]: { answer: ["a", "c"], timeSpent: 10 },
			[q3]: { answer: "42", timeSpent: 10 },
		}),
		await answerByText(app, p2, exam.id, {
			[q1]: { answer: "b", timeSpent: 20 },
			[q2]: { answer: ["a"], timeSpent: 20 },
			[q3]: { answer: "41", timeSpent: 20 },
		}),
		await answerByText(app, p3, exam.id, {
			[q1]: { answer: "a", timeSpent: 30 },
			[q2]: { answer: ["a", "c"], timeSpent: 30 },
		}),
		await answerByText(app, p4, exam.id, {
			[q1]: { answer: "c", timeSpent: 40 },
			[q2]: { answer: ["b"], timeSpent: 40 },
			[q3]: { answer: "42", timeSpent: 40 },
		}),
	];
	await answerByText(app, idle, exam.id, {});
	// Submitted 5, 10, 15 and 20 minutes after the common start: P4 first, P1 last.
	for (const session of sessions.reverse()) {
		clock.advance(5 * MINUTE);
		const submitted = await session.submit();
		expect(submitted.statusCode, submitted.body).toBe(200);
	}
	return { admin, examId: exam.id, college, people };
}
