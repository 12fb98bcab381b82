import type { InboxStatus, StatusCounts } from "@unnati/contracts/inbox";
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database";

/**
 * The queries of the inbox's workflow columns (tables.ts `inboxWorkflowColumns`), written once for
 * every table that carries them: contact requests here, issue reports and feedback in support.
 */

/** A table with the inbox's workflow columns. */
export type InboxTable = PgTable & {
	id: AnyPgColumn;
	createdAt: AnyPgColumn;
	status: AnyPgColumn;
	assignedTo: AnyPgColumn;
	statusChangedAt: AnyPgColumn;
	handledAt: AnyPgColumn;
};

/** Where an item stands, as its owner's read functions give it. */
export type WorkflowState = {
	status: InboxStatus;
	assignedTo: string | null;
	statusChangedAt: Date | null;
	handledAt: Date | null;
};

/** Which items: a step, an assignee (an admin's id, or null for nobody), and search text. */
export type InboxFilter = { status?: InboxStatus; assignee?: string | null; q?: string };

/** What a platform admin changes: the step, the assignee (null: nobody), or both. */
export type WorkflowPatch = { status?: InboxStatus; assignedTo?: string | null };

export const workflowColumnsOf = (table: InboxTable) => ({
	status: table.status,
	assignedTo: table.assignedTo,
	statusChangedAt: table.statusChangedAt,
	handledAt: table.handledAt,
});

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions of `filter` on `table`; `search` are the text columns the search text looks in. */
export function inboxConditions(table: InboxTable, filter: InboxFilter, search: AnyPgColumn[]): SQL[] {
	const conditions: SQL[] = [];
	if (filter.status) conditions.push(eq(table.status, filter.status));
	if (filter.assignee === null) conditions.push(isNull(table.assignedTo));
	else if (filter.assignee) conditions.push(eq(table.assignedTo, filter.assignee));
	if (filter.q) {
		const pattern = likePattern(filter.q);
		const match = or(...search.map((column) => ilike(column, pattern)));
		if (match) conditions.push(match);
	}
	return conditions;
}

/**
 * The values of an UPDATE that applies `patch` at `now`. Setting the status it already has changes
 * nothing (so a repeated click keeps the first time); moving to 'handled' stamps handled_at, moving
 * away from it clears it.
 */
export function workflowUpdate(
	table: InboxTable,
	patch: WorkflowPatch,
	now: Date,
): Record<string, SQL | string | null> {
	const values: Record<string, SQL | string | null> = {};
	if (patch.assignedTo !== undefined) values.assignedTo = patch.assignedTo;
	if (patch.status !== undefined) {
		const same = sql`${table.status} = ${patch.status}`;
		values.status = patch.status;
		values.statusChangedAt = sql`case when ${same} then ${table.statusChangedAt} else ${now} end`;
		values.handledAt =
			patch.status === "handled"
				? sql`case when ${same} then ${table.handledAt} else ${now} end`
				: sql`null::timestamptz`;
	}
	return values;
}

/** How many rows of `table` under `where` are at each step. */
export async function countByStatus(
	db: Db,
	table: InboxTable,
	where: SQL | undefined,
): Promise<StatusCounts> {
	const rows = await db
		.select({ status: table.status, n: sql<number>`count(*)::int` })
		.from(table)
		.where(where)
		.groupBy(table.status);
	const counts: StatusCounts = { new: 0, in_progress: 0, handled: 0 };
	for (const row of rows) counts[row.status as InboxStatus] = Number(row.n);
	return counts;
}

/** The fields every kind's row has beside its own. */
export type InboxRow = WorkflowState & { id: string; createdAt: Date; email: string | null };

/** One kind of the inbox, over the table that holds it: listed, counted, read and moved along. */
export type InboxSource<Row extends InboxRow> = {
	/** Newest first. */
	list(
		db: Db,
		filter: InboxFilter,
		page: { limit: number; offset: number },
	): Promise<{ rows: Row[]; total: number }>;
	counts(db: Db, filter: Omit<InboxFilter, "status">): Promise<StatusCounts>;
	byId(db: Db, id: string): Promise<Row | null>;
	/** Applies `patch`; null when there is no such item. */
	update(db: Db, id: string, patch: WorkflowPatch, now: Date): Promise<Row | null>;
};

/**
 * The inbox source of `table`: its rows are `fields` (which must give Row's own fields, `email`
 * included) with the id, arrival time and workflow columns; the search text looks in `searched`.
 */
export function inboxSource<Row extends InboxRow>(
	table: InboxTable,
	fields: Record<string, AnyPgColumn>,
	searched: AnyPgColumn[],
): InboxSource<Row> {
	const columns = { id: table.id, createdAt: table.createdAt, ...fields, ...workflowColumnsOf(table) };
	const whereOf = (filter: InboxFilter) => and(...inboxConditions(table, filter, searched));
	// Drizzle types a select from its columns; over any inbox table it cannot, so rows are typed here.
	const rowsOf = (rows: unknown) => rows as Row[];
	return {
		async list(db, filter, page) {
			const where = whereOf(filter);
			const [rows, [total]] = await Promise.all([
				db
					.select(columns)
					.from(table)
					.where(where)
					.orderBy(desc(table.createdAt), desc(table.id))
					.limit(page.limit)
					.offset(page.offset),
				db.select({ n: count() }).from(table).where(where),
			]);
			return { rows: rowsOf(rows), total: total?.n ?? 0 };
		},
		counts: (db, filter) => countByStatus(db, table, whereOf(filter)),
		async byId(db, id) {
			const rows = await db.select(columns).from(table).where(eq(table.id, id));
			return rowsOf(rows)[0] ?? null;
		},
		async update(db, id, patch, now) {
			const rows = await db
				.update(table)
				.set(workflowUpdate(table, patch, now))
				.where(eq(table.id, id))
				.returning(columns);
			return rowsOf(rows)[0] ?? null;
		},
	};
}
