import { fireEvent, screen, within } from "@testing-library/react";
import { examInputSchema } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeBank, makeBankDetail, makeExam, makeQuestion } from "../test-data";
import { ExamEditorScreen } from "./exam-editor-screen";

const api = stubFetch();
const routes = [
	{ path: "/examination-admin/dashboard", element: <p>Exam list</p> },
	{ path: "/examination-admin/exams/new", element: <ExamEditorScreen /> },
	{ path: "/examination-admin/exams/:examId", element: <ExamEditorScreen /> },
];

function answerBanks() {
	api.respond("GET /api/question-banks", () => jsonResponse({ banks: [makeBank()] }));
	api.respond("GET /api/question-banks/bank-1", () =>
		jsonResponse(
			makeBankDetail([
				makeQuestion(),
				makeQuestion({ id: "q-2", text: "Which structure is LIFO?", tags: ["ds", "stack"] }),
			]),
		),
	);
}

describe("ExamEditorScreen", { timeout: 20_000 }, () => {
	it("creates a draft from the form as a valid exam input, then returns to the list", async () => {
		answerBanks();
		api.respond("POST /api/exams", () => jsonResponse(makeExam(), 201));
		const { user, router } = renderRoutes(routes, { initialEntries: ["/examination-admin/exams/new"] });

		await user.click(await screen.findByRole("textbox", { name: "Title" }));
		await user.paste("Unit test 2: Data Structures");
		fireEvent.change(screen.getByLabelText(/Opens at/), { target: { value: "2026-12-01T10:00" } });
		fireEvent.change(screen.getByLabelText(/Closes at/), { target: { value: "2026-12-01T12:00" } });
		await user.click(screen.getByRole("switch", { name: /Proctored/ }));
		await user.click(screen.getByRole("radio", { name: "Named students, by roll number" }));
		await user.click(screen.getByRole("textbox", { name: "Roll numbers" }));
		await user.paste("22cse001, 22CSE002\n22CSE003");
		const section = screen.getByRole("group", { name: "Section 1" });
		await user.selectOptions(
			within(section).getByRole("combobox", { name: "Show questions of bank" }),
			"bank-1",
		);
		await user.click(await within(section).findByRole("checkbox", { name: /Which structure is LIFO\?/ }));
		await user.click(screen.getByRole("button", { name: "Save as draft" }));

		expect(await screen.findByText("Exam list")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/examination-admin/dashboard");
		const body = api.sent("POST /api/exams")[0]?.body as Record<string, unknown>;
		expect(examInputSchema.safeParse(body).success).toBe(true);
		expect(body).toMatchObject({
			title: "Unit test 2: Data Structures",
			instructions: [],
			durationMinutes: 60,
			proctored: true,
			maxViolations: 5,
			audience: { kind: "students", rollNos: ["22CSE001", "22CSE002", "22CSE003"] },
			sections: [{ title: "Section 1", source: { mode: "fixed", questionIds: ["q-2"] } }],
		});
		expect(body.opensAt).toMatch(/^2026-12-01T10:00:00[+-]\d\d:\d\d$/);
		expect(Date.parse(String(body.opensAt))).toBe(new Date("2026-12-01T10:00").getTime());
		expect(Date.parse(String(body.closesAt))).toBe(new Date("2026-12-01T12:00").getTime());
	});

	it("says what is missing and sends nothing", async () => {
		answerBanks();
		const { user } = renderRoutes(routes, { initialEntries: ["/examination-admin/exams/new"] });

		await user.click(await screen.findByRole("button", { name: "Save as draft" }));

		expect(
			screen.getAllByText("Please give the exam a title (at least 3 characters).").length,
		).toBeGreaterThan(0);
		expect(screen.getAllByText("Choose when the exam opens.").length).toBeGreaterThan(0);
		expect(screen.getAllByText("Choose at least one question.").length).toBeGreaterThan(0);
		expect(screen.getByRole("alert")).toHaveTextContent("Please correct the marked fields.");
		expect(api.sent("POST /api/exams")).toHaveLength(0);
	});

	it("refuses a window that closes before it opens", async () => {
		answerBanks();
		api.respond("GET /api/exams/exam-1", () => jsonResponse(makeExam()));
		const { user } = renderRoutes(routes, { initialEntries: ["/examination-admin/exams/exam-1"] });

		fireEvent.change(await screen.findByLabelText(/Closes at/), { target: { value: "2026-11-30T10:00" } });
		await user.click(screen.getByRole("button", { name: "Save exam" }));

		expect(screen.getAllByText("The exam must close after it opens.").length).toBeGreaterThan(0);
		expect(api.sent("PUT /api/exams/exam-1")).toHaveLength(0);
	});

	it("edits an exam, keeping its random draw, and shows the server's refusal", async () => {
		answerBanks();
		api.respond("GET /api/exams/exam-1", () =>
			jsonResponse(
				makeExam({
					audience: { kind: "college", departmentIds: [], years: [3], sections: ["A"] },
					sections: [
						{
							id: "s-1",
							title: "Basics",
							source: { mode: "random", bankId: "bank-1", tags: ["ds"], count: 2 },
						},
					],
				}),
			),
		);
		api.respond("PUT /api/exams/exam-1", () =>
			jsonResponse(
				{ code: "CONFLICT", message: "A published exam cannot be edited once students have started it." },
				409,
			),
		);
		const { user } = renderRoutes(routes, { initialEntries: ["/examination-admin/exams/exam-1"] });

		const duration = await screen.findByRole("textbox", { name: /Duration/ });
		expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Unit test 2: Data Structures");
		expect(screen.getByRole("checkbox", { name: "3rd year" })).toBeChecked();
		expect(await screen.findByText("2 questions match in this bank.")).toBeInTheDocument();
		await user.clear(duration);
		await user.type(duration, "90");
		await user.click(screen.getByRole("button", { name: "Save exam" }));

		expect(await screen.findByRole("alert")).toHaveTextContent(
			"A published exam cannot be edited once students have started it.",
		);
		expect(api.sent("PUT /api/exams/exam-1")[0]?.body).toMatchObject({
			durationMinutes: 90,
			audience: { kind: "college", years: [3], sections: ["A"] },
			sections: [{ title: "Basics", source: { mode: "random", bankId: "bank-1", tags: ["ds"], count: 2 } }],
		});
	});
});
