import type { Role } from "@unnati/contracts";
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { hashPassword } from "./passwords";
import { users } from "./tables";

export type NewAccount = {
	status?: "active" | "trial";
	trialEndsAt?: Date | null;
	role: Role;
	name: string;
	email: string;
	password: string;
	/** A hash of `password` made earlier, stored as is: tests give many accounts one password and hash it once. */
	passwordHash?: string;
	phone?: string | null;
	institutionId?: string | null;
	departmentId?: string | null;
	organizationId?: string | null;
	rollNo?: string | null;
	factId?: string | null;
	currentYear?: number | null;
	section?: string | null;
	/** Students: the year their batch began first year. */
	admissionYear?: number | null;
};

export type CreatedAccount = {
	id: string;
	role: Role;
	email: string;
	rollNo: string | null;
	factId: string | null;
};

/**
 * Creates accounts in one statement. Each distinct password is hashed once per call, so a
 * cohort that shares an initial password costs one argon2 hash, not one per student.
 */
export async function createAccounts(db: Db, accounts: NewAccount[]): Promise<CreatedAccount[]> {
	if (accounts.length === 0) return [];
	const hashes = new Map<string, Promise<string>>();
	for (const { password, passwordHash } of accounts) {
		if (!passwordHash && !hashes.has(password)) hashes.set(password, hashPassword(password));
	}
	const rows = await Promise.all(
		accounts.map(async (account) => ({
			role: account.role,
			name: account.name,
			email: account.email,
			phone: account.phone ?? null,
			passwordHash: account.passwordHash ?? (await (hashes.get(account.password) as Promise<string>)),
			institutionId: account.institutionId ?? null,
			departmentId: account.departmentId ?? null,
			organizationId: account.organizationId ?? null,
			rollNo: account.rollNo?.toUpperCase() ?? null,
			factId: account.factId?.toUpperCase() ?? null,
			currentYear: account.currentYear ?? null,
			section: account.section ?? null,
			admissionYear: account.admissionYear ?? null,
			status: account.status ?? "active",
			trialEndsAt: account.trialEndsAt ?? null,
		})),
	);
	return db.insert(users).values(rows).returning({
		id: users.id,
		role: users.role,
		email: users.email,
		rollNo: users.rollNo,
		factId: users.factId,
	});
}

export type Account = typeof users.$inferSelect;

/** The account a login identifier names for `role`: students by roll number or email, mentors by fact ID, others by email. */
export async function findAccountForLogin(db: Db, role: Role, identifier: string): Promise<Account | null> {
	const value = identifier.trim();
	const byEmail = eq(sql`lower(${users.email})`, value.toLowerCase());
	const match =
		role === "ROLE_STUDENT"
			? or(eq(users.rollNo, value.toUpperCase()), byEmail)
			: role === "ROLE_MENTOR"
				? eq(users.factId, value.toUpperCase())
				: byEmail;
	const [row] = await db
		.select()
		.from(users)
		.where(and(eq(users.role, role), match))
		.limit(1);
	return row ?? null;
}

export async function findAccountById(db: Db, id: string): Promise<Account | null> {
	const [row] = await db.select().from(users).where(eq(users.id, id));
	return row ?? null;
}

export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
	const [row] = await db
		.select()
		.from(users)
		.where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
	return row ?? null;
}

export async function findStudentByRollNo(db: Db, rollNo: string): Promise<Account | null> {
	const [row] = await db
		.select()
		.from(users)
		.where(and(eq(users.role, "ROLE_STUDENT"), eq(users.rollNo, rollNo.trim().toUpperCase())));
	return row ?? null;
}

export async function setPassword(db: Db, userId: string, password: string, now: Date): Promise<void> {
	await db
		.update(users)
		.set({ passwordHash: await hashPassword(password), updatedAt: now })
		.where(eq(users.id, userId));
}

/** Which students a query may return: decided by the caller's policy, applied here. */
export type StudentFilter =
	| { kind: "all" }
	| { kind: "institution"; institutionId: string }
	| { kind: "department"; departmentId: string }
	| { kind: "ids"; ids: SQLWrapper | string[] };

export type StudentQuery = {
	q?: string;
	year?: number;
	section?: string;
	/** Current students (the default) or graduates. */
	standing?: "current" | "graduated";
	page: number;
	pageSize: number;
};

function studentConditions(filter: StudentFilter, query: Partial<StudentQuery>) {
	const conditions = [eq(users.role, "ROLE_STUDENT")];
	if (filter.kind === "institution") conditions.push(eq(users.institutionId, filter.institutionId));
	if (filter.kind === "department") conditions.push(eq(users.departmentId, filter.departmentId));
	if (filter.kind === "ids") conditions.push(inArray(users.id, filter.ids));
	conditions.push(query.standing === "graduated" ? isNotNull(users.graduatedAt) : isNull(users.graduatedAt));
	if (query.year) conditions.push(eq(users.currentYear, query.year));
	if (query.section) conditions.push(eq(users.section, query.section));
	if (query.q) {
		const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
		const text = or(ilike(users.name, pattern), ilike(users.rollNo, pattern), ilike(users.email, pattern));
		if (text) conditions.push(text);
	}
	return and(...conditions);
}

export async function listStudents(
	db: Db,
	filter: StudentFilter,
	query: StudentQuery,
): Promise<{ items: Account[]; total: number }> {
	const where = studentConditions(filter, query);
	const [items, [counted]] = await Promise.all([
		db
			.select()
			.from(users)
			.where(where)
			.orderBy(asc(users.rollNo))
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
	]);
	return { items, total: counted?.n ?? 0 };
}

/** How many current students (graduates left out) the filter reaches. */
export async function countStudents(db: Db, filter: StudentFilter): Promise<number> {
	const [row] = await db
		.select({ n: sql<number>`count(*)::int` })
		.from(users)
		.where(studentConditions(filter, {}));
	return row?.n ?? 0;
}
