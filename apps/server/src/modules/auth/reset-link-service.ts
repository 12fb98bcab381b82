import { AUTH_MESSAGES, RESET_LINK_VALIDITY_MINUTES } from "@unnati/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import { AppError } from "../../platform/errors";
import { findAccountByEmail, setPassword } from "../accounts";
import { hashLinkToken, newLinkToken } from "./codes";
import { type AuthDeps, LIMITS } from "./deps";
import { revokeAllSessions } from "./sessions";
import { passwordResetTokens } from "./tables";

/**
 * Mails a single-use reset link valid for 30 minutes. Answers the same whether or not the
 * address has an account, so the form cannot be used to find out who is registered.
 */
export async function requestResetLink(deps: AuthDeps, email: string): Promise<{ message: string }> {
	const answer = { message: AUTH_MESSAGES.resetLinkSent };
	const account = await findAccountByEmail(deps.db, email);
	if (!account || account.status === "suspended") return answer;
	const sendKey = `reset-link:send:${account.id}`;
	if ((await deps.sendLimiter.hit(sendKey)) > LIMITS.resetLinksPerHour) return answer;

	const now = deps.clock();
	const token = newLinkToken();
	await deps.db.insert(passwordResetTokens).values({
		userId: account.id,
		tokenHash: hashLinkToken(token),
		createdAt: now,
		expiresAt: new Date(now.getTime() + RESET_LINK_VALIDITY_MINUTES * 60 * 1000),
	});
	const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
	await deps.mailer.send({
		to: account.email,
		subject: "Reset your Unnati password",
		text: [
			`Hello ${account.name},`,
			"",
			"Open this link to choose a new Unnati password:",
			link,
			"",
			`It works once, for ${RESET_LINK_VALIDITY_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
		].join("\n"),
	});
	return answer;
}

/** Uses a reset link: sets the password, spends the token and ends every session of the account. */
export async function resetPasswordWithLink(
	deps: AuthDeps,
	input: { token: string; newPassword: string },
): Promise<{ message: string }> {
	const now = deps.clock();
	const [spent] = await deps.db
		.update(passwordResetTokens)
		.set({ usedAt: now })
		.where(
			and(
				eq(passwordResetTokens.tokenHash, hashLinkToken(input.token)),
				isNull(passwordResetTokens.usedAt),
				gt(passwordResetTokens.expiresAt, now),
			),
		)
		.returning({ userId: passwordResetTokens.userId });
	if (!spent) throw new AppError("RESET_LINK_INVALID", AUTH_MESSAGES.resetLinkInvalid);
	await setPassword(deps.db, spent.userId, input.newPassword, now);
	await revokeAllSessions(deps.db, spent.userId, now);
	return { message: AUTH_MESSAGES.passwordResetDone };
}
