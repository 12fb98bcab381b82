import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../../../app/router";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { makeBank, makeBankDetail, makeExam } from "../test-data";

// The app's real route table: these roles' homes are the authoring screens, inside their area.
const api = stubFetch();
const staff = { rollNo: null, section: null, currentYear: null };
// The area and the screen are both loaded lazily; a cold run transforms them on first use.
const lazily = { timeout: 8000 };

describe("the authoring areas", { timeout: 20_000 }, () => {
	it("opens the exam admin's home on the exam list, with the banks one link away", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(makeSession({ ...staff, role: "ROLE_EXAM_ADMIN", home: "/examination-admin/dashboard" })),
		);
		api.respond("GET /api/exams", () => jsonResponse({ exams: [makeExam()] }));
		api.respond("GET /api/question-banks", () => jsonResponse({ banks: [makeBank()] }));
		const { user, router } = renderRoutes(routes, { initialEntries: ["/examination-admin/dashboard"] });

		expect(await screen.findByRole("heading", { level: 1, name: "Exams" }, lazily)).toBeInTheDocument();
		expect(await screen.findByText("Unit test 2: Data Structures")).toBeInTheDocument();

		const nav = screen.getAllByRole("navigation")[0] as HTMLElement;
		await user.click(within(nav).getByRole("link", { name: "Question banks" }));

		expect(
			await screen.findByRole("heading", { level: 1, name: "Question banks" }, lazily),
		).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/examination-admin/question-banks");
		expect(await screen.findByRole("link", { name: "Data Structures – Unit 2" })).toHaveAttribute(
			"href",
			"/examination-admin/question-banks/bank-1",
		);
	});

	it("opens the question-bank admin's home on the bank list and a bank below it", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(makeSession({ ...staff, role: "ROLE_QUESTION_BANK_ADMIN", home: "/question-bank" })),
		);
		api.respond("GET /api/question-banks", () => jsonResponse({ banks: [makeBank()] }));
		api.respond("GET /api/question-banks/bank-1", () => jsonResponse(makeBankDetail()));
		const { user } = renderRoutes(routes, { initialEntries: ["/question-bank"] });

		await user.click(await screen.findByRole("link", { name: "Data Structures – Unit 2" }, lazily));

		expect(
			await screen.findByRole("heading", { level: 1, name: "Data Structures – Unit 2" }, lazily),
		).toBeInTheDocument();
		expect(screen.getByRole("table", { name: "Questions" })).toBeInTheDocument();
	});
});
