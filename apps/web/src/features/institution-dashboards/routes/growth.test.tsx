import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { growthData } from "../test-data";
import { GrowthScreen } from "./growth-screen";

const api = stubFetch();

function show(entry = "/principal-dashboard/growth") {
	api.respond("GET /api/auth/session", () =>
		jsonResponse(
			makeSession({
				role: "ROLE_PRINCIPAL",
				name: "Dr. Anand Rao",
				rollNo: null,
				home: "/principal-dashboard",
			}),
		),
	);
	api.respond("GET /api/insights/growth", () => jsonResponse(growthData));
	return renderRoutes([{ path: "/principal-dashboard/growth", element: <GrowthScreen /> }], {
		initialEntries: [entry],
	});
}

afterEach(() => vi.restoreAllMocks());

describe("growth across tests", { timeout: 20_000 }, () => {
	it("charts the bands and the median exam by exam, each also as a table, and names who moved most", async () => {
		const { user } = show();
		expect(
			await screen.findByRole("img", {
				name: /^How far students moved, first exam to latest: Slipped more than 10 points 1; Steady \(within 10 points\) 1; Improved 10–20 points 0; Improved more than 20 points 1\./,
			}),
		).toBeInTheDocument();
		expect(
			// en-IN writes September "Sept" in some ICU versions and "Sep" in others.
			screen.getByRole("img", {
				name: /^The group's median score, exam by exam: 10 Sept? 100 %; 1 Oct 50 %;/,
			}),
		).toBeInTheDocument();
		const median = screen.getByRole("region", { name: "The group's median score, exam by exam" });
		await user.click(within(median).getByRole("button", { name: "Show the data as a table" }));
		expect(within(median).getByRole("row", { name: "1 Oct · Oct Test A 50 % 50 % 3" })).toBeInTheDocument();
		const bands = screen.getByRole("region", { name: "How far students moved, first exam to latest" });
		await user.click(within(bands).getByRole("button", { name: "Show the data as a table" }));
		expect(within(bands).getByRole("row", { name: "Improved more than 20 points 1" })).toBeInTheDocument();
		const improvers = screen.getByRole("table", { name: "Most improved" });
		expect(within(improvers).getByRole("link", { name: "=Meera Iyer" })).toBeInTheDocument();
		expect(within(improvers).getByText("+50 points")).toBeInTheDocument();
		const slipped = screen.getByRole("table", { name: "Slipped the most" });
		expect(within(slipped).getByText("Diya Menon")).toBeInTheDocument();
		expect(screen.getByText("Deccan Institute of Technology · term July–December 2026")).toBeInTheDocument();
	});

	it("asks the server for a department and a year and section, and narrows the table to a band", async () => {
		const { user } = show();
		await screen.findByRole("table", { name: "Each student's growth" });
		await user.selectOptions(screen.getByLabelText("Department"), "d-cse");
		await user.selectOptions(screen.getByLabelText("Year and section"), "3|A");
		expect(api.requests.map((r) => r.path)).toContain(
			"/api/insights/growth?departmentId=d-cse&year=3&section=A",
		);
		await user.selectOptions(screen.getByLabelText("Growth"), "slipped");
		const table = screen.getByRole("table", { name: "Each student's growth" });
		expect(within(table).getByText("Diya Menon")).toBeInTheDocument();
		expect(within(table).queryByText("Aarav Kulkarni")).not.toBeInTheDocument();
		expect(within(table).getByText("100 → 50 → 50")).toBeInTheDocument();
	});

	it("opens one student's trajectory from their name", async () => {
		const { user } = show();
		const table = await screen.findByRole("table", { name: "Each student's growth" });
		await user.click(within(table).getByRole("link", { name: "Trajectory of Diya Menon" }));
		expect(
			await screen.findByRole("heading", { level: 2, name: "Diya Menon (22CSE102)" }),
		).toBeInTheDocument();
		expect(
			screen.getByRole("img", {
				name: /^Diya Menon's scores, exam by exam: 10 Sept? 100 %; 1 Oct 50 %; 20 Oct 50 %\.$/,
			}),
		).toBeInTheDocument();
	});

	it("downloads every matching student as CSV, a name that looks like a formula written as text", async () => {
		let saved: Blob | undefined;
		vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
			saved = blob as Blob;
			return "blob:growth";
		});
		vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
		vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
		const { user } = show();
		await screen.findByRole("table", { name: "Each student's growth" });
		await user.click(screen.getByRole("button", { name: "Download CSV" }));
		const text = (await saved?.text())?.replace(/^\uFEFF/, "") ?? "";
		const [header, ...rows] = text.split("\r\n");
		expect(header).toBe(
			'Roll number,Name,Department,Year and section,Exams sat,First,Latest,Change (points),Growth,"Scores, exam by exam (%)"',
		);
		expect(rows).toHaveLength(4);
		expect(rows).toContain(
			"23ECE101,'=Meera Iyer,ECE,2A,2,0,50,50,Improved more than 20 points,Sep Quiz: 0; Nov Mock: 50",
		);
	});
});
