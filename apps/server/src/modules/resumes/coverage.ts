import { resumeDocumentSchema } from "@unnati/contracts/resumes";
import { inArray } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { studentsOfInstitution } from "../accounts";
import { analyzeMatch } from "./match/analyze";
import { resumeCounts } from "./service";
import { resumes } from "./tables";

/**
 * A placement officer's view of one year of study in their college: each student's resumes, and
 * with a drive's job description, the best match among them (students without a resume: null).
 */
export async function coverageOf(
	db: Db,
	principal: Principal,
	requestedYear: number | undefined,
	jobDescription: string | null,
	now: Date,
) {
	const students = principal.institutionId ? await studentsOfInstitution(db, principal.institutionId) : [];
	const years = [...new Set(students.flatMap((s) => (s.currentYear ? [s.currentYear] : [])))].sort();
	const year = requestedYear ?? years[years.length - 1] ?? null;
	const chosen = students.filter((s) => s.currentYear === year);
	const ids = chosen.map((s) => s.id);
	const counts = await resumeCounts(db, ids);
	const best = new Map<string, number>();
	if (jobDescription && ids.length > 0) {
		const rows = await db
			.select({ userId: resumes.userId, document: resumes.document })
			.from(resumes)
			.where(inArray(resumes.userId, ids));
		for (const row of rows) {
			const { score } = analyzeMatch({
				jobDescription,
				document: resumeDocumentSchema.parse(row.document),
				now,
			});
			best.set(row.userId, Math.max(best.get(row.userId) ?? 0, score));
		}
	}
	return {
		years,
		year,
		students: chosen.map((s) => ({
			id: s.id,
			name: s.name,
			rollNo: s.rollNo,
			section: s.section,
			resumeCount: counts.get(s.id)?.count ?? 0,
			lastUpdated: counts.get(s.id)?.lastUpdated?.toISOString() ?? null,
			...(jobDescription ? { bestScore: best.get(s.id) ?? null } : {}),
		})),
	};
}
