import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeAnalytics, makeAnswerKeys, makeChange, makeItem } from "../test-data";
import { ExamAnalyticsScreen } from "./exam-analytics-screen";

const api = stubFetch();
const ANALYTICS = "GET /api/exams/exam-1/analytics";
const ANSWER_KEYS = "GET /api/exams/exam-1/answer-keys";
const REGRADE_Q1 = "POST /api/exams/exam-1/questions/q-1/regrade";
const REGRADE_Q2 = "POST /api/exams/exam-1/questions/q-2/regrade";

const renderScreen = () =>
	renderRoutes([{ path: paths.examAnalytics.pattern, element: <ExamAnalyticsScreen /> }], {
		initialEntries: ["/examination-admin/exam-analytics/exam-1"],
	});

const dryRunResult = {
	question_id: "q-1",
	applied: false,
	attempts_checked: 142,
	changes: [
		makeChange(),
		makeChange({
			attempt_id: "att-2",
			student_name: "Rahul Nair",
			roll_no: null,
			question_before: 1,
			question_after: 0,
			score_before: 5,
			score_after: 4,
			percentage_before: 45.45,
			percentage_after: 36.36,
			passed_before: true,
			passed_after: false,
		}),
	],
};

async function openDialog(user: ReturnType<typeof renderScreen>["user"], number: number) {
	await user.click(await screen.findByRole("button", { name: `Correct answer key of Q${number}` }));
	return screen.findByRole("dialog", { name: `Correct the answer key of Q${number}` });
}

describe("Regrading a question from the exam analytics", { timeout: 20_000 }, () => {
	it("shows whose marks a corrected mcq key changes, then applies it and fetches the figures again", async () => {
		api.respond(ANALYTICS, () => jsonResponse(makeAnalytics()));
		api.respond(ANSWER_KEYS, () => jsonResponse(makeAnswerKeys()));
		api.respond(REGRADE_Q1, (request) =>
			jsonResponse({ ...dryRunResult, applied: (request.body as { apply: boolean }).apply }),
		);
		const { user } = renderScreen();
		const dialog = await openDialog(user, 1);

		expect(await within(dialog).findByText(/A train 240 m long passes a signal post/)).toBeInTheDocument();
		expect(within(dialog).getByText("Current key:").parentElement).toHaveTextContent(
			"Current key: b. 54 km/h",
		);
		expect(within(dialog).getByRole("radio", { name: "b. 54 km/h" })).toBeChecked();
		expect(within(dialog).getByRole("button", { name: "Apply regrade" })).toBeDisabled();

		await user.click(within(dialog).getByRole("radio", { name: "c. 60 km/h" }));
		expect(within(dialog).getByRole("button", { name: "Apply regrade" })).toBeDisabled();
		await user.click(within(dialog).getByRole("button", { name: "Check the effect" }));

		expect(await within(dialog).findByText("2 of 142 attempts change")).toBeInTheDocument();
		expect(api.sent(REGRADE_Q1).map((r) => r.body)).toEqual([
			{ answerKey: { type: "mcq", correct: ["c"] }, apply: false },
		]);
		const table = within(dialog).getByRole("table", { name: "Marks that change" });
		const [, first, second] = within(table).getAllByRole("row") as HTMLElement[];
		expect(within(first as HTMLElement).getByRole("rowheader")).toHaveTextContent("Ananya Iyer");
		expect(first).toHaveTextContent("21CSE045");
		expect(first).toHaveTextContent(/36\.36 % →\s?to 45\.45 %/);
		expect(within(first as HTMLElement).getByText("Now passes")).toBeInTheDocument();
		expect(within(second as HTMLElement).getByRole("rowheader")).toHaveTextContent("Rahul Nair");
		expect(second).toHaveTextContent(/1 →\s?to 0/);
		expect(within(second as HTMLElement).getByText("Now fails")).toBeInTheDocument();

		// Another key needs its own check before it can be applied.
		await user.click(within(dialog).getByRole("radio", { name: "a. 48 km/h" }));
		expect(within(dialog).getByRole("button", { name: "Apply regrade" })).toBeDisabled();
		expect(within(dialog).getByText(/You changed the key after this check/)).toBeInTheDocument();
		await user.click(within(dialog).getByRole("radio", { name: "c. 60 km/h" }));

		await user.click(within(dialog).getByRole("button", { name: "Apply regrade" }));
		expect(within(dialog).getByText(/This changes 2 students' marks and notifies them/)).toBeInTheDocument();
		const confirm = within(dialog).getByRole("button", { name: "Yes, apply the regrade" });
		expect(confirm).toHaveFocus();
		await user.click(confirm);

		expect(
			await screen.findByText("2 students' marks changed, and they have been notified."),
		).toBeInTheDocument();
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(api.sent(REGRADE_Q1).map((r) => r.body)).toEqual([
			{ answerKey: { type: "mcq", correct: ["c"] }, apply: false },
			{ answerKey: { type: "mcq", correct: ["c"] }, apply: true },
		]);
		// The scores and the history changed: the figures and the keys are fetched again.
		expect(api.sent(ANALYTICS)).toHaveLength(2);
		expect(api.sent(ANSWER_KEYS)).toHaveLength(2);
	});

	it("shows the server's reason when attempts are still in progress", async () => {
		api.respond(ANALYTICS, () => jsonResponse(makeAnalytics()));
		api.respond(ANSWER_KEYS, () => jsonResponse(makeAnswerKeys()));
		api.respond(REGRADE_Q1, () =>
			jsonResponse(
				{ code: "CONFLICT", message: "3 attempts are still in progress. Regrade after they are submitted." },
				409,
			),
		);
		const { user } = renderScreen();
		const dialog = await openDialog(user, 1);
		await user.click(await within(dialog).findByRole("radio", { name: "c. 60 km/h" }));
		await user.click(within(dialog).getByRole("button", { name: "Check the effect" }));

		const alert = await within(dialog).findByRole("alert");
		expect(alert).toHaveTextContent("The regrade could not be done");
		expect(alert).toHaveTextContent("3 attempts are still in progress. Regrade after they are submitted.");
		expect(within(dialog).getByRole("button", { name: "Apply regrade" })).toBeDisabled();
	});

	it("checks a corrected numeric key and says when no attempt's marks change", async () => {
		api.respond(ANALYTICS, () => jsonResponse(makeAnalytics()));
		api.respond(ANSWER_KEYS, () => jsonResponse(makeAnswerKeys()));
		api.respond(REGRADE_Q2, () =>
			jsonResponse({ question_id: "q-2", applied: false, attempts_checked: 142, changes: [] }),
		);
		const { user } = renderScreen();
		const dialog = await openDialog(user, 2);
		const value = await within(dialog).findByRole("textbox", { name: "Right answer" });
		expect(value).toHaveValue("86");

		await user.clear(value);
		await user.click(within(dialog).getByRole("button", { name: "Check the effect" }));
		expect(within(dialog).getByRole("alert")).toHaveTextContent("Enter the right answer as a number.");
		expect(api.sent(REGRADE_Q2)).toHaveLength(0);

		await user.type(value, "96");
		await user.type(within(dialog).getByRole("textbox", { name: /Tolerance/ }), "{backspace}0.5");
		await user.click(within(dialog).getByRole("button", { name: "Check the effect" }));

		expect(await within(dialog).findByText("No attempt's marks change with this key.")).toBeInTheDocument();
		expect(within(dialog).getByText("0 of 142 attempts change")).toBeInTheDocument();
		expect(api.sent(REGRADE_Q2).map((r) => r.body)).toEqual([
			{ answerKey: { type: "numeric", value: 96, tolerance: 0.5 }, apply: false },
		]);
	});

	it("puts an ordering key's items in a new order with Move up, keeping the focus on the moved item", async () => {
		const analytics = makeAnalytics();
		const keys = makeAnswerKeys();
		const steps = [
			{ id: "o1", text: "Collect the data" },
			{ id: "o2", text: "Clean the data" },
			{ id: "o3", text: "Train the model" },
		];
		api.respond(ANALYTICS, () =>
			jsonResponse({
				...analytics,
				items: [
					...analytics.items,
					makeItem({
						questionId: "q-3",
						number: 3,
						text: "Put the steps in order.",
						type: "ordering",
						options: [],
					}),
				],
			}),
		);
		api.respond(ANSWER_KEYS, () =>
			jsonResponse({
				...keys,
				questions: [
					...keys.questions,
					{
						question_id: "q-3",
						section_title: "Mixed Aptitude",
						type: "ordering",
						text: "Put the steps in order.",
						options: steps,
						multi_answer: false,
						marks: 2,
						answer_key: { type: "ordering", order: ["o2", "o1", "o3"], grading: "position" },
					},
				],
			}),
		);
		api.respond("POST /api/exams/exam-1/questions/q-3/regrade", () =>
			jsonResponse({ question_id: "q-3", applied: false, attempts_checked: 142, changes: [] }),
		);
		const { user } = renderScreen();
		const dialog = await openDialog(user, 3);
		const list = await within(dialog).findByRole("list", { name: "Items in the right order" });
		expect(
			within(list)
				.getAllByRole("listitem")
				.map((item) => item.textContent),
		).toEqual(["1Clean the data↑↓", "2Collect the data↑↓", "3Train the model↑↓"]);

		await user.click(within(dialog).getByRole("button", { name: "Move up: Collect the data" }));
		expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Collect the data");
		// At the top its Move up is disabled, so the focus goes to its Move down.
		expect(within(dialog).getByRole("button", { name: "Move down: Collect the data" })).toHaveFocus();
		expect(within(dialog).getByText("Collect the data is now item 1 of 3.")).toBeInTheDocument();

		await user.click(within(dialog).getByRole("button", { name: "Check the effect" }));
		expect(await within(dialog).findByText("No attempt's marks change with this key.")).toBeInTheDocument();
		expect(api.sent("POST /api/exams/exam-1/questions/q-3/regrade").map((r) => r.body)).toEqual([
			{ answerKey: { type: "ordering", order: ["o1", "o2", "o3"], grading: "position" }, apply: false },
		]);
	});

	it("lists the regrade history, newest first, and says when there is none", async () => {
		api.respond(ANALYTICS, () => jsonResponse(makeAnalytics()));
		api.respond(ANSWER_KEYS, () =>
			jsonResponse(
				makeAnswerKeys({
					history: [
						{
							id: "rg-2",
							question_id: "q-2",
							question_text: "What is 15% of 640?",
							regraded_at: "2026-11-24T05:00:00.000Z",
							regraded_by: "Priya Sharma",
							changed_attempts: 0,
						},
						{
							id: "rg-1",
							question_id: "q-1",
							question_text:
								"A train 240 m long passes a signal post in 16 seconds. What is its speed in km/h?",
							regraded_at: "2026-11-23T10:15:00.000Z",
							regraded_by: "Priya Sharma",
							changed_attempts: 12,
						},
					],
				}),
			),
		);
		renderScreen();
		const history = await screen.findByRole("region", { name: "Regrade history" });
		const entries = await within(history).findAllByRole("listitem");
		expect(entries.map((entry) => entry.textContent)).toEqual([
			"Tue, 24 Nov, 10:30 am · Priya Sharma corrected Q2 “What is 15% of 640?”: no attempt's marks changed.",
			"Mon, 23 Nov, 3:45 pm · Priya Sharma corrected Q1 “A train 240 m long passes a signal post in 16 seconds. What is its sp…”: 12 attempts changed.",
		]);
	});

	it("says when no key has been corrected, and offers no correction for a coding question", async () => {
		const analytics = analyticsWithCoding();
		api.respond(ANALYTICS, () => jsonResponse(analytics));
		api.respond(ANSWER_KEYS, () => jsonResponse(makeAnswerKeys()));
		renderScreen();
		const history = await screen.findByRole("region", { name: "Regrade history" });
		expect(
			await within(history).findByText("No answer key of this exam has been corrected."),
		).toBeInTheDocument();

		const table = screen.getByRole("table", { name: "Item analysis" });
		const coding = within(table).getByRole("row", { name: /^Q3 / });
		expect(within(coding).queryByRole("button")).toBeNull();
		expect(within(coding).getByText("Marked by its tests")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Correct answer key of Q1" })).toBeInTheDocument();
	});

	it("offers no correction for a draft exam", async () => {
		const analytics = makeAnalytics();
		api.respond(ANALYTICS, () => jsonResponse({ ...analytics, exam: { ...analytics.exam, state: "draft" } }));
		renderScreen();
		await screen.findByRole("table", { name: "Item analysis" });
		expect(screen.queryByRole("button", { name: /Correct answer key/ })).toBeNull();
		expect(screen.queryByRole("region", { name: "Regrade history" })).toBeNull();
		expect(api.sent(ANSWER_KEYS)).toHaveLength(0);
	});
});

function analyticsWithCoding() {
	const analytics = makeAnalytics();
	return {
		...analytics,
		items: [
			...analytics.items,
			makeItem({ questionId: "q-3", number: 3, text: "Reverse a linked list.", type: "coding", options: [] }),
		],
	};
}
