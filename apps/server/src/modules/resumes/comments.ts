import { asc, eq } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { userNamesByIds } from "../accounts";
import { resumeFor } from "./service";
import { resumeComments } from "./tables";

/** The comments on a resume, oldest first: its owner, their mentor and placement officers read them. */
export async function listComments(db: Db, principal: Principal, resumeId: string) {
	await resumeFor(db, principal, resumeId, "read");
	const rows = await db
		.select()
		.from(resumeComments)
		.where(eq(resumeComments.resumeId, resumeId))
		.orderBy(asc(resumeComments.createdAt));
	const names = await userNamesByIds(
		db,
		rows.map((row) => row.authorId),
	);
	return {
		comments: rows.map((row) => ({
			id: row.id,
			section: row.section,
			body: row.body,
			authorName: names.get(row.authorId) ?? "A mentor",
			createdAt: row.createdAt.toISOString(),
		})),
	};
}

/** A mentor's comment on one section of a mentee's resume. */
export async function addComment(
	db: Db,
	principal: Principal,
	resumeId: string,
	input: { section: string; body: string },
	now: Date,
) {
	await resumeFor(db, principal, resumeId, "comment");
	const [row] = await db
		.insert(resumeComments)
		.values({
			resumeId,
			authorId: principal.userId,
			section: input.section,
			body: input.body,
			createdAt: now,
		})
		.returning();
	if (!row) throw new Error("the comment was not inserted");
	return {
		id: row.id,
		section: row.section,
		body: row.body,
		authorName: principal.name,
		createdAt: row.createdAt.toISOString(),
	};
}
