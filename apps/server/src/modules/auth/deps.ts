import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { Mailer } from "../../platform/mail/mailer";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import type { TokenSigner } from "./tokens";

/** Everything the auth services need, built once in app.ts. */
export type AuthDeps = {
	db: Db;
	clock: Clock;
	tokens: TokenSigner;
	mailer: Mailer;
	/** Key of the HMAC that one-time codes are stored under. */
	codeKey: string;
	/** Where the web app is reached, for links in mail. */
	publicUrl: string;
	/** 15-minute window: failed logins per account and per address (reserved before the check). */
	loginLimiter: RateLimiter;
	/** 1-hour window: codes per student, reset links per account, roll-number lookups. */
	sendLimiter: RateLimiter;
	/** A student's enrolled courses (the learning module's service; SPEC §3 enrolledCourses). */
	enrolledCourses: (userId: string) => Promise<string[]>;
};

/**
 * The abuse limits of the sign-in and reset flows (docs/decisions/003-sessions-and-tokens.md).
 * A campus reaches us from one public address behind NAT, so limits on an address are budgets
 * with growing waits, never a wall: a wall there lets one person lock out every classmate.
 */
export const LIMITS = {
	/**
	 * Per account (role + identifier): 10 wrong passwords in 15 minutes, then none until the
	 * window ends. Online guessing gets 960 tries a day at most; a person who mistypes ten times
	 * resets by mail. Reserved before the password is checked, so concurrent guesses cannot
	 * exceed it; the right password clears the count.
	 */
	loginFailures: 10,
	loginWindowSeconds: 15 * 60,
	/**
	 * Per address, in the same 15-minute window: 100 wrong passwords freely (a college of a few
	 * hundred students signing in minutes before an exam mistypes far fewer), then every further
	 * one makes the next attempt from that address wait 1, 2, 4, 8, 16 s and at most 30 s. A
	 * flood from one address thus gets about 130 checks per window instead of unlimited, while a
	 * classmate is never told to wait more than 30 s. Attempts with the right password are given
	 * back, so signing in never uses up the budget.
	 */
	loginAddressFreeFailures: 100,
	loginAddressFirstDelaySeconds: 1,
	loginAddressMaxDelaySeconds: 30,
	/** Per student, an hour: codes mailed; wrong guesses kill a code. */
	codeSendsPerHour: 5,
	codeWrongGuesses: 5,
	/** Per account, an hour: reset links mailed (and mails saying someone tried to sign up with the address). */
	resetLinksPerHour: 5,
	/**
	 * Roll-number lookups (check-student-email and send-reset-otp both reveal a masked address):
	 * 10 an hour per roll number, a wall, since one student needs two or three; and per address
	 * 30 an hour freely, then waits doubling from 2 s to at most 60 s (about 90 an hour), so a
	 * campus can still reset passwords while a script cannot list every roll number of a college.
	 */
	rollLookupsPerHour: 10,
	rollLookupsFreePerAddress: 30,
	rollLookupFirstDelaySeconds: 2,
	rollLookupMaxDelaySeconds: 60,
	sendWindowSeconds: 60 * 60,
} as const;

export const LOGIN_ACCOUNT_RULE = { max: LIMITS.loginFailures } as const;
export const LOGIN_ADDRESS_RULE = {
	free: LIMITS.loginAddressFreeFailures,
	firstDelaySeconds: LIMITS.loginAddressFirstDelaySeconds,
	maxDelaySeconds: LIMITS.loginAddressMaxDelaySeconds,
} as const;
export const LOOKUP_ROLL_RULE = { max: LIMITS.rollLookupsPerHour } as const;
export const LOOKUP_ADDRESS_RULE = {
	free: LIMITS.rollLookupsFreePerAddress,
	firstDelaySeconds: LIMITS.rollLookupFirstDelaySeconds,
	maxDelaySeconds: LIMITS.rollLookupMaxDelaySeconds,
} as const;
