import { FREE_TRIAL_DAYS } from "@unnati/contracts";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { type Account, createAccounts, findAccountByEmail, hashPassword } from "../accounts";
import { createInstitution, freeInstitutionCode, institutionNameTaken } from "../institutions";
import { type AuthDeps, LIMITS } from "./deps";

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
 *
 * An address that already has an account gets the same answer as a new one (the caller sends
 * SPEC §7's success text either way), and its owner gets a mail instead: signup then reveals no
 * more about who is registered than the reset-by-link form, which answers alike for every address.
 */
export async function signUp(deps: AuthDeps, input: Signup): Promise<void> {
	const now = deps.clock();
	const trialEndsAt = new Date(now.getTime() + FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000);
	const existing = await deps.db.transaction(async (tx) => {
		const txDb = tx as unknown as Db;
		const owner = await findAccountByEmail(txDb, input.email);
		if (owner) return owner;
		let institutionId: string | null = null;
		if (input.role === "college") {
			// A college's name is public (it is on every certificate and ranking): saying it is taken reveals no person.
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
		return null;
	});
	if (existing) await tellOwnerOfSignupAttempt(deps, existing);
}

/**
 * Mails the owner of an address someone tried to sign up with, at most as often as reset links.
 * The password is hashed anyway, so this answer takes as long as creating an account would.
 */
async function tellOwnerOfSignupAttempt(deps: AuthDeps, owner: Account): Promise<void> {
	await hashPassword("an unused signup password, hashed so both answers take as long");
	const mailKey = `signup-taken:mail:${owner.id}`;
	if ((await deps.sendLimiter.hit(mailKey)) > LIMITS.resetLinksPerHour) return;
	await deps.mailer.send({
		to: owner.email,
		subject: "Someone tried to sign up to Unnati with your address",
		text: [
			`Hello ${owner.name},`,
			"",
			"Someone, perhaps you, tried to create a new Unnati account with this email address. It already",
			"has an account, so no new one was made and your account has not changed.",
			"",
			`If it was you, sign in at ${deps.publicUrl}/login. If you have forgotten your password, choose`,
			'"Forgot password?" there to reset it. If it was not you, you can ignore this mail.',
		].join("\n"),
	});
}
