import { examInputSchema, type QuestionDraftInput, questionDraftSchema } from "@unnati/contracts";
import {
	type Author,
	createExam,
	type FrozenQuestion,
	publishExam,
	type RecordedGrade,
	recordGrades,
	recordPastAttempts,
	releaseReadyAttempts,
} from "../modules/exams";
import { attemptsOfExam } from "../modules/exams/read";
import { bankDetail, createBank, importQuestions } from "../modules/question-banks";
import type { Db } from "../platform/db/database";

// The demo's written exam (issue 15): a DBMS mid-semester test that closed three days ago, with two
// essays graded by hand. Two students' marks are released, a third student's essays are graded and
// ready for release, two more have one essay graded, and the rest wait in the grading queue of the
// examination admin and the graders (FAC1001 and the CSE head of department).

const DAY = 24 * 60 * 60_000;

const levels = (...pairs: [string, number][]) =>
	pairs.map(([label, points], i) => ({ id: `l${i}`, label, points }));

const NORMALISATION_RUBRIC = [
	{
		id: "anomalies",
		title: "Names the anomalies normalisation prevents",
		levels: levels(
			["Not mentioned", 0],
			["One anomaly, loosely", 1],
			["Insert, update and delete anomalies", 2],
		),
	},
	{
		id: "forms",
		title: "Explains 1NF, 2NF and 3NF correctly",
		levels: levels(
			["Incorrect or missing", 0],
			["One or two forms right", 2],
			["All three, with dependencies", 4],
		),
	},
	{
		id: "example",
		title: "Works through an example table",
		levels: levels(
			["No example", 0],
			["An example without decomposition", 1],
			["Decomposes an example step by step", 2],
		),
	},
];

const ACID_RUBRIC = [
	{
		id: "properties",
		title: "States all four ACID properties",
		levels: levels(["Fewer than two", 0], ["Two or three", 1], ["All four, accurately", 2]),
	},
	{
		id: "banking",
		title: "Applies them to the UPI transfer",
		levels: levels(["Not applied", 0], ["Applied to some", 1], ["Each property tied to the transfer", 2]),
	},
];

const QUESTIONS: QuestionDraftInput[] = [
	{
		type: "mcq",
		text: "A relation is in BCNF when, for every non-trivial functional dependency X → Y, …",
		options: [
			{ id: "a", text: "X is a superkey" },
			{ id: "b", text: "Y is a prime attribute" },
			{ id: "c", text: "X is a candidate key or Y is prime" },
			{ id: "d", text: "Y is fully functionally dependent on X" },
		],
		answerKey: { type: "mcq", correct: ["a"] },
		marks: 2,
		tags: ["dbms", "normalisation"],
	},
	{
		type: "mcq",
		text: "Which isolation level prevents dirty reads but still allows non-repeatable reads?",
		options: [
			{ id: "a", text: "Read uncommitted" },
			{ id: "b", text: "Read committed" },
			{ id: "c", text: "Repeatable read" },
			{ id: "d", text: "Serializable" },
		],
		answerKey: { type: "mcq", correct: ["b"] },
		marks: 2,
		tags: ["dbms", "transactions"],
	},
	{
		type: "essay",
		text: "Why do we normalise a database? Explain 1NF, 2NF and 3NF using a table of your own, such as a college's course registrations.",
		answerKey: {
			type: "essay",
			wordLimit: 250,
			rubric: NORMALISATION_RUBRIC,
			guidance:
				"Look for: the insert/update/delete anomalies of a redundant table; 1NF = atomic values; 2NF = no partial dependency on part of a composite key; 3NF = no transitive dependency. A good example: Registration(roll_no, course_code, student_name, course_title, faculty, faculty_phone) decomposed into Student, Course, Faculty and Registration.",
		},
		marks: 8,
		tags: ["dbms", "normalisation"],
	},
	{
		type: "essay",
		text: "A UPI payment moves ₹500 from Priya's account to Arjun's. Explain each of the ACID properties with this transfer as the example.",
		answerKey: {
			type: "essay",
			wordLimit: 200,
			rubric: ACID_RUBRIC,
			guidance:
				"Atomicity: debit and credit both happen or neither. Consistency: total money unchanged, balances never negative. Isolation: concurrent transfers do not see half-done state. Durability: once UPI says 'success', a crash does not undo it (the log is on disk).",
		},
		marks: 4,
		tags: ["dbms", "transactions"],
	},
];

/** Students' essays, from thorough to thin: the grading queue shows real differences. */
const NORMALISATION_ANSWERS = [
	"We normalise to remove **redundancy**, which causes three anomalies:\n\n- *Insert*: we cannot add a new course until a student registers for it.\n- *Update*: a faculty phone number stored in many rows must be changed everywhere.\n- *Delete*: removing the last student of a course loses the course itself.\n\nTake Registration(roll_no, course_code, student_name, course_title, faculty, faculty_phone).\n\n1. **1NF**: every value is atomic, so no list of courses in one cell; one row per registration.\n2. **2NF**: the key is (roll_no, course_code). student_name depends only on roll_no and course_title only on course_code (partial dependencies), so we split Student(roll_no, student_name) and Course(course_code, course_title, faculty, faculty_phone).\n3. **3NF**: faculty_phone depends on faculty, not on course_code (transitive), so Faculty(faculty, faculty_phone) is separated.\n\nNow Registration(roll_no, course_code) only links the two.",
	"Normalisation reduces redundancy and avoids update anomalies. 1NF means each cell has a single value. 2NF means the table is in 1NF and no non-key attribute depends on part of the primary key. 3NF means no transitive dependencies.\n\nExample: Student(roll_no, name, dept, hod). hod depends on dept, so we make Dept(dept, hod) and keep Student(roll_no, name, dept).",
	"Normalisation is dividing a big table into small tables so that data is stored properly. 1NF removes repeating groups. 2NF removes partial dependency. 3NF removes transitive dependency. It makes the database faster and saves space.",
	"To avoid duplicate data we use normalisation. In 1NF the table should have a primary key. In 2NF all columns depend on the key. In 3NF there is no duplicate data. Example: marks table of students.",
];

const ACID_ANSWERS = [
	"**Atomicity**: the debit of ₹500 from Priya and the credit to Arjun are one unit; if the bank server fails after the debit, the debit is rolled back.\n\n**Consistency**: the total of both balances is the same before and after, and Priya's balance never goes below zero.\n\n**Isolation**: if Priya makes another payment at the same moment, neither sees the other half-done; the result is as if they ran one after another.\n\n**Durability**: once the app shows 'Payment successful', the change is in the log on disk and survives a crash.",
	"Atomicity means all or nothing, so money is not lost if the transfer fails midway. Consistency means the database goes from one valid state to another. Isolation means transactions do not interfere. Durability means committed data is permanent.",
	"ACID stands for Atomicity, Consistency, Isolation and Durability. In UPI, atomicity makes sure money is debited and credited together. Durability means the payment is saved.",
	"The transfer should be safe and correct. The bank checks the balance first and then sends the money, so it follows ACID.",
];

/** Who wrote what: these second-year CSE students sat the test; the e2e tests use none of them. */
const SITTERS = [
	"23CSE001",
	"23CSE002",
	"23CSE003",
	"23CSE004",
	"23CSE005",
	"23CSE006",
	"23CSE007",
	"23CSE008",
];

/** Rubric levels and comments for answers 0 (thorough) to 3 (thin) of each essay. */
const NORMALISATION_GRADES = [
	{
		levels: { anomalies: "l2", forms: "l2", example: "l2" },
		comment: "Excellent: every step justified by a dependency.",
	},
	{
		levels: { anomalies: "l1", forms: "l2", example: "l1" },
		comment: "Correct definitions; name all three anomalies next time.",
	},
	{
		levels: { anomalies: "l0", forms: "l1", example: "l0" },
		comment: "Definitions only; show a table being decomposed.",
	},
	{
		levels: { anomalies: "l1", forms: "l0", example: "l0" },
		comment:
			"1NF is about atomic values, not a primary key, and 3NF about transitive dependencies. Work through a table.",
	},
];
const ACID_GRADES = [
	{ levels: { properties: "l2", banking: "l2" }, comment: "Each property tied to the transfer. Well done." },
	{
		levels: { properties: "l2", banking: "l0" },
		comment: "Apply each property to Priya's payment, as the question asks.",
	},
	{
		levels: { properties: "l1", banking: "l1" },
		comment:
			"Atomicity and durability are tied to the payment; say what consistency and isolation mean for it too.",
	},
	{
		levels: { properties: "l0", banking: "l0" },
		comment: "Name the four properties and apply each one to the transfer.",
	},
];

/** Seeds the written exam, its sittings and grading so far; answers how many attempts it recorded. */
export async function seedWrittenExam(
	db: Db,
	input: {
		institutionId: string;
		examAdminId: string;
		/** Faculty assigned to grade it; the first one graded the essays graded so far. */
		graderIds: string[];
		students: { id: string; rollNo: string | null }[];
		now: Date;
	},
): Promise<number> {
	const { now } = input;
	const deps = { db, clock: () => now };
	const author: Author = { userId: input.examAdminId, institutionId: input.institutionId };
	const bank = await createBank(db, input.institutionId, input.examAdminId, {
		name: "DBMS Written Questions (Demo)",
		description: "Descriptive questions on normalisation and transactions, graded by hand with rubrics.",
	});
	await importQuestions(
		db,
		bank.id,
		QUESTIONS.map((q) => questionDraftSchema.parse(q)),
	);
	const ids = (await bankDetail(db, input.institutionId, bank.id))?.questions.map((q) => q.id) ?? [];
	const opensAt = new Date(now.getTime() - 3 * DAY);
	const draft = await createExam(
		db,
		author,
		examInputSchema.parse({
			title: "DBMS Mid-Semester Test (Written)",
			description: "Two objective questions and two descriptive answers, graded by hand against a rubric.",
			opensAt: opensAt.toISOString(),
			closesAt: new Date(opensAt.getTime() + 3 * 60 * 60_000).toISOString(),
			durationMinutes: 60,
			passingScorePercentage: 40,
			showAnswers: "after_close",
			audience: { kind: "students", rollNos: SITTERS },
			sections: [{ title: "Database Management Systems", source: { mode: "fixed", questionIds: ids } }],
		}),
		now,
	);
	const exam = await publishExam(db, author, draft.id, now);
	const byRoll = new Map(input.students.map((s) => [s.rollNo, s.id]));
	const sitters = SITTERS.flatMap((roll, i) => {
		const id = byRoll.get(roll);
		return id ? [{ id, i }] : [];
	});
	const essayIds: string[] = [];
	const answerFor = (i: number) => (question: FrozenQuestion) => {
		const key = question.answerKey;
		if (key.type === "essay" && !essayIds.includes(question.id)) essayIds.push(question.id);
		if (key.type === "mcq")
			return { value: (i + question.position) % 3 === 0 ? "c" : (key.correct[0] ?? null), timeSpent: 60 };
		const pool = question.text.startsWith("Why") ? NORMALISATION_ANSWERS : ACID_ANSWERS;
		return { value: pool[i % pool.length] ?? null, timeSpent: 600 + i * 37 };
	};
	const sat = await recordPastAttempts(
		deps,
		exam.id,
		sitters.map(({ id, i }) => ({
			studentId: id,
			startedAt: new Date(opensAt.getTime() + (10 + i) * 60_000),
			submittedAt: new Date(opensAt.getTime() + (60 + i) * 60_000),
			answer: answerFor(i),
		})),
	);
	// The grading so far: the first two sitters fully graded and released; the third fully graded,
	// ready for release; the fourth and fifth with the normalisation essay graded; the rest untouched.
	const sitterIndex = new Map(sitters.map((s) => [s.id, s.i]));
	const attempts = (await attemptsOfExam(db, exam.id)).sort(
		(a, b) => (sitterIndex.get(a.studentId) ?? 0) - (sitterIndex.get(b.studentId) ?? 0),
	);
	const [normalisation, acid] = essayIds;
	const gradedBy = input.graderIds[0] ?? input.examAdminId;
	const gradesOf = (index: number, both: boolean): RecordedGrade[] => {
		const attemptId = attempts[index]?.id;
		// Sitter i wrote answer i % 4 of each pool.
		const first = NORMALISATION_GRADES[index % NORMALISATION_GRADES.length];
		const second = ACID_GRADES[index % ACID_GRADES.length];
		if (!attemptId || !normalisation || !acid || !first || !second) return [];
		return [
			{ attemptId, questionId: normalisation, gradedBy, ...first },
			...(both ? [{ attemptId, questionId: acid, gradedBy, ...second }] : []),
		];
	};
	await recordGrades(deps, exam.id, [...gradesOf(0, true), ...gradesOf(1, true)], input.graderIds);
	await releaseReadyAttempts(deps, exam);
	await recordGrades(deps, exam.id, [...gradesOf(2, true), ...gradesOf(3, false), ...gradesOf(4, false)]);
	return sat;
}
