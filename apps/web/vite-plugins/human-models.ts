import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// The face-signal models of @vladmandic/human, served from Unnati's own origin at /models/human/:
// copied from node_modules into the build (never committed), and served from there by the dev
// server. Only what the proctor runs: blazeface (faces), facemesh (head angles), centernet (a phone).
// Beside them, at /models/tfjs-wasm/, the binaries of TensorFlow.js's WASM backend: Human's bundle
// carries the backend's JavaScript but fetches its .wasm (from a CDN unless told where).

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

/** The URL path of the WASM backend's binaries (face-detector.ts's WASM_PATH). */
export const TFJS_WASM_PATH = "/models/tfjs-wasm/";
/**
 * SIMD, and plain WebAssembly for browsers without SIMD. Not the threaded build: TensorFlow.js picks
 * it only where SharedArrayBuffer exists, which needs a cross-origin isolated page, and the server
 * does not isolate (its Cross-Origin-Embedder-Policy is off).
 */
export const TFJS_WASM_FILES = ["tfjs-backend-wasm-simd.wasm", "tfjs-backend-wasm.wasm"] as const;

const nodeRequire = createRequire(import.meta.url);

function humanDist(): string {
	// The package exports no package.json; its Node entry sits in dist/, the models beside it.
	return path.dirname(nodeRequire.resolve("@vladmandic/human"));
}

function modelsDir(): string {
	return path.join(humanDist(), "..", "models");
}

function tfjsWasmDir(): string {
	const manifest = nodeRequire.resolve("@tensorflow/tfjs-backend-wasm/package.json");
	// A .wasm only fits the JavaScript glue of its own release: the one bundled in Human.
	const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string };
	const bundled = fs.readFileSync(path.join(humanDist(), "tfjs.version.js"), "utf8");
	if (!bundled.includes(`"${version}"`)) {
		throw new Error(
			`@tensorflow/tfjs-backend-wasm ${version} is not the TensorFlow.js that @vladmandic/human bundles ` +
				"(its dist/tfjs.version.js): install the matching version.",
		);
	}
	return path.join(path.dirname(manifest), "dist");
}

/** Each URL path, the folder its files come from, and the files. */
function servedFiles(): { urlPath: string; dir: string; files: readonly string[] }[] {
	return [
		{ urlPath: HUMAN_MODELS_PATH, dir: modelsDir(), files: HUMAN_MODEL_FILES },
		{ urlPath: TFJS_WASM_PATH, dir: tfjsWasmDir(), files: TFJS_WASM_FILES },
	];
}

const TYPES: Record<string, string> = {
	".json": "application/json",
	".bin": "application/octet-stream",
	// WebAssembly.instantiateStreaming refuses any other type.
	".wasm": "application/wasm",
};

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
			for (const { urlPath, dir, files } of servedFiles()) {
				for (const file of files) {
					this.emitFile({
						type: "asset",
						fileName: `${urlPath.slice(1)}${file}`,
						source: fs.readFileSync(path.join(dir, file)),
					});
				}
			}
		},
		configureServer(server) {
			for (const { urlPath, dir, files } of servedFiles()) {
				server.middlewares.use(urlPath, (request, response, next) => {
					const file = (request.url ?? "").replace(/^\//, "").split("?")[0] ?? "";
					if (!files.includes(file)) return next();
					response.setHeader("Content-Type", TYPES[path.extname(file)] ?? "application/octet-stream");
					fs.createReadStream(path.join(dir, file)).pipe(response);
				});
			}
		},
	};
}
