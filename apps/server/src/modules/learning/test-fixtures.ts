import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../../platform/db/database";
import { loadContent } from "./load-content";

/** A small course of our own (test-content/), so tests never depend on the real content being complete. */
export const FIXTURE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "test-content");
export const FIXTURE = {
	path: "test-dsa",
	course: "test-binary-search",
	preview: "why-halving-works",
	locked: "loop-invariants",
	hostile: "search-on-the-answer",
	lessons: ["why-halving-works", "loop-invariants", "search-on-the-answer"],
} as const;

/** Loads the fixture course as published (use as useTestApp's beforeBuild). */
export async function loadFixture(database: Database): Promise<void> {
	const summary = await loadContent(database.db, new Date(), FIXTURE_DIR);
	if (summary.problems.length > 0) throw new Error(summary.problems.join("\n"));
}
