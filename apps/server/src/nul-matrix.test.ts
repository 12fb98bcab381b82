import { ROLES, type Role } from "@unnati/contracts/constants";
import { pathParamNames } from "@unnati/contracts/http";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { nulPaths } from "./platform/http/nul-guard";
import type { DeclaredRoute } from "./platform/http/route";
import { bearer } from "./test/auth-helpers";
import { type RoleFixtures, roleFixtures } from "./test/factories";
import { useTestApp } from "./test/test-app";

// Generated from the endpoint definitions: every endpoint that takes a JSON body is sent one whose
// every string holds a NUL (PostgreSQL cannot store U+0000, so one that reached a query was a 500).
// The answer must be a 4xx; the exam's answer batch, which takes NULs and deals with them answer by
// answer, must never fail as a whole.

const NUL_TEXT = "a\u0000b";

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A value of `schema`'s shape in which every string holds a NUL (shapes only; other rules may fail). */
export function nulSample(schema: unknown, depth = 0): unknown {
	if (depth > 12) return null;
	const def = defOf(schema);
	const next = (inner: unknown) => nulSample(inner, depth + 1);
	switch (def.type) {
		case "string":
			return NUL_TEXT;
		case "number":
		case "int":
			return 1;
		case "bigint":
			return 1;
		case "boolean":
			return true;
		case "date":
			return new Date(0).toISOString();
		case "literal":
			return (def.values as unknown[])[0];
		case "enum":
			return Object.values(def.entries as Record<string, unknown>)[0];
		case "array":
			return [next(def.element)];
		case "tuple":
			return (def.items as unknown[]).map(next);
		case "object":
			return Object.fromEntries(
				Object.entries(def.shape as Record<string, unknown>).map(([key, value]) => [key, next(value)]),
			);
		case "record":
			return { [String(nulSample(def.keyType, depth + 1))]: next(def.valueType) };
		case "union":
			return next((def.options as unknown[])[0]);
		case "intersection":
			return { ...(next(def.left) as object), ...(next(def.right) as object) };
		case "optional":
		case "nullable":
		case "default":
		case "prefault":
		case "readonly":
		case "catch":
		case "nonoptional":
			return next(def.innerType);
		case "pipe":
			return next(def.in);
		case "lazy":
			return next((def.getter as () => unknown)());
		default:
			return NUL_TEXT;
	}
}

const ctx = useTestApp();
let fixtures: RoleFixtures;
beforeAll(async () => {
	fixtures = await roleFixtures(ctx.app, ctx.database.db);
});

const withJsonBody = () =>
	ctx.app.declaredRoutes.filter(
		(route): route is DeclaredRoute & { endpoint: { body: z.ZodType } } =>
			route.method !== "GET" && route.method !== "HEAD" && route.endpoint?.body !== undefined,
	);

/** Someone the route lets in: nobody for a public route, else the first role it allows. */
const callerOf = (route: DeclaredRoute): Role | null =>
	route.access.kind === "public"
		? null
		: (ROLES.find((role) => route.access.kind === "permission" && route.access.roles.includes(role)) ?? null);

describe("a NUL in every string field of every endpoint with a JSON body", () => {
	it("finds the endpoints to try", () => {
		expect(withJsonBody().length).toBeGreaterThan(10);
	});

	it("gets a 4xx, and a 400 naming the fields wherever the endpoint does not take NULs itself", async () => {
		for (const route of withJsonBody()) {
			const body = nulSample(route.endpoint.body);
			// A body of numbers and switches only has no text to carry a NUL.
			if (nulPaths(body).length === 0) continue;
			let url = route.path;
			for (const name of pathParamNames(route.path))
				url = url.replace(`:${name}`, "00000000-0000-4000-8000-000000000000");
			const caller = callerOf(route);
			const res = await ctx.app.inject({
				method: route.method as "POST",
				url,
				payload: body as object,
				headers: caller ? bearer(fixtures.tokens[caller]) : {},
				remoteAddress: "203.0.113.77",
			});
			const where = `${route.method} ${route.path} as ${caller ?? "anyone"} answered ${res.statusCode}: ${res.body}`;
			expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
			expect(res.statusCode, where).toBeLessThan(500);
			if (!route.acceptsNul) {
				expect(res.statusCode, where).toBe(400);
				expect(res.json().errors?.[0]?.message, where).toMatch(/NUL/);
			}
		}
	});
});
