import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
	it("has working defaults: embedded database in ./data, port 3000, demo seeding outside production", () => {
		const config = loadConfig({});
		expect(config).toMatchObject({
			env: "development",
			port: 3000,
			dataDir: path.resolve("./data"),
			databaseUrl: undefined,
			seedDemo: true,
			logLevel: "info",
		});
	});

	it("reads every variable it documents", () => {
		const config = loadConfig({
			NODE_ENV: "production",
			PORT: "8080",
			HOST: "127.0.0.1",
			DATA_DIR: "/var/lib/unnati",
			DATABASE_URL: "postgres://u@db:5432/unnati",
			DATABASE_POOL_SIZE: "25",
			LOG_LEVEL: "warn",
			TRUST_PROXY: "true",
			PUBLIC_URL: "https://unnati.example.org/",
			SMTP_URL: "smtp://mailer:secret@mail.example.org:587",
			AUTH_SECRET: "x".repeat(40),
		});
		expect(config).toMatchObject({
			env: "production",
			port: 8080,
			host: "127.0.0.1",
			dataDir: "/var/lib/unnati",
			databaseUrl: "postgres://u@db:5432/unnati",
			databasePoolSize: 25,
			logLevel: "warn",
			trustProxy: 1,
			seedDemo: false,
			publicUrl: "https://unnati.example.org",
			smtpUrl: "smtp://mailer:secret@mail.example.org:587",
			authSecret: "x".repeat(40),
		});
	});

	it("requires PUBLIC_URL in production, since mailed links use it", () => {
		expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL: required/);
		expect(loadConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
	});

	it("rejects a short AUTH_SECRET and a non-SMTP mail URL", () => {
		expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32/);
		expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL: must start with smtp/);
	});

	it("treats an empty variable as unset", () => {
		expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
	});

	it("names every bad variable in one message", () => {
		const attempt = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
		expect(attempt).toThrow(ConfigError);
		expect(attempt).toThrow(/PORT: must be a whole number/);
		expect(attempt).toThrow(/DATABASE_URL: must start with postgres/);
		expect(attempt).toThrow(/LOG_LEVEL/);
	});

	it("refuses to seed demo data in production", () => {
		expect(() =>
			loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://u.in", SEED_DEMO: "true" }),
		).toThrow(/never seeded/);
		expect(loadConfig({ NODE_ENV: "development", SEED_DEMO: "false" }).seedDemo).toBe(false);
	});

	it("keeps the development mailbox to this machine unless DEV_MAILBOX=open, which production refuses", () => {
		expect(loadConfig({}).devMailbox).toBe("local");
		expect(loadConfig({ DEV_MAILBOX: "open" }).devMailbox).toBe("open");
		expect(() => loadConfig({ DEV_MAILBOX: "everyone" })).toThrow(/DEV_MAILBOX/);
		expect(() =>
			loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://u.in", DEV_MAILBOX: "open" }),
		).toThrow(/DEV_MAILBOX: there is no development mailbox/);
	});

	it("reads REDIS_URL and REDIS_PREFIX for the code queue, and refuses a URL that is not Redis", () => {
		expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisPrefix: "unnati" });
		expect(loadConfig({ REDIS_URL: "redis://cache:6379/2", REDIS_PREFIX: "unnati-staging" })).toMatchObject({
			redisUrl: "redis://cache:6379/2",
			redisPrefix: "unnati-staging",
		});
		expect(() => loadConfig({ REDIS_URL: "http://cache" })).toThrow(/REDIS_URL: must start with redis:\/\//);
		expect(() => loadConfig({ REDIS_PREFIX: "has space" })).toThrow(/REDIS_PREFIX/);
	});
});
