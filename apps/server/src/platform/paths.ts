import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's root directory, found by walking up from this file. The same answer
 * whether the code runs from `src/` (tsx, tests) or bundled into `dist/main.js`.
 */
function findServerRoot(): string {
	let dir = path.dirname(fileURLToPath(import.meta.url));
	for (;;) {
		const manifest = path.join(dir, "package.json");
		if (fs.existsSync(manifest)) {
			const { name } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { name?: string };
			if (name === "@unnati/server") return dir;
		}
		const parent = path.dirname(dir);
		if (parent === dir) throw new Error("Cannot find the @unnati/server package root.");
		dir = parent;
	}
}

const serverRoot = findServerRoot();

export const paths = {
	serverRoot,
	migrations: path.join(serverRoot, "src/db/migrations"),
	/** The built web app (`npm run build -w @unnati/web`). */
	webDist: path.resolve(serverRoot, "../web/dist"),
};
