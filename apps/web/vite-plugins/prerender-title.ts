import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const hooksShim = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/prerender-hooks.ts");

/**
 * In the pre-render build (`vite build --ssr src/prerender.tsx`) only, the app's imports of
 * @mantine/hooks get src/prerender-hooks.ts instead: the same hooks, but useDocumentTitle records the
 * title a page sets, so the pre-rendered HTML carries it in <title>. The browser build is untouched.
 */
export function prerenderTitle(): Plugin {
	return {
		name: "unnati:prerender-title",
		enforce: "pre",
		resolveId(source, importer, options) {
			if (!options?.ssr || source !== "@mantine/hooks" || importer === hooksShim) return null;
			return hooksShim;
		},
	};
}
