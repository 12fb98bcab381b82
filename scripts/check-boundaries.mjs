// Enforces the import directions of ARCHITECTURE.md §1, which the linter cannot express:
// - packages/contracts imports neither app (nor anything outside itself but npm packages);
// - the web app never imports server code, and the server never imports web code;
// - a web feature never imports another feature; web components/ and lib/ import no feature;
// - the web app calls the API only through lib/api-client.ts (callApi checks every answer against
//   its endpoint's schema): nothing else calls lib/http.ts's apiFetch;
// - a server module is entered only through its front door: another module (and app.ts, seed/, the
//   worker) imports only its index.ts or its read.ts; a tables.ts may import another tables.ts for
//   foreign keys; platform/ imports no module at all; tests and src/test/ may reach in to set up;
// - server code has no import cycles, between files or between modules (type imports count: a
//   cycle of types still ties two files into one).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");

/** The import specifiers written in one source text (comments are not code, so they are skipped). */
export function importsOf(text) {
	return [...stripComments(text).matchAll(IMPORT)].map((m) => m[1]);
}

const inside = (file, dir) => {
	const rel = path.relative(dir, file);
	return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
};

/** Which web feature a path belongs to, or null. */
function featureOf(file, webSrc) {
	const rel = path.relative(path.join(webSrc, "features"), file);
	if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
	return rel.split(path.sep)[0] ?? null;
}

/** Web code that calls apiFetch itself, skipping the typed client's check of the answer. */
function callsApiFetch(root, file, text) {
	const lib = path.join(root, "apps/web/src/lib");
	if (!inside(file, path.join(root, "apps/web/src")) || /\.test\.tsx?$/.test(file)) return false;
	if (file === path.join(lib, "http.ts") || file === path.join(lib, "api-client.ts")) return false;
	return /\bapiFetch\b/.test(stripComments(text));
}

/** Violations for one file: `{ file, specifier, rule }` for every import that crosses a boundary. */
export function violationsOf(root, file, text) {
	const contracts = path.join(root, "packages/contracts");
	const server = path.join(root, "apps/server");
	const web = path.join(root, "apps/web");
	const webSrc = path.join(web, "src");
	const found = [];
	if (callsApiFetch(root, file, text))
		found.push({
			file: path.relative(root, file),
			specifier: "apiFetch",
			rule: "the web app calls the API through callApi (lib/api-client.ts), which checks every answer",
		});
	for (const specifier of importsOf(text)) {
		const target = specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : null;
		const add = (rule) => found.push({ file: path.relative(root, file), specifier, rule });
		if (inside(file, contracts)) {
			if (specifier.startsWith("@unnati/")) add("contracts imports no other workspace package");
			else if (target && !inside(target, contracts)) add("contracts imports nothing outside itself");
		} else if (inside(file, web)) {
			if (specifier === "@unnati/server" || (target && inside(target, server)))
				add("the web app never imports server code");
			const from = featureOf(file, webSrc);
			const to = target ? featureOf(target, webSrc) : null;
			if (to && from && to !== from) add(`feature "${from}" imports feature "${to}"`);
			if (
				to &&
				!from &&
				(inside(file, path.join(webSrc, "components")) || inside(file, path.join(webSrc, "lib")))
			)
				add("shared components/ and lib/ import no feature");
		} else if (inside(file, server)) {
			if (specifier === "@unnati/web" || (target && inside(target, web)))
				add("the server never imports web code");
			if (target) {
				const rule = serverRule(path.join(server, "src"), file, target);
				if (rule) add(rule);
			}
		}
	}
	return found;
}

/** The module a server path belongs to (`modules/<name>/...`), or null. */
function moduleOf(file, serverSrc) {
	const rel = path.relative(path.join(serverSrc, "modules"), file);
	if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
	return rel.split(path.sep)[0] ?? null;
}

const isTestCode = (file, serverSrc) =>
	/\.test\.[cm]?tsx?$/.test(file) || inside(file, path.join(serverSrc, "test"));

/** The file inside its module, without extension: "index", "read", "tables", "sandbox/launch"... */
function fileInModule(file, serverSrc, name) {
	const rel = path
		.relative(path.join(serverSrc, "modules", name), file)
		.replace(/\.(ts|tsx|mts|js|mjs)$/, "");
	return rel === "" ? "index" : rel.split(path.sep).join("/");
}

/** Why an import from `file` to `target` (both in apps/server/src) breaks a module's front door, or null. */
function serverRule(serverSrc, file, target) {
	if (isTestCode(file, serverSrc)) return null;
	const to = moduleOf(target, serverSrc);
	if (!to) return null;
	const from = moduleOf(file, serverSrc);
	if (from === to) return null;
	const entry = fileInModule(target, serverSrc, to);
	if (inside(file, path.join(serverSrc, "platform")))
		return `platform imports module "${to}" (modules build on the platform, not the reverse)`;
	if (path.relative(serverSrc, file) === path.join("db", "schema.ts")) return null;
	if (entry === "index" || entry === "read") return null;
	if (from && entry === "tables" && fileInModule(file, serverSrc, from) === "tables") return null;
	const who = from ? `module "${from}"` : path.relative(serverSrc, file);
	return `${who} reaches into module "${to}" (${entry}); import its index.ts or read.ts`;
}

function* sourceFiles(dir) {
	if (!fs.existsSync(dir)) return;
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		if (entry.name === "node_modules" || entry.name === "dist") continue;
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) yield* sourceFiles(full);
		else if (SOURCE.test(entry.name)) yield full;
	}
}

/** The file a relative specifier names, trying the extensions and index files TypeScript would. */
function resolveFile(from, specifier) {
	const base = path.resolve(path.dirname(from), specifier);
	const candidates = [
		base,
		`${base}.ts`,
		`${base}.tsx`,
		path.join(base, "index.ts"),
		path.join(base, "index.tsx"),
	];
	if (/\.(m?js)$/.test(base)) candidates.push(base.replace(/\.m?js$/, ".ts"));
	return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** Every cycle of a directed graph (Map of node to Set of nodes), each reported once from its first node. */
export function cyclesOf(graph) {
	const cycles = [];
	const state = new Map();
	const stack = [];
	const seen = new Set();
	const visit = (node) => {
		state.set(node, "open");
		stack.push(node);
		for (const next of graph.get(node) ?? []) {
			if (state.get(next) === "open") {
				const cycle = stack.slice(stack.indexOf(next));
				const key = [...cycle].sort().join(" ");
				if (!seen.has(key)) {
					seen.add(key);
					cycles.push([...cycle, next]);
				}
			} else if (!state.has(next)) visit(next);
		}
		stack.pop();
		state.set(node, "done");
	};
	for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
	return cycles;
}

/** Import cycles in the server's non-test code: between files, and between modules. */
export function serverCycles(root) {
	const serverSrc = path.join(root, "apps/server/src");
	const files = new Map();
	const modules = new Map();
	for (const file of sourceFiles(serverSrc)) {
		if (isTestCode(file, serverSrc)) continue;
		const edges = new Set();
		for (const specifier of importsOf(fs.readFileSync(file, "utf8"))) {
			if (!specifier.startsWith(".")) continue;
			const target = resolveFile(file, specifier);
			if (!target || isTestCode(target, serverSrc)) continue;
			edges.add(path.relative(root, target));
			const from = moduleOf(file, serverSrc);
			const to = moduleOf(target, serverSrc);
			if (from && to && from !== to) {
				if (!modules.has(from)) modules.set(from, new Set());
				modules.get(from).add(to);
			}
		}
		files.set(path.relative(root, file), edges);
	}
	return [
		...cyclesOf(files).map((cycle) => ({
			file: cycle[0],
			specifier: cycle[1],
			rule: `import cycle: ${cycle.join(" -> ")}`,
		})),
		...cyclesOf(modules).map((cycle) => ({
			file: `apps/server/src/modules/${cycle[0]}`,
			specifier: `../${cycle[1]}`,
			rule: `module cycle: ${cycle.join(" -> ")}`,
		})),
	];
}

export function checkRepository(root) {
	const dirs = ["packages/contracts/src", "apps/web/src", "apps/server/src"].map((d) => path.join(root, d));
	return [
		...dirs.flatMap((dir) =>
			[...sourceFiles(dir)].flatMap((f) => violationsOf(root, f, fs.readFileSync(f, "utf8"))),
		),
		...serverCycles(root),
	];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
	const violations = checkRepository(root);
	for (const v of violations) console.error(`${v.file}: imports "${v.specifier}": ${v.rule}`);
	if (violations.length > 0) process.exit(1);
	console.log("import boundaries: ok");
}
