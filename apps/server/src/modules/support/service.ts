import type { FeedbackRequest, ReportFields } from "@unnati/contracts";
import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { feedback, issueReports } from "./tables";

type Page = { q?: string | undefined; page: number; pageSize: number };
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `receivedAt` is for the demo seed's history (now otherwise). */
export async function createReport(
	db: Db,
	input: ReportFields & { screenshotKey: string | null; ip: string | null },
	receivedAt?: Date,
): Promise<{ id: string }> {
	const [row] = await db
		.insert(issueReports)
		.values({ ...input, email: input.email ?? null, ...(receivedAt ? { createdAt: receivedAt } : {}) })
		.returning({ id: issueReports.id });
	if (!row) throw new Error("insert into issue_reports returned no row");
	return row;
}

/** `receivedAt` is for the demo seed's history (now otherwise). */
export async function createFeedback(
	db: Db,
	input: FeedbackRequest & { ip: string | null },
	receivedAt?: Date,
): Promise<{ id: string }> {
	const [row] = await db
		.insert(feedback)
		.values({ ...input, email: input.email ?? null, ...(receivedAt ? { createdAt: receivedAt } : {}) })
		.returning({ id: feedback.id });
	if (!row) throw new Error("insert into feedback returned no row");
	return row;
}

export async function listReports(db: Db, query: Page) {
	const where = query.q
		? or(
				ilike(issueReports.description, likePattern(query.q)),
				ilike(issueReports.email, likePattern(query.q)),
				ilike(issueReports.category, likePattern(query.q)),
			)
		: undefined;
	const [rows, [total]] = await Promise.all([
		db
			.select()
			.from(issueReports)
			.where(where)
			.orderBy(desc(issueReports.createdAt))
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		db.select({ n: count() }).from(issueReports).where(where),
	]);
	return {
		items: rows.map((r) => ({
			id: r.id,
			category: r.category,
			description: r.description,
			email: r.email,
			screenshotUrl: r.screenshotKey ? `/api/admin/reports/${r.id}/screenshot` : null,
			createdAt: r.createdAt.toISOString(),
		})),
		total: total?.n ?? 0,
	};
}

export async function screenshotKeyOf(db: Db, reportId: string): Promise<string | null> {
	const [row] = await db
		.select({ key: issueReports.screenshotKey })
		.from(issueReports)
		.where(eq(issueReports.id, reportId));
	return row?.key ?? null;
}

export async function listFeedback(db: Db, query: Page) {
	const where = query.q
		? or(ilike(feedback.comments, likePattern(query.q)), ilike(feedback.email, likePattern(query.q)))
		: undefined;
	const [rows, [total]] = await Promise.all([
		db
			.select()
			.from(feedback)
			.where(where)
			.orderBy(desc(feedback.createdAt))
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		db.select({ n: count() }).from(feedback).where(where),
	]);
	return {
		items: rows.map((r) => ({
			id: r.id,
			rating: r.rating,
			comments: r.comments,
			email: r.email,
			createdAt: r.createdAt.toISOString(),
		})),
		total: total?.n ?? 0,
	};
}
