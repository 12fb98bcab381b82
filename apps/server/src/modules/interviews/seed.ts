import type { ModuleSeed } from "../../platform/module";
import { findAccountForLogin } from "../accounts";
import { bookDemoSlot, seedPrincipal } from "../scheduling";
import { answerQuestion, completeSession, startSession } from "./service";

/** The README's demo student (DIT, CSE, third year). */
const DEMO_STUDENT_ROLL_NO = "22CSE001";

// Written for the demo: answers of a third-year CSE student to the first three medium behavioral
// questions (conflict, leadership, ownership), one strong, one fair, one thin, so the feedback shows
// what each kind of answer gets.
const ANSWERS = [
	"During our fifth-semester mini project, my team-mate Rohit wanted to use MongoDB while I wanted PostgreSQL for the library system. " +
		"My task was to settle it without losing a week. I listened to his reasons first, then I wrote a one-page comparison of both for our joins and transactions, and we discussed it with our guide. " +
		"We agreed on PostgreSQL and he owned the search feature with full-text search. As a result we finished two days early and scored 46 out of 50. I learned to argue with data, not opinions.",
	"In my second year nobody was organising the department's coding contest, so I volunteered. Basically I made a plan, um, split the work among five classmates and ran daily check-ins on WhatsApp. " +
		"About 180 students took part, which was more than the year before.",
	"I once forgot to book the seminar hall for our club's talk. Actually it was a mistake and people were confused.",
];

/**
 * The demo's interviews: 22CSE001 books the first of FAC1001's slots (the scheduling seed published
 * them) and has a finished behavioral practice interview with its feedback (written through the services).
 */
export const seedDemoInterviews: ModuleSeed = async ({ db, clock }) => {
	const now = clock();
	const studentAccount = await findAccountForLogin(db, "ROLE_STUDENT", DEMO_STUDENT_ROLL_NO);
	if (!studentAccount) return;
	const student = seedPrincipal(studentAccount, "ROLE_STUDENT", now);
	await bookDemoSlot(db, clock, student, "I want to practise STAR answers for the campus drive.");

	const deps = { db, clock, llm: undefined, random: () => 0 };
	const session = await startSession(deps, student, {
		type: "behavioral",
		roleFamily: "sde",
		difficulty: "medium",
		questionCount: 3,
	});
	for (const [index, answer] of ANSWERS.entries())
		await answerQuestion(deps, student, session.id, index + 1, {
			answer,
			mode: index === 1 ? "spoken" : "typed",
			durationSeconds: index === 1 ? 24 : 150,
		});
	await completeSession(deps, student, session.id);
};
