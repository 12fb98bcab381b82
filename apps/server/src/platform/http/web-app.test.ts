import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app";

// A stand-in for apps/web/dist: the same shape Vite writes (index.html plus hashed assets).
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-web-"));
const INDEX =
	'<!doctype html><html lang="en"><head><title>Unnati</title></head><body><div id="root"></div></body></html>';
fs.writeFileSync(path.join(webDist, "index.html"), INDEX);
fs.mkdirSync(path.join(webDist, "assets"));
fs.writeFileSync(
	path.join(webDist, "assets", "index-abc123.js"),
	`console.log(${JSON.stringify("x".repeat(4000))});`,
);
// The build's brotli copy of a chunk (apps/web/scripts/precompress.mjs), made here from a marker
// text so the test can tell the copy from the original compressed on the fly.
fs.writeFileSync(
	path.join(webDist, "assets", "index-abc123.js.br"),
	brotliCompressSync(`console.log("the build's copy");`),
);
fs.writeFileSync(path.join(webDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
// The same build with the landing screen pre-rendered (apps/web/scripts/prerender.mjs).
const prerenderedDist = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-web-"));
const LANDING = INDEX.replace('<div id="root"></div>', '<div id="root"><h1>Unnati</h1></div>');
fs.writeFileSync(path.join(prerenderedDist, "index.html"), INDEX);
fs.writeFileSync(path.join(prerenderedDist, "landing.html"), LANDING);
// A build with every public page pre-rendered: prerendered.json names the files, screens.json the
// route table's screens.
const pagesDist = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-web-"));
const LOGIN = INDEX.replace('<div id="root"></div>', '<div id="root"><h1>Login</h1></div>');
const NOT_FOUND = INDEX.replace('<div id="root"></div>', '<div id="root"><h1>Page Not Found</h1></div>');
fs.writeFileSync(path.join(pagesDist, "index.html"), INDEX);
fs.writeFileSync(path.join(pagesDist, "landing.html"), LANDING);
fs.mkdirSync(path.join(pagesDist, "pages"));
fs.writeFileSync(path.join(pagesDist, "pages", "login.html"), LOGIN);
fs.writeFileSync(path.join(pagesDist, "pages", "404.html"), NOT_FOUND);
fs.writeFileSync(
	path.join(pagesDist, "prerendered.json"),
	JSON.stringify({ "/": "landing.html", "/login": "pages/login.html", "*": "pages/404.html" }),
);
fs.writeFileSync(
	path.join(pagesDist, "screens.json"),
	JSON.stringify([
		{ path: "/", access: "public", frame: "public" },
		{ path: "/login", access: "public", frame: "public" },
		{ path: "/dashboard", access: "ROLE_STUDENT", frame: "role" },
		{ path: "/exam/:examId", access: "ROLE_STUDENT", frame: "fullscreen" },
	]),
);
afterAll(() => {
	fs.rmSync(webDist, { recursive: true, force: true });
	fs.rmSync(prerenderedDist, { recursive: true, force: true });
	fs.rmSync(pagesDist, { recursive: true, force: true });
});

describe("serving a build with its public pages pre-rendered", () => {
	const ctx = useTestApp({ webDist: pagesDist });

	it("returns each page's own HTML for its path, and index.html when a query could change it", async () => {
		for (const [url, body] of [
			["/", LANDING],
			["/?utm_source=mail", LANDING],
			["/login", LOGIN],
			["/login?next=%2Fcollegedashboard", INDEX],
			["/dashboard", INDEX],
			["/exam/0b7c6a4e-6a52-4c1e-9c43-2f1f0e5d7a10", INDEX],
			["/Dashboard/", INDEX],
		] as const) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(200);
			expect(res.headers["content-type"], url).toMatch(/text\/html/);
			expect(res.body, url).toBe(body);
			expect(res.headers["cache-control"], url).toBe("no-cache");
		}
	});

	it("returns the pre-rendered 404 screen for an address no screen answers", async () => {
		for (const url of ["/no-such-page", "/exam", "/exam/1/extra"]) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(200);
			expect(res.body, url).toBe(NOT_FOUND);
		}
	});

	it("keeps the pages out of the API reference", async () => {
		const paths = Object.keys((await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths);
		expect(paths).toContain("/api/health");
		expect(paths.filter((path) => !path.startsWith("/api/") && !path.startsWith("/students/"))).toEqual([]);
	});
});

describe("serving a build with the landing screen pre-rendered", () => {
	const ctx = useTestApp({ webDist: prerenderedDist });

	it("returns landing.html for / only, and index.html for every other page", async () => {
		for (const [url, body] of [
			["/", LANDING],
			["/?utm_source=mail", LANDING],
			["/login", INDEX],
			["/no-such-page", INDEX],
		] as const) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(200);
			expect(res.headers["content-type"], url).toMatch(/text\/html/);
			expect(res.body, url).toBe(body);
			expect(res.headers["cache-control"], url).toBe("no-cache");
		}
	});
});

describe("serving the web app", () => {
	const ctx = useTestApp({ webDist });

	it("returns index.html for every non-API path, so the browser's router decides", async () => {
		for (const url of ["/", "/no-such-page", "/dashboard/learning-path/42", "/login?next=%2Fdashboard"]) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(200);
			expect(res.headers["content-type"], url).toMatch(/text\/html/);
			expect(res.body, url).toBe(INDEX);
			expect(res.headers["cache-control"], url).toBe("no-cache");
		}
	});

	it("serves hashed assets as immutable and other files as revalidated", async () => {
		const asset = await ctx.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
		expect(asset.statusCode).toBe(200);
		expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
		const icon = await ctx.app.inject({ method: "GET", url: "/favicon.svg" });
		expect(icon.statusCode).toBe(200);
		expect(icon.headers["cache-control"]).toBe("no-cache");
	});

	it("answers a missing hashed asset or model file with 404, not the HTML page", async () => {
		for (const url of ["/assets/index-gone.js", "/models/human/gone.json"]) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(404);
			expect(res.headers["content-type"], url).toMatch(/application\/json/);
		}
	});

	it("keeps unknown API paths as JSON 404s", async () => {
		for (const url of ["/api/unknown", "/students/anything"]) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(404);
			expect(res.json(), url).toEqual({ code: "NOT_FOUND", message: `No route for GET ${url}.` });
		}
	});

	it("sends the build's brotli copy of a file as it is (a client that takes only gzip gets it compressed on the fly, below)", async () => {
		const res = await ctx.app.inject({
			method: "GET",
			url: "/assets/index-abc123.js",
			headers: { "accept-encoding": "gzip, deflate, br" },
		});
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-encoding"]).toBe("br");
		expect(res.headers.vary).toMatch(/accept-encoding/i);
		expect(res.headers["content-type"]).toMatch(/javascript/);
		expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`console.log("the build's copy");`);
	});

	it("compresses text responses for clients that accept it", async () => {
		const res = await ctx.app.inject({
			method: "GET",
			url: "/assets/index-abc123.js",
			headers: { "accept-encoding": "gzip" },
		});
		expect(res.headers["content-encoding"]).toBe("gzip");
		expect(gunzipSync(res.rawPayload).toString()).toContain("console.log");
	});

	it("sends security headers with a same-origin Content-Security-Policy", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/" });
		const csp = String(res.headers["content-security-policy"]);
		expect(csp).toContain("default-src 'self'");
		expect(csp).toContain("script-src 'self'");
		expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
		expect(csp).toContain("object-src 'none'");
		expect(res.headers["x-content-type-options"]).toBe("nosniff");
		expect(res.headers["strict-transport-security"]).toBeDefined();
		expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
	});

	it("lets the page and its workers compile WebAssembly, and still refuses eval", async () => {
		// A worker takes the policy of its own script's response: here a hashed asset's.
		for (const url of ["/", "/assets/index-abc123.js"]) {
			const res = await ctx.app.inject({ method: "GET", url });
			const scriptSrc = String(res.headers["content-security-policy"])
				.split(";")
				.find((directive) => directive.trim().startsWith("script-src"));
			expect(scriptSrc?.trim().split(/\s+/), url).toEqual(["script-src", "'self'", "'wasm-unsafe-eval'"]);
		}
	});

	it("publishes the OpenAPI document and its browsable reference at /api/docs", async () => {
		const doc = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
		expect(doc.statusCode).toBe(200);
		const spec = doc.json();
		expect(spec.openapi).toBe("3.1.0");
		expect(Object.keys(spec.paths)).toContain("/api/health");
		const ui = await ctx.app.inject({ method: "GET", url: "/api/docs/" });
		expect(ui.statusCode).toBe(200);
		expect(ui.body).toContain("swagger-ui");
		expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
	});
});
