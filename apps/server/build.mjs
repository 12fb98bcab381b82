// Bundles the server into dist/main.js and the code-run worker into dist/worker.js. Our workspace
// packages (@unnati/*, shipped as TypeScript source) are bundled in; every other package stays an
// import from node_modules.
import { build } from "esbuild";

await build({
	entryPoints: ["src/main.ts", "src/worker.ts"],
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
