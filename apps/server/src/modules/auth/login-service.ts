import { AUTH_MESSAGES, REMEMBER_ME_DAYS, type Role, SESSION_DAYS } from "@unnati/contracts";
import { AppError } from "../../platform/errors";
import { type Account, findAccountForLogin, hashPassword, verifyPassword } from "../accounts";
import { describePlacement } from "../institutions";
import { type AuthDeps, LIMITS } from "./deps";
import { createSession } from "./sessions";

const DAY_MS = 24 * 60 * 60 * 1000;

// Checked against when the account does not exist, so an unknown user costs one argon2 verify
// like a wrong password does, and the two cannot be told apart by timing.
let timingDecoy: Promise<string> | null = null;
const decoyHash = () => {
	timingDecoy ??= hashPassword("unnati timing decoy, never a real password");
	return timingDecoy;
};

export type LoginAttempt = {
	role: Role;
	identifier: string;
	password: string;
	rememberMe: boolean;
	ip: string;
	userAgent?: string;
	/** The message of a failed attempt: mentors read 'Invalid Fact ID or password.' (SPEC §8). */
	failureMessage: string;
};

export type SignedIn = {
	account: Account;
	collegeName: string | null;
	deptName: string | null;
	token: string;
	expiresAt: Date;
};

/** Checks a password login, within the limits of 10 failures per account and per IP in 15 minutes. */
export async function login(deps: AuthDeps, attempt: LoginAttempt): Promise<SignedIn> {
	const accountKey = `login:account:${attempt.role}:${attempt.identifier.trim().toLowerCase()}`;
	const ipKey = `login:ip:${attempt.ip}`;
	const [accountFailures, ipFailures] = await Promise.all([
		deps.loginLimiter.count(accountKey),
		deps.loginLimiter.count(ipKey),
	]);
	if (accountFailures >= LIMITS.loginFailures || ipFailures >= LIMITS.loginFailures) {
		throw new AppError("RATE_LIMITED", AUTH_MESSAGES.tooManyAttempts);
	}

	const account = await findAccountForLogin(deps.db, attempt.role, attempt.identifier);
	const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash()), attempt.password);
	if (!account || !valid) {
		await Promise.all([deps.loginLimiter.hit(accountKey), deps.loginLimiter.hit(ipKey)]);
		throw new AppError("INVALID_CREDENTIALS", attempt.failureMessage);
	}
	if (account.status === "suspended") {
		throw new AppError(
			"ACCOUNT_SUSPENDED",
			"This account is suspended. Please contact your college or Unnati support.",
		);
	}
	await deps.loginLimiter.reset(accountKey);

	const now = deps.clock();
	const expiresAt = new Date(now.getTime() + (attempt.rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS) * DAY_MS);
	const session = await createSession(deps.db, {
		userId: account.id,
		rememberMe: attempt.rememberMe,
		expiresAt,
		ip: attempt.ip,
		...(attempt.userAgent ? { userAgent: attempt.userAgent } : {}),
	});
	const { collegeName, deptName } = await describePlacement(
		deps.db,
		account.institutionId,
		account.departmentId,
	);
	const token = await deps.tokens.sign(
		{
			sid: session.id,
			userId: account.id,
			role: account.role,
			name: account.name,
			email: account.email,
			rollNo: account.rollNo,
			collegeName,
			deptName,
		},
		expiresAt,
	);
	return { account, collegeName, deptName, token, expiresAt };
}
