import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { humanModels } from "./vite-plugins/human-models";
import { prerenderTitle } from "./vite-plugins/prerender-title";

// The API server during development (`npm run dev -w @unnati/server`).
// changeOrigin stays false: the server's same-origin check compares a cookie-signed request's Origin
// with its Host, and rewriting Host to the API server's would refuse every signed-in POST.
const apiServer = { target: "http://127.0.0.1:3000", changeOrigin: false };

export default defineConfig({
	// humanModels: the proctor's face-signal models, served from our own origin (/models/human/).
	// prerenderTitle: the pre-render build records each page's title (src/prerender-hooks.ts).
	plugins: [react(), humanModels(), prerenderTitle()],
	build: { outDir: "dist" },
	server: {
		proxy: {
			"/api": apiServer,
			// The exam API keeps the seed's paths (ARCHITECTURE §3).
			"/students": apiServer,
		},
	},
});
