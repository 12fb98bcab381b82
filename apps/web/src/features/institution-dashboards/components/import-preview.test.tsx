import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StudentImport } from "@unnati/contracts/students";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { StudentImportScreen } from "../routes/student-import-screen";
import { ImportPreview, problemsCsv } from "./import-preview";

const preview: StudentImport = {
	id: "8a6b1c3e-2f4d-4b8a-9c1d-1e2f3a4b5c6d",
	fileName: "third-years.xlsx",
	status: "previewed",
	totalRows: 4,
	validCount: 2,
	errors: [
		{
			row: 3,
			column: "Roll number",
			value: "=A2+1",
			message: "A roll number has 6 to 32 letters and digits, e.g. 22CSE001.",
		},
		{
			row: 5,
			column: "Department",
			value: "CIVIL",
			message: 'Unknown department "CIVIL"; the college has CSE, ECE, ME.',
		},
	],
	sample: [
		{
			row: 2,
			rollNo: "24CSE101",
			name: "Ishita Reddy",
			email: "ishita.reddy@dit.example.org",
			department: "CSE",
			year: 1,
			section: "A",
			phone: null,
		},
		{
			row: 4,
			rollNo: "24CSE102",
			name: "Vikram Iyer",
			email: "vikram.iyer@dit.example.org",
			department: "CSE",
			year: 1,
			section: "B",
			phone: null,
		},
	],
	processed: 0,
	created: 0,
	skipped: [],
	createdAt: "2026-11-24T10:00:00.000Z",
};

describe("the import preview", () => {
	it("lists every problem by row and column, and the students to be created", () => {
		renderRoutes([{ path: "/", element: <ImportPreview preview={preview} /> }]);
		expect(screen.getByText("2 ready to import")).toBeInTheDocument();
		expect(screen.getByText("2 rows with problems")).toBeInTheDocument();
		const problems = screen.getByRole("table", { name: "Problems in the file" });
		const rows = within(problems).getAllByRole("row").slice(1);
		expect(
			rows.map((row) =>
				within(row)
					.getAllByRole("cell")
					.map((c) => c.textContent),
			),
		).toEqual([
			["3", "Roll number", "=A2+1", preview.errors[0]?.message],
			["5", "Department", "CIVIL", preview.errors[1]?.message],
		]);
		const created = screen.getByRole("table", { name: "Students to be created" });
		expect(within(created).getByText("Ishita Reddy")).toBeInTheDocument();
	});

	it("exports the problems with formulas escaped", () => {
		expect(problemsCsv(preview).split("\r\n")[1]).toBe(
			'3,Roll number,\'=A2+1,"A roll number has 6 to 32 letters and digits, e.g. 22CSE001."',
		);
	});
});

const api = stubFetch();

describe("the import screen", { timeout: 20_000 }, () => {
	it("checks a file, shows the preview, imports the good rows and says so", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(
				makeSession({
					role: "ROLE_COLLEGE",
					name: "Anita Deshpande",
					rollNo: null,
					home: "/collegedashboard",
				}),
			),
		);
		api.respond("POST /api/students/imports", () => jsonResponse(preview, 201));
		api.respond(`GET /api/students/imports/${preview.id}`, () =>
			jsonResponse({ ...preview, status: "importing", processed: 1 }),
		);
		api.respond(`POST /api/students/imports/${preview.id}/confirm`, () =>
			jsonResponse({ ...preview, status: "done", processed: 2, created: 2 }),
		);
		renderRoutes([{ path: "/import", element: <StudentImportScreen scope="college" /> }], {
			initialEntries: ["/import"],
		});
		expect(await screen.findByRole("heading", { level: 1, name: "Import students" })).toBeInTheDocument();
		const user = userEvent.setup();
		await user.upload(
			document.querySelector("input[type=file]") as HTMLInputElement,
			new File(["x"], "third-years.xlsx"),
		);
		await user.click(screen.getByRole("button", { name: "Check the file" }));
		expect(await screen.findByRole("table", { name: "Problems in the file" })).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Import 2 students and send invitations" }));
		expect(await screen.findByText("Import finished")).toBeInTheDocument();
		expect(screen.getByText(/Created 2 students/)).toBeInTheDocument();
	});
});
