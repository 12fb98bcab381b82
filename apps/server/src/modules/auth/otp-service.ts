import {
	AUTH_MESSAGES,
	lookupRetryMessage,
	maskEmail,
	matchesMaskedEmail,
	OTP_VALIDITY_SECONDS,
} from "@unnati/contracts";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { AppError } from "../../platform/errors";
import { RetryLater } from "../../platform/rate-limit/retry-later";
import { type Account, findStudentByRollNo, setPassword } from "../accounts";
import { hashOtp, newOtp, otpMatches } from "./codes";
import { type AuthDeps, LIMITS, LOOKUP_ADDRESS_RULE, LOOKUP_ROLL_RULE } from "./deps";
import { revokeAllSessions } from "./sessions";
import { passwordResetCodes } from "./tables";

async function studentOr404(deps: AuthDeps, rollNumber: string): Promise<Account> {
	const student = await findStudentByRollNo(deps.db, rollNumber);
	if (!student) throw new AppError("ROLL_NUMBER_NOT_FOUND", AUTH_MESSAGES.rollNotFound);
	return student;
}

/**
 * A lookup that tells whether a roll number exists (and shows its masked address) spends the
 * address's lookup budget, and with `perRoll` the roll number's too, whether or not it exists.
 */
async function reserveLookup(
	deps: AuthDeps,
	rollNumber: string,
	ip: string,
	perRoll: boolean,
): Promise<void> {
	const rollKey = `reset-lookup:roll:${rollNumber.trim().toUpperCase()}`;
	if (perRoll) {
		const forRoll = await deps.sendLimiter.reserve(rollKey, LOOKUP_ROLL_RULE);
		if (!forRoll.granted) {
			throw new RetryLater(lookupRetryMessage(forRoll.retryAfterSeconds), forRoll.retryAfterSeconds);
		}
	}
	const forAddress = await deps.sendLimiter.reserve(`reset-lookup:ip:${ip}`, LOOKUP_ADDRESS_RULE);
	if (!forAddress.granted) {
		if (perRoll) await deps.sendLimiter.release(rollKey);
		throw new RetryLater(lookupRetryMessage(forAddress.retryAfterSeconds), forAddress.retryAfterSeconds);
	}
}

/** Step 1 of the students' reset: the address on record, masked (SPEC §3); the full address stays here. */
export async function checkStudentEmail(
	deps: AuthDeps,
	rollNumber: string,
	ip: string,
): Promise<{ email: string }> {
	await reserveLookup(deps, rollNumber, ip, true);
	const student = await studentOr404(deps, rollNumber);
	return { email: maskEmail(student.email) };
}

/**
 * Sends a fresh code to the address on record. A resend closes every earlier code; at most
 * 5 codes per roll number per hour, within the address's roll-number lookups.
 */
export async function sendResetOtp(
	deps: AuthDeps,
	input: { rollNumber: string; email?: string | undefined },
	ip: string,
): Promise<{ message: string; email: string; expiresInSeconds: number }> {
	// It shows the masked address too, so it spends the address's lookups; per student, the sends below count.
	await reserveLookup(deps, input.rollNumber, ip, false);
	const student = await studentOr404(deps, input.rollNumber);
	const claimed = input.email?.trim();
	if (
		claimed &&
		claimed.toLowerCase() !== student.email.toLowerCase() &&
		!matchesMaskedEmail(student.email, claimed)
	) {
		throw new AppError(
			"RESET_EMAIL_MISMATCH",
			"The email does not match the one on record for this roll number.",
		);
	}
	const sendKey = `otp:send:${student.id}`;
	if ((await deps.sendLimiter.count(sendKey)) >= LIMITS.codeSendsPerHour) {
		throw new AppError("RATE_LIMITED", AUTH_MESSAGES.otpTooManySends);
	}
	await deps.sendLimiter.hit(sendKey);

	const now = deps.clock();
	const code = newOtp();
	await deps.db.transaction(async (tx) => {
		await tx
			.update(passwordResetCodes)
			.set({ closedAt: now })
			.where(and(eq(passwordResetCodes.userId, student.id), isNull(passwordResetCodes.closedAt)));
		await tx.insert(passwordResetCodes).values({
			userId: student.id,
			codeHash: hashOtp(deps.codeKey, code),
			createdAt: now,
			expiresAt: new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000),
		});
	});
	await deps.mailer.send({
		to: student.email,
		subject: "Your Unnati password reset code",
		text: [
			`Hello ${student.name},`,
			"",
			`Your one-time code to reset your Unnati password is ${code}.`,
			`It is valid for ${OTP_VALIDITY_SECONDS / 60} minutes and can be used once.`,
			"",
			"If you did not ask for it, ignore this mail: your password stays as it is.",
		].join("\n"),
	});
	const masked = maskEmail(student.email);
	return { message: `OTP sent to ${masked}`, email: masked, expiresInSeconds: OTP_VALIDITY_SECONDS };
}

/**
 * Checks `otp` against the student's live code. A wrong guess counts; the fifth kills the code,
 * so even the right code fails after that.
 */
async function checkCode(
	deps: AuthDeps,
	rollNumber: string,
	otp: string,
): Promise<{ student: Account; codeId: string }> {
	const student = await findStudentByRollNo(deps.db, rollNumber);
	// An unknown roll number has no live code: the same answer as an expired code.
	if (!student) throw new AppError("OTP_EXPIRED", AUTH_MESSAGES.otpInvalid);
	const now = deps.clock();
	const [live] = await deps.db
		.select()
		.from(passwordResetCodes)
		.where(
			and(
				eq(passwordResetCodes.userId, student.id),
				isNull(passwordResetCodes.closedAt),
				gt(passwordResetCodes.expiresAt, now),
			),
		)
		.orderBy(desc(passwordResetCodes.createdAt))
		.limit(1);
	if (!live || live.failedAttempts >= LIMITS.codeWrongGuesses) {
		throw new AppError("OTP_EXPIRED", AUTH_MESSAGES.otpInvalid);
	}
	if (!otpMatches(deps.codeKey, otp, live.codeHash)) {
		await deps.db
			.update(passwordResetCodes)
			.set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
			.where(eq(passwordResetCodes.id, live.id));
		throw new AppError("OTP_WRONG", AUTH_MESSAGES.otpInvalid);
	}
	return { student, codeId: live.id };
}

export async function verifyResetOtp(
	deps: AuthDeps,
	rollNumber: string,
	otp: string,
): Promise<{ message: string }> {
	await checkCode(deps, rollNumber, otp);
	return { message: "OTP verified. Please choose a new password." };
}

/** Sets the new password, closes the code and ends every session of the student. */
export async function resetPasswordWithOtp(
	deps: AuthDeps,
	input: { rollNumber: string; otp: string; newPassword: string },
): Promise<{ message: string }> {
	const { student, codeId } = await checkCode(deps, input.rollNumber, input.otp);
	const now = deps.clock();
	const closed = await deps.db
		.update(passwordResetCodes)
		.set({ closedAt: now })
		.where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.closedAt)))
		.returning({ id: passwordResetCodes.id });
	// Two resets racing with one code: only the one that closed it goes on.
	if (closed.length === 0) throw new AppError("OTP_EXPIRED", AUTH_MESSAGES.otpInvalid);
	await setPassword(deps.db, student.id, input.newPassword, now);
	await revokeAllSessions(deps.db, student.id, now);
	return { message: AUTH_MESSAGES.passwordResetDone };
}
