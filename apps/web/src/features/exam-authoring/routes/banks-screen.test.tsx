import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeBank } from "../test-data";
import { BanksScreen } from "./banks-screen";

const api = stubFetch();
const routes = [
	{ path: "/question-bank", element: <BanksScreen banksBase="/question-bank" /> },
	{ path: "/question-bank/:bankId", element: <p>Bank page</p> },
];

describe("BanksScreen", () => {
	it("lists the banks with their question counts", async () => {
		api.respond("GET /api/question-banks", () => jsonResponse({ banks: [makeBank({ questionCount: 12 })] }));
		renderRoutes(routes, { initialEntries: ["/question-bank"] });

		expect(await screen.findByRole("link", { name: "Data Structures – Unit 2" })).toHaveAttribute(
			"href",
			"/question-bank/bank-1",
		);
		expect(screen.getByRole("cell", { name: "12" })).toBeInTheDocument();
	});

	it("says why a bank without a proper name cannot be created, and sends nothing", async () => {
		api.respond("GET /api/question-banks", () => jsonResponse({ banks: [] }));
		const { user } = renderRoutes(routes, { initialEntries: ["/question-bank"] });
		expect(await screen.findByText("No question banks yet. Create the first one.")).toBeInTheDocument();

		await user.type(screen.getByRole("textbox", { name: /bank name/i }), "D");
		await user.click(screen.getByRole("button", { name: "Create bank" }));

		expect(screen.getByText("Please name the bank (at least 2 characters).")).toBeInTheDocument();
		expect(api.sent("POST /api/question-banks")).toHaveLength(0);
	});

	it("creates a bank and opens it", async () => {
		api.respond("GET /api/question-banks", () => jsonResponse({ banks: [] }));
		api.respond("POST /api/question-banks", () =>
			jsonResponse(makeBank({ id: "new-bank", name: "DBMS" }), 201),
		);
		const { user, router } = renderRoutes(routes, { initialEntries: ["/question-bank"] });

		await user.type(await screen.findByRole("textbox", { name: /bank name/i }), "  DBMS ");
		await user.click(screen.getByRole("button", { name: "Create bank" }));

		expect(await screen.findByText("Bank page")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/question-bank/new-bank");
		expect(api.sent("POST /api/question-banks")[0]?.body).toEqual({ name: "DBMS", description: "" });
	});

	it("shows the server's reason beside the name when it refuses one", async () => {
		api.respond("GET /api/question-banks", () => jsonResponse({ banks: [] }));
		api.respond("POST /api/question-banks", () =>
			jsonResponse(
				{
					code: "VALIDATION_FAILED",
					message: "Invalid.",
					errors: [{ path: "name", message: "A bank with this name exists." }],
				},
				400,
			),
		);
		const { user } = renderRoutes(routes, { initialEntries: ["/question-bank"] });

		await user.type(await screen.findByRole("textbox", { name: /bank name/i }), "DBMS");
		await user.click(screen.getByRole("button", { name: "Create bank" }));

		expect(await screen.findByText("A bank with this name exists.")).toBeInTheDocument();
	});
});
