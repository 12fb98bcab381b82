import { screen } from "@testing-library/react";
import type { InterviewSession } from "@unnati/contracts/interviews";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { InterviewScreen } from "./interview-screen";

const api = stubFetch();
beforeEach(() => api.respond("GET /api/auth/session", () => jsonResponse(makeSession())));

const session = (statuses: ("pending" | "answered" | "skipped")[]): InterviewSession => ({
	id: "s-1",
	type: "behavioral",
	roleFamily: "sde",
	difficulty: "medium",
	status: "in_progress",
	startedAt: "2026-11-24T05:00:00.000Z",
	completedAt: null,
	questions: statuses.map((status, i) => ({
		position: i + 1,
		questionId: `beh-0${i + 1}`,
		text:
			[
				"Tell me about a time you worked in a team to meet a tight deadline.",
				"Describe a disagreement with a team-mate.",
			][i] ?? "",
		competency: "Teamwork",
		status,
		answer: status === "answered" ? "We split the work and met the deadline." : null,
		mode: status === "answered" ? "typed" : null,
		durationSeconds: status === "answered" ? 60 : null,
	})),
});

describe("InterviewScreen", { timeout: 45_000 }, () => {
	it("asks one question at a time, shows the server's refusal of an empty answer, and moves on after an answer", async () => {
		api.respond("GET /api/interviews/sessions/s-1", () => jsonResponse(session(["pending", "pending"])));
		api.respond("PUT /api/interviews/sessions/s-1/answers/1", (request) => {
			const body = request.body as { answer: string };
			if (body.answer.trim() === "")
				return jsonResponse(
					{
						code: "VALIDATION_FAILED",
						message: "The request body is invalid.",
						errors: [
							{
								path: "answer",
								message: "Your answer is empty. Type or speak an answer, or skip this question.",
							},
						],
					},
					400,
				);
			return jsonResponse(session(["answered", "pending"]));
		});
		const { user } = renderScreen(<InterviewScreen />, "/interview?session=s-1");
		expect(
			await screen.findByRole("heading", { name: /worked in a team to meet a tight deadline/ }),
		).toBeInTheDocument();
		expect(screen.getByText(/Question 1 of 2 · Teamwork/)).toBeInTheDocument();

		await user.click(screen.getByRole("button", { name: "Submit answer" }));
		expect(await screen.findByRole("alert")).toHaveTextContent("Your answer is empty.");

		// Pasted, not typed key by key: an autosizing box re-measures on every key, slow on a busy machine.
		await user.click(screen.getByLabelText(/Your answer/));
		await user.paste("During my third year we split the work.");
		await user.click(screen.getByRole("button", { name: "Submit answer" }));
		expect(await screen.findByRole("heading", { name: /Describe a disagreement/ })).toBeInTheDocument();
		expect(screen.getByLabelText(/Your answer/)).toHaveValue("");
		const sent = api.sent("PUT /api/interviews/sessions/s-1/answers/1").at(-1);
		expect(sent?.body).toMatchObject({ answer: "During my third year we split the work.", mode: "typed" });
	});

	it("says so when no interview is open", async () => {
		renderScreen(<InterviewScreen />, "/interview");
		expect(await screen.findByText("No interview is open. Start one to practise.")).toBeInTheDocument();
	});
});
