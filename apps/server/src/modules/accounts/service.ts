import type { Role } from "@unnati/contracts";
import type { Db } from "../../platform/db/database";
import { hashPassword } from "./passwords";
import { users } from "./tables";

export type NewAccount = {
	role: Role;
	name: string;
	email: string;
	password: string;
	phone?: string | null;
	institutionId?: string | null;
	departmentId?: string | null;
	organizationId?: string | null;
	rollNo?: string | null;
	factId?: string | null;
	currentYear?: number | null;
	section?: string | null;
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
	for (const { password } of accounts) {
		if (!hashes.has(password)) hashes.set(password, hashPassword(password));
	}
	const rows = await Promise.all(
		accounts.map(async (account) => ({
			role: account.role,
			name: account.name,
			email: account.email,
			phone: account.phone ?? null,
			passwordHash: await (hashes.get(account.password) as Promise<string>),
			institutionId: account.institutionId ?? null,
			departmentId: account.departmentId ?? null,
			organizationId: account.organizationId ?? null,
			rollNo: account.rollNo?.toUpperCase() ?? null,
			factId: account.factId?.toUpperCase() ?? null,
			currentYear: account.currentYear ?? null,
			section: account.section ?? null,
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
