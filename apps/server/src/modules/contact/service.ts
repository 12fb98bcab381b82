import type { ContactRequest, ContactRequestRecord } from "@unnati/contracts";
import { count, desc, ilike, or } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { contactRequests } from "./tables";

/** Stores a request from /contactus; `receivedAt` is for the demo seed's history (now otherwise). */
export async function submitContactRequest(
	db: Db,
	input: ContactRequest,
	ip: string | null,
	receivedAt?: Date,
): Promise<void> {
	await db.insert(contactRequests).values({ ...input, ip, ...(receivedAt ? { createdAt: receivedAt } : {}) });
}

/** Newest first; `q` matches email, organization, phone or message text. */
export async function listContactRequests(
	db: Db,
	query: { q?: string | undefined; page: number; pageSize: number },
): Promise<{ items: ContactRequestRecord[]; total: number }> {
	const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
	const where = pattern
		? or(
				ilike(contactRequests.email, pattern),
				ilike(contactRequests.organization, pattern),
				ilike(contactRequests.contact, pattern),
				ilike(contactRequests.message, pattern),
			)
		: undefined;
	const [rows, [total]] = await Promise.all([
		db
			.select()
			.from(contactRequests)
			.where(where)
			.orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		db.select({ n: count() }).from(contactRequests).where(where),
	]);
	return {
		items: rows.map(({ ip: _ip, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
		total: total?.n ?? 0,
	};
}
