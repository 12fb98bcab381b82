import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

/** The order methods are listed in an Allow header. */
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * A route's URL pattern as a regular expression over concrete paths: `:name` is one segment, `*`
 * the rest of the path, `::` a literal colon; a trailing slash is optional (the app ignores it).
 */
export function routePattern(url: string): RegExp {
	const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	let body = "";
	for (let i = 0; i < url.length; i++) {
		const char = url[i] as string;
		if (char === ":" && url[i + 1] === ":") {
			body += ":";
			i++;
		} else if (char === ":") {
			const name = /^:[A-Za-z0-9_]+/.exec(url.slice(i))?.[0] ?? ":";
			i += name.length - 1;
			// A parameter with its own expression, `:id(^\\d+$)`, is matched by it (anchors dropped).
			if (url[i + 1] === "(") {
				let depth = 0;
				let end = i + 1;
				for (; end < url.length; end++) {
					if (url[end] === "(") depth++;
					else if (url[end] === ")" && --depth === 0) break;
				}
				body += `(?:${url
					.slice(i + 2, end)
					.replace(/^\^/, "")
					.replace(/\$$/, "")})`;
				i = end;
			} else body += "[^/]+";
		} else if (char === "*") body += ".*";
		else body += literal(char);
	}
	return new RegExp(`^${body.replace(/\/$/, "")}/?$`);
}

/**
 * A request whose path a route answers, but not with the request's method, is a 405 with an Allow
 * header naming the methods that path answers (RFC 9110 §15.5.6), never a 404 that would say the
 * path does not exist. Every route counts, whoever registered it: call this before any route.
 */
export function answerWrongMethodWith405(app: FastifyInstance): void {
	const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
	app.addHook("onRoute", (route) => {
		const entry = routes.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
		for (const method of [route.method].flat()) entry.methods.add(method);
		routes.set(route.url, entry);
	});

	const allowedOn = (path: string): string[] => {
		const allowed = new Set<string>();
		for (const { pattern, methods } of routes.values())
			if (pattern.test(path)) for (const method of methods) allowed.add(method);
		return [...allowed].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
	};

	// Runs before the not-found handler's own work (the web app's pages): only requests no route matched.
	app.addHook("onRequest", async (request, reply) => {
		if (!request.is404) return;
		const path = request.url.split("?")[0] ?? request.url;
		const allowed = allowedOn(path);
		if (allowed.length === 0 || allowed.includes(request.method)) return;
		reply.header("allow", allowed.join(", "));
		const choices =
			allowed.length === 1 ? allowed[0] : `${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}`;
		throw new AppError("METHOD_NOT_ALLOWED", `${request.method} is not allowed on ${path}. Use ${choices}.`);
	});
}
