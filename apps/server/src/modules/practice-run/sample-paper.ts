import { randomInt } from "node:crypto";
import {
	type PlayerQuestion,
	type QuestionDraft,
	type QuestionDraftInput,
	type QuestionOption,
	questionDraftSchema,
	TRUE_FALSE_OPTIONS,
} from "@unnati/contracts";

// The practice run's sample paper: one question or more of every type a student meets in a real
// exam, written for Indian college students (aptitude, computer science basics, general awareness).
// Coding is left out: its marks come from the judge running hidden tests in the sandbox, which the
// practice run does not use (a program is rehearsed in /dashboard/playground and the DSA practice).

/** A question of the sample paper: an authored draft (checked by the authoring rules) with a fixed id. */
export type SampleQuestion = QuestionDraft & { id: string };
export type SampleSection = { id: string; title: string; questions: readonly SampleQuestion[] };

/**
 * Parsed with the schema every authored question passes, so the sample obeys the same rules (a key
 * of the question's type, options that exist, one full-credit short answer). A mistake here fails
 * at start-up and in the module's tests, never in front of a student.
 */
const sample = (id: string, draft: QuestionDraftInput): SampleQuestion => ({
	id,
	...questionDraftSchema.parse(draft),
});

// Option ids of matching and ordering questions are opaque, as a real paper's are
// (withOpaqueOptionIds): they tell nothing about which choice belongs where or which item comes first.
export const SAMPLE_SECTIONS: readonly SampleSection[] = [
	{
		id: "practice-aptitude",
		title: "Aptitude and reasoning",
		questions: [
			sample("practice-train-speed", {
				type: "mcq",
				text: "A train 200 m long passes a signal post in 10 seconds. What is its speed in km/h?",
				options: [
					{ id: "a", text: "20 km/h" },
					{ id: "b", text: "60 km/h" },
					{ id: "c", text: "72 km/h" },
					{ id: "d", text: "80 km/h" },
				],
				answerKey: { type: "mcq", correct: ["c"] },
				marks: 1,
				negativeMarks: 0.25,
				explanation: "Speed = 200 m ÷ 10 s = 20 m/s, and 20 × 18/5 = 72 km/h.",
			}),
			sample("practice-simple-interest", {
				type: "numeric",
				text: "What is the simple interest, in rupees, on ₹12,000 at 8% per annum for 3 years?",
				answerKey: { type: "numeric", value: 2880, tolerance: 0 },
				marks: 2,
				explanation: "Simple interest = P × R × T ÷ 100 = 12,000 × 8 × 3 ÷ 100 = ₹2,880.",
			}),
			sample("practice-divisible-by-six", {
				type: "mcq",
				text: "Which of these numbers are divisible by 6? Choose all that apply.",
				options: [
					{ id: "a", text: "114" },
					{ id: "b", text: "226" },
					{ id: "c", text: "312" },
					{ id: "d", text: "405" },
				],
				multiAnswer: true,
				answerKey: { type: "mcq", correct: ["a", "c"] },
				marks: 2,
				explanation:
					"A number is divisible by 6 when it is even and its digits add up to a multiple of 3: 114 (1+1+4 = 6) and 312 (3+1+2 = 6). 226's digits add up to 10, and 405 is odd.",
			}),
			sample("practice-syllogism", {
				type: "truefalse",
				text: "All roses are flowers. Some flowers fade quickly. Therefore, some roses fade quickly.\n\nThe conclusion follows from the two statements.",
				answerKey: { type: "truefalse", correct: false },
				marks: 1,
				explanation: "It does not follow: the flowers that fade quickly may all be flowers other than roses.",
			}),
			sample("practice-order-values", {
				type: "ordering",
				text: "Arrange these values from the smallest to the largest.",
				options: [
					{ id: "r4", text: "0.55" },
					{ id: "k7", text: "7/12" },
					{ id: "d2", text: "3/5" },
					{ id: "w9", text: "62%" },
				],
				answerKey: { type: "ordering", order: ["r4", "k7", "d2", "w9"], grading: "position" },
				marks: 2,
				explanation: "As decimals: 0.55 < 7/12 (0.583…) < 3/5 (0.6) < 62% (0.62).",
			}),
		],
	},
	{
		id: "practice-computer-science",
		title: "Computer science and general awareness",
		questions: [
			sample("practice-back-button", {
				type: "mcq",
				text: "A browser's Back button returns to the most recently visited page first. Which data structure behaves like this?",
				options: [
					{ id: "a", text: "Queue" },
					{ id: "b", text: "Stack" },
					{ id: "c", text: "Binary search tree" },
					{ id: "d", text: "Hash table" },
				],
				answerKey: { type: "mcq", correct: ["b"] },
				marks: 1,
				explanation:
					"The last page visited is the first one returned to: last in, first out, which is a stack.",
			}),
			sample("practice-dbms", {
				type: "short",
				text: "Expand the abbreviation DBMS.",
				answerKey: {
					type: "short",
					answers: [{ text: "Database Management System" }, { text: "Database Management Systems" }],
					caseSensitive: false,
					ignoreSpaces: true,
				},
				marks: 1,
				explanation: "DBMS stands for Database Management System, such as MySQL, PostgreSQL or Oracle.",
			}),
			sample("practice-ports", {
				type: "matching",
				text: "Match each protocol to the port it uses by default.",
				options: [
					{ id: "n5", text: "22" },
					{ id: "h2", text: "53" },
					{ id: "x8", text: "80" },
					{ id: "f4", text: "443" },
					{ id: "q6", text: "25" },
				],
				answerKey: {
					type: "matching",
					prompts: [
						{ id: "i1", text: "SSH (secure remote login)", choice: "n5" },
						{ id: "i2", text: "DNS (name lookup)", choice: "h2" },
						{ id: "i3", text: "HTTP (web pages)", choice: "x8" },
						{ id: "i4", text: "HTTPS (secure web pages)", choice: "f4" },
					],
				},
				marks: 2,
				explanation: "SSH uses port 22, DNS 53, HTTP 80 and HTTPS 443. Port 25 is SMTP, for sending mail.",
			}),
			sample("practice-isro-missions", {
				type: "ordering",
				text: "Arrange these Indian space missions in the order they were launched, the earliest first.",
				options: [
					{ id: "t3", text: "Aryabhata, India's first satellite" },
					{ id: "m8", text: "Chandrayaan-1" },
					{ id: "b6", text: "Mars Orbiter Mission (Mangalyaan)" },
					{ id: "z1", text: "Chandrayaan-2" },
					{ id: "g5", text: "Aditya-L1" },
				],
				answerKey: { type: "ordering", order: ["t3", "m8", "b6", "z1", "g5"], grading: "run" },
				marks: 2,
				explanation:
					"Aryabhata (1975), Chandrayaan-1 (2008), the Mars Orbiter Mission (2013), Chandrayaan-2 (2019) and Aditya-L1 (2023).",
			}),
			sample("practice-essay", {
				type: "essay",
				text: "In about 100 words, suggest one practical way your college could use less paper during internal examinations, and name one problem your idea might cause.",
				answerKey: {
					type: "essay",
					wordLimit: 150,
					guidance:
						"A clear, workable idea (for example online tests in the computer labs, or question papers on a projector), one honest drawback (lab capacity, power cuts, students without devices) and a sensible way to handle it.",
				},
				marks: 5,
				explanation:
					"A good answer gives one workable idea, one honest drawback and a way to handle it: for example, online tests in the computer labs, run in batches because the labs seat fewer students than the exam halls.",
			}),
		],
	},
];

/** Every sample question by its id. */
export const SAMPLE_QUESTIONS: ReadonlyMap<string, { question: SampleQuestion; sectionId: string }> = new Map(
	SAMPLE_SECTIONS.flatMap((section) =>
		section.questions.map((question) => [question.id, { question, sectionId: section.id }] as const),
	),
);

function shuffled<T>(items: readonly T[]): T[] {
	const copy = [...items];
	for (let i = copy.length - 1; i > 0; i--) {
		const j = randomInt(i + 1);
		[copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
	}
	return copy;
}

/** The options a student chooses from: a true/false question's two, or the question's own. */
export function shownOptions(q: Pick<SampleQuestion, "type" | "options">): QuestionOption[] {
	if (q.type === "truefalse") return TRUE_FALSE_OPTIONS.map((o) => ({ ...o }));
	return q.options.map((o) => ({ id: o.id, text: o.text }));
}

/** A matching question's items, without the choice each one matches. */
export function promptsOf(q: SampleQuestion): { prompts: QuestionOption[] } | Record<string, never> {
	const key = q.answerKey;
	return key.type === "matching" ? { prompts: key.prompts.map((p) => ({ id: p.id, text: p.text })) } : {};
}

/**
 * A question as the player sees it, never with its key. A matching question's choices and an
 * ordering question's items are shuffled afresh for each paper, as a real paper always shuffles them.
 */
export function toPlayerQuestion(q: SampleQuestion): PlayerQuestion {
	const options = shownOptions(q);
	const shuffle = (q.type === "matching" || q.type === "ordering") && options.length > 1;
	return {
		question_id: q.id,
		type: q.type,
		text: q.text,
		options: shuffle ? shuffled(options) : options,
		multi_answer: q.multiAnswer,
		marks: q.marks,
		negative_marks: q.negativeMarks,
		...promptsOf(q),
		// Nothing of a practice run is stored, an attached file included: essays are typed only.
		...(q.answerKey.type === "essay"
			? { essay: { word_limit: q.answerKey.wordLimit, allow_upload: false } }
			: {}),
	};
}
