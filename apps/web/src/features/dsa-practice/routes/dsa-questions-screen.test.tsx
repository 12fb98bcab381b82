import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { withPhoneViewport } from "../../../test/viewport";
import { catalogue, makeList } from "../test-fixtures";
import { DsaQuestionsScreen } from "./dsa-questions-screen";

const api = stubFetch();
const LIST = "GET /api/problems";

function rowTitles(): string[] {
	const table = screen.getByRole("table", { name: "Problems" });
	return within(table)
		.getAllByRole("link")
		.map((link) => link.textContent ?? "");
}

// CodeMirror and typed input are slow on a busy two-core machine; 5 s is too tight.
describe("DsaQuestionsScreen", { timeout: 20_000 }, () => {
	it("shows a skeleton while loading, then the progress overall and per difficulty, and every problem", async () => {
		const pending = deferred<Response>();
		api.respond(LIST, () => pending.promise);
		renderScreen(<DsaQuestionsScreen />, "/dashboard/dsa-questions");
		expect(screen.getByLabelText("Loading problems")).toHaveAttribute("aria-busy", "true");

		pending.resolve(jsonResponse(makeList()));
		const progress = await screen.findByRole("region", { name: "Your progress" });
		expect(within(progress).getByText("1 / 4")).toBeInTheDocument();
		expect(within(progress).getByRole("progressbar", { name: "Easy: 1 of 2 solved" })).toHaveAttribute(
			"aria-valuenow",
			"50",
		);
		expect(within(progress).getByRole("progressbar", { name: "Hard: 0 of 1 solved" })).toHaveAttribute(
			"aria-valuenow",
			"0",
		);

		expect(rowTitles()).toEqual(catalogue.map((problem) => problem.title));
		const solvedRow = screen.getByRole("row", { name: /Pair Sum Count/ });
		expect(within(solvedRow).getByText("✓ Solved")).toBeInTheDocument();
		expect(within(solvedRow).getByText("63% accepted")).toBeInTheDocument();
		expect(
			within(screen.getByRole("row", { name: /Longest Increasing/ })).getByText("Attempted"),
		).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Balanced Brackets" })).toHaveAttribute(
			"href",
			"/question/balanced-brackets",
		);
	});

	it("filters by difficulty, solved state, topic and search, and keeps the filters in the address", async () => {
		api.respond(LIST, () => jsonResponse(makeList()));
		const { user, router } = renderScreen(<DsaQuestionsScreen />, "/dashboard/dsa-questions");
		await screen.findByRole("table", { name: "Problems" });

		await user.selectOptions(screen.getByLabelText("Difficulty"), "Easy");
		expect(rowTitles()).toEqual(["Pair Sum Count", "Balanced Brackets"]);
		await user.selectOptions(screen.getByLabelText("Status"), "Unsolved");
		expect(rowTitles()).toEqual(["Balanced Brackets"]);
		expect(screen.getByText("1 of 4 problems")).toBeInTheDocument();
		expect(router.state.location.search).toBe("?difficulty=easy&status=unsolved");

		await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
		await user.selectOptions(screen.getByLabelText("Topic"), "Graphs");
		expect(rowTitles()).toEqual(["Shortest Path in a Grid"]);

		await user.selectOptions(screen.getByLabelText("Topic"), "All topics");
		await user.type(screen.getByRole("searchbox", { name: "Search problems" }), "increasing");
		expect(rowTitles()).toEqual(["Longest Increasing Subsequence"]);
	});

	it("reads filters from the address and says when nothing matches, with a way back", async () => {
		api.respond(LIST, () => jsonResponse(makeList()));
		const { user } = renderScreen(
			<DsaQuestionsScreen />,
			"/dashboard/dsa-questions?difficulty=hard&status=solved",
		);

		expect(await screen.findByText("No problem matches these filters.")).toBeInTheDocument();
		expect(screen.queryByRole("table", { name: "Problems" })).not.toBeInTheDocument();

		const empty = screen.getByText("No problem matches these filters.").parentElement as HTMLElement;
		await user.click(within(empty).getByRole("button", { name: "Clear filters" }));
		expect(rowTitles()).toHaveLength(4);
	});

	it("says so when no problem is published yet", async () => {
		api.respond(LIST, () => jsonResponse(makeList([])));
		renderScreen(<DsaQuestionsScreen />, "/dashboard/dsa-questions");

		expect(await screen.findByText(/No problems have been published yet/)).toBeInTheDocument();
	});

	describe("on a phone", () => {
		withPhoneViewport();

		it("lists the problems as cards instead of a table", async () => {
			api.respond(LIST, () => jsonResponse(makeList()));
			renderScreen(<DsaQuestionsScreen />, "/dashboard/dsa-questions");

			const cards = await screen.findByRole("list", { name: "Problems" });
			expect(within(cards).getAllByRole("listitem")).toHaveLength(4);
			expect(within(cards).getByRole("link", { name: "Pair Sum Count" })).toBeInTheDocument();
			expect(screen.queryByRole("table", { name: "Problems" })).not.toBeInTheDocument();
		});
	});
});
