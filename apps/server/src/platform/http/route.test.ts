import { defineEndpoint } from "@unnati/contracts/http";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { testPrincipal } from "../../test/principal";
import { definePolicy, PUBLIC, sameCollege } from "../access/policy";
import type { Authenticator, Principal } from "../access/principal";
import { AppError } from "../errors";
import { registerErrorHandler } from "./error-handler";
import { installAccessCheck, route } from "./route";

const principal = (role: Principal["role"], institutionId: string | null = "college-1") =>
	testPrincipal(role, { institutionId });

/** Bearer tokens are role names: enough to exercise the access check without the auth module. */
const fakeAuthenticator: Authenticator = {
	identify: async (request) => {
		const token = request.headers.authorization?.replace("Bearer ", "");
		return token ? principal(token as Principal["role"]) : null;
	},
	requireAuth:
		(...roles) =>
		async (request) => {
			const found = await fakeAuthenticator.identify(request);
			if (!found) throw new AppError("SIGN_IN_REQUIRED", "Please sign in to continue.");
			if (roles.length > 0 && !roles.includes(found.role)) throw new AppError("ROLE_NOT_ALLOWED", "No.");
			request.principal = found;
		},
	requireAuthCheckedInStatement: (...roles) => fakeAuthenticator.requireAuth(...roles),
	isLive: async () => true,
};

const examPolicy = definePolicy<{ institutionId: string | null }, "read">("exam", {
	read: [{ roles: ["ROLE_EXAM_ADMIN", "ROLE_PRINCIPAL"], scope: sameCollege }],
});

const getExam = defineEndpoint({
	method: "GET",
	path: "/api/exams/:id",
	summary: "One exam",
	tags: ["exams"],
	params: z.object({ id: z.string().max(8) }),
	responses: { 200: z.object({ id: z.string(), title: z.string() }) },
	errors: [400, 401, 403, 404],
});

const createNote = defineEndpoint({
	method: "POST",
	path: "/api/notes",
	summary: "Create a note",
	tags: ["notes"],
	body: z.object({ text: z.string().min(1) }),
	responses: { 201: z.object({ id: z.string() }) },
	errors: [400],
});

let app: FastifyInstance;
async function makeApp() {
	app = Fastify();
	app.setValidatorCompiler(validatorCompiler);
	app.setSerializerCompiler(serializerCompiler);
	registerErrorHandler(app);
	app.decorateRequest("principal", null);
	app.decorate("authenticator", fakeAuthenticator);
	const declared = installAccessCheck(app);
	return { app, declared };
}
afterEach(async () => app?.close());

describe("route()", () => {
	it("registers the endpoint's path and schemas, checks access before the body, and records the declaration", async () => {
		const { declared } = await makeApp();
		route(app, getExam, {
			access: examPolicy.permission("read"),
			handler: async (request) => {
				const exam = { id: request.params.id, title: "DBMS mid-term", institutionId: "college-1" };
				await examPolicy.authorize(
					request.principal as Principal,
					"read",
					exam,
					"No such exam in your college.",
				);
				return { id: exam.id, title: exam.title };
			},
		});
		route(app, createNote, { access: PUBLIC, handler: async () => ({ id: "n1" }) });
		await app.ready();

		expect(declared.map((r) => `${r.method} ${r.path}`)).toEqual(
			expect.arrayContaining(["GET /api/exams/:id", "POST /api/notes"]),
		);
		const anonymous = await app.inject({ method: "GET", url: "/api/exams/toolongid" });
		expect(anonymous.statusCode).toBe(401);
		const student = await app.inject({
			method: "GET",
			url: "/api/exams/e1",
			headers: { authorization: "Bearer ROLE_STUDENT" },
		});
		expect(student.json()).toMatchObject({ code: "ROLE_NOT_ALLOWED" });
		const admin = await app.inject({
			method: "GET",
			url: "/api/exams/e1",
			headers: { authorization: "Bearer ROLE_EXAM_ADMIN" },
		});
		expect(admin.json()).toEqual({ id: "e1", title: "DBMS mid-term" });
		const invalid = await app.inject({
			method: "GET",
			url: "/api/exams/toolongid",
			headers: { authorization: "Bearer ROLE_EXAM_ADMIN" },
		});
		expect(invalid.json()).toMatchObject({ code: "VALIDATION_FAILED" });

		const created = await app.inject({ method: "POST", url: "/api/notes", payload: { text: "hello" } });
		expect(created.statusCode).toBe(201);
		expect((await app.inject({ method: "POST", url: "/api/notes", payload: { text: "" } })).statusCode).toBe(
			400,
		);
	});

	it("answers 404, not 403, for a record outside the caller's scope", async () => {
		await makeApp();
		route(app, getExam, {
			access: examPolicy.permission("read"),
			handler: async (request) => {
				const exam = { id: request.params.id, title: "Other college", institutionId: "college-2" };
				await examPolicy.authorize(
					request.principal as Principal,
					"read",
					exam,
					"No such exam in your college.",
				);
				return exam;
			},
		});
		const res = await app.inject({
			method: "GET",
			url: "/api/exams/e2",
			headers: { authorization: "Bearer ROLE_PRINCIPAL" },
		});
		expect(res.statusCode).toBe(404);
		expect(res.json()).toEqual({ code: "NOT_FOUND", message: "No such exam in your college." });
	});

	it("refuses at start-up a route that declares no access", async () => {
		await makeApp();
		expect(() => app.get("/api/undeclared", async () => ({ ok: true }))).toThrow(
			/GET \/api\/undeclared declares no access/,
		);
	});

	it("refuses an answer that does not match the endpoint's schema instead of sending it", async () => {
		await makeApp();
		route(app, getExam, {
			access: PUBLIC,
			// @ts-expect-error: the wrong shape on purpose
			handler: async () => ({ id: 1 }),
		});
		const res = await app.inject({ method: "GET", url: "/api/exams/e1" });
		expect(res.statusCode).toBe(500);
		expect(res.json()).toMatchObject({ code: "INTERNAL" });
	});
});

describe("definePolicy", () => {
	it("joins the roles of an action's rules and checks the scope against the record", async () => {
		expect(examPolicy.roles("read")).toEqual(["ROLE_EXAM_ADMIN", "ROLE_PRINCIPAL"]);
		expect(
			await examPolicy.allows(principal("ROLE_EXAM_ADMIN"), "read", { institutionId: "college-1" }),
		).toBe(true);
		expect(
			await examPolicy.allows(principal("ROLE_EXAM_ADMIN"), "read", { institutionId: "college-2" }),
		).toBe(false);
		expect(await examPolicy.allows(principal("ROLE_EXAM_ADMIN", null), "read", { institutionId: null })).toBe(
			false,
		);
		expect(await examPolicy.allows(principal("ROLE_STUDENT"), "read", { institutionId: "college-1" })).toBe(
			false,
		);
		await expect(
			examPolicy.authorize(
				principal("ROLE_STUDENT"),
				"read",
				{ institutionId: "college-1" },
				"No such exam.",
			),
		).rejects.toMatchObject({ code: "ROLE_NOT_ALLOWED" });
	});
});
