import { resumeDocumentSchema } from "@unnati/contracts/resumes";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { analyzeMatch } from "./match/analyze";
import { resumes } from "./tables";

/** How many of a student's most recently saved resumes are matched (a match takes a few milliseconds). */
const RESUMES_MATCHED = 5;

/** The student's resume that matches a job description best, with its score (0-100), or null without one. */
export async function bestResumeMatchOf(
	db: Db,
	userId: string,
	jobDescription: string,
	now: Date,
): Promise<{ resumeId: string; title: string; score: number } | null> {
	const rows = await db
		.select({ id: resumes.id, title: resumes.title, document: resumes.document })
		.from(resumes)
		.where(eq(resumes.userId, userId))
		.orderBy(desc(resumes.updatedAt))
		.limit(RESUMES_MATCHED);
	let best: { resumeId: string; title: string; score: number } | null = null;
	for (const row of rows) {
		const document = resumeDocumentSchema.safeParse(row.document);
		if (!document.success) continue;
		const { score } = analyzeMatch({ jobDescription, document: document.data, now });
		if (!best || score > best.score) best = { resumeId: row.id, title: row.title, score };
	}
	return best;
}
