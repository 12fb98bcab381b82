import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors";

/** Paths owned by the API: an unknown one is a JSON 404, never the web app. */
const API_PREFIXES = ["/api/", "/students/"];

function isApiPath(url: string): boolean {
	const pathname = url.split("?")[0] ?? url;
	return pathname === "/api" || pathname === "/students" || API_PREFIXES.some((p) => pathname.startsWith(p));
}

/**
 * What a module answers for a page of the web app it can pre-render (WebPages.provide):
 * - `render`: the page rendered on the server from `answers`, the API answers its screen reads, keyed
 *   "GET /api/..." as the browser would ask (apps/web/src/lib/preloaded.ts); they go into the page too,
 *   so the browser starts from them rather than asking again. Only what any visitor may read belongs
 *   in them: the page is the same for everyone.
 * - `not-found`: a 404 with the app (whose screen says what is missing);
 * - `browser`: the app as for any other address, to render in the browser (a signed-in reader,
 *   something the visitor may not read).
 */
export type WebPageAnswer =
	| { kind: "render"; answers: Record<string, unknown> }
	| { kind: "not-found" }
	| { kind: "browser" };

export type WebPageLoader = (
	params: Record<string, string>,
	request: FastifyRequest,
) => Promise<WebPageAnswer>;

/** Pages of the web app with parameters that a module renders on the server as they are asked for. */
export interface WebPages {
	/** `pattern` is the web app's route ("/learning-path/:pathId/course/:courseId/lesson/:lessonId"). */
	provide(pattern: string, load: WebPageLoader): void;
}

declare module "fastify" {
	interface FastifyInstance {
		webPages: WebPages;
	}
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
	const provided: { pattern: RegExp; names: string[]; load: WebPageLoader }[] = [];
	app.decorate("webPages", {
		provide(pattern, load) {
			provided.push({ ...patternWithParams(pattern), load });
		},
	} satisfies WebPages);
	const renderer = hasWebApp ? pageRenderer(webDist) : null;
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
		const page = providedPage(url);
		if (page) return answerProvidedPage(request, reply, page);
		const notFoundPage = prerendered?.pages["*"];
		const unknown = notFoundPage && !url.includes("?") && !prerendered.isScreen(url);
		return reply.header("cache-control", "no-cache").sendFile(unknown ? notFoundPage : "index.html");
	});

	function providedPage(url: string) {
		if (provided.length === 0) return null;
		let pathname = url.split("?")[0] ?? url;
		try {
			pathname = decodeURIComponent(pathname);
		} catch {
			return null;
		}
		for (const { pattern, names, load } of provided) {
			const match = pattern.exec(pathname);
			if (match) {
				const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""]));
				return { params, load };
			}
		}
		return null;
	}

	async function answerProvidedPage(
		request: FastifyRequest,
		reply: FastifyReply,
		{ params, load }: { params: Record<string, string>; load: WebPageLoader },
	) {
		reply.header("cache-control", "no-cache");
		const answer = await load(params, request);
		if (answer.kind === "not-found") return reply.code(404).sendFile("index.html");
		const page = answer.kind === "render" ? await renderer?.(request.url, answer.answers) : null;
		if (!page) return reply.sendFile("index.html");
		// Compressed here, once per page: @fastify/compress hooks routes, and this is the fallback's answer.
		const accepted = String(request.headers["accept-encoding"] ?? "");
		const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
		reply.type("text/html; charset=utf-8").header("vary", "accept-encoding");
		if (!encoding) return reply.send(page.html);
		return reply.header("content-encoding", encoding).send(page[encoding]());
	}
}

/** A page rendered while the server runs, with its brotli and gzip copies made when first asked for. */
type RenderedPage = { html: string; br(): Buffer; gzip(): Buffer };

/**
 * Renders a page of the web app while the server runs: the build's server-side bundle of
 * apps/web/src/prerender.tsx (dist-prerender/prerender.js, beside dist/) renders the markup, and
 * dist/page-shell.html is the page around it. Null when the build has neither (an older build, or
 * tests without one): those pages are left to the browser. A page that fails to render is too.
 * Rendered pages are kept by their address and answers, so a lesson read by many visitors is rendered
 * once until its content changes.
 */
function pageRenderer(
	webDist: string,
): ((url: string, answers: Record<string, unknown>) => Promise<RenderedPage | null>) | null {
	const shellFile = path.join(webDist, "page-shell.html");
	const bundle = path.join(webDist, "..", "dist-prerender", "prerender.js");
	if (!fs.existsSync(shellFile) || !fs.existsSync(bundle)) return null;
	const shell = fs.readFileSync(shellFile, "utf8");
	type Render = (
		url: string,
		answers: Record<string, unknown>,
	) => Promise<{ html: string; title: string | null; errors: string[] }>;
	// Loaded on the first such page, not at start: it brings React and the whole route table.
	let render: Promise<Render> | null = null;
	const cache = new Map<string, RenderedPage | null>();
	const CACHE_SIZE = 200;
	return async (url, answers) => {
		const key = `${url}\n${JSON.stringify(answers)}`;
		const cached = cache.get(key);
		if (cached !== undefined) return cached;
		render ??= import(pathToFileURL(bundle).href).then(
			(module: { renderPageWithAnswers: Render }) => module.renderPageWithAnswers,
		);
		const rendered = await (await render)(url, answers);
		const html =
			rendered.errors.length > 0
				? null
				: shell
						.replace("<!--unnati:title-->", () => escapeHtml(rendered.title ?? "Unnati"))
						.replace("<!--unnati:markup-->", () => rendered.html)
						.replace(
							"<!--unnati:answers-->",
							() =>
								`<script type="application/json" id="unnati-preloaded">${jsonForScript(answers)}</script>`,
						);
		const page = html === null ? null : compressedOnDemand(html);
		if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
		cache.set(key, page);
		return page;
	};
}

/** The page, and its brotli and gzip copies made the first time each is asked for. */
function compressedOnDemand(html: string): RenderedPage {
	let br: Buffer | null = null;
	let gzip: Buffer | null = null;
	return {
		html,
		br: () => {
			br ??= brotliCompressSync(html, {
				params: {
					[zlibConstants.BROTLI_PARAM_QUALITY]: 9,
					[zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
				},
			});
			return br;
		},
		gzip: () => {
			gzip ??= gzipSync(html, { level: 9 });
			return gzip;
		},
	};
}

const escapeHtml = (text: string) =>
	text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON that cannot end its <script> element or open a comment: every "<" escaped, and the line separators JS once refused. */
const jsonForScript = (value: unknown) =>
	JSON.stringify(value)
		.replace(/</g, "\\u003c")
		.replace(/\u2028/g, "\\u2028")
		.replace(/\u2029/g, "\\u2029");

/** A route pattern with its parameters' names, each parameter captured (patternToRegExp's rules otherwise). */
function patternWithParams(pattern: string): { pattern: RegExp; names: string[] } {
	const names: string[] = [];
	const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	const body = pattern
		.split("/")
		.map((segment) => {
			if (segment.startsWith(":")) {
				names.push(segment.slice(1));
				return "/([^/]+)";
			}
			return segment === "" ? "" : `/${escapeRegExp(segment)}`;
		})
		.join("");
	return { pattern: new RegExp(`^${body}/?$`, "i"), names };
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
