import { type ResumeDocument, resumeDocumentSchema } from "@unnati/contracts/resumes";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { rowsOf } from "../../platform/db/rows";
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

/**
 * The parts a complete campus resume has, each checked on the stored document in SQL (so a batch of
 * thousands reads no documents): contact details, a summary, education, five or more skills, a project,
 * an internship or job, a certificate or award, and a profile link (GitHub, LinkedIn).
 */
const COMPLETENESS_CHECKS = [
	{
		key: "contact",
		section: "basics",
		label: "name, email and phone",
		sql: sql`coalesce(document->'basics'->>'name', '') <> '' and coalesce(document->'basics'->>'email', '') <> ''
			and coalesce(document->'basics'->>'phone', '') <> ''`,
	},
	{
		key: "summary",
		section: "basics",
		label: "a summary",
		sql: sql`length(coalesce(document->'basics'->>'summary', '')) >= 40`,
	},
	{
		key: "education",
		section: "education",
		label: "education",
		sql: sql`jsonb_array_length(coalesce(document->'education', '[]'::jsonb)) > 0`,
	},
	{
		key: "skills",
		section: "skills",
		label: "five or more skills",
		sql: sql`(select coalesce(sum(jsonb_array_length(coalesce(s->'keywords', '[]'::jsonb)) + (case when coalesce(s->>'name', '') <> '' then 1 else 0 end)), 0)
			from jsonb_array_elements(coalesce(document->'skills', '[]'::jsonb)) s) >= 5`,
	},
	{
		key: "projects",
		section: "projects",
		label: "a project",
		sql: sql`jsonb_array_length(coalesce(document->'projects', '[]'::jsonb)) > 0`,
	},
	{
		key: "work",
		section: "work",
		label: "an internship or job",
		sql: sql`jsonb_array_length(coalesce(document->'work', '[]'::jsonb)) > 0`,
	},
	{
		key: "certificates",
		section: "certificates",
		label: "a certificate or award",
		sql: sql`jsonb_array_length(coalesce(document->'certificates', '[]'::jsonb)) + jsonb_array_length(coalesce(document->'awards', '[]'::jsonb)) > 0`,
	},
	{
		key: "profiles",
		section: "basics",
		label: "a profile link (GitHub, LinkedIn)",
		sql: sql`jsonb_array_length(coalesce(document->'basics'->'profiles', '[]'::jsonb)) > 0
			or coalesce(document->'basics'->>'url', '') <> ''`,
	},
] as const;

/** One resume's completeness: the share of COMPLETENESS_CHECKS it passes (0-100) and what it lacks. */
export type ResumeCompleteness = {
	id: string;
	userId: string;
	title: string;
	createdAt: Date;
	completeness: number;
	/** What it lacks, in words, with the builder's section to add each in. */
	missing: { label: string; section: string }[];
};

/** Every resume of these students with its completeness, in one query (placement readiness). */
export async function resumeCompletenessOf(
	db: Db,
	userIds: readonly string[],
): Promise<ResumeCompleteness[]> {
	if (userIds.length === 0) return [];
	const ids = `{${[...new Set(userIds)].join(",")}}`;
	const checks = sql.join(
		COMPLETENESS_CHECKS.map((check) => sql`coalesce((${check.sql}), false)`),
		sql`, `,
	);
	const rows = await rowsOf<{
		id: string;
		userId: string;
		title: string;
		createdMs: number;
		passed: boolean[];
	}>(
		db,
		sql`select id::text as "id", user_id::text as "userId", title as "title",
			(extract(epoch from created_at) * 1000)::float8 as "createdMs", array[${checks}] as "passed"
			from resumes where user_id = any(${ids}::uuid[])`,
	);
	return rows.map((row) => {
		const passed = COMPLETENESS_CHECKS.map((_, i) => row.passed[i] === true);
		return {
			id: row.id,
			userId: row.userId,
			title: row.title,
			createdAt: new Date(Number(row.createdMs)),
			completeness: Math.round((100 * passed.filter(Boolean).length) / COMPLETENESS_CHECKS.length),
			missing: COMPLETENESS_CHECKS.filter((_, i) => !passed[i]).map((c) => ({
				label: c.label,
				section: c.section,
			})),
		};
	});
}

/** A job a student's resume is matched against: the resume they sent, or (null) their best recent one. */
export type MatchTarget = { key: string; userId: string; resumeId: string | null; jobDescription: string };

/** How a resume matches one job description: the score (0-100) and the skills and tools it lacks. */
export type JobMatch = { resumeId: string; title: string; score: number; missingSkills: string[] };

/**
 * Each target's match, by the same analysis as the JD match screen: the resume named, or without one
 * (or if it was deleted) the best of the student's RESUMES_MATCHED most recently saved resumes.
 * The documents are read in one query; a target whose student has no resume is left out.
 */
export async function jobMatchesOf(
	db: Db,
	targets: readonly MatchTarget[],
	now: Date,
): Promise<Map<string, JobMatch>> {
	const result = new Map<string, JobMatch>();
	if (targets.length === 0) return result;
	const rows = await db
		.select({
			id: resumes.id,
			userId: resumes.userId,
			title: resumes.title,
			document: resumes.document,
			updatedAt: resumes.updatedAt,
		})
		.from(resumes)
		.where(inArray(resumes.userId, [...new Set(targets.map((t) => t.userId))]))
		.orderBy(desc(resumes.updatedAt));
	const documents = new Map<string, { userId: string; title: string; document: ResumeDocument }>();
	const recentOf = new Map<string, string[]>();
	for (const row of rows) {
		const parsed = resumeDocumentSchema.safeParse(row.document);
		if (!parsed.success) continue;
		documents.set(row.id, { userId: row.userId, title: row.title, document: parsed.data });
		const recent = recentOf.get(row.userId) ?? [];
		if (recent.length < RESUMES_MATCHED) recent.push(row.id);
		recentOf.set(row.userId, recent);
	}
	for (const target of targets) {
		const named = target.resumeId ? documents.get(target.resumeId) : undefined;
		const candidates =
			named && named.userId === target.userId
				? [target.resumeId as string]
				: (recentOf.get(target.userId) ?? []);
		let best: JobMatch | null = null;
		for (const id of candidates) {
			const resume = documents.get(id);
			if (!resume) continue;
			const match = analyzeMatch({ jobDescription: target.jobDescription, document: resume.document, now });
			if (best && match.score <= best.score) continue;
			best = {
				resumeId: id,
				title: resume.title,
				score: match.score,
				missingSkills: match.skills
					.filter((skill) => skill.status === "missing" && skill.category !== "soft")
					.map((skill) => skill.name),
			};
		}
		if (best) result.set(target.key, best);
	}
	return result;
}
