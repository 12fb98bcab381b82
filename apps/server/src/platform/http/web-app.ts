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
 * and missing hashed assets, get a 404. `/` itself gets landing.html when the build wrote one: the
 * same page with the landing screen pre-rendered, so it paints before the JavaScript arrives
 * (apps/web/scripts/prerender.mjs).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
	const indexHtml = path.join(webDist, "index.html");
	const hasWebApp = fs.existsSync(indexHtml);
	const hasLanding = hasWebApp && fs.existsSync(path.join(webDist, "landing.html"));
	if (hasWebApp) {
		await app.register(fastifyStatic, {
			root: webDist,
			wildcard: false,
			index: false,
			setHeaders(res, filePath) {
				// Vite puts a content hash in every asset name, so those never change.
				const immutable = filePath.startsWith(path.join(webDist, "assets") + path.sep);
				res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
			},
		});
	} else {
		app.log.warn({ webDist }, "the web app is not built; only the API is served (run npm run build)");
	}

	if (hasLanding) {
		// A route rather than the fallback below, so @fastify/compress (which hooks routes) compresses it.
		app.get("/", (_request, reply) => reply.header("cache-control", "no-cache").sendFile("landing.html"));
	}

	app.setNotFoundHandler((request, reply) => {
		const url = request.url;
		const wantsPage = request.method === "GET" || request.method === "HEAD";
		// Files the build emits (hashed assets, face-detection models) are never pages: a missing one is a 404.
		const isFile = url.startsWith("/assets/") || url.startsWith("/models/");
		if (isApiPath(url) || !wantsPage || !hasWebApp || isFile) {
			throw new AppError("NOT_FOUND", `No route for ${request.method} ${url.split("?")[0]}.`);
		}
		return reply.header("cache-control", "no-cache").sendFile("index.html");
	});
}
