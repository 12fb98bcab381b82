import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StudentListResponse, StudentSummary } from "@unnati/contracts/students";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { collegeData } from "../test-data";
import { StudentsScreen } from "./students-screen";

const api = stubFetch();

const student = (overrides: Partial<StudentSummary>): StudentSummary => ({
	id: overrides.rollNo ?? "s",
	rollNo: "24CSE001",
	name: "Asha Rao",
	email: "24cse001@students.dit.example.org",
	collegeName: "Deccan Institute of Technology",
	deptName: "Computer Science and Engineering",
	currentYear: 3,
	section: "A",
	active: true,
	graduated: false,
	batch: "2024–2028",
	...overrides,
});
const page = (items: StudentSummary[]): StudentListResponse => ({
	items,
	total: items.length,
	page: 1,
	pageSize: 25,
});

describe("the students list", { timeout: 20_000 }, () => {
	it("shows current students by default and graduates under the Graduated filter", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(makeSession({ role: "ROLE_COLLEGE", rollNo: null, home: "/collegedashboard" })),
		);
		api.respond("GET /api/insights/college", () => jsonResponse(collegeData));
		api.respond("GET /api/students", (request) =>
			jsonResponse(
				request.path.includes("standing=graduated")
					? page([
							student({
								rollNo: "21CSE014",
								name: "Nikhil Joshi",
								currentYear: 4,
								graduated: true,
								batch: "2021–2025",
							}),
						])
					: page([student({})]),
			),
		);
		renderRoutes([{ path: "/collegedashboard/students", element: <StudentsScreen scope="college" /> }], {
			initialEntries: ["/collegedashboard/students"],
		});
		const table = await screen.findByRole("table", { name: "Students" });
		expect(await within(table).findByText("Asha Rao")).toBeInTheDocument();
		expect(within(table).getByText("Batch 2024–2028")).toBeInTheDocument();
		expect(within(table).getByRole("button", { name: "Edit Asha Rao" })).toBeInTheDocument();
		expect(api.sent("GET /api/students?page=1&pageSize=25")).toHaveLength(1);

		await userEvent.click(screen.getByRole("radio", { name: "Graduated" }));
		expect(await within(table).findByText("Nikhil Joshi")).toBeInTheDocument();
		expect(within(table).getByText("Graduated")).toBeInTheDocument();
		expect(within(table).getByText("Batch 2021–2025")).toBeInTheDocument();
		// A graduate's department, year and section stay as they graduated: no Edit.
		expect(within(table).queryByRole("button", { name: "Edit Nikhil Joshi" })).not.toBeInTheDocument();
		expect(api.sent("GET /api/students?standing=graduated&page=1&pageSize=25")).toHaveLength(1);
	});
});
