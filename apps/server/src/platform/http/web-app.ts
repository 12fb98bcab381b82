import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

/** Paths owned by the API: an unknown one is a JSON 404, never the web app. */
const API_PREFIXES = ["/api/", "/students/"];

function isApiPath(url: string): boolean {
	const pathname = url.split("?")[0] ?? url;
	return pathname === "/api" || pathname === "/students" || API_PREFIXES.some((p) => pathname.startsWith(p));
}

/**
 * Serves the built web app with SPA fallback: every non-API GET that is not a file returns
 * index.html, and the browser's router decides (its 404 screen included). Unknown API paths,
 * and missing hashed assets, get a 404.
 *
 * Pre-rendered pages (apps/web/scripts/prerender.mjs): the public pages the build rendered to HTML,
 * listed in prerendered.json by path (`/` is landing.html), are sent for their path when the request
 * has no query (a page may render differently with one; `/` reads none and is sent for any), so they
 * paint before the JavaScript arrives.
 * An address that no screen of the route table answers (screens.json) gets the pre-rendered 404
 * screen, still with status 200 as before: the browser's router shows the same screen.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
	const indexHtml = path.join(webDist, "index.html");
	const hasWebApp = fs.existsSync(indexHtml);
	const prerendered = hasWebApp ? readPrerendered(webDist) : null;
	if (hasWebApp) {
		await app.register(fastifyStatic, {
			root: webDist,
			wildcard: false,
			index: false,
			// The build writes a brotli and a gzip copy of each text file (apps/web/scripts/precompress.mjs):
			// sent as they are, instead of compressing every file again on every request.
			preCompressed: true,
			setHeaders(res, filePath) {
				// Vite puts a content hash in every asset name, so those never change.
				const immutable = filePath.startsWith(path.join(webDist, "assets") + path.sep);
				res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
			},
		});
	} else {
		app.log.warn({ webDist }, "the web app is not built; only the API is served (run npm run build)");
	}

	if (prerendered) {
		// Routes rather than the fallback below, so @fastify/compress (which hooks routes) compresses them.
		for (const [pagePath, file] of Object.entries(prerendered.pages)) {
			if (pagePath === "*") continue;
			// A query may change what a page shows (/signup?role=college, /login?next=...), and the markup
			// must be what the browser renders first; the landing page reads none (campaign links carry one).
			const anyQuery = pagePath === "/";
			// Pages, not API: kept out of the OpenAPI document at /api/docs.
			app.get(pagePath, { schema: { hide: true } }, (request, reply) =>
				reply
					.header("cache-control", "no-cache")
					.sendFile(anyQuery || !request.url.includes("?") ? file : "index.html"),
			);
		}
	}

	app.setNotFoundHandler((request, reply) => {
		const url = request.url;
		const wantsPage = request.method === "GET" || request.method === "HEAD";
		// Files the build emits (hashed assets, face-detection models) are never pages: a missing one is a 404.
		const isFile = url.startsWith("/assets/") || url.startsWith("/models/");
		if (isApiPath(url) || !wantsPage || !hasWebApp || isFile) {
			throw new AppError("NOT_FOUND", `No route for ${request.method} ${url.split("?")[0]}.`);
		}
		const notFoundPage = prerendered?.pages["*"];
		const unknown = notFoundPage && !url.includes("?") && !prerendered.isScreen(url);
		return reply.header("cache-control", "no-cache").sendFile(unknown ? notFoundPage : "index.html");
	});
}

/** A route pattern of the web app ("/exam/:examId") as React Router matches it: any case, optional trailing slash. */
function patternToRegExp(pattern: string): RegExp {
	const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, "\\$&");
	const body = pattern
		.split("/")
		.map((segment) => {
			if (segment === "*") return "(?:/.*)?";
			if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
			if (segment.endsWith("?")) return `(?:/${escapeRegExp(segment.slice(0, -1))})?`;
			return segment === "" ? "" : `/${escapeRegExp(segment)}`;
		})
		.join("");
	return new RegExp(`^${body}/?$`, "i");
}

/**
 * The build's pre-rendered pages (prerendered.json: path → file) and a test of whether a path is a
 * screen of the route table (screens.json). Null for a build without them.
 */
function readPrerendered(
	webDist: string,
): { pages: Record<string, string>; isScreen: (url: string) => boolean } | null {
	try {
		const pages = JSON.parse(fs.readFileSync(path.join(webDist, "prerendered.json"), "utf8")) as Record<
			string,
			string
		>;
		let patterns: RegExp[] | null = null;
		try {
			const screens = JSON.parse(fs.readFileSync(path.join(webDist, "screens.json"), "utf8")) as {
				path: string;
			}[];
			patterns = screens.map((screen) => patternToRegExp(screen.path));
		} catch {
			// No list of screens: every unknown address keeps index.html.
		}
		const isScreen = (url: string) => {
			if (!patterns) return true;
			let pathname = url.split("?")[0] ?? url;
			try {
				pathname = decodeURIComponent(pathname);
			} catch {
				// Malformed escapes: matched as they are.
			}
			return pathname === "/" || patterns.some((pattern) => pattern.test(pathname));
		};
		return { pages, isScreen };
	} catch {
		// An older build: landing.html alone, for `/`.
		return fs.existsSync(path.join(webDist, "landing.html"))
			? { pages: { "/": "landing.html" }, isScreen: () => true }
			: null;
	}
}
