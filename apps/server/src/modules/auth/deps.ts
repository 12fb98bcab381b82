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
	/** 15-minute window: failed logins per account and per IP. */
	loginLimiter: RateLimiter;
	/** 1-hour window: codes per roll number, reset links per address. */
	sendLimiter: RateLimiter;
};

/** SPEC-derived limits of the issue "Abuse and bad input". */
export const LIMITS = {
	loginFailures: 10,
	loginWindowSeconds: 15 * 60,
	codeSendsPerHour: 5,
	codeWrongGuesses: 5,
	resetLinksPerHour: 5,
	sendWindowSeconds: 60 * 60,
} as const;
