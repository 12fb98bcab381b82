import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AcademicStructure, PromotionPreview } from "@unnati/contracts/students";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { AcademicStructureScreen } from "./academic-structure-screen";
import { DepartmentPromoteScreen } from "./department-promote-screen";

const api = stubFetch();
const CSE = "11111111-1111-4111-8111-111111111111";
const ECE = "22222222-2222-4222-8222-222222222222";

const structure: AcademicStructure = {
	departments: [
		{
			id: CSE,
			code: "CSE",
			name: "Computer Science and Engineering",
			students: 3,
			years: [
				{
					year: 2,
					active: 2,
					deactivated: 1,
					sections: [
						{ section: "A", active: 2, deactivated: 0 },
						{ section: "B", active: 0, deactivated: 1 },
					],
				},
			],
		},
		{ id: ECE, code: "ECE", name: "Electronics", students: 0, years: [] },
	],
};

const preview: PromotionPreview = {
	fromYear: 2,
	toYear: 3,
	departmentId: CSE,
	version: "v1",
	moving: [
		{ rollNo: "24CSE001", name: "Asha Rao", department: "CSE", section: "A" },
		{ rollNo: "24CSE002", name: "Ravi Kumar", department: "CSE", section: "A" },
	],
	deactivated: [{ rollNo: "24CSE003", name: "Meera Iyer", department: "CSE", section: "B" }],
	counts: [{ department: "CSE", section: "A", count: 2 }],
};

const signedIn = (role: "ROLE_COLLEGE" | "ROLE_DEPARTMENT") =>
	api.respond("GET /api/auth/session", () =>
		jsonResponse(
			makeSession({
				role,
				name: "Anita Deshpande",
				rollNo: null,
				deptName: role === "ROLE_DEPARTMENT" ? "CSE" : null,
				home: role === "ROLE_COLLEGE" ? "/collegedashboard" : "/departmentdashboard",
			}),
		),
	);

describe("departments and years", { timeout: 20_000 }, () => {
	it("lists departments with their years and sections, and promotes a year after a preview and a confirm", async () => {
		signedIn("ROLE_COLLEGE");
		api.respond("GET /api/departments", () => jsonResponse(structure));
		api.respond("POST /api/students/promotions/preview", () => jsonResponse(preview));
		api.respond("POST /api/students/promotions", () =>
			jsonResponse({ fromYear: 2, toYear: 3, promoted: 2, counts: preview.counts, leftDeactivated: 1 }),
		);
		renderRoutes([{ path: "/collegedashboard/academic-structure", element: <AcademicStructureScreen /> }], {
			initialEntries: ["/collegedashboard/academic-structure"],
		});
		const years = await screen.findByRole("table", { name: "CSE students by year and section" });
		expect(within(years).getByText("A: 2 · B: 0 (+1 deactivated)")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Delete ECE" })).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Delete CSE" })).not.toBeInTheDocument();

		await userEvent.click(screen.getByRole("textbox", { name: "Department" }));
		await userEvent.click(await screen.findByRole("option", { name: "CSE", hidden: true }));
		await userEvent.click(screen.getByRole("textbox", { name: "Year" }));
		await userEvent.click(await screen.findByRole("option", { name: "Year 2 → Year 3", hidden: true }));
		await userEvent.click(screen.getByRole("button", { name: "Preview" }));
		expect(
			await screen.findByText("2 students of CSE would move from year 2 to year 3."),
		).toBeInTheDocument();
		expect(screen.getByText(/Meera Iyer \(24CSE003\)/)).toBeInTheDocument();
		expect(api.sent("POST /api/students/promotions/preview")[0]?.body).toEqual({
			fromYear: 2,
			departmentId: CSE,
		});

		await userEvent.click(screen.getByRole("button", { name: "Promote 2 students…" }));
		const dialog = await screen.findByRole("dialog", { name: "Promote year 2 of CSE?" });
		expect(dialog).toHaveTextContent(/sections, mentors and academic records \(backlogs included\) stay/);
		await userEvent.click(within(dialog).getByRole("button", { name: "Promote" }));
		expect(await screen.findByText(/2 students moved from year 2 to year 3\./)).toBeInTheDocument();
		expect(api.sent("POST /api/students/promotions")[0]?.body).toEqual({
			fromYear: 2,
			departmentId: CSE,
			version: "v1",
			count: 2,
		});
	});

	it("shows the department head's panel, and a stale preview's 409 in the dialog", async () => {
		signedIn("ROLE_DEPARTMENT");
		api.respond("POST /api/students/promotions/preview", () => jsonResponse(preview));
		api.respond("POST /api/students/promotions", () =>
			jsonResponse(
				{
					code: "CONFLICT",
					message: "The students of this year have changed since the preview. Preview the promotion again.",
					errors: [],
				},
				409,
			),
		);
		renderRoutes([{ path: "/departmentdashboard/promote", element: <DepartmentPromoteScreen /> }], {
			initialEntries: ["/departmentdashboard/promote"],
		});
		expect(await screen.findByRole("heading", { level: 1, name: "Promote a year" })).toBeInTheDocument();
		expect(screen.queryByRole("textbox", { name: "Department" })).not.toBeInTheDocument();
		await userEvent.click(screen.getByRole("button", { name: "Preview" }));
		await userEvent.click(await screen.findByRole("button", { name: "Promote 2 students…" }));
		const dialog = await screen.findByRole("dialog");
		await userEvent.click(within(dialog).getByRole("button", { name: "Promote" }));
		expect(await within(dialog).findByRole("alert")).toHaveTextContent(/changed since the preview/);
		expect(api.sent("POST /api/students/promotions/preview")[0]?.body).toEqual({ fromYear: 1 });
	});
});
