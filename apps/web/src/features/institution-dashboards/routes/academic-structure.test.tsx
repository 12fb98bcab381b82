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
const SECTION_A = "33333333-3333-4333-8333-333333333333";
const SECTION_B = "44444444-4444-4444-8444-444444444444";

const structure: AcademicStructure = {
	departments: [
		{
			id: CSE,
			code: "CSE",
			name: "Computer Science and Engineering",
			students: 3,
			graduated: 58,
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
			sections: [
				{
					id: SECTION_A,
					departmentId: CSE,
					year: 2,
					name: "A",
					capacity: 60,
					active: 2,
					deactivated: 0,
					mentors: [{ id: "m1", name: "Prof. Lakshmi Narayanan" }],
				},
				{
					id: SECTION_B,
					departmentId: CSE,
					year: 2,
					name: "B",
					capacity: null,
					active: 0,
					deactivated: 1,
					mentors: [],
				},
			],
			batches: [
				{ admissionYear: 2025, label: "2025–2029", current: 3, graduated: 0 },
				{ admissionYear: 2022, label: "2022–2026", current: 0, graduated: 58 },
			],
		},
		{
			id: ECE,
			code: "ECE",
			name: "Electronics",
			students: 0,
			graduated: 0,
			years: [],
			sections: [],
			batches: [],
		},
	],
};

const preview: PromotionPreview = {
	fromYear: 2,
	toYear: 3,
	graduates: false,
	notGraduated: [],
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
			jsonResponse({
				fromYear: 2,
				toYear: 3,
				promoted: 2,
				graduated: 0,
				keptBack: 0,
				counts: preview.counts,
				leftDeactivated: 1,
			}),
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
		api.respond("GET /api/departments/own", () => jsonResponse(structure.departments[0]));
		renderRoutes([{ path: "/departmentdashboard/promote", element: <DepartmentPromoteScreen /> }], {
			initialEntries: ["/departmentdashboard/promote"],
		});
		expect(
			await screen.findByRole("heading", { level: 1, name: "Sections and promotion" }),
		).toBeInTheDocument();
		// Their own department's sections and batches, above the promotion.
		expect(await screen.findByRole("table", { name: "CSE sections" })).toBeInTheDocument();
		expect(screen.getByRole("table", { name: "CSE batches" })).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Add a section to CSE" })).toBeInTheDocument();
		expect(screen.queryByRole("textbox", { name: "Department" })).not.toBeInTheDocument();
		await userEvent.click(screen.getByRole("button", { name: "Preview" }));
		await userEvent.click(await screen.findByRole("button", { name: "Promote 2 students…" }));
		const dialog = await screen.findByRole("dialog");
		await userEvent.click(within(dialog).getByRole("button", { name: "Promote" }));
		expect(await within(dialog).findByRole("alert")).toHaveTextContent(/changed since the preview/);
		expect(api.sent("POST /api/students/promotions/preview")[0]?.body).toEqual({ fromYear: 1 });
	});

	it("lists each department's declared sections and batches, declares a section, and shows a 409 on deleting a full one", async () => {
		signedIn("ROLE_COLLEGE");
		api.respond("GET /api/departments", () => jsonResponse(structure));
		api.respond(`POST /api/departments/${CSE}/sections`, () =>
			jsonResponse(
				{
					id: "55555555-5555-4555-8555-555555555555",
					departmentId: CSE,
					year: 3,
					name: "C",
					capacity: 45,
					active: 0,
					deactivated: 0,
					mentors: [],
				},
				201,
			),
		);
		api.respond(`DELETE /api/sections/${SECTION_A}`, () =>
			jsonResponse(
				{
					code: "CONFLICT",
					message: "Section A of CSE year 2 has 2 students. Move them to another section before deleting it.",
					errors: [],
				},
				409,
			),
		);
		renderRoutes([{ path: "/collegedashboard/academic-structure", element: <AcademicStructureScreen /> }], {
			initialEntries: ["/collegedashboard/academic-structure"],
		});
		const sections = await screen.findByRole("table", { name: "CSE sections" });
		const rowA = within(sections).getByRole("row", {
			name: /Year 2 A 2 students 60 Prof. Lakshmi Narayanan/,
		});
		expect(rowA).toBeInTheDocument();
		expect(
			within(sections).getByRole("row", {
				name: /Year 2 B 0 students \(\+1 deactivated\) No limit None yet/,
			}),
		).toBeInTheDocument();
		expect(screen.getByText(/No sections declared/)).toBeInTheDocument();
		const batches = screen.getByRole("table", { name: "CSE batches" });
		expect(within(batches).getByRole("row", { name: "2022–2026 0 58" })).toBeInTheDocument();
		expect(screen.getByText(/3 current students · 58 graduated/)).toBeInTheDocument();

		await userEvent.click(screen.getByRole("button", { name: "Delete CSE year 2 section A" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(
			"Section A of CSE year 2 has 2 students. Move them to another section before deleting it.",
		);

		await userEvent.click(screen.getByRole("button", { name: "Add a section to CSE" }));
		const dialog = await screen.findByRole("dialog", { name: "Add a section to CSE" });
		await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
		expect(await within(dialog).findByText("A section is one letter, A to Z.")).toBeInTheDocument();
		expect(api.sent(`POST /api/departments/${CSE}/sections`)).toHaveLength(0);
		await userEvent.click(within(dialog).getByRole("textbox", { name: "Year" }));
		await userEvent.click(await screen.findByRole("option", { name: "Year 3", hidden: true }));
		await userEvent.type(within(dialog).getByRole("textbox", { name: /Section/ }), "c");
		await userEvent.type(within(dialog).getByRole("textbox", { name: /Capacity/ }), "45");
		await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
		expect(await screen.findByText("Added section C to CSE year 3.")).toBeInTheDocument();
		expect(api.sent(`POST /api/departments/${CSE}/sections`)[0]?.body).toEqual({
			year: 3,
			name: "C",
			capacity: 45,
		});
	});

	it("graduates the final year: the preview lists who graduates and who stays for backlogs", async () => {
		signedIn("ROLE_DEPARTMENT");
		const finalYear: PromotionPreview = {
			fromYear: 4,
			toYear: null,
			graduates: true,
			departmentId: CSE,
			version: "v4",
			moving: [
				{ rollNo: "22CSE001", name: "Divya Krishnan", department: "CSE", section: "A" },
				{ rollNo: "22CSE002", name: "Karthik Subramanian", department: "CSE", section: "B" },
			],
			notGraduated: [
				{
					rollNo: "22CSE003",
					name: "Farhan Sheikh",
					department: "CSE",
					section: "A",
					backlogs: 2,
					reason: "Not graduated: 2 backlogs",
				},
			],
			deactivated: [],
			counts: [
				{ department: "CSE", section: "A", count: 1 },
				{ department: "CSE", section: "B", count: 1 },
			],
		};
		api.respond("GET /api/departments/own", () =>
			jsonResponse({ ...structure.departments[1], sections: [], batches: [] }),
		);
		api.respond("POST /api/students/promotions/preview", () => jsonResponse(finalYear));
		api.respond("POST /api/students/promotions", () =>
			jsonResponse({
				fromYear: 4,
				toYear: null,
				promoted: 0,
				graduated: 2,
				keptBack: 1,
				counts: finalYear.counts,
				leftDeactivated: 0,
			}),
		);
		renderRoutes([{ path: "/departmentdashboard/promote", element: <DepartmentPromoteScreen /> }], {
			initialEntries: ["/departmentdashboard/promote"],
		});
		await userEvent.click(await screen.findByRole("textbox", { name: "Year" }));
		await userEvent.click(await screen.findByRole("option", { name: "Year 4 → Graduate", hidden: true }));
		await userEvent.click(screen.getByRole("button", { name: "Preview" }));
		expect(await screen.findByText("2 students of CSE would graduate.")).toBeInTheDocument();
		const kept = screen.getByRole("table", { name: "Students who would not graduate" });
		expect(
			within(kept).getByRole("row", { name: /Farhan Sheikh \(22CSE003\) CSE · A Not graduated: 2 backlogs/ }),
		).toBeInTheDocument();

		await userEvent.click(screen.getByRole("button", { name: "Graduate 2 students…" }));
		const dialog = await screen.findByRole("dialog", { name: "Graduate year 4 of CSE?" });
		expect(dialog).toHaveTextContent(/can still sign in/);
		expect(dialog).toHaveTextContent(/1 student with backlogs stays in year 4\./);
		await userEvent.click(within(dialog).getByRole("button", { name: "Graduate" }));
		expect(
			await screen.findByText(/2 students graduated\. 1 student with backlogs stays in year 4\./),
		).toBeInTheDocument();
		expect(api.sent("POST /api/students/promotions")[0]?.body).toEqual({
			fromYear: 4,
			version: "v4",
			count: 2,
		});
	});
});
