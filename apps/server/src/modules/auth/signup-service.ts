import { AUTH_MESSAGES, FREE_TRIAL_DAYS } from "@unnati/contracts";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { createAccounts, findAccountByEmail } from "../accounts";
import { createInstitution, freeInstitutionCode, institutionNameTaken } from "../institutions";

export type Signup = {
	username: string;
	email: string;
	phone: string;
	password: string;
	role: "student" | "college";
};

/**
 * Self-signup (SPEC §6: students and colleges only). Both start the 7-day free trial (SPEC §9);
 * a college becomes a new institution in trial whose administrator is the new account.
 */
export async function signUp(db: Db, input: Signup, now: Date): Promise<void> {
	const trialEndsAt = new Date(now.getTime() + FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000);
	await db.transaction(async (tx) => {
		const txDb = tx as unknown as Db;
		if (await findAccountByEmail(txDb, input.email))
			throw new AppError("EMAIL_ALREADY_REGISTERED", AUTH_MESSAGES.emailTaken);
		let institutionId: string | null = null;
		if (input.role === "college") {
			if (await institutionNameTaken(txDb, input.username)) {
				throw new AppError(
					"COLLEGE_ALREADY_REGISTERED",
					"A college with this name is already registered on Unnati.",
				);
			}
			const code = await freeInstitutionCode(txDb, input.username);
			institutionId = (
				await createInstitution(txDb, { name: input.username, code, status: "trial", trialEndsAt })
			).id;
		}
		await createAccounts(txDb, [
			{
				role: input.role === "college" ? "ROLE_COLLEGE" : "ROLE_STUDENT",
				name: input.username,
				email: input.email,
				phone: input.phone,
				password: input.password,
				institutionId,
				status: "trial",
				trialEndsAt,
			},
		]);
	});
}
