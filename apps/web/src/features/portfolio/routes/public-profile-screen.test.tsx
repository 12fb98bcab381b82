import { screen, within } from "@testing-library/react";
import type { PublicPortfolio } from "@unnati/contracts/portfolio";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { PublicProfileScreen } from "./public-profile-screen";

const api = stubFetch();
const renderAt = (handle: string) =>
	renderRoutes([{ path: paths.publicProfile.pattern, element: <PublicProfileScreen /> }], {
		initialEntries: [paths.publicProfile(handle)],
	});

const PORTFOLIO: PublicPortfolio = {
	handle: "22CSE002",
	name: "Ananya Reddy",
	rollNo: "22CSE002",
	collegeName: "Demo Institute of Technology",
	departmentName: "Computer Science and Engineering",
	currentYear: 4,
	headline: "Final-year CSE student · backend and data structures",
	about: "I rewrote our fest's registration portal.\nIt took 4,000 registrations in a day.",
	skills: ["Java", "SQL"],
	links: { github: "https://github.com/ananya", linkedin: null, website: null },
	certificates: [
		{
			id: "AbCdEfGhIjKlMnOpQrStUv",
			kind: "course",
			title: "DSA Foundations",
			hours: 12,
			issuedAt: "2026-11-20T06:00:00.000Z",
		},
	],
	practice: { solved: 10, byDifficulty: { easy: 6, medium: 3, hard: 1 } },
};

describe("PublicProfileScreen", { timeout: 20_000 }, () => {
	it("shows the student's profile, their certificates with verify links, and their practice", async () => {
		api.respond("GET /api/public-profiles/22CSE002", () => jsonResponse(PORTFOLIO));
		renderAt("22CSE002");

		expect(await screen.findByRole("heading", { level: 1, name: "Ananya Reddy" })).toBeInTheDocument();
		expect(
			screen.getByText(
				"Demo Institute of Technology · Computer Science and Engineering · Fourth year · Roll number 22CSE002",
			),
		).toBeInTheDocument();
		const github = within(screen.getByRole("list", { name: "Links" })).getByRole("link", { name: "GitHub" });
		expect(github).toHaveAttribute("href", "https://github.com/ananya");
		expect(github).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
		expect(screen.queryByRole("link", { name: "LinkedIn" })).not.toBeInTheDocument();
		expect(screen.getByText(/It took 4,000 registrations in a day\./)).toBeInTheDocument();
		expect(screen.getByText("Course certificate · 20 November 2026")).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Verify: DSA Foundations" })).toHaveAttribute(
			"href",
			"/certificates/AbCdEfGhIjKlMnOpQrStUv",
		);
		expect(screen.getByText("Medium: 3")).toBeInTheDocument();
		expect(document.title).toBe("Ananya Reddy · Unnati");
	});

	it("says the profile is not public on a 404, not the app's 404 screen", async () => {
		api.respond("GET /api/public-profiles/22CSE099", () =>
			jsonResponse({ code: "NOT_FOUND", message: "This profile is not public." }, 404),
		);
		renderAt("22CSE099");

		expect(
			await screen.findByRole("heading", { level: 1, name: "This profile is not public" }),
		).toBeInTheDocument();
		expect(screen.queryByText("Page Not Found")).not.toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Go to Unnati" })).toHaveAttribute("href", "/");
	});
});
