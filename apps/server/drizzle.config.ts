import { defineConfig } from "drizzle-kit";

// Paths are relative to the repository root: run through `npm run db:generate` there.
export default defineConfig({
	dialect: "postgresql",
	schema: "./apps/server/src/db/schema.ts",
	out: "./apps/server/src/db/migrations",
});
