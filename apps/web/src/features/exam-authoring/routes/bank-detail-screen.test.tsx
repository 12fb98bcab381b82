import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeBankDetail, makeQuestion } from "../test-data";
import { BankDetailScreen } from "./bank-detail-screen";

const api = stubFetch();
const BANK = "GET /api/question-banks/bank-1";
const PREVIEW = "POST /api/question-banks/bank-1/import/preview";
const IMPORT = "POST /api/question-banks/bank-1/import";
const routes = [{ path: "/question-bank/:bankId", element: <BankDetailScreen banksBase="/question-bank" /> }];
const open = () => renderRoutes(routes, { initialEntries: ["/question-bank/bank-1"] });

const numeric = makeQuestion({
	id: "q-2",
	type: "numeric",
	text: "Value of pi to two decimals?",
	options: [],
	answerKey: { type: "numeric", value: 3.14, tolerance: 0.01 },
	tags: ["maths"],
	marks: 2,
	negativeMarks: 0.5,
	difficulty: "medium",
});

describe("BankDetailScreen: questions", { timeout: 20_000 }, () => {
	it("lists the questions and narrows them by search and by tag", async () => {
		api.respond(BANK, () => jsonResponse(makeBankDetail([makeQuestion(), numeric])));
		const { user } = open();

		const table = await screen.findByRole("table", { name: "Questions" });
		expect(within(table).getAllByRole("row")).toHaveLength(3);
		expect(within(table).getByText("2 / −0.5")).toBeInTheDocument();

		await user.type(screen.getByRole("searchbox", { name: "Search questions" }), "pi");
		expect(within(table).getAllByRole("row")).toHaveLength(2);
		expect(within(table).getByText("Numeric")).toBeInTheDocument();
		await user.clear(screen.getByRole("searchbox", { name: "Search questions" }));

		await user.selectOptions(screen.getByRole("combobox", { name: "Tag" }), "ds");
		expect(within(table).getAllByRole("row")).toHaveLength(2);
		expect(within(table).getByText("MCQ")).toBeInTheDocument();
	});

	it("labels a coding question as such, with the marks its tests give it", async () => {
		const coding = makeQuestion({
			id: "q-3",
			type: "coding",
			text: "Write a complete program.",
			options: [],
			answerKey: { type: "coding", problemId: "class-rep-election", languages: ["python"], marksPerTest: 1 },
			marks: 14,
		});
		api.respond(BANK, () => jsonResponse(makeBankDetail([coding])));
		open();

		const table = await screen.findByRole("table", { name: "Questions" });
		const row = within(table).getByRole("row", { name: /Write a complete program/ });
		expect(within(row).getByText("Coding")).toBeInTheDocument();
		expect(within(row).getByText("14")).toBeInTheDocument();
	});

	it("deletes a question only after it is confirmed", async () => {
		let questions = [makeQuestion(), numeric];
		api.respond(BANK, () => jsonResponse(makeBankDetail(questions)));
		api.respond("DELETE /api/question-banks/bank-1/questions/q-2", () => {
			questions = [makeQuestion()];
			return new Response(null, { status: 204 });
		});
		const { user } = open();

		await user.click(await screen.findByRole("button", { name: /^Delete: Value of pi/ }));
		const dialog = await screen.findByRole("dialog", { name: "Delete this question?" });
		await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
		expect(api.sent("DELETE /api/question-banks/bank-1/questions/q-2")).toHaveLength(0);

		await user.click(screen.getByRole("button", { name: /^Delete: Value of pi/ }));
		await user.click(
			within(await screen.findByRole("dialog", { name: "Delete this question?" })).getByRole("button", {
				name: "Delete question",
			}),
		);

		expect(await screen.findByText("Question deleted.")).toBeInTheDocument();
		await waitFor(() => expect(screen.queryByText("Value of pi to two decimals?")).not.toBeInTheDocument());
	});
});

describe("BankDetailScreen: import", { timeout: 20_000 }, () => {
	const aiken = "Which is FIFO?\nA. Stack\nB. Queue\nANSWER: B\n\nBroken question\nANSWER: Z";

	it("previews what was read with each skipped line and why, then imports and refreshes the list", async () => {
		let questions = [makeQuestion()];
		api.respond(BANK, () => jsonResponse(makeBankDetail(questions)));
		api.respond(PREVIEW, () =>
			jsonResponse({
				questions: [
					{
						type: "mcq",
						text: "Which is FIFO?",
						options: [
							{ id: "a", text: "Stack" },
							{ id: "b", text: "Queue" },
						],
						multiAnswer: false,
						answerKey: { type: "mcq", correct: ["b"] },
						marks: 1,
						negativeMarks: 0,
						tags: ["unit-2"],
						difficulty: "medium",
						explanation: "",
					},
				],
				problems: [{ line: 7, message: "ANSWER names no option (Z)." }],
			}),
		);
		api.respond(IMPORT, () => {
			questions = [makeQuestion(), makeQuestion({ id: "q-3", text: "Which is FIFO?" })];
			return jsonResponse({ imported: 1, problems: [] });
		});
		const { user } = open();

		await user.click(await screen.findByRole("tab", { name: "Import" }));
		await user.click(screen.getByRole("radio", { name: "Aiken" }));
		await user.click(screen.getByRole("textbox", { name: "Questions to import" }));
		await user.paste(aiken);
		await user.type(screen.getByRole("textbox", { name: /tags for every/i }), "Unit-2{Enter}");
		await user.click(screen.getByRole("button", { name: "Preview" }));

		const problems = await screen.findByRole("list", { name: "Import problems" });
		expect(within(problems).getByText("Line 7: ANSWER names no option (Z).")).toBeInTheDocument();
		const preview = screen.getByRole("table", { name: "Questions to import" });
		expect(within(preview).getByText("Which is FIFO?")).toBeInTheDocument();
		expect(within(preview).getByText("B")).toBeInTheDocument();
		expect(api.sent(PREVIEW)[0]?.body).toEqual({ format: "aiken", text: aiken, tags: ["unit-2"] });

		await user.click(screen.getByRole("button", { name: "Import 1 question" }));

		expect(await screen.findByText("Imported 1 question.")).toBeInTheDocument();
		expect(api.sent(IMPORT)[0]?.body).toEqual({ format: "aiken", text: aiken, tags: ["unit-2"] });
		await user.click(screen.getByRole("tab", { name: /Questions/ }));
		expect(await screen.findByRole("tab", { name: "Questions (2)" })).toBeInTheDocument();
	});

	it("reads a chosen file and guesses its format from the name", async () => {
		api.respond(BANK, () => jsonResponse(makeBankDetail()));
		api.respond(PREVIEW, () =>
			jsonResponse({ questions: [], problems: [{ line: 2, message: "Too few columns." }] }),
		);
		const { user } = open();
		await user.click(await screen.findByRole("tab", { name: "Import" }));

		const csv = "type,text,option_a\nmcq,Broken";
		await user.upload(
			screen.getByLabelText("Choose a file"),
			new File([csv], "unit-2.csv", { type: "text/csv" }),
		);

		await waitFor(() =>
			expect(screen.getByRole("textbox", { name: "Questions to import" })).toHaveValue(csv),
		);
		expect(screen.getByRole("radio", { name: "CSV" })).toBeChecked();
		await user.click(screen.getByRole("button", { name: "Preview" }));
		expect(await screen.findByText("Line 2: Too few columns.")).toBeInTheDocument();
		expect(screen.getByText(/Nothing could be read/)).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: /^Import \d/ })).not.toBeInTheDocument();
	});

	it("asks for text before previewing", async () => {
		api.respond(BANK, () => jsonResponse(makeBankDetail()));
		const { user } = open();
		await user.click(await screen.findByRole("tab", { name: "Import" }));
		await user.click(screen.getByRole("button", { name: "Preview" }));

		expect(screen.getByText("The file is empty.")).toBeInTheDocument();
		expect(api.sent(PREVIEW)).toHaveLength(0);
	});
});
