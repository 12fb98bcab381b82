import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { testClock } from "../../test/auth-helpers";
import { EXAM_ADMIN, studentLogin } from "../../test/demo-logins";
import {
	answerByText,
	examBody,
	makeBank,
	makeExam,
	multiChoice,
	numericQuestion,
	signedInAs,
	singleChoice,
} from "../../test/factories";

// A small exam whose analytics the tests check against figures worked by hand (see the tests):
//   Basics:  Q1 single choice, 2 marks, key b;  Q2 multiple answers a+c, 2 marks, partial marking
//   Numbers: Q3 numeric 42, 1 mark, −0.5 for a wrong answer
//   P1 22CSE003 (CSE, A): b, [a,c], 42   → 2 + 2 + 1    = 5   (100 %), submitted after 20 min
//   P2 22CSE004 (CSE, A): b, [a],   41   → 2 + 1 − 0.5  = 2.5 ( 50 %), 15 min
//   P3 22CSE007 (CSE, B): a, [a,c], —    → 0 + 2 + 0    = 2   ( 40 %), 10 min
//   P4 22ECE001 (ECE, A): c, [b],   42   → 0 + 0 + 1    = 1   ( 20 %),  5 min
//   22CSE005 starts and does not submit: counted as in progress only.
// Q1's text starts like a spreadsheet formula and the second section's title needs CSV quoting.

export const HAND_WORKED = {
	title: "Analytics Unit Test",
	q1: '=HYPERLINK("http://evil.example") Which option is right?',
	q2: "Which of these are prime?",
	q3: "What is six times seven?",
	sections: ["Basics", 'Numbers, "quick"'],
} as const;

const MINUTE = 60_000;

/** Creates and publishes the exam as the demo's examination admin and has the students sit it. */
export async function setUpHandWorkedExam(
	app: FastifyInstance,
	clock: ReturnType<typeof testClock>,
): Promise<{ admin: string; examId: string }> {
	const { q1, q2, q3 } = HAND_WORKED;
	const [admin, p1, p2, p3, p4, idle] = await signedInAs(
		app,
		EXAM_ADMIN,
		studentLogin("22CSE003"),
		studentLogin("22CSE004"),
		studentLogin("22CSE007"),
		studentLogin("22ECE001"),
		studentLogin("22CSE005"),
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
	return { admin, examId: exam.id };
}
