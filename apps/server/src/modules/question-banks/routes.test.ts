import { bankDetailSchema, bankSummarySchema, importPreviewSchema, questionSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs, type TestCollege } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { findBankQuestions, findPoolQuestions } from "./service";

const mcq = {
	type: "mcq",
	text: "Which SQL clause filters groups after aggregation?",
	options: [
		{ id: "a", text: "WHERE" },
		{ id: "b", text: "HAVING" },
		{ id: "c", text: "ORDER BY" },
	],
	answerKey: { type: "mcq", correct: ["b"] },
	marks: 2,
	negativeMarks: 0.5,
	tags: ["DBMS", "sql"],
	difficulty: "easy",
	explanation: "HAVING filters groups; WHERE filters rows before grouping.",
};
const numeric = {
	type: "numeric",
	text: "A shirt marked ₹800 is sold at a 12.5% discount. What is the selling price in ₹?",
	answerKey: { type: "numeric", value: 700, tolerance: 0 },
	tags: ["aptitude"],
};
const essay = {
	type: "essay",
	text: "Explain why a B-tree stays balanced.",
	answerKey: {
		type: "essay",
		wordLimit: 200,
		guidance: "Splits push the median up.",
		rubric: [
			{
				id: "c1",
				title: "Accuracy",
				levels: [
					{ id: "l1", label: "Right", points: 2 },
					{ id: "l2", label: "Wrong", points: 0 },
				],
			},
		],
	},
	marks: 4,
};

describe("question banks over HTTP", () => {
	const ctx = useTestApp();
	// Read-only for the tests: a college with an exam admin, a question-bank admin and a student,
	// and another college with an exam admin of its own.
	let college: TestCollege;
	let otherCollege: TestCollege;
	let examAdmin: string;
	let bankAdmin: string;
	let otherAdmin: string;
	let student: string;
	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db);
		otherCollege = await makeCollege(db);
		examAdmin = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_EXAM_ADMIN"));
		bankAdmin = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_QUESTION_BANK_ADMIN"));
		otherAdmin = await signInAs(ctx.app, await makeStaff(db, otherCollege, "ROLE_EXAM_ADMIN"));
		student = await signInAs(ctx.app, await makeStudent(db, college));
	});

	const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
		ctx.app.inject({
			method,
			url,
			headers: bearer(token),
			...(payload === undefined ? {} : { payload: payload as object }),
		});
	const newBank = async (token: string, name: string) => {
		const res = await call(token, "POST", "/api/question-banks", { name, description: "Semester 5" });
		expect(res.statusCode, res.body).toBe(201);
		return bankSummarySchema.parse(res.json());
	};

	it("creates a bank, adds, edits and deletes questions, and lists banks newest first", async () => {
		const older = await newBank(examAdmin, "Aptitude – Placement Drive 2026");
		const bank = await newBank(bankAdmin, "DBMS Unit 3");
		expect(bank).toMatchObject({ name: "DBMS Unit 3", description: "Semester 5", questionCount: 0 });

		const added = await call(examAdmin, "POST", `/api/question-banks/${bank.id}/questions`, mcq);
		expect(added.statusCode, added.body).toBe(201);
		const question = questionSchema.parse(added.json());
		expect(question).toMatchObject({ ...mcq, tags: ["dbms", "sql"], multiAnswer: false, bankId: bank.id });
		const second = await call(bankAdmin, "POST", `/api/question-banks/${bank.id}/questions`, numeric);
		expect(second.statusCode, second.body).toBe(201);
		expect(second.json()).toMatchObject({ options: [], marks: 1, negativeMarks: 0, difficulty: "medium" });

		const edited = await call(examAdmin, "PUT", `/api/question-banks/${bank.id}/questions/${question.id}`, {
			...mcq,
			multiAnswer: true,
			answerKey: { type: "mcq", correct: ["a", "b"] },
		});
		expect(edited.statusCode, edited.body).toBe(200);
		expect(edited.json()).toMatchObject({
			id: question.id,
			multiAnswer: true,
			answerKey: { correct: ["a", "b"] },
		});

		const detail = bankDetailSchema.parse(
			(await call(examAdmin, "GET", `/api/question-banks/${bank.id}`)).json(),
		);
		expect(detail.questionCount).toBe(2);
		expect(detail.questions.map((q) => q.text)).toEqual([mcq.text, numeric.text]);

		const list = await call(bankAdmin, "GET", "/api/question-banks");
		const names = (list.json().banks as { name: string }[]).map((b) => b.name);
		expect(names.indexOf("DBMS Unit 3")).toBeLessThan(names.indexOf(older.name));
		expect(list.json().banks).toContainEqual(expect.objectContaining({ id: bank.id, questionCount: 2 }));

		const deleted = await call(
			examAdmin,
			"DELETE",
			`/api/question-banks/${bank.id}/questions/${question.id}`,
		);
		expect(deleted.statusCode).toBe(204);
		const again = await call(examAdmin, "DELETE", `/api/question-banks/${bank.id}/questions/${question.id}`);
		expect(again.statusCode).toBe(404);
		expect((await call(examAdmin, "GET", `/api/question-banks/${bank.id}`)).json().questionCount).toBe(1);
	});

	it("stores a script payload as plain text", async () => {
		const bank = await newBank(examAdmin, "<img src=x onerror=alert(1)>");
		const text = '<script>alert("xss")</script> What does this print?';
		const res = await call(examAdmin, "POST", `/api/question-banks/${bank.id}/questions`, {
			...numeric,
			text,
		});
		expect(res.statusCode).toBe(201);
		const detail = (await call(examAdmin, "GET", `/api/question-banks/${bank.id}`)).json();
		expect(detail.name).toBe("<img src=x onerror=alert(1)>");
		expect(detail.questions[0].text).toBe(text);
	});

	it("previews an import without storing it, then imports every readable question", async () => {
		const bank = await newBank(examAdmin, "DSA import");
		const csv = [
			"type,text,option_a,option_b,option_c,correct,marks,tags",
			"mcq,Which structure is used for BFS?,Stack,Queue,Heap,b,1,graphs",
			"mcq,Which sorts are stable?,Merge sort,Quick sort,Insertion sort,a;c,2,sorting",
			"numeric,Edges in a tree with 10 vertices?,,,,9,1,trees",
			"mcq,Broken row,only one,,,a,1,",
		].join("\n");
		const body = { format: "csv", text: csv, tags: ["DSA"] };

		const preview = await call(examAdmin, "POST", `/api/question-banks/${bank.id}/import/preview`, body);
		expect(preview.statusCode, preview.body).toBe(200);
		const parsed = importPreviewSchema.parse(preview.json());
		expect(parsed.questions).toHaveLength(3);
		expect(parsed.questions[1]?.tags).toEqual(["sorting", "dsa"]);
		expect(parsed.problems).toEqual([
			{ line: 5, message: "A multiple-choice question needs at least two options." },
		]);
		expect((await call(examAdmin, "GET", `/api/question-banks/${bank.id}`)).json().questionCount).toBe(0);

		const imported = await call(bankAdmin, "POST", `/api/question-banks/${bank.id}/import`, body);
		expect(imported.statusCode, imported.body).toBe(201);
		expect(imported.json()).toEqual({ imported: 3, problems: parsed.problems });
		const detail = bankDetailSchema.parse(
			(await call(examAdmin, "GET", `/api/question-banks/${bank.id}`)).json(),
		);
		expect(detail.questions.map((q) => q.text)).toEqual([
			"Which structure is used for BFS?",
			"Which sorts are stable?",
			"Edges in a tree with 10 vertices?",
		]);

		// The exams module's view of the same bank.
		const institutionId = college.id;
		const pool = await findPoolQuestions(ctx.database.db, institutionId, bank.id, ["dsa", "sorting"]);
		expect(pool.map((q) => q.text)).toEqual(["Which sorts are stable?"]);
		expect(await findPoolQuestions(ctx.database.db, institutionId, bank.id, [])).toHaveLength(3);
		const ids = detail.questions.map((q) => q.id);
		expect(
			(await findBankQuestions(ctx.database.db, institutionId, [...ids, "not-a-uuid"]))
				.map((q) => q.id)
				.sort(),
		).toEqual([...ids].sort());
		const elsewhere = otherCollege.id;
		expect(await findBankQuestions(ctx.database.db, elsewhere, ids)).toEqual([]);
		expect(await findPoolQuestions(ctx.database.db, elsewhere, bank.id, [])).toEqual([]);
	});

	it("refuses an import in which nothing is readable, listing each line's problem", async () => {
		const bank = await newBank(examAdmin, "Aiken import");
		const text =
			"Which key uniquely identifies a row?\nA) Foreign key\nB) Primary key\nANSWER: E\n\nIs 91 prime? {T}";
		const res = await call(examAdmin, "POST", `/api/question-banks/${bank.id}/import`, {
			format: "aiken",
			text,
		});
		expect(res.statusCode).toBe(400);
		expect(res.json()).toMatchObject({
			message: "No question in the file could be read.",
			errors: [
				{ path: "line 4", message: 'The answer "E" is not one of the options (A, B).' },
				{ path: "line 6", message: "This question has no options and no ANSWER line." },
			],
		});
		const gift = await call(examAdmin, "POST", `/api/question-banks/${bank.id}/import`, {
			format: "gift",
			text: "This section covers the ACID properties.",
		});
		expect(gift.statusCode).toBe(400);
		expect(gift.json().errors[0]).toEqual({
			path: "line 1",
			message: expect.stringContaining("(description)"),
		});
	});

	it("answers 400 with field messages for bad bodies", async () => {
		const bank = await newBank(examAdmin, "Validation");
		const noName = await call(examAdmin, "POST", "/api/question-banks", { name: "x" });
		expect(noName.statusCode).toBe(400);
		expect(noName.json().errors).toContainEqual({
			path: "name",
			message: "Please name the bank (at least 2 characters).",
		});

		const badQuestion = await call(examAdmin, "POST", `/api/question-banks/${bank.id}/questions`, {
			...mcq,
			options: [{ id: "a", text: "Only" }],
			answerKey: { type: "mcq", correct: ["z"] },
		});
		expect(badQuestion.statusCode).toBe(400);
		expect(badQuestion.json().errors).toEqual(
			expect.arrayContaining([
				{ path: "options", message: "A multiple-choice question needs at least two options." },
				{ path: "answerKey.correct", message: "A correct answer must be one of the options." },
			]),
		);
		const emptyFile = await call(examAdmin, "POST", `/api/question-banks/${bank.id}/import/preview`, {
			format: "csv",
			text: "",
		});
		expect(emptyFile.statusCode).toBe(400);
		expect(emptyFile.json().errors).toContainEqual({ path: "text", message: "The file is empty." });
		const badFormat = await call(examAdmin, "POST", `/api/question-banks/${bank.id}/import/preview`, {
			format: "xlsx",
			text: "a",
		});
		expect(badFormat.statusCode).toBe(400);
		expect(badFormat.json().errors[0].path).toBe("format");
	});

	it("exports a bank as GIFT, Moodle XML or CSV that imports back as the same questions", async () => {
		const bank = await newBank(bankAdmin, "DBMS – Unit 3 (Export)");
		for (const question of [mcq, numeric, essay])
			expect(
				(await call(bankAdmin, "POST", `/api/question-banks/${bank.id}/questions`, question)).statusCode,
			).toBe(201);
		const stored = bankDetailSchema.parse(
			(await call(bankAdmin, "GET", `/api/question-banks/${bank.id}`)).json(),
		);
		const drafts = stored.questions.map(({ id: _id, bankId: _bank, updatedAt: _at, ...draft }) => draft);

		for (const [format, extension, type] of [
			["gift", "gift", "text/plain"],
			["moodlexml", "xml", "application/xml"],
			["csv", "csv", "text/csv"],
		] as const) {
			const res = await call(examAdmin, "GET", `/api/question-banks/${bank.id}/export?format=${format}`);
			expect(res.statusCode, res.body).toBe(200);
			expect(res.headers["content-type"]).toContain(type);
			expect(res.headers["content-disposition"]).toBe(
				`attachment; filename="dbms-unit-3-export.${extension}"`,
			);
			const preview = await call(examAdmin, "POST", `/api/question-banks/${bank.id}/import/preview`, {
				format,
				text: res.body,
			});
			expect(importPreviewSchema.parse(preview.json())).toEqual({ questions: drafts, problems: [] });
		}
	});

	it("refuses an export in an unknown format, and keeps exports to the bank's keepers", async () => {
		const bank = await newBank(examAdmin, "Export rules");
		const base = `/api/question-banks/${bank.id}/export`;
		const unknown = await call(examAdmin, "GET", `${base}?format=docx`);
		expect(unknown.statusCode).toBe(400);
		expect(unknown.json().errors[0].path).toBe("format");
		expect((await call(examAdmin, "GET", base)).statusCode).toBe(400);
		expect((await call(student, "GET", `${base}?format=gift`)).statusCode).toBe(403);
		expect((await ctx.app.inject({ method: "GET", url: `${base}?format=gift` })).statusCode).toBe(401);
		const foreign = await call(otherAdmin, "GET", `${base}?format=gift`);
		expect(foreign.statusCode).toBe(404);
		expect(foreign.json()).toMatchObject({ message: "No such question bank in your college." });
		expect(
			(await call(examAdmin, "GET", "/api/question-banks/not-a-uuid/export?format=csv")).statusCode,
		).toBe(404);
		const empty = await call(examAdmin, "GET", `${base}?format=moodlexml`);
		expect(empty.statusCode).toBe(200);
		expect(empty.body).toContain("<quiz>");
	});

	it("keeps banks to their college's exam and question-bank admins", async () => {
		const bank = await newBank(examAdmin, "Home college only");
		const added = await call(examAdmin, "POST", `/api/question-banks/${bank.id}/questions`, numeric);
		const questionId = added.json().id as string;

		expect((await call(student, "GET", "/api/question-banks")).statusCode).toBe(403);
		expect((await call(student, "GET", `/api/question-banks/${bank.id}`)).statusCode).toBe(403);
		expect((await ctx.app.inject({ method: "GET", url: "/api/question-banks" })).statusCode).toBe(401);

		const otherList = await call(otherAdmin, "GET", "/api/question-banks");
		expect(otherList.statusCode).toBe(200);
		expect(otherList.json().banks).toEqual([]);
		const base = `/api/question-banks/${bank.id}`;
		const attempts = [
			await call(otherAdmin, "GET", base),
			await call(otherAdmin, "POST", `${base}/questions`, numeric),
			await call(otherAdmin, "PUT", `${base}/questions/${questionId}`, numeric),
			await call(otherAdmin, "DELETE", `${base}/questions/${questionId}`),
			await call(otherAdmin, "POST", `${base}/import/preview`, { format: "gift", text: "Q {#1}" }),
			await call(otherAdmin, "POST", `${base}/import`, { format: "gift", text: "Q {#1}" }),
		];
		expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
		expect(attempts[0]?.json()).toMatchObject({ message: "No such question bank in your college." });
		expect((await call(examAdmin, "GET", base)).json().questionCount).toBe(1);
	});

	it("documents every route in the OpenAPI document under its tag", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
		expect(res.statusCode).toBe(200);
		const paths = res.json().paths as Record<string, Record<string, { tags?: string[] }>>;
		for (const path of [
			"/api/question-banks",
			"/api/question-banks/{bankId}",
			"/api/question-banks/{bankId}/questions",
			"/api/question-banks/{bankId}/questions/{questionId}",
			"/api/question-banks/{bankId}/import/preview",
			"/api/question-banks/{bankId}/import",
			"/api/question-banks/{bankId}/export",
		])
			for (const operation of Object.values(paths[path] ?? {}))
				expect(operation.tags).toEqual(["question-banks"]);
		expect(Object.keys(paths["/api/question-banks/{bankId}/questions/{questionId}"] ?? {}).sort()).toEqual([
			"delete",
			"put",
		]);
	});

	it("answers 404, not 500, for ids that are not ids", async () => {
		const bank = await newBank(examAdmin, "Ids");
		expect((await call(examAdmin, "GET", "/api/question-banks/not-a-uuid")).statusCode).toBe(404);
		expect(
			(await call(examAdmin, "PUT", `/api/question-banks/${bank.id}/questions/42`, numeric)).statusCode,
		).toBe(404);
		expect((await call(examAdmin, "DELETE", `/api/question-banks/${bank.id}/questions/42`)).statusCode).toBe(
			404,
		);
		expect(
			(
				await call(
					examAdmin,
					"DELETE",
					`/api/question-banks/${bank.id}/questions/00000000-0000-4000-8000-000000000000`,
				)
			).statusCode,
		).toBe(404);
	});
});
