import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeQuestion } from "../test-data";
import { QuestionForm } from "./question-form";
import { buildDraft, questionToValues } from "./question-form-values";
import { emptyCriterion, emptyRubricLevel } from "./rubric-rows";

// The essay question of the question form: word limit, what graders look for and an optional
// rubric, and no negative marks.

const api = stubFetch();
const ADD = "POST /api/question-banks/bank-1/questions";
const PUT = "PUT /api/question-banks/bank-1/questions/q-1";

/** Pastes instead of typing key by key: each key re-renders the whole form, slow on a busy machine. */
async function fill(user: ReturnType<typeof renderScreen>["user"], input: HTMLElement, text: string) {
	await user.click(input);
	await user.paste(text);
}

const ESSAY = makeQuestion({
	type: "essay",
	text: "Explain how a B-tree stays balanced.",
	options: [],
	answerKey: {
		type: "essay",
		wordLimit: 400,
		allowUpload: true,
		guidance: "Splits push the median up; every leaf is at one depth.",
		rubric: [
			{
				id: "c1",
				title: "Accuracy",
				levels: [
					{ id: "l1", label: "Right and complete", points: 4 },
					{ id: "l2", label: "Partly right", points: 2 },
					{ id: "l3", label: "Wrong", points: 0 },
				],
			},
			{
				id: "c3",
				title: "Clarity",
				levels: [
					{ id: "l2", label: "Clear", points: 1.5 },
					{ id: "l1", label: "Hard to follow", points: 0 },
				],
			},
		],
	},
	marks: 5,
});
const PLAIN_ESSAY = makeQuestion({
	type: "essay",
	text: "Describe a sorting algorithm in your own words.",
	options: [],
	answerKey: { type: "essay", wordLimit: 300, allowUpload: false, guidance: "" },
});

function setup(question?: Parameters<typeof QuestionForm>[0]["question"]) {
	const onDone = vi.fn();
	api.respond(ADD, (request) => jsonResponse(makeQuestion(request.body as object), 201));
	api.respond(PUT, (request) => jsonResponse(makeQuestion(request.body as object)));
	const view = renderScreen(
		<QuestionForm bankId="bank-1" onDone={onDone} {...(question ? { question } : {})} />,
	);
	return { ...view, onDone };
}

describe("QuestionForm for an essay", { timeout: 20_000 }, () => {
	it("sends an essay with its word limit, guidance and a rubric, and never negative marks", async () => {
		const { user, onDone } = setup();
		// Negative marks set for another type are not sent with an essay.
		await user.clear(screen.getByRole("textbox", { name: "Negative marks" }));
		await user.type(screen.getByRole("textbox", { name: "Negative marks" }), "1");
		await user.click(screen.getByRole("radio", { name: "Essay (marked by hand)" }));
		expect(screen.queryByRole("textbox", { name: "Negative marks" })).toBeNull();
		await fill(
			user,
			screen.getByRole("textbox", { name: "Question" }),
			"Explain how a hash table handles collisions.",
		);
		await user.clear(screen.getByRole("textbox", { name: "Word limit" }));
		await user.type(screen.getByRole("textbox", { name: "Word limit" }), "250");
		await fill(
			user,
			screen.getByRole("textbox", { name: "What graders look for / model answer" }),
			"Names chaining and open addressing.",
		);
		await user.click(screen.getByRole("switch", { name: "Students may attach a photo or PDF" }));

		await user.click(screen.getByRole("button", { name: "Add a criterion" }));
		const first = screen.getByRole("group", { name: "Criterion 1" });
		await fill(user, within(first).getByRole("textbox", { name: "Criterion 1" }), "Accuracy");
		await user.click(within(first).getByRole("button", { name: "Add a level to criterion 1" }));
		for (const [m, label, points] of [
			[1, "Both methods", "4"],
			[2, "One method", "2"],
			[3, "Neither", "0"],
		] as const) {
			await fill(user, within(first).getByRole("textbox", { name: `Criterion 1, level ${m}` }), label);
			await user.type(
				within(first).getByRole("textbox", { name: `Points for criterion 1, level ${m}` }),
				points,
			);
		}
		expect(within(first).getByRole("button", { name: "Remove criterion 1, level 1" })).toBeEnabled();

		await user.click(screen.getByRole("button", { name: "Add a criterion" }));
		const second = screen.getByRole("group", { name: "Criterion 2" });
		await fill(user, within(second).getByRole("textbox", { name: "Criterion 2" }), "Clarity");
		await fill(user, within(second).getByRole("textbox", { name: "Criterion 2, level 1" }), "Clear");
		await user.type(within(second).getByRole("textbox", { name: "Points for criterion 2, level 1" }), "2");
		await fill(user, within(second).getByRole("textbox", { name: "Criterion 2, level 2" }), "Unclear");
		await user.type(within(second).getByRole("textbox", { name: "Points for criterion 2, level 2" }), "0");
		// Two levels are the fewest a criterion may have.
		expect(within(second).getByRole("button", { name: "Remove criterion 2, level 1" })).toBeDisabled();
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toEqual({
			type: "essay",
			text: "Explain how a hash table handles collisions.",
			options: [],
			multiAnswer: false,
			answerKey: {
				type: "essay",
				wordLimit: 250,
				allowUpload: true,
				guidance: "Names chaining and open addressing.",
				rubric: [
					{
						id: "c1",
						title: "Accuracy",
						levels: [
							{ id: "l1", label: "Both methods", points: 4 },
							{ id: "l2", label: "One method", points: 2 },
							{ id: "l3", label: "Neither", points: 0 },
						],
					},
					{
						id: "c2",
						title: "Clarity",
						levels: [
							{ id: "l1", label: "Clear", points: 2 },
							{ id: "l2", label: "Unclear", points: 0 },
						],
					},
				],
			},
			marks: 1,
			negativeMarks: 0,
			tags: [],
			difficulty: "medium",
			explanation: "",
		});
	});

	it("sends an essay without a rubric once the only criterion is removed", async () => {
		const { user, onDone } = setup();
		await user.click(screen.getByRole("radio", { name: "Essay (marked by hand)" }));
		await fill(user, screen.getByRole("textbox", { name: "Question" }), "Describe a stack.");
		await user.click(screen.getByRole("button", { name: "Add a criterion" }));
		await user.click(screen.getByRole("button", { name: "Remove criterion 1" }));
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toMatchObject({
			answerKey: { type: "essay", wordLimit: 300, allowUpload: false, guidance: "" },
		});
		expect(api.sent(ADD)[0]?.body).not.toHaveProperty("answerKey.rubric");
	});

	it("asks for a word limit, each criterion's title and each level's label and points, on the fields", async () => {
		const { user } = setup();
		await user.click(screen.getByRole("radio", { name: "Essay (marked by hand)" }));
		await fill(user, screen.getByRole("textbox", { name: "Question" }), "Explain paging.");
		// A limit out of range is brought within it when the field is left.
		await user.clear(screen.getByRole("textbox", { name: "Word limit" }));
		await user.type(screen.getByRole("textbox", { name: "Word limit" }), "9000");
		await user.tab();
		expect(screen.getByRole("textbox", { name: "Word limit" })).toHaveValue("5000");
		await user.clear(screen.getByRole("textbox", { name: "Word limit" }));
		await user.click(screen.getByRole("button", { name: "Add a criterion" }));
		await fill(user, screen.getByRole("textbox", { name: "Criterion 1, level 1" }), "Right");
		await user.type(screen.getByRole("textbox", { name: "Points for criterion 1, level 1" }), "2");
		await user.click(screen.getByRole("button", { name: "Add question" }));

		expect(screen.getByRole("textbox", { name: "Word limit" })).toHaveAccessibleDescription(
			/Enter the most words an answer may have\./,
		);
		expect(screen.getByRole("textbox", { name: "Criterion 1" })).toHaveAccessibleDescription(
			"A criterion needs a title.",
		);
		expect(screen.getByRole("textbox", { name: "Criterion 1, level 2" })).toHaveAccessibleDescription(
			"A level needs a label.",
		);
		expect(
			screen.getByRole("textbox", { name: "Points for criterion 1, level 2" }),
		).toHaveAccessibleDescription("Give the points for this level.");
		expect(api.sent(ADD)).toHaveLength(0);
	});

	it.each([
		["with a rubric", ESSAY],
		["without a rubric", PLAIN_ESSAY],
	])("saves an essay %s it opened unchanged", async (_, question) => {
		const { user, onDone } = setup(question);
		expect(screen.getByRole("radio", { name: "Essay (marked by hand)" })).toBeChecked();
		await user.click(screen.getByRole("button", { name: "Save question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		const { id: _id, bankId: _bank, updatedAt: _at, ...draft } = question;
		expect(api.sent(PUT)[0]?.body).toEqual(draft);
	});

	it("keeps the ids of the criteria and levels left when others are removed, and gives new ones unused ids", () => {
		const values = questionToValues(ESSAY);
		const [accuracy, clarity] = values.rubric;
		if (!accuracy || !clarity) throw new Error("the rubric has two criteria");
		const built = buildDraft({
			...values,
			rubric: [{ ...accuracy, levels: accuracy.levels.filter((l) => l.id !== "l2") }, clarity],
		});
		expect(built.ok && built.draft.answerKey.type === "essay" && built.draft.answerKey.rubric).toEqual([
			{
				id: "c1",
				title: "Accuracy",
				levels: [
					{ id: "l1", label: "Right and complete", points: 4 },
					{ id: "l3", label: "Wrong", points: 0 },
				],
			},
			ESSAY.answerKey.type === "essay" ? ESSAY.answerKey.rubric?.[1] : null,
		]);
		// Unique within their list: a grade names a level by its criterion's id and its own.
		expect(emptyCriterion(values.rubric)).toMatchObject({ id: "c2", levels: [{ id: "l1" }, { id: "l2" }] });
		expect(emptyRubricLevel(clarity.levels).id).toBe("l3");
	});
});
