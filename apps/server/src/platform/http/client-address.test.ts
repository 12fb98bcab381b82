import { defineEndpoint } from "@unnati/contracts/http";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApp } from "../../test/test-app";
import { PUBLIC } from "../access/policy";
import { loadConfig } from "../config";
import { route } from "./route";

// What the server believes the client's address is decides every per-address limit (logins, codes,
// forms), so a client must not be able to choose it by sending X-Forwarded-For itself.

const whoAmI = defineEndpoint({
	method: "GET",
	path: "/api/test/who-am-i",
	summary: "The address the server sees",
	tags: ["test"],
	responses: { 200: z.object({ ip: z.string() }) },
	errors: [],
});

const addressApp = (trustProxy: string) =>
	useTestApp({
		env: { TRUST_PROXY: trustProxy },
		beforeReady: (app) =>
			route(app, whoAmI, { access: PUBLIC, handler: async (request) => ({ ip: request.ip }) }),
	});

const ask = async (app: ReturnType<typeof addressApp>["app"], forwardedFor?: string) =>
	(
		await app.inject({
			method: "GET",
			url: "/api/test/who-am-i",
			remoteAddress: "10.0.0.5",
			headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
		})
	).json().ip;

describe("without a proxy (the default)", () => {
	const ctx = addressApp("false");
	it("uses the socket's address and ignores X-Forwarded-For", async () => {
		expect(await ask(ctx.app, "203.0.113.1")).toBe("10.0.0.5");
	});
});

describe("behind one proxy (TRUST_PROXY=true)", () => {
	const ctx = addressApp("true");
	it("believes only the address the proxy appended, not what the client wrote before it", async () => {
		expect(await ask(ctx.app, "198.51.100.7")).toBe("198.51.100.7");
		expect(await ask(ctx.app, "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
		expect(await ask(ctx.app, "1.1.1.1, 2.2.2.2, 198.51.100.7")).toBe("198.51.100.7");
	});
});

describe("behind two proxies (TRUST_PROXY=2)", () => {
	const ctx = addressApp("2");
	it("skips exactly the two hops", async () => {
		expect(await ask(ctx.app, "6.6.6.6, 198.51.100.7, 10.0.0.2")).toBe("198.51.100.7");
	});
});

describe("behind proxies named by address (TRUST_PROXY=10.0.0.0/24)", () => {
	const ctx = addressApp("10.0.0.0/24");
	it("walks back through the trusted addresses to the first one that is not", async () => {
		expect(await ask(ctx.app, "6.6.6.6, 198.51.100.7, 10.0.0.9")).toBe("198.51.100.7");
	});
});

describe("TRUST_PROXY", () => {
	const read = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
	it("reads hops, booleans and addresses, and refuses anything else", () => {
		expect(read("true")).toBe(1);
		expect(read("false")).toBe(false);
		expect(read("0")).toBe(false);
		expect(read("3")).toBe(3);
		expect(read("10.0.0.1, 10.0.1.0/24")).toEqual(["10.0.0.1", "10.0.1.0/24"]);
		expect(() => read("everyone")).toThrow(/TRUST_PROXY/);
		expect(() => read("99")).toThrow(/at most 10/);
	});
});
