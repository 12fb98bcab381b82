import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lastCompleteMonth, monthLabel, shiftMonth } from "@unnati/contracts/insights";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { collegeData, departmentData } from "../test-data";
import { CollegeDashboardScreen } from "./college-dashboard-screen";
import { DepartmentDashboardScreen } from "./department-dashboard-screen";
import { PrincipalDashboardScreen } from "./principal-dashboard-screen";

const api = stubFetch();
const signedIn = () =>
	api.respond("GET /api/auth/session", () =>
		jsonResponse(
			makeSession({ role: "ROLE_COLLEGE", name: "Anita Deshpande", rollNo: null, home: "/collegedashboard" }),
		),
	);

describe("the college's dashboards", { timeout: 20_000 }, () => {
	it("compares departments, links the term's exams and narrows the at-risk list to a department", async () => {
		signedIn();
		api.respond("GET /api/insights/college", () => jsonResponse(collegeData));
		renderRoutes([{ path: "/collegedashboard", element: <CollegeDashboardScreen /> }], {
			initialEntries: ["/collegedashboard"],
		});
		expect(
			await screen.findByRole("heading", { level: 1, name: "Welcome, Anita Deshpande" }),
		).toBeInTheDocument();
		expect(screen.getByText(/^Deccan Institute of Technology · term July–December 2026/)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "DSA Unit Test" })).toHaveAttribute(
			"href",
			"/collegedashboard/DSA%20Unit%20Test",
		);
		const atRisk = screen.getByRole("table", { name: "At-risk students" });
		expect(within(atRisk).getByText("Diya Menon")).toBeInTheDocument();
		expect(within(atRisk).getByText("Meera Iyer")).toBeInTheDocument();
		await userEvent.click(screen.getByRole("link", { name: "1 student at risk in ECE" }));
		expect(await screen.findByLabelText("Department")).toHaveValue("ECE");
		const narrowed = screen.getByRole("table", { name: "At-risk students" });
		expect(within(narrowed).queryByText("Diya Menon")).not.toBeInTheDocument();
		expect(within(narrowed).getByText("Missed Mid-term Aptitude")).toBeInTheDocument();
		expect(
			screen.getByRole("img", { name: /Average exam score by department: CSE 50 %; ECE no data/ }),
		).toBeInTheDocument();
	});

	it("shows the principal the term over term and the departments ranked", async () => {
		signedIn();
		api.respond("GET /api/insights/college", () => jsonResponse(collegeData));
		renderRoutes([{ path: "/principal-dashboard", element: <PrincipalDashboardScreen /> }], {
			initialEntries: ["/principal-dashboard"],
		});
		expect(await screen.findByText("−25 points on last term")).toBeInTheDocument();
		const ranked = screen.getByRole("table", { name: "Departments ranked by average score" });
		expect(within(ranked).getAllByRole("row")[1]).toHaveTextContent(/^1CSE/);
		expect(screen.getByRole("img", { name: /Sep 2026 50 %/ })).toBeInTheDocument();
	});

	it("lets the principal download the monthly report of a month, the last complete one to begin with, and open growth", async () => {
		signedIn();
		api.respond("GET /api/insights/college", () => jsonResponse(collegeData));
		const { user } = renderRoutes([{ path: "/principal-dashboard", element: <PrincipalDashboardScreen /> }], {
			initialEntries: ["/principal-dashboard"],
		});
		const month = await screen.findByLabelText("Month");
		const last = lastCompleteMonth(new Date());
		expect(month).toHaveValue(last);
		const download = screen.getByRole("link", { name: "Download monthly report" });
		expect(download).toHaveAttribute("href", `/api/insights/college/monthly-report.pdf?month=${last}`);
		const earlier = shiftMonth(last, -2);
		await user.selectOptions(month, earlier);
		expect(download).toHaveAttribute("href", `/api/insights/college/monthly-report.pdf?month=${earlier}`);
		expect(within(month).getByRole("option", { name: monthLabel(earlier) })).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "See growth across tests" })).toHaveAttribute(
			"href",
			"/principal-dashboard/growth",
		);
	});

	it("says what failed when the figures cannot be loaded", async () => {
		api.respond("GET /api/insights/college", () =>
			jsonResponse({ code: "FORBIDDEN", message: "Your account does not belong to a college." }, 403),
		);
		renderRoutes([{ path: "/collegedashboard", element: <CollegeDashboardScreen /> }], {
			initialEntries: ["/collegedashboard"],
		});
		expect(await screen.findByText("Your account does not belong to a college.")).toBeInTheDocument();
	});

	it("gives the department head each student's standing, filterable to the at-risk ones", async () => {
		signedIn();
		api.respond("GET /api/insights/department", () => jsonResponse(departmentData));
		renderRoutes([{ path: "/departmentdashboard", element: <DepartmentDashboardScreen /> }], {
			initialEntries: ["/departmentdashboard"],
		});
		const table = await screen.findByRole("table", { name: "Each student's standing" });
		expect(within(table).getByText("Aarav Kulkarni")).toBeInTheDocument();
		await userEvent.click(screen.getByLabelText("At risk only"));
		const narrowed = screen.getByRole("table", { name: "Each student's standing" });
		expect(within(narrowed).queryByText("Aarav Kulkarni")).not.toBeInTheDocument();
		expect(within(narrowed).getByText("Failed DSA Unit Test (0%)")).toBeInTheDocument();
		expect(screen.getByText("1 of 2 students have no mentor yet.")).toBeInTheDocument();
	});
});
