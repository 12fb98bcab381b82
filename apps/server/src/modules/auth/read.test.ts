import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { bearer, testClock, tokenFor } from "../../test/auth-helpers";
import { makeCollege, makeStudent } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { users } from "../accounts/tables";
import { isSessionLive, liveSessionSql } from "./read";

const clock = testClock();

describe("what auth tells other modules about sessions", () => {
	const ctx = useTestApp({ clock });

	/** A signed-in student: the session id and user id their token carries. */
	async function signedIn() {
		const college = await makeCollege(ctx.database.db);
		const person = await makeStudent(ctx.database.db, college, { year: 2, section: "B", department: "ECE" });
		const token = await tokenFor(ctx.app, { ...person.login, loginType: "student" });
		const claims = decodeJwt(token) as { sid: string; userId: string };
		return { person, token, sid: claims.sid, userId: claims.userId };
	}

	/** The same test written into a statement of its own, as the exam save does. */
	async function liveInStatement(sid: string, userId: string, now: Date): Promise<boolean> {
		const text = liveSessionSql(`'${sid}'::uuid`, `'${userId}'::uuid`, `'${now.toISOString()}'::timestamptz`);
		const result = await ctx.database.db.execute(sql.raw(`select ${text} as ok`));
		return (result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
	}

	it("calls a session live until it is ended, in both forms", async () => {
		const { token, sid, userId } = await signedIn();
		expect(await isSessionLive(ctx.database.db, sid, userId, clock())).toBe(true);
		expect(await liveInStatement(sid, userId, clock())).toBe(true);

		await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
		expect(await isSessionLive(ctx.database.db, sid, userId, clock())).toBe(false);
		expect(await liveInStatement(sid, userId, clock())).toBe(false);
	});

	it("calls a session dead once it expires or its account is suspended, and never another user's", async () => {
		const { person, sid, userId } = await signedIn();
		const other = await signedIn();
		expect(await isSessionLive(ctx.database.db, sid, other.userId, clock())).toBe(false);

		const afterExpiry = new Date(clock().getTime() + 24 * 60 * 60 * 1000 + 1000);
		expect(await isSessionLive(ctx.database.db, sid, userId, afterExpiry)).toBe(false);
		expect(await liveInStatement(sid, userId, afterExpiry)).toBe(false);

		await ctx.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, person.id));
		expect(await isSessionLive(ctx.database.db, sid, userId, clock())).toBe(false);
		expect(await liveInStatement(sid, userId, clock())).toBe(false);
	});
});
