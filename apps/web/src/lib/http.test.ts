import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFetch, HttpError } from "./http";

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
	return new Response(JSON.stringify(body), {
		status,
		headers: { "Content-Type": "application/json; charset=utf-8" },
	});
}

function lastRequest(): { url: string; init: RequestInit } {
	const call = fetchMock.mock.calls.at(-1);
	if (!call) throw new Error("fetch was not called");
	return { url: String(call[0]), init: call[1] ?? {} };
}

beforeEach(() => {
	fetchMock.mockReset();
	vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
	vi.unstubAllGlobals();
});

describe("apiFetch", () => {
	it("resolves with the parsed JSON of a 2xx answer", async () => {
		fetchMock.mockResolvedValue(jsonResponse({ status: "ok" }));

		await expect(apiFetch<{ status: string }>("/api/health")).resolves.toEqual({ status: "ok" });

		const { url, init } = lastRequest();
		expect(url).toBe("/api/health");
		expect(init.credentials).toBe("same-origin");
		expect(new Headers(init.headers).get("Accept")).toBe("application/json");
		expect(init.body).toBeUndefined();
	});

	it("sends a body as JSON with its content type", async () => {
		fetchMock.mockResolvedValue(jsonResponse({ id: 7 }, 201));

		await apiFetch("/api/contact-requests/submit", { method: "POST", body: { email: "a@b.in" } });

		const { init } = lastRequest();
		expect(init.method).toBe("POST");
		expect(init.body).toBe('{"email":"a@b.in"}');
		expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
	});

	it("passes form data through untouched", async () => {
		fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
		const form = new FormData();
		form.set("photo", "x");

		await apiFetch("/api/files", { method: "POST", body: form });

		const { init } = lastRequest();
		expect(init.body).toBe(form);
		expect(new Headers(init.headers).has("Content-Type")).toBe(false);
	});

	it("resolves with undefined for an empty answer and with text for a text answer", async () => {
		fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
		await expect(apiFetch("/api/auth/logout", { method: "POST" })).resolves.toBeUndefined();

		fetchMock.mockResolvedValueOnce(
			new Response("User registered successfully!", { headers: { "Content-Type": "text/plain" } }),
		);
		await expect(apiFetch<string>("/api/auth/register")).resolves.toBe("User registered successfully!");
	});

	it("throws an HttpError carrying the API's message and field errors", async () => {
		fetchMock.mockResolvedValue(
			jsonResponse(
				{
					code: "VALIDATION_FAILED",
					message: "Invalid request",
					errors: [{ path: "email", message: "Email address is required." }],
				},
				400,
			),
		);

		const error = await apiFetch("/api/contact-requests/submit").catch((caught: unknown) => caught);

		expect(error).toBeInstanceOf(HttpError);
		expect(error).toMatchObject({
			name: "HttpError",
			status: 400,
			code: "VALIDATION_FAILED",
			message: "Invalid request",
			errors: [{ path: "email", message: "Email address is required." }],
		});
	});

	it("gives an empty errors list when the API sends only a message", async () => {
		fetchMock.mockResolvedValue(jsonResponse({ code: "FORBIDDEN", message: "Access denied" }, 403));

		await expect(apiFetch("/students/exam/1/questions")).rejects.toMatchObject({
			status: 403,
			code: "FORBIDDEN",
			message: "Access denied",
			errors: [],
		});
	});

	it("falls back to a generic message when the error body is not the API's shape", async () => {
		fetchMock.mockResolvedValueOnce(
			new Response("<html>Bad Gateway</html>", {
				status: 502,
				statusText: "Bad Gateway",
				headers: { "Content-Type": "text/html" },
			}),
		);
		await expect(apiFetch("/api/anything")).rejects.toMatchObject({
			status: 502,
			message: "Request failed with status 502 (Bad Gateway)",
			errors: [],
		});

		fetchMock.mockResolvedValueOnce(jsonResponse({ error: "nope" }, 500));
		await expect(apiFetch("/api/anything")).rejects.toMatchObject({
			status: 500,
			message: "Request failed with status 500",
		});
	});

	it("keeps the server's own message and the raw body apart from the fallback message", async () => {
		fetchMock.mockResolvedValueOnce(
			jsonResponse({ code: "CONFLICT", message: "An account with this email already exists." }, 409),
		);
		await expect(apiFetch("/api/auth/register")).rejects.toMatchObject({
			code: "CONFLICT",
			serverMessage: "An account with this email already exists.",
			bodyText: '{"code":"CONFLICT","message":"An account with this email already exists."}',
		});

		fetchMock.mockResolvedValueOnce(
			new Response("upstream down", { status: 503, headers: { "Content-Type": "text/plain" } }),
		);
		const error = await apiFetch("/api/anything").catch((caught: unknown) => caught);
		expect(error).toMatchObject({
			status: 503,
			code: "UNKNOWN",
			serverMessage: undefined,
			bodyText: "upstream down",
		});
	});

	it("lets a network failure reject with fetch's own error", async () => {
		fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));

		const error = await apiFetch("/api/health").catch((caught: unknown) => caught);

		expect(error).toBeInstanceOf(TypeError);
		expect(error).not.toBeInstanceOf(HttpError);
	});
});
