import { apiErrorSchema } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApp } from "../../test/test-app";
import { PUBLIC } from "../access/policy";
import { AppError } from "../errors";

// A route with a real contract-style schema, registered only here, to drive the shared error plumbing.
function registerProbeRoutes(app: FastifyInstance) {
	const typed = app.withTypeProvider<ZodTypeProvider>();
	typed.post(
		"/api/test-probe",
		{
			schema: {
				body: z.object({
					email: z.email(),
					age: z.number().int().min(0),
					tags: z.array(z.string()).optional(),
				}),
				querystring: z.object({ dryRun: z.enum(["yes", "no"]).optional() }),
			},
			config: { access: PUBLIC },
		},
		async (request) => ({ received: request.body.email }),
	);
	typed.get("/api/test-probe/conflict", { config: { access: PUBLIC } }, async () => {
		throw new AppError("CONFLICT", "That email is already registered.");
	});
	typed.get("/api/test-probe/crash", { config: { access: PUBLIC } }, async () => {
		throw new Error("database password is hunter2");
	});
}

const json = { "content-type": "application/json" };

describe("the API's one error shape", () => {
	const ctx = useTestApp({ beforeReady: registerProbeRoutes });

	it("accepts a valid body", async () => {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/test-probe",
			payload: { email: "a@b.in", age: 3 },
		});
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ received: "a@b.in" });
	});

	it("rejects malformed JSON with 400 and a clear message", async () => {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/test-probe",
			headers: json,
			payload: '{"email": ',
		});
		expect(res.statusCode).toBe(400);
		expect(res.json()).toEqual({ code: "BAD_REQUEST", message: "The request body is not valid JSON." });
	});

	it("rejects an empty JSON body with 400", async () => {
		const res = await ctx.app.inject({ method: "POST", url: "/api/test-probe", headers: json, payload: "" });
		expect(res.statusCode).toBe(400);
		expect(apiErrorSchema.parse(res.json()).message).toMatch(/empty/);
	});

	it("rejects a wrong content type with 415", async () => {
		for (const type of ["text/plain", "application/xml", "application/x-www-form-urlencoded"]) {
			const res = await ctx.app.inject({
				method: "POST",
				url: "/api/test-probe",
				headers: { "content-type": type },
				payload: "email=a@b.in",
			});
			expect(res.statusCode, type).toBe(415);
			expect(res.json().message).toMatch(/application\/json/);
		}
	});

	it("rejects a body over 1 MB with 413", async () => {
		const big = JSON.stringify({ email: "a@b.in", age: 1, tags: ["x".repeat(1024 * 1024)] });
		const res = await ctx.app.inject({ method: "POST", url: "/api/test-probe", headers: json, payload: big });
		expect(res.statusCode).toBe(413);
		expect(res.json()).toEqual({
			code: "PAYLOAD_TOO_LARGE",
			message: "The request body is larger than 1 MB.",
		});
	});

	it("names every missing or wrongly typed field", async () => {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/test-probe",
			payload: { email: "nope", age: "3" },
		});
		expect(res.statusCode).toBe(400);
		const body = apiErrorSchema.parse(res.json());
		expect(body.message).toBe("The request body is invalid.");
		expect(body.errors?.map((e) => e.path).sort()).toEqual(["age", "email"]);
		expect(body.errors?.every((e) => e.message.length > 0)).toBe(true);
	});

	it("reports a missing body as a body error", async () => {
		const res = await ctx.app.inject({ method: "POST", url: "/api/test-probe" });
		expect(res.statusCode).toBe(400);
		expect(apiErrorSchema.parse(res.json()).errors?.[0]?.path).toBe("body");
	});

	it("validates the query string too", async () => {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/test-probe?dryRun=maybe",
			payload: { email: "a@b.in", age: 1 },
		});
		expect(res.statusCode).toBe(400);
		expect(res.json()).toMatchObject({
			message: "The request query string is invalid.",
			errors: [{ path: "dryRun" }],
		});
	});

	it("maps an AppError code to its status", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/test-probe/conflict" });
		expect(res.statusCode).toBe(409);
		expect(res.json()).toEqual({ code: "CONFLICT", message: "That email is already registered." });
	});

	it("hides the details of an unexpected error behind a 500", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/test-probe/crash" });
		expect(res.statusCode).toBe(500);
		expect(res.body).not.toContain("hunter2");
		expect(apiErrorSchema.parse(res.json()).message).toMatch(/went wrong/);
	});

	it("answers an unknown API path with a JSON 404", async () => {
		for (const url of ["/api/no-such-thing", "/students/exam/1/nothing", "/api"]) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(404);
			expect(res.headers["content-type"]).toMatch(/application\/json/);
			expect(apiErrorSchema.parse(res.json()).message).toMatch(/No route/);
		}
	});
});
