import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeExam } from "../test-data";
import { ExamsScreen } from "./exams-screen";

const api = stubFetch();
const EXAMS = "GET /api/exams";
const PUBLISH = "POST /api/exams/exam-1/publish";

describe("ExamsScreen", { timeout: 20_000 }, () => {
	it("lists each exam with its state, window, duration and attempts", async () => {
		api.respond(EXAMS, () =>
			jsonResponse({
				exams: [
					makeExam(),
					makeExam({ id: "exam-2", title: "Mid-term", state: "published", attemptCount: 57 }),
				],
			}),
		);
		renderScreen(<ExamsScreen />, "/examination-admin/dashboard");

		const table = await screen.findByRole("table", { name: "Exams" });
		const [, draft, published] = within(table).getAllByRole("row") as HTMLElement[];
		expect(within(draft as HTMLElement).getByText("Draft")).toBeInTheDocument();
		expect(within(draft as HTMLElement).getByText("1 Dec 2026, 10:00 am")).toBeInTheDocument();
		expect(within(draft as HTMLElement).getByText("60 min")).toBeInTheDocument();
		expect(within(draft as HTMLElement).getByRole("link", { name: /Edit Unit test 2/ })).toHaveAttribute(
			"href",
			"/examination-admin/exams/exam-1",
		);
		expect(within(published as HTMLElement).getByText("Published")).toBeInTheDocument();
		expect(within(published as HTMLElement).getByRole("cell", { name: "57" })).toBeInTheDocument();
		expect(within(published as HTMLElement).queryByRole("button", { name: /Publish/ })).toBeNull();
		expect(
			within(published as HTMLElement).getByRole("link", { name: "Analytics of Mid-term" }),
		).toHaveAttribute("href", "/examination-admin/exam-analytics/exam-2");
		expect(within(draft as HTMLElement).queryByRole("link", { name: /Analytics/ })).toBeNull();
	});

	it("shows why an exam cannot be published, in the confirmation dialog", async () => {
		api.respond(EXAMS, () => jsonResponse({ exams: [makeExam()] }));
		api.respond(PUBLISH, () =>
			jsonResponse(
				{
					code: "BAD_REQUEST",
					message: "Section 1: draws 10 questions but the bank has only 4.",
					errors: [{ path: "sections.0", message: "Section 1: draws 10 questions but the bank has only 4." }],
				},
				400,
			),
		);
		const { user } = renderScreen(<ExamsScreen />, "/examination-admin/dashboard");

		await user.click(await screen.findByRole("button", { name: "Publish Unit test 2: Data Structures" }));
		const dialog = await screen.findByRole("dialog", { name: "Publish this exam?" });
		await user.click(within(dialog).getByRole("button", { name: "Publish" }));

		const alert = await within(dialog).findByRole("alert");
		expect(alert).toHaveTextContent("The exam could not be published");
		expect(alert).toHaveTextContent("Section 1: draws 10 questions but the bank has only 4.");
		expect(api.sent(PUBLISH)).toHaveLength(1);
	});

	it("publishes after confirmation and shows the new state", async () => {
		let exam = makeExam();
		api.respond(EXAMS, () => jsonResponse({ exams: [exam] }));
		api.respond(PUBLISH, () => {
			exam = makeExam({ state: "published", publishedAt: "2026-11-23T09:00:00.000Z" });
			return jsonResponse(exam);
		});
		const { user } = renderScreen(<ExamsScreen />, "/examination-admin/dashboard");

		await user.click(await screen.findByRole("button", { name: "Publish Unit test 2: Data Structures" }));
		await user.click(
			within(await screen.findByRole("dialog", { name: "Publish this exam?" })).getByRole("button", {
				name: "Publish",
			}),
		);

		expect(await screen.findByText("“Unit test 2: Data Structures” is published.")).toBeInTheDocument();
		expect(await screen.findByText("Published")).toBeInTheDocument();
	});

	it("says there are no exams yet", async () => {
		api.respond(EXAMS, () => jsonResponse({ exams: [] }));
		renderScreen(<ExamsScreen />, "/examination-admin/dashboard");

		expect(await screen.findByText("No exams yet. Create the first one.")).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "New exam" })).toHaveAttribute(
			"href",
			"/examination-admin/exams/new",
		);
	});
});
