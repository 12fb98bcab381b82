import { type ExamInputRaw, examInputSchema, questionDraftSchema } from "@unnati/contracts";
import { staffOfInstitution } from "../modules/accounts";
import {
	type Author,
	createExam,
	type FrozenQuestion,
	publishExam,
	recordPastAttempts,
} from "../modules/exams";
import { scoredAttempts } from "../modules/exams/read";
import { bankDetail, createBank, importQuestions } from "../modules/question-banks";
import type { Db } from "../platform/db/database";
import { simulatedAnswer } from "./demo-answers";
import type { Random } from "./demo-college";
import { DEMO_QUESTIONS } from "./demo-questions";
import { seedTermExams } from "./demo-term-exams";
import { seedWrittenExam } from "./demo-written-exam";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Students who keep the live demo exam untaken, so every fresh demo can sit it, and no past result. */
const KEEP_FRESH = new Set(["22CSE001", "22CSE002"]);

/** Practice problems the demo coding round asks; both are easy, so a demo can be solved in minutes. */
export const DEMO_CODING_PROBLEMS = ["class-rep-election", "exam-hall-bracket-audit"] as const;

/** "Placement Coding Round": live for 30 days, two programs in any of the five languages. */
async function seedCodingRound(
	db: Db,
	institutionId: string,
	examAdminId: string,
	publish: (body: ExamInputRaw) => Promise<unknown>,
	now: Date,
) {
	const bank = await createBank(db, institutionId, examAdminId, {
		name: "Coding Round (Demo)",
		description: "Programming problems judged against hidden tests, for placement coding rounds.",
	});
	await importQuestions(
		db,
		bank.id,
		DEMO_CODING_PROBLEMS.map((problemId) =>
			questionDraftSchema.parse({
				type: "coding",
				text: "Write a complete program that reads the input and prints the answer. Each test your program passes earns a mark.",
				answerKey: {
					type: "coding",
					problemId,
					languages: ["c", "cpp", "java", "python", "javascript"],
					marksPerTest: 1,
				},
				tags: ["coding"],
				difficulty: "easy",
			}),
		),
	);
	const ids = (await bankDetail(db, institutionId, bank.id))?.questions.map((q) => q.id) ?? [];
	await publish({
		title: "Placement Coding Round",
		description: "Two programming problems in 45 minutes; run your code on the samples before you submit.",
		opensAt: new Date(now.getTime() - HOUR).toISOString(),
		closesAt: new Date(now.getTime() + 30 * DAY).toISOString(),
		durationMinutes: 45,
		passingScorePercentage: 50,
		showAnswers: "after_submit",
		audience: { kind: "college" },
		sections: [{ title: "Programming", source: { mode: "fixed", questionIds: ids } }],
	});
}

/** "CS Fundamentals Quiz": live for 30 days, every question type with partial credit and feedback. */
async function seedFundamentalsQuiz(
	db: Db,
	institutionId: string,
	examAdminId: string,
	publish: (body: ExamInputRaw) => Promise<unknown>,
	now: Date,
) {
	const bank = await createBank(db, institutionId, examAdminId, {
		name: "Computer Science Fundamentals (Demo)",
		description:
			"True/false, short-answer, matching and ordering questions on DSA, DBMS, networks and computer organisation.",
	});
	await importQuestions(
		db,
		bank.id,
		DEMO_QUESTIONS.fundamentals.map((q) => questionDraftSchema.parse(q)),
	);
	const ids = (await bankDetail(db, institutionId, bank.id))?.questions.map((q) => q.id) ?? [];
	await publish({
		title: "CS Fundamentals Quiz",
		description:
			"Ten questions of every kind: true/false, short answers, matching and ordering, with partial credit and feedback on each answer.",
		opensAt: new Date(now.getTime() - HOUR).toISOString(),
		closesAt: new Date(now.getTime() + 30 * DAY).toISOString(),
		durationMinutes: 20,
		passingScorePercentage: 40,
		showAnswers: "after_submit",
		audience: { kind: "college" },
		sections: [{ title: "Core Computer Science", source: { mode: "fixed", questionIds: ids } }],
	});
}

/**
 * The demo's exams at DIT: "Demo Aptitude Test" live now for 30 days (proctored, 30 minutes, two
 * sections of six, passing 40 %), an upcoming DSA quiz, a practice test that closed two weeks
 * ago with a scored attempt from most of the college's students, three earlier tests of the term
 * with the whole college's results (demo-term-exams.ts), a live coding round, a live quiz of every
 * question type and a live mock with timed sections.
 */
export async function seedDemoExams(
	db: Db,
	input: {
		institutionId: string;
		examAdminId: string;
		students: { id: string; rollNo: string | null }[];
		now: Date;
		random: Random;
	},
): Promise<{ exams: number; attempts: number }> {
	const { now, random } = input;
	const author: Author = { userId: input.examAdminId, institutionId: input.institutionId };
	const bank = await createBank(db, input.institutionId, input.examAdminId, {
		name: "Placement Aptitude (Demo)",
		description:
			"Quantitative aptitude, logical reasoning and programming fundamentals for campus placements.",
	});
	const all = [...DEMO_QUESTIONS.quant, ...DEMO_QUESTIONS.programming, ...DEMO_QUESTIONS.practice];
	await importQuestions(
		db,
		bank.id,
		all.map((q) => questionDraftSchema.parse(q)),
	);
	const ids = (await bankDetail(db, input.institutionId, bank.id))?.questions.map((q) => q.id) ?? [];
	const quantIds = ids.slice(0, DEMO_QUESTIONS.quant.length);
	const programmingIds = ids.slice(quantIds.length, quantIds.length + DEMO_QUESTIONS.programming.length);
	const practiceIds = ids.slice(quantIds.length + programmingIds.length);

	const publish = async (body: ExamInputRaw) => {
		const draft = await createExam(db, author, examInputSchema.parse(body), now);
		return publishExam(db, author, draft.id, now);
	};
	await publish({
		title: "Demo Aptitude Test",
		description: "A 30-minute placement aptitude test: quantitative aptitude and programming fundamentals.",
		opensAt: new Date(now.getTime() - HOUR).toISOString(),
		closesAt: new Date(now.getTime() + 30 * DAY).toISOString(),
		durationMinutes: 30,
		passingScorePercentage: 40,
		proctored: true,
		maxViolations: 5,
		showAnswers: "after_submit",
		audience: { kind: "college" },
		sections: [
			{ title: "Quantitative Aptitude", source: { mode: "fixed", questionIds: quantIds } },
			{ title: "Programming Fundamentals", source: { mode: "fixed", questionIds: programmingIds } },
		],
	});
	await publish({
		title: "Placement Mock: Timed Sections",
		description:
			"The same two rounds as a campus aptitude test, each with its own timer: finish a section early or let its time run out, and the next one starts.",
		opensAt: new Date(now.getTime() - HOUR).toISOString(),
		closesAt: new Date(now.getTime() + 30 * DAY).toISOString(),
		durationMinutes: 20,
		passingScorePercentage: 40,
		showAnswers: "after_submit",
		audience: { kind: "college" },
		sections: [
			{ title: "Numerical Ability", source: { mode: "fixed", questionIds: quantIds }, durationMinutes: 12 },
			{
				title: "Programming Logic",
				source: { mode: "fixed", questionIds: programmingIds },
				durationMinutes: 8,
			},
		],
	});
	await publish({
		title: "Data Structures Quiz",
		description: "Six questions drawn for each student from the practice pool.",
		opensAt: new Date(now.getTime() + 7 * DAY).toISOString(),
		closesAt: new Date(now.getTime() + 8 * DAY).toISOString(),
		durationMinutes: 20,
		passingScorePercentage: 50,
		shuffleQuestions: true,
		shuffleOptions: true,
		audience: { kind: "college" },
		sections: [
			{ title: "Data Structures", source: { mode: "random", bankId: bank.id, tags: ["practice"], count: 6 } },
		],
	});
	const opensAt = new Date(now.getTime() - 14 * DAY);
	const practice = await publish({
		title: "Aptitude Practice Test 1",
		description: "The first practice test of the placement season.",
		opensAt: opensAt.toISOString(),
		closesAt: new Date(opensAt.getTime() + 6 * HOUR).toISOString(),
		durationMinutes: 20,
		passingScorePercentage: 40,
		showAnswers: "after_close",
		// Passing it earns an exam certificate (the certificates module's seed issues the history's).
		certificateOnPass: true,
		audience: { kind: "college" },
		sections: [{ title: "Mixed Aptitude", source: { mode: "fixed", questionIds: practiceIds } }],
	});

	const past = input.students
		.filter((student) => !(student.rollNo && KEEP_FRESH.has(student.rollNo)))
		.map((student) => {
			const skill = 0.3 + random() * 0.65;
			const startedAt = new Date(opensAt.getTime() + Math.floor(random() * 5 * HOUR));
			return {
				studentId: student.id,
				startedAt,
				submittedAt: new Date(startedAt.getTime() + (8 + Math.floor(random() * 12)) * 60_000),
				answer: (question: FrozenQuestion) => simulatedAnswer(question, skill, random),
			};
		});
	const attempts = await recordPastAttempts({ db, clock: () => now }, practice.id, past);
	// Drawn from each roll number, not from `random`: everything seeded after them stays as it was.
	const practiceScores = await scoredAttempts(db, { examId: practice.id });
	const term = await seedTermExams(db, {
		publish,
		questionIds: { quant: quantIds, programming: programmingIds },
		// 22CSE001 and 22CSE002 keep a history without exam results, as with the practice test.
		students: input.students.filter((student) => !(student.rollNo && KEEP_FRESH.has(student.rollNo))),
		endLevels: new Map(practiceScores.map((row) => [row.studentId, Number(row.percentage ?? 50) / 100])),
		now,
	});
	await seedCodingRound(db, input.institutionId, input.examAdminId, publish, now);
	await seedFundamentalsQuiz(db, input.institutionId, input.examAdminId, publish, now);
	// FAC1001, the CSE mentor the README names, and the CSE head of department grade it.
	const faculty = await staffOfInstitution(db, input.institutionId, ["ROLE_MENTOR", "ROLE_DEPARTMENT"]);
	const fac1001 = faculty.find((f) => f.factId === "FAC1001");
	const cseHead = faculty.find(
		(f) => f.role === "ROLE_DEPARTMENT" && f.departmentId === fac1001?.departmentId,
	);
	const written = await seedWrittenExam(db, {
		...input,
		graderIds: [fac1001, cseHead].flatMap((f) => (f ? [f.id] : [])),
	});
	return { exams: 7 + term.exams, attempts: attempts + term.attempts + written };
}
