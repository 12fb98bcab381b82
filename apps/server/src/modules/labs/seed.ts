import { createHash } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import type { ModuleSeed } from "../../platform/module";
import { LAB_CONTENT, type LabDefinition } from "./content";
import { labs } from "./tables";

const hashOf = (lab: LabDefinition) => createHash("sha256").update(JSON.stringify(lab)).digest("hex");

/**
 * Loads labs written in git as published labs (reviewed there, like learning's content files).
 * Idempotent: an unchanged definition changes nothing; a changed one replaces the stored lab of that
 * slug, which keeps its id, so students' progress stays attached.
 */
export async function loadLabs(
	db: Db,
	now: Date,
	content: readonly LabDefinition[] = LAB_CONTENT,
): Promise<number> {
	let changed = 0;
	for (const [index, lab] of content.entries()) {
		const sourceHash = hashOf(lab);
		const values = {
			slug: lab.slug,
			courseSlug: lab.courseSlug,
			position: index,
			title: lab.title,
			summary: lab.summary,
			minutes: lab.minutes,
			language: lab.language,
			objectives: lab.objectives,
			prerequisites: lab.prerequisites,
			steps: lab.steps,
			status: "published" as const,
			source: "content",
			sourceHash,
			publishedAt: now,
			updatedAt: now,
		};
		const rows = await db
			.insert(labs)
			.values({ ...values, createdAt: now })
			.onConflictDoUpdate({
				target: labs.slug,
				set: values,
				where: and(eq(labs.source, "content"), ne(labs.sourceHash, sourceHash)),
			})
			.returning({ id: labs.id });
		changed += rows.length;
	}
	return changed;
}

export const seedLabs: ModuleSeed = async ({ db, clock }) => {
	await loadLabs(db, clock());
};
