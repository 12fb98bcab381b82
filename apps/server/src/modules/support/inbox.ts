import {
	INBOX_KINDS,
	INBOX_MESSAGES,
	type InboxItem,
	type InboxItemDetail,
	type InboxKind,
	type InboxReply,
	type InboxSummary,
	type InboxUpdate,
	type StatusCounts,
} from "@unnati/contracts/inbox";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { Mail } from "../../platform/mail/mailer";
import { activeAccountsWithRole, userById, userNamesByIds } from "../accounts";
import { contactInbox, type InboxFilter, type InboxRow, type InboxSource } from "../contact";
import { feedbackInbox, reportInbox } from "./inbox-sources";
import { inboxReplies } from "./tables";

/**
 * The platform admin's inbox (issue 18): contact requests, issue reports and feedback, each moved
 * from new to in progress to handled by the platform admin it is assigned to, with replies e-mailed
 * to the sender when they left an address. The contact module owns its requests and gives them to
 * the inbox through its front door; this module owns the other two kinds and the replies.
 */

export type InboxDeps = {
	db: Db;
	clock: Clock;
	/** Writes a mail to the outbox (the platform mailer); the demo seed passes one that writes nothing. */
	send: (mail: Mail) => Promise<void>;
	log?: Pick<FastifyBaseLogger, "error">;
};

const SOURCES: { [K in InboxKind]: InboxSource<InboxRow> } = {
	contact: contactInbox,
	report: reportInbox,
	feedback: feedbackInbox,
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const zero = (): StatusCounts => ({ new: 0, in_progress: 0, handled: 0 });
const add = (a: StatusCounts, b: StatusCounts): StatusCounts => ({
	new: a.new + b.new,
	in_progress: a.in_progress + b.in_progress,
	handled: a.handled + b.handled,
});

/** One row of its kind as the API sends it; names and reply counts come from the caller. */
function itemOf(
	kind: InboxKind,
	row: InboxRow,
	extra: { assignee: { id: string; name: string } | null; replyCount: number },
): InboxItem {
	const shared = {
		id: row.id,
		createdAt: row.createdAt.toISOString(),
		status: row.status,
		statusChangedAt: iso(row.statusChangedAt),
		handledAt: iso(row.handledAt),
		...extra,
	};
	const r = row as InboxRow & Record<string, unknown>;
	switch (kind) {
		case "contact":
			return {
				kind,
				...shared,
				email: String(r.email),
				organization: String(r.organization),
				contact: String(r.contact),
				message: String(r.message),
			};
		case "report":
			return {
				kind,
				...shared,
				email: row.email,
				category: String(r.category),
				description: String(r.description),
				screenshotUrl: r.screenshotKey ? `/api/admin/reports/${row.id}/screenshot` : null,
			};
		case "feedback":
			return { kind, ...shared, email: row.email, rating: Number(r.rating), comments: String(r.comments) };
	}
}

/** The items of `rows` (of mixed kinds) as the API sends them, with assignees' names and reply counts. */
async function present(db: Db, rows: { kind: InboxKind; row: InboxRow }[]): Promise<InboxItem[]> {
	const assigneeIds = rows.flatMap(({ row }) => (row.assignedTo ? [row.assignedTo] : []));
	const replyCounts = new Map<string, number>();
	const [names] = await Promise.all([
		userNamesByIds(db, assigneeIds),
		...INBOX_KINDS.map(async (kind) => {
			const ids = rows.filter((entry) => entry.kind === kind).map((entry) => entry.row.id);
			if (ids.length === 0) return;
			const counted = await db
				.select({ itemId: inboxReplies.itemId, n: sql<number>`count(*)::int` })
				.from(inboxReplies)
				.where(and(eq(inboxReplies.kind, kind), inArray(inboxReplies.itemId, ids)))
				.groupBy(inboxReplies.itemId);
			for (const { itemId, n } of counted) replyCounts.set(`${kind}:${itemId}`, Number(n));
		}),
	]);
	return rows.map(({ kind, row }) =>
		itemOf(kind, row, {
			assignee: row.assignedTo
				? { id: row.assignedTo, name: names.get(row.assignedTo) ?? "A former admin" }
				: null,
			replyCount: replyCounts.get(`${kind}:${row.id}`) ?? 0,
		}),
	);
}

const newestFirst = (a: { row: InboxRow }, b: { row: InboxRow }) =>
	b.row.createdAt.getTime() - a.row.createdAt.getTime() || (a.row.id < b.row.id ? 1 : -1);

/**
 * One page of the inbox, newest first: one kind, or every kind merged by arrival time. `counts` are
 * the items at each step under the same kind, assignee and search, whatever the status filter.
 */
export async function listInbox(
	db: Db,
	query: { kind?: InboxKind | undefined; page: number; pageSize: number } & InboxFilter,
) {
	const kinds = query.kind ? [query.kind] : [...INBOX_KINDS];
	const filter: InboxFilter = {
		...(query.status ? { status: query.status } : {}),
		...(query.assignee !== undefined ? { assignee: query.assignee } : {}),
		...(query.q ? { q: query.q } : {}),
	};
	const offset = (query.page - 1) * query.pageSize;
	const { status: _status, ...unfiltered } = filter;
	// One kind pages in SQL; several take each kind's first offset + pageSize rows and merge them.
	const page =
		kinds.length === 1 ? { limit: query.pageSize, offset } : { limit: offset + query.pageSize, offset: 0 };
	const parts = await Promise.all(
		kinds.map(async (kind) => {
			const [list, counts] = await Promise.all([
				SOURCES[kind].list(db, filter, page),
				SOURCES[kind].counts(db, unfiltered),
			]);
			return { kind, ...list, counts };
		}),
	);
	let rows = parts.flatMap((part) => part.rows.map((row) => ({ kind: part.kind, row })));
	if (kinds.length > 1) rows = rows.sort(newestFirst).slice(offset, offset + query.pageSize);
	return {
		items: await present(db, rows),
		total: parts.reduce((n, part) => n + part.total, 0),
		page: query.page,
		pageSize: query.pageSize,
		counts: parts.reduce((sum, part) => add(sum, part.counts), zero()),
	};
}

/** Each kind's items at each step, and how many open ones (not handled) are assigned to `adminId`. */
export async function inboxSummary(db: Db, adminId: string): Promise<InboxSummary> {
	const [contact, report, feedback, ...mine] = await Promise.all([
		...INBOX_KINDS.map((kind) => SOURCES[kind].counts(db, {})),
		...INBOX_KINDS.map((kind) => SOURCES[kind].counts(db, { assignee: adminId })),
	]);
	return {
		kinds: { contact: contact ?? zero(), report: report ?? zero(), feedback: feedback ?? zero() },
		assignedToMe: mine.reduce((n, counts) => n + counts.new + counts.in_progress, 0),
	};
}

/** The platform admins an item may be assigned to, by name. */
export async function inboxAssignees(db: Db) {
	return { items: await activeAccountsWithRole(db, "ROLE_ADMIN") };
}

async function rowOf(db: Db, kind: InboxKind, id: string): Promise<InboxRow> {
	const row = await SOURCES[kind].byId(db, id);
	if (!row) throw new AppError("NOT_FOUND", INBOX_MESSAGES.notFound);
	return row;
}

async function repliesOf(db: Db, kind: InboxKind, id: string): Promise<InboxReply[]> {
	const rows = await db
		.select()
		.from(inboxReplies)
		.where(and(eq(inboxReplies.kind, kind), eq(inboxReplies.itemId, id)))
		.orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));
	const names = await userNamesByIds(
		db,
		rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
	);
	return rows.map((row) => ({
		id: row.id,
		body: row.body,
		createdAt: row.createdAt.toISOString(),
		author: row.authorId ? { id: row.authorId, name: names.get(row.authorId) ?? "A former admin" } : null,
		emailedTo: row.emailedTo,
	}));
}

/** One item with its replies, oldest first. */
export async function inboxItem(db: Db, kind: InboxKind, id: string): Promise<InboxItemDetail> {
	const row = await rowOf(db, kind, id);
	const [[item], replies] = await Promise.all([present(db, [{ kind, row }]), repliesOf(db, kind, id)]);
	return { item: item as InboxItem, replies };
}

/** Moves an item to another step, (re)assigns it, or both. The assignee must be a platform admin. */
export async function updateInboxItem(
	deps: Pick<InboxDeps, "db" | "clock">,
	kind: InboxKind,
	id: string,
	patch: InboxUpdate,
): Promise<InboxItem> {
	const { db } = deps;
	if (patch.assigneeId) {
		const assignee = await userById(db, patch.assigneeId);
		if (assignee?.role !== "ROLE_ADMIN" || assignee.status === "suspended") {
			throw new AppError("VALIDATION_FAILED", INBOX_MESSAGES.assigneeNotAdmin, [
				{ path: "assigneeId", message: INBOX_MESSAGES.assigneeNotAdmin },
			]);
		}
	}
	const row = await SOURCES[kind].update(
		db,
		id,
		{
			...(patch.status !== undefined ? { status: patch.status } : {}),
			...(patch.assigneeId !== undefined ? { assignedTo: patch.assigneeId } : {}),
		},
		deps.clock(),
	);
	if (!row) throw new AppError("NOT_FOUND", INBOX_MESSAGES.notFound);
	const [item] = await present(db, [{ kind, row }]);
	return item as InboxItem;
}

const SUBJECTS: Record<InboxKind, string> = {
	contact: "Re: your message to Unnati",
	report: "Re: the issue you reported to Unnati",
	feedback: "Re: your feedback on Unnati",
};

/** What the sender wrote, for the quote under a reply. */
function originalText(kind: InboxKind, row: InboxRow): string {
	const r = row as InboxRow & Record<string, unknown>;
	if (kind === "contact") return String(r.message);
	if (kind === "report") return String(r.description);
	return [`Rating: ${Number(r.rating)} out of 5`, String(r.comments ?? "")].filter(Boolean).join("\n");
}

const whenIst = (date: Date) =>
	date.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

function replyMail(kind: InboxKind, row: InboxRow, to: string, body: string, author: string): Mail {
	const quoted = originalText(kind, row)
		.slice(0, 2000)
		.split("\n")
		.map((line) => `> ${line}`)
		.join("\n");
	return {
		to,
		subject: SUBJECTS[kind],
		text: `${body}\n\n${author}\nUnnati support\n\nOn ${whenIst(row.createdAt)} IST, you wrote:\n${quoted}\n`,
	};
}

/**
 * Replies to an item: the reply is stored, and e-mailed to the sender when they left an address
 * (through the outbox, so it is not lost if the mail server is down). Replying to a new item puts it in
 * progress and, when nobody has it, assigns it to the admin replying.
 */
export async function replyToInboxItem(
	deps: InboxDeps,
	kind: InboxKind,
	id: string,
	body: string,
	author: { id: string; name: string },
): Promise<{ reply: InboxReply; item: InboxItem }> {
	const { db } = deps;
	const now = deps.clock();
	const { reply, row } = await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const current = await rowOf(tx, kind, id);
		const [stored] = await tx
			.insert(inboxReplies)
			.values({ kind, itemId: id, authorId: author.id, body, emailedTo: current.email, createdAt: now })
			.returning();
		if (!stored) throw new Error("insert into inbox_replies returned no row");
		const moved =
			current.status === "new"
				? await SOURCES[kind].update(
						tx,
						id,
						{ status: "in_progress", ...(current.assignedTo ? {} : { assignedTo: author.id }) },
						now,
					)
				: current;
		return { reply: stored, row: moved ?? current };
	});
	let emailedTo = reply.emailedTo;
	if (emailedTo) {
		try {
			await deps.send(replyMail(kind, row, emailedTo, body, author.name));
		} catch (error) {
			// The reply stays; the screen says it was not e-mailed, so the admin can write another way.
			deps.log?.error({ err: error, kind, id }, "inbox reply could not be written to the outbox");
			await db.update(inboxReplies).set({ emailedTo: null }).where(eq(inboxReplies.id, reply.id));
			emailedTo = null;
		}
	}
	const [item] = await present(db, [{ kind, row }]);
	return {
		reply: {
			id: reply.id,
			body: reply.body,
			createdAt: reply.createdAt.toISOString(),
			author: { id: author.id, name: author.name },
			emailedTo,
		},
		item: item as InboxItem,
	};
}
