import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// The face-signal models of @vladmandic/human, served from Unnati's own origin at /models/human/:
// copied from node_modules into the build (never committed), and served from there by the dev
// server. Only what the proctor runs: blazeface (faces), facemesh (head angles), centernet (a phone).

/** The URL path the proctor loads them from (face-detector.ts's MODEL_PATH). */
export const HUMAN_MODELS_PATH = "/models/human/";
export const HUMAN_MODEL_FILES = [
	"blazeface.json",
	"blazeface.bin",
	"facemesh.json",
	"facemesh.bin",
	"centernet.json",
	"centernet.bin",
] as const;

function modelsDir(): string {
	// The package exports no package.json; its Node entry sits in dist/, the models beside it.
	const entry = createRequire(import.meta.url).resolve("@vladmandic/human");
	return path.join(path.dirname(entry), "..", "models");
}

const TYPES: Record<string, string> = { ".json": "application/json", ".bin": "application/octet-stream" };

export function humanModels(): Plugin {
	let ssr = false;
	return {
		name: "unnati:human-models",
		configResolved(config) {
			ssr = Boolean(config.build.ssr);
		},
		generateBundle() {
			// The pre-render build renders the landing page only; it needs no models.
			if (ssr) return;
			const dir = modelsDir();
			for (const file of HUMAN_MODEL_FILES) {
				this.emitFile({
					type: "asset",
					fileName: `${HUMAN_MODELS_PATH.slice(1)}${file}`,
					source: fs.readFileSync(path.join(dir, file)),
				});
			}
		},
		configureServer(server) {
			const dir = modelsDir();
			server.middlewares.use(HUMAN_MODELS_PATH, (request, response, next) => {
				const file = (request.url ?? "").replace(/^\//, "").split("?")[0] ?? "";
				if (!(HUMAN_MODEL_FILES as readonly string[]).includes(file)) return next();
				response.setHeader("Content-Type", TYPES[path.extname(file)] ?? "application/octet-stream");
				fs.createReadStream(path.join(dir, file)).pipe(response);
			});
		},
	};
}
