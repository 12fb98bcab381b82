import { screen, within } from "@testing-library/react";
import { CREDIBILITY_RULE_TEXT } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeAttempt, makeAttemptFlags, makeExamProctoring, makeFlag } from "../test-data";
import { ExamReviewScreen } from "./exam-review-screen";

const api = stubFetch();
const EXAM = "GET /api/exams/exam-1/proctoring";
const FLAGS = "GET /api/exams/exam-1/proctoring/attempts/att-1";

function renderScreen(path = "/examination-admin/proctoring/exams/exam-1") {
	return renderRoutes(
		[{ path: "/examination-admin/proctoring/exams/:examId", element: <ExamReviewScreen /> }],
		{
			initialEntries: [path],
		},
	);
}

describe("ExamReviewScreen", () => {
	it("lists attempts with credibility and writes the rule on screen", async () => {
		api.respond(EXAM, () =>
			jsonResponse(
				makeExamProctoring([
					makeAttempt(),
					makeAttempt({
						attemptId: "att-2",
						studentName: "Ravi Kumar",
						rollNo: "22CSE004",
						status: "in_progress",
						submissionReason: null,
						violationCount: 0,
						flags: 0,
						credibility: { level: "High", points: 0, confirmed: 0, unreviewed: 0, dismissed: 0 },
						accommodation: { extraMinutes: 20, faceSignalsOff: true, scope: "exam" },
					}),
				]),
			),
		);
		renderScreen();
		expect(await screen.findByRole("heading", { level: 1, name: "Demo Aptitude Test" })).toBeVisible();
		for (const line of CREDIBILITY_RULE_TEXT) expect(screen.getByText(line)).toBeVisible();
		expect(screen.getByText(/never end an attempt in this exam/)).toBeVisible();
		const table = screen.getByRole("table", { name: "Attempts" });
		const asha = within(table).getByText("Asha Rao").closest("tr") as HTMLElement;
		expect(within(asha).getByText("Submitted (at the maximum of violations)")).toBeVisible();
		expect(within(asha).getByText("3 of 3")).toBeVisible();
		expect(within(asha).getByLabelText("Credibility Medium")).toBeVisible();
		const ravi = within(table).getByText("Ravi Kumar").closest("tr") as HTMLElement;
		expect(within(ravi).getByText("+20 min, camera off")).toBeVisible();
		expect(within(ravi).getByRole("button", { name: "Review flags of Ravi Kumar" })).toBeDisabled();
	});

	it("shows an attempt's flags with their snapshot, and dismissing one updates its credibility", async () => {
		let dismissed = false;
		const face = makeFlag({
			id: "flag-2",
			type: "phone_detected",
			counted: false,
			awayMs: 2000,
			snapshotUrl: "/api/proctoring/violations/flag-2/snapshot",
		});
		api.respond(EXAM, () => jsonResponse(makeExamProctoring()));
		api.respond(FLAGS, () =>
			jsonResponse(
				makeAttemptFlags(
					[
						makeFlag({
							review: dismissed ? "dismissed" : "unreviewed",
							reviewedBy: dismissed ? "Sunita Kulkarni" : null,
						}),
						face,
					],
					makeAttempt({
						credibility: dismissed
							? { level: "High", points: 1, confirmed: 0, unreviewed: 1, dismissed: 1 }
							: { level: "High", points: 2, confirmed: 0, unreviewed: 2, dismissed: 0 },
					}),
				),
			),
		);
		api.respond("PATCH /api/proctoring/violations/flag-1", () => {
			dismissed = true;
			return jsonResponse({
				violation: makeFlag({ review: "dismissed" }),
				credibility: { level: "High", points: 1, confirmed: 0, unreviewed: 1, dismissed: 1 },
				violationCount: 2,
			});
		});
		const { user } = renderScreen();
		await user.click(await screen.findByRole("button", { name: "Review flags of Asha Rao" }));

		expect(await screen.findByRole("heading", { name: "Flags of Asha Rao" })).toBeVisible();
		const snapshot = screen.getByRole("img", { name: "Snapshot: A phone in view" });
		expect(snapshot).toHaveAttribute("src", "/api/proctoring/violations/flag-2/snapshot");
		const phone = screen.getByRole("article", { name: /A phone in view/ });
		expect(within(phone).getByText(/2 s · for review only/)).toBeVisible();
		const tab = screen.getByRole("article", { name: /Switched to another tab or window/ });
		expect(within(tab).getByText(/4\.2 s · counts toward the maximum/)).toBeVisible();

		await user.click(within(tab).getByRole("button", { name: "Dismiss" }));
		expect(api.sent("PATCH /api/proctoring/violations/flag-1")[0]?.body).toEqual({ review: "dismissed" });
		expect(await within(tab).findByText("Dismissed by Sunita Kulkarni")).toBeVisible();
		expect(screen.getByText("0 confirmed, 1 dismissed, 1 not reviewed: 1 points.")).toBeVisible();
		expect(within(tab).getByRole("button", { name: "Undo" })).toBeVisible();
	});

	it("says when the student's device could not run face signals", async () => {
		api.respond(EXAM, () => jsonResponse(makeExamProctoring()));
		api.respond(FLAGS, () =>
			jsonResponse(
				makeAttemptFlags(
					[makeFlag()],
					makeAttempt({
						faceSignals: {
							state: "unavailable",
							reason: "The camera is not available or was not allowed.",
							at: "2026-11-23T04:01:00.000Z",
						},
					}),
				),
			),
		);
		const { user } = renderScreen();
		await user.click(await screen.findByRole("button", { name: "Review flags of Asha Rao" }));
		expect(await screen.findByText("Face signals did not run")).toBeVisible();
		expect(screen.getByText(/The camera is not available or was not allowed\. \(reported/)).toBeVisible();
	});

	it("offers a retry when the exam cannot be loaded", async () => {
		api.respond(EXAM, () => jsonResponse({ code: "NOT_FOUND", message: "No such exam." }, 404));
		renderScreen();
		expect(await screen.findByRole("alert")).toHaveTextContent("The exam's proctoring could not be loaded");
		expect(screen.getByRole("button", { name: "Retry" })).toBeVisible();
	});
});
