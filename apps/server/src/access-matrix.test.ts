import { ROLES, type Role } from "@unnati/contracts/constants";
import { pathParamNames } from "@unnati/contracts/http";
import { beforeAll, describe, expect, it } from "vitest";
import type { DeclaredRoute } from "./platform/http/route";
import { bearer } from "./test/auth-helpers";
import { type RoleFixtures, roleFixtures } from "./test/factories";
import { useTestApp } from "./test/test-app";

// Generated from the routes themselves: every route the app declared, asked by nobody and by every
// role, must answer as its declaration says. A route whose access is wrong, or that a role can crash,
// fails here without anyone writing a test for it.

const ctx = useTestApp();
let fixtures: RoleFixtures;
beforeAll(async () => {
	fixtures = await roleFixtures(ctx.app, ctx.database.db);
});

/** Ids that name nothing: a route the caller may call then answers 400 or 404, never 401 or 403. */
const PARAM_VALUE = "00000000-0000-4000-8000-000000000000";

/** Routes that end the caller's own session: asked last, so the other routes still see a live one. */
const endsSession = (route: DeclaredRoute) => /\/logout$/.test(route.path);

const apiRoutes = () =>
	ctx.app.declaredRoutes
		.filter((route) => route.method !== "HEAD")
		.sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));

function urlOf(route: DeclaredRoute): string {
	let url = route.path;
	for (const name of pathParamNames(route.path)) url = url.replace(`:${name}`, PARAM_VALUE);
	return url;
}

async function ask(route: DeclaredRoute, token?: string) {
	return ctx.app.inject({
		method: route.method as "GET",
		url: urlOf(route),
		headers: token ? bearer(token) : {},
		remoteAddress: "203.0.113.9",
	});
}

const describeAccess = (route: DeclaredRoute) =>
	route.access.kind === "public"
		? "public"
		: `${route.access.resource}:${route.access.action} for ${route.access.roles.join(", ")}`;

describe("every declared route answers as its access says", () => {
	it("declares at least the routes of SPEC §7 and every module", () => {
		const paths = new Set(apiRoutes().map((route) => `${route.method} ${route.path}`));
		for (const expected of [
			"POST /api/auth/login",
			"GET /students/exams",
			"POST /students/exam/:id/save-answers-batch",
		])
			expect(paths, expected).toContain(expected);
	});

	it("refuses a caller with no session on every route that needs a permission (401), and never fails with a 5xx", async () => {
		for (const route of apiRoutes()) {
			const res = await ask(route);
			const where = `${route.method} ${route.path} (${describeAccess(route)}) answered ${res.statusCode}: ${res.body}`;
			expect(res.statusCode, where).toBeLessThan(500);
			if (route.access.kind === "permission") {
				expect(res.statusCode, where).toBe(401);
				expect(res.json().code, where).toBe("SIGN_IN_REQUIRED");
			} else {
				expect([401, 403], where).not.toContain(res.statusCode);
			}
		}
	});

	it.each(ROLES.map((role) => [role]))(
		"lets %s call exactly the routes declared for it",
		async (role: Role) => {
			for (const route of apiRoutes()) {
				const res = await ask(route, fixtures.tokens[role]);
				const where = `${role} on ${route.method} ${route.path} (${describeAccess(route)}) answered ${res.statusCode}: ${res.body}`;
				expect(res.statusCode, where).toBeLessThan(500);
				if (route.access.kind === "permission" && !route.access.roles.includes(role)) {
					expect(res.statusCode, where).toBe(403);
					expect(res.json().code, where).toBe("ROLE_NOT_ALLOWED");
				} else {
					// A declared role is let through the role check. The record it names may still be out of
					// its scope (another department, a student who is not its mentee): the issues ask for a
					// 403 there, with a code other than ROLE_NOT_ALLOWED.
					expect(res.statusCode, where).not.toBe(401);
					if (res.statusCode === 403) expect(res.json().code, where).not.toBe("ROLE_NOT_ALLOWED");
				}
			}
		},
	);
});
