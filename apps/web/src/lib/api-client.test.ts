import { defineEndpoint } from "@unnati/contracts/http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { callApi, endpointUrl, ResponseShapeError } from "./api-client";
import { HttpError } from "./http";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const getStudent = defineEndpoint({
	method: "GET",
	path: "/api/students/:rollNo",
	summary: "One student",
	tags: ["students"],
	params: z.object({ rollNo: z.string() }),
	query: z.object({ full: z.boolean().optional() }),
	responses: { 200: z.object({ rollNo: z.string(), name: z.string() }) },
	errors: [401, 404],
});

const subscribe = defineEndpoint({
	method: "POST",
	path: "/api/newsletter/subscribe",
	summary: "Subscribe",
	tags: ["newsletter"],
	body: z.object({ email: z.string() }),
	responses: {
		200: z.object({ alreadySubscribed: z.literal(true) }),
		201: z.object({ alreadySubscribed: z.literal(false) }),
	},
	errors: [400],
});

beforeEach(() => {
	fetchMock.mockReset();
	vi.stubGlobal("fetch", fetchMock);
	vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe("callApi", () => {
	it("fills the path and query, and returns an answer that matches its schema", async () => {
		fetchMock.mockResolvedValue(json({ rollNo: "21CS001/A", name: "Asha" }));
		await expect(
			callApi(getStudent, { params: { rollNo: "21CS001/A" }, query: { full: true } }),
		).resolves.toEqual({
			rollNo: "21CS001/A",
			name: "Asha",
		});
		const [url, init] = fetchMock.mock.calls[0] ?? [];
		expect(url).toBe("/api/students/21CS001%2FA?full=true");
		expect(init?.method).toBe("GET");
	});

	it("checks each success status against its own schema", async () => {
		fetchMock.mockResolvedValueOnce(json({ alreadySubscribed: false }, 201));
		await expect(callApi(subscribe, { body: { email: "a@b.in" } })).resolves.toEqual({
			alreadySubscribed: false,
		});
		fetchMock.mockResolvedValueOnce(json({ alreadySubscribed: false }, 200));
		await expect(callApi(subscribe, { body: { email: "a@b.in" } })).rejects.toBeInstanceOf(
			ResponseShapeError,
		);
		const [, init] = fetchMock.mock.calls[0] ?? [];
		expect(init?.body).toBe(JSON.stringify({ email: "a@b.in" }));
	});

	it("refuses an answer whose shape does not match, rather than handing it to a screen", async () => {
		fetchMock.mockResolvedValue(json({ rollNo: 7 }));
		const error = await callApi(getStudent, { params: { rollNo: "x" } }).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(ResponseShapeError);
		expect((error as ResponseShapeError).message).toMatch(/reload the page/);
	});

	it("rejects with the API's error code, so screens never read the message to decide", async () => {
		fetchMock.mockResolvedValue(json({ code: "NOT_FOUND", message: "No such student in your scope." }, 404));
		const error = await callApi(getStudent, { params: { rollNo: "x" } }).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(HttpError);
		expect(error).toMatchObject({
			status: 404,
			code: "NOT_FOUND",
			serverMessage: "No such student in your scope.",
		});
	});

	it("gives UNKNOWN as the code of an answer that is not the API's (a proxy's error page)", async () => {
		fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
		await expect(callApi(getStudent, { params: { rollNo: "x" } })).rejects.toMatchObject({
			status: 502,
			code: "UNKNOWN",
		});
	});
});

describe("endpointUrl", () => {
	it("builds links with encoded params and repeated array keys", () => {
		expect(
			endpointUrl(getStudent, { params: { rollNo: "a b" }, query: { year: [1, 2], q: undefined } }),
		).toBe("/api/students/a%20b?year=1&year=2");
		expect(() => endpointUrl(getStudent)).toThrow(/rollNo/);
	});
});
