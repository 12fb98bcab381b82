import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server during development (`npm run dev -w @unnati/server`).
const apiServer = "http://127.0.0.1:3000";

export default defineConfig({
	plugins: [react()],
	build: { outDir: "dist" },
	server: {
		proxy: {
			"/api": apiServer,
			// The exam API keeps the seed's paths (ARCHITECTURE §3).
			"/students": apiServer,
		},
	},
});
