import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../test/fetch-stub";
import { fetchSession } from "./session";

const api = stubFetch();

describe("fetchSession", () => {
	it("reads a visitor's 204 as nobody signed in", async () => {
		api.respond("GET /api/auth/session", () => new Response(null, { status: 204 }));
		expect(await fetchSession()).toBeNull();
	});

	it("reads an ended session's 401 as signed out too", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(
				{ code: "SESSION_EXPIRED", message: "Your session has ended. Please sign in again." },
				401,
			),
		);
		expect(await fetchSession()).toBeNull();
	});
});
