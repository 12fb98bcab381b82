import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HttpError } from "../lib/http-error";
import { renderScreen } from "../test/render";
import { EmptyCard, LoadFailed, LoadingState, QueryState, rows } from "./load-states";

type Query = Parameters<typeof QueryState<string[]>>[0]["query"];

const query = (state: Partial<Query>): Query => ({
	isPending: false,
	isError: false,
	error: null,
	data: undefined,
	refetch: vi.fn(),
	...state,
});

describe("LoadingState", () => {
	it("announces what is loading, with one grey shape per entry", () => {
		renderScreen(<LoadingState label="Loading your exams" shape={rows(4, 120)} />);

		const region = screen.getByRole("status", { name: "Loading your exams" });
		expect(region).toHaveAttribute("aria-busy", "true");
		expect(region.children).toHaveLength(4);
	});
});

describe("LoadFailed", () => {
	it("gives the generic advice and a Retry that asks again", async () => {
		const onRetry = vi.fn();
		const { user } = renderScreen(<LoadFailed what="Your exams" onRetry={onRetry} />);

		const alert = screen.getByRole("alert");
		expect(alert).toHaveTextContent("Your exams could not be loaded");
		expect(alert).toHaveTextContent("Please check your connection and try again.");
		await user.click(screen.getByRole("button", { name: "Retry" }));
		expect(onRetry).toHaveBeenCalledOnce();
	});

	it("shows the API's own reason for a 404, without a Retry that cannot help", () => {
		const error = new HttpError(404, "Not found", [], { serverMessage: "No such exam." });
		renderScreen(<LoadFailed what="The analytics" error={error} onRetry={() => {}} />);

		expect(screen.getByRole("alert")).toHaveTextContent("No such exam.");
		expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
	});

	it("keeps the generic advice and the Retry when the server failed (5xx)", () => {
		const error = new HttpError(503, "Unavailable", [], { serverMessage: "Database down" });
		renderScreen(<LoadFailed what="The analytics" error={error} onRetry={() => {}} />);

		expect(screen.getByRole("alert")).toHaveTextContent("Please check your connection and try again.");
		expect(screen.getByRole("alert")).not.toHaveTextContent("Database down");
		expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
	});
});

describe("QueryState", () => {
	const renderState = (state: Partial<Query>) =>
		renderScreen(
			<QueryState
				query={query(state)}
				what="The exams"
				loading={{ label: "Loading exams" }}
				isEmpty={(list) => list.length === 0}
				empty="No exams yet."
			>
				{(list) => (
					<ul>
						{list.map((item) => (
							<li key={item}>{item}</li>
						))}
					</ul>
				)}
			</QueryState>,
		);

	it("shows the placeholder while pending", () => {
		renderState({ isPending: true });
		expect(screen.getByRole("status", { name: "Loading exams" })).toBeInTheDocument();
	});

	it("shows the failure with a Retry that refetches", async () => {
		const refetch = vi.fn();
		const { user } = renderState({ isError: true, error: new Error("offline"), refetch });
		expect(screen.getByRole("alert")).toHaveTextContent("The exams could not be loaded");
		await user.click(screen.getByRole("button", { name: "Retry" }));
		expect(refetch).toHaveBeenCalledOnce();
	});

	it("shows the empty card for an empty list, and the data otherwise", () => {
		const { unmount } = renderState({ data: [] });
		expect(screen.getByText("No exams yet.")).toBeInTheDocument();
		unmount();

		renderState({ data: ["Midterm", "Final"] });
		expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Midterm", "Final"]);
		expect(screen.queryByText("No exams yet.")).not.toBeInTheDocument();
	});
});

describe("EmptyCard", () => {
	it("puts its action below the sentence", () => {
		renderScreen(
			<EmptyCard action={<button type="button">Clear filters</button>}>Nothing matches.</EmptyCard>,
		);
		expect(screen.getByText("Nothing matches.")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
	});
});
