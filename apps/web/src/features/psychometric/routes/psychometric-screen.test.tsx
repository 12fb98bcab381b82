import { screen } from "@testing-library/react";
import type { PsychometricResult } from "@unnati/contracts/psychometric";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { PsychometricScreen } from "./psychometric-screen";

const api = stubFetch();

const result: PsychometricResult = {
	id: "r1",
	examId: "ipip-big-five-50",
	studentName: "Priya Nair",
	completedAt: "2026-11-20T10:00:00.000Z",
	traits: [
		{
			trait: "extraversion",
			label: "Extraversion",
			score: 31,
			percentOfRange: 53,
			band: "middle",
			about: "Energy drawn from company.",
			explanation: "You are at ease in groups and on your own.",
		},
	],
	note: "A profile, not a test: no answer is right or wrong.",
	shareWithMentor: false,
	shareWithCounselor: false,
};

function renderReport() {
	api.respond("GET /api/psychometric/assessments/ipip-big-five-50", () =>
		jsonResponse({
			examId: "ipip-big-five-50",
			title: "Personality profile",
			instructions: "Answer as you are.",
			items: [{ number: 1, text: "I am the life of the party." }],
			scale: [{ value: 1, label: "Very inaccurate" }],
		}),
	);
	api.respond("GET /api/psychometric/results", () => jsonResponse({ results: [result] }));
	return renderScreen(
		<Routes>
			<Route path="/psychometric-assessment/:examId" element={<PsychometricScreen />} />
		</Routes>,
		"/psychometric-assessment/ipip-big-five-50",
	);
}

describe("PsychometricScreen's sharing choices", () => {
	it("tick at once and stay ticked once saved", async () => {
		const saved = deferred<Response>();
		api.respond("PUT /api/psychometric/results/r1/sharing", () => saved.promise);
		const { user } = renderReport();
		const mentor = await screen.findByRole("checkbox", { name: "Share with my faculty mentor" });

		await user.click(mentor);
		expect(mentor).toBeChecked();

		saved.resolve(jsonResponse({ ...result, shareWithMentor: true }));
		expect(await screen.findByRole("checkbox", { name: "Share with my faculty mentor" })).toBeChecked();
	});

	it("go back and say why when the save is refused", async () => {
		api.respond("PUT /api/psychometric/results/r1/sharing", () =>
			jsonResponse({ code: "NOT_FOUND", message: "No such result." }, 404),
		);
		const { user } = renderReport();
		const counselor = await screen.findByRole("checkbox", {
			name: "Share with my college's career counselors",
		});

		await user.click(counselor);

		expect((await screen.findByText("No such result.")).closest('[role="alert"]')).not.toBeNull();
		expect(counselor).not.toBeChecked();
	});
});
