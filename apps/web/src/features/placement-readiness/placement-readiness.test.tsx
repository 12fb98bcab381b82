import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../app/paths";
import { routes } from "../../app/router";
import { jsonResponse, stubFetch } from "../../test/fetch-stub";
import { renderRoutes } from "../../test/render";
import { makeSession } from "../../test/session-fixtures";
import { makeBatch, makeReadiness, makeRow, STUDENT_ID } from "./test-data";

const api = stubFetch();

function signedInAs(session: ReturnType<typeof makeSession> | null) {
	api.respond("GET /api/auth/session", () =>
		session ? jsonResponse(session) : jsonResponse({ message: "Please sign in to continue." }, 401),
	);
	api.respond("GET /api/notifications/unread-count", () => jsonResponse({ unread: 0 }));
}

const student = makeSession({ userId: STUDENT_ID });
const officer = makeSession({
	userId: "9f1e2d3c-4b5a-4968-8776-655443322110",
	role: "ROLE_PAT",
	name: "Meera Pillai",
	rollNo: null,
	home: "/pat-dashboard",
});
const studentPage = paths.studentPlacementAnalytics(STUDENT_ID);

describe("a student's placement readiness", { timeout: 20_000 }, () => {
	it("shows the score, its parts with how each is computed, six months as a chart and a table, and the gaps with links", async () => {
		signedInAs(student);
		api.respond(`GET /api/readiness/students/${STUDENT_ID}`, () => jsonResponse(makeReadiness()));
		const { user } = renderRoutes(routes, { initialEntries: [studentPage] });

		expect(
			await screen.findByRole("heading", { level: 1, name: "My placement readiness" }),
		).toBeInTheDocument();
		expect(
			await screen.findByRole("heading", { name: "Readiness score: 36 out of 100" }),
		).toBeInTheDocument();
		expect(screen.getByText("Needs attention")).toBeInTheDocument();
		expect(screen.getByRole("progressbar", { name: "DSA practice: 15 out of 100" })).toBeInTheDocument();
		expect(screen.getByText(/3 points for each easy, 6 for each medium/)).toBeInTheDocument();

		// The chart's figures, as a table on request.
		const history = screen.getByRole("region", { name: "The last six months" });
		expect(within(history).getByRole("img")).toHaveAccessibleName(/Feb 2026 41; Mar 2026 36/);
		await user.click(within(history).getByRole("button", { name: "Show the data as a table" }));
		const table = within(history).getByRole("table");
		expect(within(table).getByRole("rowheader", { name: "Feb 2026" }).closest("tr")).toHaveTextContent("41");

		const role = screen.getByRole("article", {
			name: "Graduate Software Engineer · Kaveri Infotech Solutions",
		});
		expect(
			within(role).getByRole("row", { name: /Online coding test: DSA practice 60 15 Gap/ }),
		).toBeInTheDocument();
		expect(within(role).getByRole("link", { name: "Practise DSA" })).toHaveAttribute(
			"href",
			paths.dsaQuestions,
		);
		expect(within(role).getByRole("link", { name: "Open Full Stack Development" })).toHaveAttribute(
			"href",
			"/learning-path/full-stack",
		);
	});

	it("shows the placement officer the same page in their own area, without the student's links", async () => {
		signedInAs(officer);
		api.respond(`GET /api/readiness/students/${STUDENT_ID}`, () => jsonResponse(makeReadiness()));
		renderRoutes(routes, { initialEntries: [studentPage] });

		expect(await screen.findByRole("heading", { level: 1, name: "Placement readiness" })).toBeInTheDocument();
		expect(await screen.findByText(/Aarav Sharma · 22CSE001 · CSE/)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Batch readiness" })).toHaveAttribute("href", paths.patReadiness);
		const role = screen.getByRole("article", { name: /Graduate Software Engineer/ });
		expect(within(role).getByText(/DSA practice is 15/)).toBeInTheDocument();
		expect(within(role).queryByRole("link")).not.toBeInTheDocument();
	});

	it("says why when the server refuses, and sends a signed-out visitor to log in", async () => {
		signedInAs(makeSession({ userId: "someone-else" }));
		api.respond(`GET /api/readiness/students/${STUDENT_ID}`, () =>
			jsonResponse(
				{ code: "FORBIDDEN", message: "You may not see this student's placement readiness." },
				403,
			),
		);
		const refused = renderRoutes(routes, { initialEntries: [studentPage] });
		expect(
			await screen.findByText("You may not see this student's placement readiness."),
		).toBeInTheDocument();
		refused.unmount();

		signedInAs(null);
		const { router } = renderRoutes(routes, { initialEntries: [studentPage] });
		await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
		expect(new URLSearchParams(router.state.location.search).get("next")).toBe(studentPage);
	});

	it("shows the student their own page at their side bar's address", async () => {
		signedInAs(student);
		api.respond(`GET /api/readiness/students/${STUDENT_ID}`, () => jsonResponse(makeReadiness()));
		const { router } = renderRoutes(routes, { initialEntries: [paths.myPlacementReadiness] });

		expect(
			await screen.findByRole("heading", { level: 1, name: "My placement readiness" }),
		).toBeInTheDocument();
		expect(router.state.location.pathname).toBe(paths.myPlacementReadiness);
		expect(api.sent(`GET /api/readiness/students/${STUDENT_ID}`)).toHaveLength(1);
	});
});

describe("the batch view", { timeout: 20_000 }, () => {
	it("lists the batch, links each student to their page, and filters and exports on the server", async () => {
		signedInAs(officer);
		api.respond("GET /api/readiness/batches", () =>
			jsonResponse({
				batches: [
					{ batch: 2027, students: 40 },
					{ batch: 2026, students: 2 },
				],
			}),
		);
		const rows = [
			makeRow(),
			makeRow({
				id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
				rollNo: "22ECE004",
				name: "Diya Menon",
				score: 72,
				band: "ready",
				readyFor: ["service"],
			}),
		];
		api.respond("GET /api/readiness/batches/2026", (request) => {
			const band = new URLSearchParams(request.path.split("?")[1]).get("band");
			return jsonResponse(makeBatch(band ? rows.filter((r) => r.band === band) : rows));
		});
		const { user } = renderRoutes(routes, { initialEntries: [paths.patReadiness] });

		const table = await screen.findByRole(
			"table",
			{ name: "Readiness of the 2026 batch" },
			{ timeout: 10_000 },
		);
		expect(within(table).getByRole("link", { name: "22CSE001" })).toHaveAttribute("href", studentPage);
		expect(within(table).getByText("Service / aptitude")).toBeInTheDocument();
		expect(screen.getByText(/Product \/ coding-heavy:/)).toBeInTheDocument();

		await user.click(screen.getByRole("textbox", { name: "Band" }));
		await user.click(await screen.findByRole("option", { name: "Ready", hidden: true }));
		await waitFor(() => expect(within(table).queryByText("22CSE001")).not.toBeInTheDocument());
		expect(api.requests.at(-1)?.path).toMatch(/band=ready/);
		expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
			"href",
			"/api/readiness/batches/2026/students.csv?band=ready&sort=score&direction=desc",
		);
	});

	it("says what to do when the college has no batch yet", async () => {
		signedInAs(officer);
		api.respond("GET /api/readiness/batches", () => jsonResponse({ batches: [] }));
		renderRoutes(routes, { initialEntries: [paths.patReadiness] });

		expect(await screen.findByText(/No batch yet/)).toBeInTheDocument();
	});
});
