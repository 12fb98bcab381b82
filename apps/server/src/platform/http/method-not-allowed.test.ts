import { pathParamNames } from "@unnati/contracts/http";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app";

const ctx = useTestApp();

const ask = (method: string, url: string) =>
	ctx.app.inject({
		method: method as "GET",
		url,
		payload: method === "GET" || method === "HEAD" ? undefined : {},
	});

describe("a request with a method its path does not answer", () => {
	it("is a 405 naming the methods the path does answer in Allow, not a 404", async () => {
		const post = await ask("POST", "/api/health");
		expect(post.statusCode, post.body).toBe(405);
		expect(post.headers.allow).toBe("GET, HEAD");
		expect(post.json()).toEqual({
			code: "METHOD_NOT_ALLOWED",
			message: "POST is not allowed on /api/health. Use GET or HEAD.",
		});

		const get = await ask("GET", "/api/auth/login?next=x");
		expect(get.statusCode).toBe(405);
		expect(get.headers.allow).toBe("POST");
	});

	it("matches paths with parameters and a trailing slash", async () => {
		const res = await ask(
			"DELETE",
			"/students/exam/00000000-0000-4000-8000-000000000000/save-answers-batch/",
		);
		expect(res.statusCode).toBe(405);
		expect(res.headers.allow).toBe("POST");
	});

	it("keeps a 404 for a path that no method answers", async () => {
		for (const method of ["GET", "POST"]) {
			const res = await ask(method, "/api/no-such-thing");
			expect(res.statusCode, method).toBe(404);
			expect(res.headers.allow, method).toBeUndefined();
		}
	});

	it("holds for every declared route", async () => {
		// A URL may match more than one route (`/api/x/:id` answers `/api/x/new` too): every method of
		// every route matching it is allowed.
		const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, "[^/]+")}$`);
		const routes = ctx.app.declaredRoutes.map((route) => ({ ...route, pattern: patternOf(route.path) }));
		const methodsFor = (url: string) => {
			const methods = new Set<string>();
			for (const route of routes)
				if (route.pattern.test(url)) {
					methods.add(route.method);
					if (route.method === "GET") methods.add("HEAD");
				}
			return methods;
		};
		expect(routes.length).toBeGreaterThan(20);
		for (const route of routes) {
			let url = route.path;
			for (const name of pathParamNames(route.path))
				url = url.replace(`:${name}`, "00000000-0000-4000-8000-000000000000");
			const methods = methodsFor(url);
			const other = ["PATCH", "PUT", "DELETE", "POST", "GET"].find((method) => !methods.has(method));
			if (!other) continue;
			const res = await ask(other, url);
			expect(res.statusCode, `${other} ${url}: ${res.body}`).toBe(405);
			expect(new Set(String(res.headers.allow).split(", ")), `${other} ${url}`).toEqual(methods);
		}
	});
});
