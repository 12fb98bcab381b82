import {
	examQuestionsSchema,
	examResultSchema,
	type QuestionDraftInput,
	questionSchema,
} from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	studentSession,
	type TestCollege,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";

// True/false, short answer, matching and ordering questions, end to end: authored in a bank,
// frozen into an exam, answered, refused when an answer has the wrong shape, scored and shown.

const ctx = useTestApp();

const DRAFTS: QuestionDraftInput[] = [
	{
		type: "truefalse",
		text: "TCP guarantees that bytes arrive in the order they were sent.",
		answerKey: {
			type: "truefalse",
			correct: true,
			feedbackTrue: "Yes: sequence numbers put the bytes back in order.",
			feedbackFalse: "TCP does reorder segments by their sequence numbers.",
		},
		marks: 1,
		negativeMarks: 0.25,
	},
	{
		type: "short",
		text: "Which command shows the commits of a Git repository, newest first?",
		answerKey: {
			type: "short",
			answers: [
				{ text: "git log", feedback: "Right." },
				{ text: "git\\s+log\\s+--oneline", regex: true, credit: 100 },
				{ text: "log", credit: 50, feedback: "Almost: it is a git subcommand." },
			],
		},
		marks: 2,
	},
	{
		type: "matching",
		text: "Match each protocol with its default port.",
		options: [
			{ id: "a", text: "80" },
			{ id: "b", text: "443" },
			{ id: "c", text: "22" },
			{ id: "d", text: "25" },
		],
		answerKey: {
			type: "matching",
			prompts: [
				{ id: "p1", text: "HTTP", choice: "a" },
				{ id: "p2", text: "HTTPS", choice: "b" },
				{ id: "p3", text: "SSH", choice: "c" },
			],
		},
		marks: 3,
	},
	{
		type: "ordering",
		text: "Put the phases of compiling a C program in order.",
		options: [
			{ id: "a", text: "Preprocessing" },
			{ id: "b", text: "Compilation" },
			{ id: "c", text: "Assembly" },
			{ id: "d", text: "Linking" },
		],
		answerKey: { type: "ordering", order: ["a", "b", "c", "d"], grading: "position" },
		marks: 4,
	},
];

let admin: string;
let college: TestCollege;
let examId: string;

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
	const bank = await makeBank(ctx.app, admin, DRAFTS);
	examId = (
		await makeExam(
			ctx.app,
			admin,
			examBody(
				[{ title: "Computer science basics", source: { mode: "fixed", questionIds: bank.questionIds } }],
				{
					title: "Mixed Types Quiz",
				},
			),
		)
	).id;
});

/** A student's started paper, with each question by type. */
async function startedPaper() {
	const { token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
	const session = studentSession(ctx.app, token, examId);
	expect((await session.start()).statusCode).toBe(200);
	const paper = examQuestionsSchema.parse((await session.questions()).json());
	const section = paper.exam.sections[0];
	if (!section) throw new Error("no section");
	const byType = Object.fromEntries(section.questions.map((q) => [q.type, q]));
	return { token, session, sectionId: section.section_id, byType };
}

describe("the new question types in a bank", () => {
	it("stores matching choices and ordering items under ids that give nothing away", async () => {
		const bank = await makeBank(ctx.app, admin, [
			DRAFTS[2] as QuestionDraftInput,
			DRAFTS[3] as QuestionDraftInput,
		]);
		for (const id of bank.questionIds) {
			const res = await ctx.app.inject({
				method: "GET",
				url: `/api/question-banks/${bank.bankId}`,
				headers: bearer(admin),
			});
			const stored = questionSchema
				.array()
				.parse(res.json().questions)
				.find((q) => q.id === id);
			expect(stored?.options.map((o) => o.id)).not.toContain("a");
			expect(stored?.options.every((o) => /^[0-9a-f]{8}$/.test(o.id))).toBe(true);
		}
	});

	it("refuses a short answer whose pattern could backtrack for ever, naming why", async () => {
		const bank = await makeBank(ctx.app, admin, []);
		const res = await ctx.app.inject({
			method: "POST",
			url: `/api/question-banks/${bank.bankId}/questions`,
			headers: bearer(admin),
			payload: {
				type: "short",
				text: "Type a word",
				answerKey: { type: "short", answers: [{ text: "(\\w+)*!", regex: true }] },
			},
		});
		expect(res.statusCode).toBe(400);
		expect(res.body).toContain("take forever");
	});
});

describe("taking a paper of the new types", () => {
	it("sends true/false options and matching items, never the key, with items and choices shuffled each time", async () => {
		const { byType } = await startedPaper();
		expect(byType.truefalse?.options).toEqual([
			{ id: "true", text: "True" },
			{ id: "false", text: "False" },
		]);
		expect(byType.matching?.prompts).toEqual([
			{ id: "p1", text: "HTTP" },
			{ id: "p2", text: "HTTPS" },
			{ id: "p3", text: "SSH" },
		]);
		expect(JSON.stringify(byType)).not.toContain("choice");
		expect(byType.ordering?.options.map((o) => o.text).sort()).toEqual([
			"Assembly",
			"Compilation",
			"Linking",
			"Preprocessing",
		]);
		// 24 orders of 4 items: across 6 papers the right one cannot be shown every time unless unshuffled.
		const orders = new Set<string>();
		for (let i = 0; i < 6; i++)
			orders.add(((await startedPaper()).byType.ordering?.options ?? []).map((o) => o.text).join());
		expect(orders.size).toBeGreaterThan(1);
	});

	it("refuses an answer of the wrong shape for its type with a 400, and stores nothing", async () => {
		const { session, sectionId, byType } = await startedPaper();
		const bad: [string, unknown, RegExp][] = [
			[byType.truefalse?.question_id ?? "", "maybe", /true or false/],
			[byType.short?.question_id ?? "", ["git log"], /list/],
			[byType.matching?.question_id ?? "", ["p1=zz"], /choice zz does not exist/],
			[byType.ordering?.question_id ?? "", [byType.ordering?.options[0]?.id], /every item exactly once/],
			[byType.short?.question_id ?? "", "x".repeat(201), /at most 200 characters/],
		];
		for (const [questionId, answer, why] of bad) {
			const res = await session.save([
				{ section_id: sectionId, question_id: questionId, student_answer: answer, time_spent: 3 },
			]);
			expect(res.statusCode, res.body).toBe(400);
			expect(res.json().message).toMatch(why);
		}
		const stored = examQuestionsSchema.parse((await session.questions()).json()).attempt.answers;
		expect(stored).toEqual({});
	});

	it("scores each type, with partial credit, and shows the right answers and the author's feedback", async () => {
		const { session, sectionId, byType } = await startedPaper();
		const ordering = byType.ordering;
		const matching = byType.matching;
		if (!ordering || !matching) throw new Error("paper incomplete");
		const idOf = (text: string) => ordering.options.find((o) => o.text === text)?.id ?? "";
		const choiceOf = (text: string) => matching.options.find((o) => o.text === text)?.id ?? "";
		const save = await session.save([
			{
				section_id: sectionId,
				question_id: byType.truefalse?.question_id ?? "",
				student_answer: "false",
				time_spent: 5,
			},
			{
				section_id: sectionId,
				question_id: byType.short?.question_id ?? "",
				student_answer: "  LOG ",
				time_spent: 9,
			},
			{
				section_id: sectionId,
				question_id: matching.question_id,
				student_answer: [`p1=${choiceOf("80")}`, `p2=${choiceOf("22")}`, `p3=${choiceOf("22")}`],
				time_spent: 30,
			},
			{
				section_id: sectionId,
				question_id: ordering.question_id,
				// Compilation and Preprocessing swapped: the last two are in place.
				student_answer: ["Compilation", "Preprocessing", "Assembly", "Linking"].map(idOf),
				time_spent: 40,
			},
		]);
		expect(save.statusCode, save.body).toBe(200);
		const submitted = await session.submit();
		expect(submitted.statusCode, submitted.body).toBe(200);
		const result = examResultSchema.parse(submitted.json());
		const q = Object.fromEntries((result.sections[0]?.questions ?? []).map((x) => [x.type, x]));
		expect(q.truefalse).toMatchObject({
			score: -0.25,
			outcome: "wrong",
			correct_answer: "true",
			feedback: "TCP does reorder segments by their sequence numbers.",
			options: [
				{ id: "true", text: "True" },
				{ id: "false", text: "False" },
			],
		});
		expect(q.short).toMatchObject({
			score: 1,
			outcome: "partial",
			correct_answer: "git log",
			feedback: "Almost: it is a git subcommand.",
		});
		expect(q.matching).toMatchObject({ score: 2, outcome: "partial" });
		expect(q.matching?.prompts?.map((p) => p.text)).toEqual(["HTTP", "HTTPS", "SSH"]);
		expect(q.matching?.correct_answer).toEqual([
			`p1=${choiceOf("80")}`,
			`p2=${choiceOf("443")}`,
			`p3=${choiceOf("22")}`,
		]);
		expect(q.ordering).toMatchObject({ score: 2, outcome: "partial" });
		expect(q.ordering?.correct_answer).toEqual(
			["Preprocessing", "Compilation", "Assembly", "Linking"].map(idOf),
		);
		expect(result.score).toBe(4.75);
		expect(result.max_score).toBe(10);
	});
});
