import path from "node:path";
import { z } from "zod";

const booleanFromEnv = z
	.enum(["true", "false", "1", "0", "yes", "no"], {
		error: "must be one of true, false, 1, 0, yes, no",
	})
	.transform((value) => value === "true" || value === "1" || value === "yes");

const postgresUrl = z
	.url({ error: "must be a URL such as postgres://user@host:5432/database" })
	.refine((value) => /^postgres(ql)?:\/\//.test(value), {
		error: "must start with postgres:// or postgresql://",
	});

/** Redis for the code-run queue; `npm run worker` reads the same two variables. */
export const redisEnvSchema = z.object({
	REDIS_URL: z
		.url({ error: "must be a URL such as redis://127.0.0.1:6379" })
		.refine((value) => /^rediss?:\/\//.test(value), { error: "must start with redis:// or rediss://" }),
	REDIS_PREFIX: z
		.string()
		.regex(/^[\w.:-]+$/, { error: "must be letters, digits, '.', ':', '_' or '-'" })
		.default("unnati"),
});

/**
 * Which proxies may tell us the client's address (X-Forwarded-For) and protocol: a number of hops
 * in front of the server ("true" is one: the usual single reverse proxy), or a comma-separated list
 * of proxy addresses or CIDR ranges. Only what those proxies appended is believed, so a client
 * cannot choose its own address by sending the header itself. "false" or "0": no proxy.
 */
const trustProxyFromEnv = z
	.string()
	.trim()
	.transform((value, context): false | number | string[] => {
		const lower = value.toLowerCase();
		if (["false", "no", "0"].includes(lower)) return false;
		if (["true", "yes"].includes(lower)) return 1;
		if (/^\d+$/.test(value)) {
			const hops = Number(value);
			if (hops <= 10) return hops;
			context.addIssue({ code: "custom", message: "must be at most 10 proxy hops" });
			return z.NEVER;
		}
		const addresses = value
			.split(",")
			.map((part) => part.trim())
			.filter(Boolean);
		const address = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;
		if (addresses.length > 0 && addresses.every((part) => address.test(part))) return addresses;
		context.addIssue({
			code: "custom",
			message: "must be true, false, a number of proxy hops, or proxy addresses such as 10.0.0.1,10.0.1.0/24",
		});
		return z.NEVER;
	});

/** Every setting the server reads from the environment; the README's configuration table lists the same. */
const envSchema = z.object({
	NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
	HOST: z.string().min(1).default("0.0.0.0"),
	PORT: z.coerce
		.number({ error: "must be a whole number" })
		.int({ error: "must be a whole number" })
		.min(0)
		.max(65535, { error: "must be between 0 and 65535" })
		.default(3000),
	DATA_DIR: z.string().min(1).default("./data"),
	DATABASE_URL: postgresUrl.optional(),
	DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
	LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
	SEED_DEMO: booleanFromEnv.optional(),
	TRUST_PROXY: trustProxyFromEnv.default(false),
	AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
	PUBLIC_URL: z.url({ error: "must be a URL such as https://unnati.example.org" }).optional(),
	SMTP_URL: z
		.url({ error: "must be a URL such as smtp://user:pass@mail.example.org:587" })
		.refine((value) => /^smtps?:\/\//.test(value), { error: "must start with smtp:// or smtps://" })
		.optional(),
	MAIL_FROM: z.string().min(3).default("Unnati <no-reply@unnati.example.org>"),
	REDIS_URL: redisEnvSchema.shape.REDIS_URL.optional(),
	REDIS_PREFIX: redisEnvSchema.shape.REDIS_PREFIX,
	DEV_MAILBOX: z
		.enum(["local", "open"], { error: "must be local (only this machine may read it) or open (anyone)" })
		.default("local"),
	LLM_BASE_URL: z
		.url({ error: "must be the base URL of an OpenAI-compatible API, e.g. http://localhost:11434/v1" })
		.optional(),
	LLM_API_KEY: z.string().min(1).optional(),
	LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
	LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
});

export type Config = {
	env: "development" | "test" | "production";
	host: string;
	port: number;
	/** Absolute path of the directory that holds the embedded database and stored files. */
	dataDir: string;
	/** Set: PostgreSQL through a pool. Unset: embedded PGlite in `dataDir`. */
	databaseUrl: string | undefined;
	databasePoolSize: number;
	logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
	/** Seed the demo institutions and logins into an empty database. Never in production. */
	seedDemo: boolean;
	/** Proxies trusted for X-Forwarded-*: none, a number of hops, or their addresses (see trustProxyFromEnv). */
	trustProxy: false | number | string[];
	/** Signs session tokens and one-time-code HMACs. Unset: generated once and kept in the database. */
	authSecret: string | undefined;
	/** The address people reach the web app at; used in links sent by mail. */
	publicUrl: string;
	/** Unset: mail stays in the outbox, readable at /dev/mailbox outside production. */
	smtpUrl: string | undefined;
	mailFrom: string;
	/**
	 * Set: pub/sub across API processes (the exam live view) goes through Redis, and code runs go
	 * through a BullMQ queue to `npm run worker` processes. Unset: both stay in this process.
	 */
	redisUrl: string | undefined;
	/** Prefix of the code-run queue's Redis keys, so deployments can share one Redis. */
	redisPrefix: string;
	/**
	 * Who may read the development mailbox (every one-time code and reset link) outside production:
	 * "local" only requests whose socket comes from this machine; "open" anyone who reaches the server.
	 */
	devMailbox: "local" | "open";
	/**
	 * An OpenAI-compatible chat endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL) that adds narrative
	 * feedback and follow-up questions to mock interviews; unset, the offline feedback stands alone.
	 */
	llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
};

export class ConfigError extends Error {
	override name = "ConfigError";
}

/** Reads and validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
	const input = Object.fromEntries(
		Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
	);
	const parsed = envSchema.safeParse(input);
	if (!parsed.success) {
		const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
		throw new ConfigError(`Invalid configuration in the environment:\n${lines.join("\n")}`);
	}
	const e = parsed.data;
	if (e.NODE_ENV === "production" && !e.PUBLIC_URL) {
		throw new ConfigError(
			"Invalid configuration in the environment:\n  PUBLIC_URL: required when NODE_ENV=production (links in mail use it)",
		);
	}
	if (e.NODE_ENV === "production" && input.DEV_MAILBOX === "open") {
		throw new ConfigError(
			"Invalid configuration in the environment:\n  DEV_MAILBOX: there is no development mailbox when NODE_ENV=production",
		);
	}
	if (e.NODE_ENV === "production" && e.SEED_DEMO === true) {
		throw new ConfigError(
			"Invalid configuration in the environment:\n  SEED_DEMO: demo data is never seeded when NODE_ENV=production",
		);
	}
	return {
		env: e.NODE_ENV,
		host: e.HOST,
		port: e.PORT,
		dataDir: path.resolve(e.DATA_DIR),
		databaseUrl: e.DATABASE_URL,
		databasePoolSize: e.DATABASE_POOL_SIZE,
		logLevel: e.LOG_LEVEL,
		seedDemo: e.NODE_ENV !== "production" && (e.SEED_DEMO ?? true),
		trustProxy: e.TRUST_PROXY,
		authSecret: e.AUTH_SECRET,
		publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
		smtpUrl: e.SMTP_URL,
		mailFrom: e.MAIL_FROM,
		redisUrl: e.REDIS_URL,
		redisPrefix: e.REDIS_PREFIX,
		devMailbox: e.DEV_MAILBOX,
		llm: e.LLM_BASE_URL
			? {
					baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ""),
					apiKey: e.LLM_API_KEY,
					model: e.LLM_MODEL,
					timeoutMs: e.LLM_TIMEOUT_MS,
				}
			: undefined,
	};
}
