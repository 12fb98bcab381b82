import { defineEndpoint } from "@unnati/contracts/http";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStaff, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { PUBLIC } from "../access/policy";
import { nulPaths } from "./nul-guard";
import { route } from "./route";

const echo = defineEndpoint({
	method: "POST",
	path: "/api/test/echo/:id",
	summary: "Echo",
	tags: ["test"],
	params: z.object({ id: z.string() }),
	query: z.object({ q: z.string().optional() }),
	body: z.object({ name: z.string(), tags: z.array(z.string()).default([]) }),
	responses: { 200: z.object({ ok: z.boolean() }) },
	errors: [400],
});

describe("nulPaths", () => {
	it("names every string holding a NUL, however deep", () => {
		expect(nulPaths({ a: "ok", b: ["x", "y\u0000"], c: { d: "\u0000" } })).toEqual(["b.1", "c.d"]);
		expect(nulPaths("a\u0000")).toEqual([""]);
		expect(nulPaths({ a: 1, b: null, c: true })).toEqual([]);
	});
});

describe("a NUL character in a request", () => {
	const ctx = useTestApp({
		beforeReady: (app) => route(app, echo, { access: PUBLIC, handler: async () => ({ ok: true }) }),
	});
	const post = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, payload });

	it("is a 400 naming the field, in the body, the query string or the path", async () => {
		const body = await post("/api/test/echo/1", { name: "a\u0000b", tags: ["fine", "\u0000"] });
		expect(body.statusCode).toBe(400);
		expect(body.json()).toEqual({
			code: "VALIDATION_FAILED",
			message: "The request body is invalid.",
			errors: [
				{ path: "name", message: "Text may not contain the NUL character (U+0000)." },
				{ path: "tags.1", message: "Text may not contain the NUL character (U+0000)." },
			],
		});
		const query = await post("/api/test/echo/1?q=a%00b", { name: "x" });
		expect(query.json()).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ path: "q" }] });
		const path = await post("/api/test/echo/a%00b", { name: "x" });
		expect(path.json()).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ path: "id" }] });
		expect((await post("/api/test/echo/1", { name: "Anil Kumar" })).statusCode).toBe(200);
	});

	it("is refused before it reaches the database on the real login, signup and student search", async () => {
		const login = await post("/api/auth/login", {
			username: "a\u0000b",
			password: "x",
			loginType: "student",
		});
		expect(login.statusCode).toBe(400);
		expect(login.json()).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ path: "username" }] });
		const college = await makeCollege(ctx.database.db);
		const token = await signInAs(ctx.app, await makeStaff(ctx.database.db, college, "ROLE_COLLEGE"));
		const search = await ctx.app.inject({
			method: "GET",
			url: "/api/students?q=a%00b",
			headers: bearer(token),
		});
		expect(search.statusCode).toBe(400);
		expect(search.json()).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ path: "q" }] });
	});
});
