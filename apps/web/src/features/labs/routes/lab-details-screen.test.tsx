import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { makeDetails } from "../test-fixtures";
import { LabDetailsScreen } from "./lab-details-screen";

const api = stubFetch();

const openDetails = () =>
	renderRoutes([{ path: "/lab-details/:labId", element: <LabDetailsScreen /> }], {
		initialEntries: ["/lab-details/bracket-checker-stack"],
	});

beforeEach(() => {
	api.respond("GET /api/labs/bracket-checker-stack", () => jsonResponse(makeDetails()));
});

describe("LabDetailsScreen", () => {
	it("describes the lab and asks a visitor to sign up to start", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse({ message: "Sign in", code: "SIGN_IN_REQUIRED" }, 401),
		);
		openDetails();
		expect(
			await screen.findByRole("heading", { level: 1, name: "Build a bracket checker with a stack" }),
		).toBeVisible();
		expect(screen.getByText("About 35 minutes")).toBeInTheDocument();
		expect(screen.getByText("Use a list as a stack")).toBeInTheDocument();
		expect(screen.getByText("Three kinds of brackets")).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "DSA Foundations" })).toHaveAttribute(
			"href",
			"/learning-path/dsa/course/dsa-foundations",
		);
		expect(await screen.findByRole("link", { name: "Sign up to start" })).toHaveAttribute("href", "/signup");
	});

	it("leads a signed-in student to the lab", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
		openDetails();
		expect(await screen.findByRole("link", { name: "Start the lab" })).toHaveAttribute(
			"href",
			"/lab/bracket-checker-stack",
		);
	});
});
