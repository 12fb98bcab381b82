import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { makeItem } from "../test-data";
import { DistractorBars } from "./distractor-bars";

describe("DistractorBars for an essay", () => {
	it("shows marks rather than right and wrong, and answers still awaiting grading as neither", async () => {
		const { user } = renderScreen(
			<DistractorBars
				items={[
					makeItem({
						questionId: "q-essay",
						type: "essay",
						text: "Explain how a hash table handles collisions.",
						attempts: 40,
						outcomes: { correct: 10, partial: 16, wrong: 4, unanswered: 2 },
						options: [],
						unansweredShare: 5,
					}),
				]}
			/>,
		);
		await user.click(screen.getByRole("button", { name: /Explain how a hash table/ }));

		for (const [label, figure] of [
			["Full marks", "25 % (10)"],
			["Part marks", "40 % (16)"],
			["No marks", "10 % (4)"],
			["Not answered", "5 % (2)"],
			["Awaiting grading", "20 % (8)"],
		] as const)
			expect(screen.getByText(label).nextElementSibling).toHaveTextContent(figure);
		expect(screen.queryByText("Correct")).toBeNull();
	});

	it("shows no awaiting bar once every answer is marked, nor for a type marked automatically", async () => {
		const { user } = renderScreen(
			<DistractorBars
				items={[
					makeItem({
						type: "essay",
						attempts: 10,
						outcomes: { correct: 5, partial: 5, wrong: 0, unanswered: 0 },
						options: [],
					}),
					makeItem({
						questionId: "q-short",
						number: 2,
						text: "Expand DBMS.",
						type: "short",
						attempts: 10,
						outcomes: { correct: 5, partial: 0, wrong: 0, unanswered: 0 },
						options: [],
					}),
				]}
			/>,
		);
		await user.click(screen.getByRole("button", { name: /Q1\./ }));
		await user.click(screen.getByRole("button", { name: /Q2\./ }));

		expect(screen.getByText("Full marks")).toBeInTheDocument();
		expect(screen.getByText("Correct")).toBeInTheDocument();
		expect(screen.queryByText("Awaiting grading")).toBeNull();
	});
});
