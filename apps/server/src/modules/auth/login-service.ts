import { loginRetryMessage, REMEMBER_ME_DAYS, type Role, SESSION_DAYS } from "@unnati/contracts";
import { AppError } from "../../platform/errors";
import { RetryLater } from "../../platform/rate-limit/retry-later";
import { type Account, findAccountForLogin, hashPassword, verifyPassword } from "../accounts";
import { describePlacement } from "../institutions";
import { type AuthDeps, LOGIN_ACCOUNT_RULE, LOGIN_ADDRESS_RULE } from "./deps";
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

/**
 * Checks a password login within LIMITS: the attempt is reserved against the account and the
 * address before argon2 runs (one statement each), so concurrent guesses are never checked
 * more often than the limits allow. A wrong password keeps both reservations as failures; the
 * right one clears the account's count and gives the address its attempt back.
 */
export async function login(deps: AuthDeps, attempt: LoginAttempt): Promise<SignedIn> {
	const accountKey = `login:account:${attempt.role}:${attempt.identifier.trim().toLowerCase()}`;
	const addressKey = `login:ip:${attempt.ip}`;
	const forAccount = await deps.loginLimiter.reserve(accountKey, LOGIN_ACCOUNT_RULE);
	if (!forAccount.granted) {
		throw new RetryLater(
			loginRetryMessage("account", forAccount.retryAfterSeconds),
			forAccount.retryAfterSeconds,
		);
	}
	const forAddress = await deps.loginLimiter.reserve(addressKey, LOGIN_ADDRESS_RULE);
	if (!forAddress.granted) {
		// Never checked, so not a failure of this account.
		await deps.loginLimiter.release(accountKey);
		throw new RetryLater(
			loginRetryMessage("network", forAddress.retryAfterSeconds),
			forAddress.retryAfterSeconds,
		);
	}

	const account = await findAccountForLogin(deps.db, attempt.role, attempt.identifier);
	const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash()), attempt.password);
	if (!account || !valid) throw new AppError("INVALID_CREDENTIALS", attempt.failureMessage);
	await Promise.all([deps.loginLimiter.reset(accountKey), deps.loginLimiter.release(addressKey)]);
	if (account.status === "suspended") {
		throw new AppError(
			"ACCOUNT_SUSPENDED",
			"This account is suspended. Please contact your college or Unnati support.",
		);
	}

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
