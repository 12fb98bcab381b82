// Enforces the import directions of ARCHITECTURE.md §1, which the linter cannot express:
// - packages/contracts imports neither app (nor anything outside itself but npm packages);
// - the web app never imports server code, and the server never imports web code;
// - a web feature never imports another feature; web components/ and lib/ import no feature.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** The import specifiers written in one source text (comments are not code, so they are skipped). */
export function importsOf(text) {
	const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");
	return [...code.matchAll(IMPORT)].map((m) => m[1]);
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

/** Violations for one file: `{ file, specifier, rule }` for every import that crosses a boundary. */
export function violationsOf(root, file, text) {
	const contracts = path.join(root, "packages/contracts");
	const server = path.join(root, "apps/server");
	const web = path.join(root, "apps/web");
	const webSrc = path.join(web, "src");
	const found = [];
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
		}
	}
	return found;
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

export function checkRepository(root) {
	const dirs = ["packages/contracts/src", "apps/web/src", "apps/server/src"].map((d) => path.join(root, d));
	return dirs.flatMap((dir) =>
		[...sourceFiles(dir)].flatMap((f) => violationsOf(root, f, fs.readFileSync(f, "utf8"))),
	);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
	const violations = checkRepository(root);
	for (const v of violations) console.error(`${v.file}: imports "${v.specifier}": ${v.rule}`);
	if (violations.length > 0) process.exit(1);
	console.log("import boundaries: ok");
}
