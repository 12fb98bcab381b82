// Bundles the server into dist/main.js, the code-run worker into dist/worker.js and the thread that
// generates practice problems' hidden tests into dist/hidden-tests-worker.js. Our workspace
// packages (@unnati/*, shipped as TypeScript source) are bundled in; every other package stays an
// import from node_modules.
import { build } from "esbuild";

await build({
	entryPoints: [
		"src/main.ts",
		"src/worker.ts",
		// Beside main.js, where modules/problems/catalog/hidden-tests.ts looks for it in a build.
		{ in: "src/modules/problems/catalog/hidden-tests-worker.ts", out: "hidden-tests-worker" },
	],
	outdir: "dist",
	bundle: true,
	platform: "node",
	target: "node20",
	format: "esm",
	sourcemap: true,
	logLevel: "warning",
	plugins: [
		{
			name: "external-node-modules",
			setup(b) {
				b.onResolve({ filter: /^[^./]/ }, (args) =>
					args.path.startsWith("@unnati/") ? undefined : { path: args.path, external: true },
				);
			},
		},
	],
});
