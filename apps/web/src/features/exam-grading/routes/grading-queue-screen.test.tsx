import { screen, waitFor, within } from "@testing-library/react";
import { GRADING_MESSAGES } from "@unnati/contracts/exams";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeEntry, makeGrade, makeQueue } from "../test-data";
import { GradingQueueScreen } from "./grading-queue-screen";

const api = stubFetch();
const QUEUE = "GET /api/exams/exam-1/grading";
const LIST = "GET /api/grading";
const gradeKey = (attemptId: string, questionId: string) =>
	`PUT /api/exams/exam-1/grading/${attemptId}/${questionId}`;

const renderQueue = (search = "") =>
	renderRoutes(
		[{ path: paths.gradingQueuePattern("ROLE_MENTOR"), element: <GradingQueueScreen area="ROLE_MENTOR" /> }],
		{ initialEntries: [`${paths.gradingQueue("ROLE_MENTOR", "exam-1")}${search}`] },
	);

/** The card of the answer being graded. */
const answerCard = (name: string) => screen.findByRole("article", { name });

describe("Grading answer by answer", () => {
	it("grades with the rubric: shows the marks as levels are chosen, sends the levels, then opens the next ungraded answer", async () => {
		api.respond(QUEUE, () => jsonResponse(makeQueue()));
		api.respond(LIST, () => jsonResponse({ exams: [] }));
		api.respond(gradeKey("att-1", "q-1"), (request) =>
			jsonResponse(
				makeGrade({ score: 8.33, levels: (request.body as { levels: Record<string, string> }).levels }),
			),
		);
		const { user } = renderQueue();

		expect(
			await screen.findByRole("heading", { level: 1, name: "Grading: Data Structures Mid-term" }),
		).toBeInTheDocument();
		expect(screen.getByRole("progressbar", { name: "2 of 6 graded" })).toBeInTheDocument();
		expect(screen.getByRole("combobox", { name: "Question" })).toHaveValue("q-1");
		const card = await answerCard("Ananya Iyer");
		// The answer is formatted text: bold, italic and a list.
		expect(within(card).getByText("stack").tagName).toBe("STRONG");
		expect(within(card).getByText("last in, first out").tagName).toBe("EM");
		expect(within(card).getAllByRole("listitem")).toHaveLength(2);
		expect(within(card).getByText("15 words of at most 300")).toBeInTheDocument();

		// The guidance waits behind a toggle.
		const toggle = screen.getByRole("button", { name: "Show guidance" });
		expect(toggle).toHaveAttribute("aria-expanded", "false");
		await user.click(toggle);
		expect(screen.getByRole("button", { name: "Hide guidance" })).toHaveAttribute("aria-expanded", "true");
		expect(screen.getByText(/LIFO versus FIFO/)).toBeVisible();

		const form = within(card).getByRole("form", { name: "Grade for Ananya Iyer" });
		expect(within(form).getByText("—").parentElement).toHaveTextContent(
			"Marks: — of 10 (choose a level for every criterion)",
		);
		const understanding = within(form).getByRole("radiogroup", { name: "Understanding" });
		await user.click(within(understanding).getByRole("radio", { name: "Clear and complete" }));
		expect(within(form).getByText(/^Marks:/)).toHaveTextContent("Marks: — of 10");
		await user.click(
			within(form)
				.getByRole("radiogroup", { name: "Examples" })
				.querySelector("input[value=e1]") as HTMLElement,
		);
		// 10 marks × (4 + 1) of the best (4 + 2) points.
		expect(within(form).getByText(/^Marks:/)).toHaveTextContent("Marks: 8.33 of 10");
		await user.type(
			within(form).getByRole("textbox", { name: /Comment/ }),
			"  Name a real example of a queue.  ",
		);
		await user.click(within(form).getByRole("button", { name: "Save grade" }));

		expect(
			await screen.findByText("Saved 8.33 of 10 for Ananya Iyer. Next: Meera Pillai."),
		).toBeInTheDocument();
		expect(api.sent(gradeKey("att-1", "q-1")).map((r) => r.body)).toEqual([
			{ levels: { c1: "l2", c2: "e1" }, comment: "Name a real example of a queue." },
		]);
		const next = await answerCard("Meera Pillai");
		await waitFor(() => expect(within(next).getByRole("heading", { name: "Meera Pillai" })).toHaveFocus());
		// The queue and the list are fetched again for the server's counts.
		await waitFor(() => expect(api.sent(QUEUE)).toHaveLength(2));
	});

	it("stays on the last answer once every answer is graded", async () => {
		const queue = makeQueue({
			entries: [
				makeEntry({
					attempt_id: "att-2",
					student_label: "Rahul Nair",
					grade: makeGrade({ levels: { c1: "l1", c2: "e1" } }),
				}),
				makeEntry(),
			],
		});
		api.respond(QUEUE, () => jsonResponse(queue));
		api.respond(LIST, () => jsonResponse({ exams: [] }));
		api.respond(gradeKey("att-1", "q-1"), () => {
			const grade = makeGrade({ score: 0, levels: { c1: "l0", c2: "e0" } });
			api.respond(QUEUE, () =>
				jsonResponse({
					...queue,
					entries: queue.entries.map((entry) => ({ ...entry, grade: entry.grade ?? grade })),
				}),
			);
			return jsonResponse(grade);
		});
		const { user } = renderQueue();
		const card = await answerCard("Ananya Iyer");

		await user.click(within(card).getByRole("radio", { name: "Missing" }));
		await user.click(within(card).getByRole("radio", { name: "None" }));
		await user.click(within(card).getByRole("button", { name: "Save grade" }));

		expect(
			await screen.findByText("Saved 0 of 10 for Ananya Iyer. Every answer is graded."),
		).toBeInTheDocument();
		expect(await screen.findByRole("progressbar", { name: "2 of 2 graded" })).toBeInTheDocument();
		expect(screen.getByRole("article", { name: "Ananya Iyer" })).toBeInTheDocument();
	});

	it("refuses to save a rubric with a criterion left out", async () => {
		api.respond(QUEUE, () => jsonResponse(makeQueue()));
		const { user } = renderQueue();
		const card = await answerCard("Ananya Iyer");

		await user.click(within(card).getByRole("radio", { name: "Partly right" }));
		await user.click(within(card).getByRole("button", { name: "Save grade" }));

		expect(within(card).getByRole("alert")).toHaveTextContent(GRADING_MESSAGES.rubricIncomplete);
		// Only the criterion left out says so.
		expect(within(card).getAllByText("Choose a level.")).toHaveLength(1);
		expect(api.sent(gradeKey("att-1", "q-1"))).toHaveLength(0);
	});

	it("checks the marks of a question without a rubric before sending them", async () => {
		api.respond(QUEUE, () => jsonResponse(makeQueue()));
		api.respond(LIST, () => jsonResponse({ exams: [] }));
		api.respond(gradeKey("att-1", "q-2"), () => jsonResponse(makeGrade({ score: 3.5 })));
		const { user } = renderQueue("?question=q-2");
		const card = await answerCard("Ananya Iyer");
		const marks = within(card).getByRole("textbox", { name: "Marks (out of 5)" });
		const save = within(card).getByRole("button", { name: "Save grade" });

		await user.click(save);
		expect(within(card).getByText(GRADING_MESSAGES.scoreRequired)).toBeInTheDocument();
		expect(marks).toHaveAttribute("aria-invalid", "true");

		await user.type(marks, "7");
		await user.click(save);
		expect(within(card).getByText(GRADING_MESSAGES.scoreTooHigh(5))).toBeInTheDocument();
		expect(api.sent(gradeKey("att-1", "q-2"))).toHaveLength(0);

		await user.clear(marks);
		await user.type(marks, "3.5");
		expect(within(card).queryByText(GRADING_MESSAGES.scoreTooHigh(5))).toBeNull();
		await user.click(save);

		expect(
			await screen.findByText("Saved 3.5 of 5 for Ananya Iyer. Next: Meera Pillai."),
		).toBeInTheDocument();
		expect(api.sent(gradeKey("att-1", "q-2")).map((r) => r.body)).toEqual([{ score: 3.5, comment: "" }]);
	});

	it("shows the server's reason when a grade is refused", async () => {
		api.respond(QUEUE, () => jsonResponse(makeQueue()));
		api.respond(gradeKey("att-1", "q-2"), () =>
			jsonResponse({ code: "FORBIDDEN", message: GRADING_MESSAGES.notAGrader }, 403),
		);
		const { user } = renderQueue("?question=q-2");
		const card = await answerCard("Ananya Iyer");

		await user.type(within(card).getByRole("textbox", { name: "Marks (out of 5)" }), "2");
		await user.click(within(card).getByRole("button", { name: "Save grade" }));

		const alert = await within(card).findByRole("alert");
		expect(alert).toHaveTextContent("The grade could not be saved");
		expect(alert).toHaveTextContent(GRADING_MESSAGES.notAGrader);
		// The grader stays on the answer they were grading.
		expect(screen.getByRole("article", { name: "Ananya Iyer" })).toBeInTheDocument();
	});

	it("shows a released grade read-only", async () => {
		api.respond(QUEUE, () => jsonResponse(makeQueue()));
		renderQueue("?question=q-2&filter=graded");
		const card = await answerCard("Rahul Nair");

		expect(within(card).getAllByText("Released")).not.toHaveLength(0);
		expect(within(card).getByText(/they can no longer be changed/)).toBeInTheDocument();
		expect(within(card).getByText(/^Marks:/)).toHaveTextContent("Marks: 4 of 5");
		expect(within(card).getByText("Good.")).toBeInTheDocument();
		expect(within(card).queryByRole("button", { name: "Save grade" })).toBeNull();
		expect(within(card).queryByRole("textbox")).toBeNull();
	});

	it("shows a released rubric grade's levels, which cannot be changed", async () => {
		api.respond(QUEUE, () =>
			jsonResponse(
				makeQueue({
					entries: [
						makeEntry({ grade: makeGrade({ score: 6.67, levels: { c1: "l2", c2: "e0" }, released: true }) }),
					],
				}),
			),
		);
		renderQueue();
		const card = await answerCard("Ananya Iyer");

		const understanding = within(card).getByRole("radiogroup", { name: "Understanding" });
		expect(within(understanding).getByRole("radio", { name: "Clear and complete" })).toBeChecked();
		for (const radio of within(card).getAllByRole("radio")) expect(radio).toBeDisabled();
		expect(within(card).getByText(/^Marks:/)).toHaveTextContent("Marks: 6.67 of 10");
		expect(within(card).queryByRole("button", { name: "Save grade" })).toBeNull();
	});

	it("goes through the answers with Previous, Next and the J and K keys, within the chosen filter", async () => {
		api.respond(QUEUE, () => jsonResponse(makeQueue()));
		const { user } = renderQueue();
		await answerCard("Ananya Iyer");
		expect(screen.getByText("Answer 1 of 3 to Q1")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

		// Typing a J in the comment is typing, not a shortcut.
		await user.type(screen.getByRole("textbox", { name: /Comment/ }), "j");
		expect(screen.getByRole("article", { name: "Ananya Iyer" })).toBeInTheDocument();
		await user.click(screen.getByText("Answer 1 of 3 to Q1"));

		// Ungraded only: Rahul's graded answer is skipped.
		await user.keyboard("j");
		expect(await answerCard("Meera Pillai")).toBeInTheDocument();
		expect(screen.getByText("Answer 3 of 3 to Q1")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
		await user.keyboard("k");
		expect(await answerCard("Ananya Iyer")).toBeInTheDocument();

		await user.click(screen.getByRole("radio", { name: "All (3)" }));
		await user.click(screen.getByRole("button", { name: "Next" }));
		expect(await answerCard("Rahul Nair")).toBeInTheDocument();
		const list = screen.getByRole("navigation", { name: "Answers to Q1" });
		expect(within(list).getByRole("button", { name: /Rahul Nair/ })).toHaveAttribute("aria-current", "true");

		await user.click(screen.getByRole("radio", { name: "Graded (1)" }));
		expect(within(list).getAllByRole("button")).toHaveLength(1);
	});

	it("shows a photo the student attached, and links a PDF", async () => {
		api.respond(QUEUE, () =>
			jsonResponse(
				makeQueue({
					entries: [
						makeEntry({
							answer: "",
							words: 0,
							upload: { mime: "image/jpeg", size: 245_000, uploaded_at: "2026-11-10T05:00:00.000Z" },
						}),
						makeEntry({
							attempt_id: "att-3",
							student_label: "Meera Pillai",
							upload: { mime: "application/pdf", size: 1_468_006, uploaded_at: "2026-11-10T05:00:00.000Z" },
						}),
					],
				}),
			),
		);
		const { user } = renderQueue();
		const card = await answerCard("Ananya Iyer");

		expect(within(card).getByText("No text: the answer is in the attached file.")).toBeInTheDocument();
		expect(within(card).getByRole("img", { name: "The page Ananya Iyer attached" })).toHaveAttribute(
			"src",
			"/api/exams/exam-1/grading/att-1/q-1/upload",
		);
		expect(within(card).getByRole("link", { name: "Open the photo full size (239 KB)" })).toHaveAttribute(
			"href",
			"/api/exams/exam-1/grading/att-1/q-1/upload",
		);

		await user.click(screen.getByRole("button", { name: "Next" }));
		const next = await answerCard("Meera Pillai");
		expect(within(next).queryByRole("img")).toBeNull();
		expect(within(next).getByRole("link", { name: "Open the attached PDF (1.4 MB)" })).toHaveAttribute(
			"href",
			"/api/exams/exam-1/grading/att-3/q-1/upload",
		);
	});
});

describe("Grading student by student", () => {
	it("shows every essay of one student, and moves on to the next student", async () => {
		api.respond(QUEUE, () => jsonResponse(makeQueue()));
		const { user } = renderQueue();
		await answerCard("Ananya Iyer");

		await user.click(screen.getByRole("radio", { name: "Student by student" }));

		expect(await screen.findByRole("heading", { level: 2, name: "Ananya Iyer" })).toBeInTheDocument();
		expect(screen.getByRole("combobox", { name: "Student" })).toHaveValue("att-1");
		const essays = screen.getAllByRole("article");
		expect(essays.map((essay) => within(essay).getAllByRole("heading")[0]?.textContent)).toEqual([
			"Q1. Explain how a stack differs from a queue, with an example of each.",
			"Q2. Why is binary search O(log n)?",
		]);

		await user.click(screen.getByRole("button", { name: "Next student" }));
		expect(await screen.findByRole("heading", { level: 2, name: "Rahul Nair" })).toBeInTheDocument();
		await user.keyboard("j");
		expect(await screen.findByRole("heading", { level: 2, name: "Meera Pillai" })).toBeInTheDocument();
	});

	it("saves one essay and moves on to the same student's next one", async () => {
		api.respond(QUEUE, () => jsonResponse(makeQueue()));
		api.respond(LIST, () => jsonResponse({ exams: [] }));
		const grade = makeGrade({ score: 10, levels: { c1: "l2", c2: "e2" } });
		api.respond(gradeKey("att-1", "q-1"), () => {
			// From now on the server's queue holds the grade.
			const [graded, ...rest] = makeQueue().entries;
			api.respond(QUEUE, () =>
				jsonResponse(makeQueue({ entries: [{ ...makeEntry(graded), grade }, ...rest] })),
			);
			return jsonResponse(grade);
		});
		const { user } = renderQueue("?mode=student");
		const [first, second] = await screen.findAllByRole("article");
		if (!first || !second) throw new Error("Ananya Iyer has two essays");
		// On a phone the columns stack: the answer comes before the form.
		const answer = within(first).getByText("stack");
		const form = within(first).getByRole("form");
		expect(answer.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

		await user.click(within(first).getByRole("radio", { name: "Clear and complete" }));
		await user.click(within(first).getByRole("radio", { name: "Both" }));
		expect(within(first).getByText(/^Marks:/)).toHaveTextContent("Marks: 10 of 10");
		await user.click(within(first).getByRole("button", { name: "Save grade" }));

		expect(await screen.findByText("Saved 10 of 10 for Ananya Iyer. Next: Q2.")).toBeInTheDocument();
		await waitFor(() => expect(within(second).getByRole("heading", { level: 3 })).toHaveFocus());
		expect(within(first).getByText("Graded")).toBeInTheDocument();
	});
});

describe("Anonymous grading", () => {
	it("shows the labels the API gives instead of names, and no roll numbers", async () => {
		api.respond(QUEUE, () =>
			jsonResponse(
				makeQueue({
					anonymous: true,
					entries: [
						makeEntry({ student_label: "Student 7", roll_no: null }),
						makeEntry({ attempt_id: "att-2", student_label: "Student 8", roll_no: null }),
					],
				}),
			),
		);
		renderQueue();

		const card = await answerCard("Student 7");
		expect(screen.getByText(/names and roll numbers are hidden/)).toBeInTheDocument();
		expect(within(card).queryByText(/21CSE045/)).toBeNull();
		expect(screen.queryByText(/Ananya/)).toBeNull();
		expect(screen.getByRole("navigation", { name: "Answers to Q1" })).toHaveTextContent("Student 8");
	});
});

describe("The grading queue's states", () => {
	it("shows a loading placeholder, then says when no essays wait", async () => {
		api.respond(QUEUE, () => jsonResponse(makeQueue({ entries: [] })));
		renderQueue();

		expect(screen.getByRole("status", { name: "Loading the answers to grade" })).toBeInTheDocument();
		expect(await screen.findByText(/No essays to grade yet/)).toBeInTheDocument();
		expect(screen.getByRole("progressbar", { name: "0 of 0 graded" })).toBeInTheDocument();
	});

	it("says the queue could not be loaded, with the server's reason", async () => {
		api.respond(QUEUE, () => jsonResponse({ code: "FORBIDDEN", message: GRADING_MESSAGES.notAGrader }, 403));
		renderQueue();

		const alert = await screen.findByRole("alert");
		expect(alert).toHaveTextContent("The grading queue could not be loaded");
		expect(alert).toHaveTextContent(GRADING_MESSAGES.notAGrader);
		expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
	});
});
