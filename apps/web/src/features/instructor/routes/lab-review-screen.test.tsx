import { screen, within } from "@testing-library/react";
import type { LabReviewDetail } from "@unnati/contracts/labs";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { LabReviewScreen } from "./lab-review-screen";

const api = stubFetch();
const REVISION_ID = "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9";
const URL = `/api/authoring/lab-reviews/${REVISION_ID}`;

function makeReview(overrides: Partial<LabReviewDetail> = {}): LabReviewDetail {
	return {
		revisionId: REVISION_ID,
		id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
		slug: "cricket-running-totals",
		courseId: "4d1c8f0e-6b7a-4c2e-9f3d-2a1b0c9d8e7f",
		courseTitle: "DSA Foundations",
		number: 1,
		state: "in_review",
		publishedNumber: null,
		reviewNote: "",
		title: "Running totals of a cricket innings",
		summary: "Read the runs of each over and print the score after every over.",
		objectives: ["Keep a running total in one pass"],
		prerequisites: ["Python lists"],
		minutes: 20,
		difficulty: "beginner",
		language: "python",
		authorName: "Ananya Iyer",
		submittedAt: "2026-11-25T09:00:00.000Z",
		steps: [
			{
				number: 1,
				title: "Score after each over",
				instructions: "Print the running total after every over.",
				instructionsHtml: "<p>Print the <strong>running total</strong> after every over.</p>",
				starter: "runs = list(map(int, input().split()))\n",
				solution: "import itertools\nprint(*itertools.accumulate(map(int, input().split())))\n",
				tests: [
					{ input: "4 6 1\n", output: "4 10 11\n", hidden: false },
					{ input: "0 12 7\n", output: "0 12 19\n", hidden: true },
				],
				cpuMs: 2000,
				memoryMb: 256,
				check: { passed: true, verdict: "Accepted", checkedAt: "2026-11-25T08:59:00.000Z" },
			},
		],
		...overrides,
	};
}

const openReview = () =>
	renderRoutes(
		[
			{ path: paths.instructorLabReview.pattern, element: <LabReviewScreen /> },
			{ path: paths.instructorAdminHome, element: <h1>Courses and reviews</h1> },
		],
		{ initialEntries: [paths.instructorLabReview(REVISION_ID)] },
	);

describe("LabReviewScreen", { timeout: 20_000 }, () => {
	it("shows the lab with its steps, tests and reference check, and approves it", async () => {
		api.respond(`GET ${URL}`, () => jsonResponse(makeReview()));
		api.respond(`POST ${URL}/approve`, () => jsonResponse({ state: "published" }));
		const { user } = openReview();

		expect(
			await screen.findByRole("heading", { level: 1, name: "Running totals of a cricket innings" }),
		).toBeVisible();
		expect(screen.getByText(/by Ananya Iyer · a new lab/)).toBeInTheDocument();
		const step = screen.getByRole("region", { name: "Step 1: Score after each over" });
		expect(within(step).getByText("running total")).toBeInTheDocument();
		expect(within(step).getByText("Accepted")).toBeInTheDocument();
		const tests = within(step).getByRole("table", { name: "Tests of step 1" });
		expect(within(tests).getByText("No (hidden)")).toBeInTheDocument();
		expect(within(tests).getByText("Yes (example)")).toBeInTheDocument();

		await user.click(screen.getByRole("button", { name: "Approve and publish" }));
		expect(await screen.findByRole("heading", { level: 1, name: "Courses and reviews" })).toBeInTheDocument();
		expect(api.sent(`POST ${URL}/approve`)[0]?.body).toEqual({ comment: "" });
	});

	it("asks for a comment before returning a lab, then sends it back with it", async () => {
		api.respond(`GET ${URL}`, () => jsonResponse(makeReview()));
		api.respond(`POST ${URL}/send-back`, () => jsonResponse({ state: "rejected" }));
		const { user } = openReview();

		await user.click(await screen.findByRole("button", { name: "Return with comment" }));
		expect(
			await screen.findByText("Tell the instructor what to change (at least 5 characters)."),
		).toBeInTheDocument();
		expect(api.sent(`POST ${URL}/send-back`)).toHaveLength(0);

		await user.type(screen.getByLabelText(/Comment to the instructor/), "Add a hidden test with one over.");
		await user.click(screen.getByRole("button", { name: "Return with comment" }));
		expect(await screen.findByRole("heading", { level: 1, name: "Courses and reviews" })).toBeInTheDocument();
		expect(api.sent(`POST ${URL}/send-back`)[0]?.body).toEqual({
			comment: "Add a hidden test with one over.",
		});
	});

	it("shows a decided version without the decision buttons", async () => {
		api.respond(`GET ${URL}`, () => jsonResponse(makeReview({ state: "published", publishedNumber: 1 })));
		openReview();
		expect(await screen.findByText("Already decided")).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Approve and publish" })).not.toBeInTheDocument();
	});
});
