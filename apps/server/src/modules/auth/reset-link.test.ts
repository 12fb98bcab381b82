import { AUTH_MESSAGES } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { bearer, latestMailTo, signIn, testClock, tokenFor } from "../../test/auth-helpers";
import { makeCollege, makeStaff, type StaffRole } from "../../test/factories";
import { useTestApp } from "../../test/test-app";

const clock = testClock();

describe("password reset by mailed link", () => {
	const ctx = useTestApp({ clock });
	const staff = async (role: StaffRole) =>
		makeStaff(ctx.database.db, await makeCollege(ctx.database.db, { departments: ["ECE"] }), role, {
			department: "ECE",
		});
	const post = (url: string, payload: Record<string, unknown>) =>
		ctx.app.inject({ method: "POST", url: `/api/auth/${url}`, payload });
	const requestLink = async (email: string) => {
		const res = await post("forgot-password", { email });
		expect(res.statusCode).toBe(200);
		const text = (await latestMailTo(ctx.app, email)).text;
		const link = text.match(/http:\/\/unnati\.test\/reset-password\?token=(\S+)/);
		if (!link?.[1]) throw new Error(`no link in: ${text}`);
		return decodeURIComponent(link[1]);
	};

	it("answers the same for an unknown address and mails nobody", async () => {
		const unknown = await post("forgot-password", { email: "nobody@nowhere.example" });
		const known = await post("forgot-password", { email: (await staff("ROLE_DEPARTMENT")).email });
		expect(unknown.statusCode).toBe(200);
		expect(unknown.json()).toEqual(known.json());
		expect(unknown.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
		const mailbox = (await ctx.app.inject({ method: "GET", url: "/api/dev/mailbox" })).json() as {
			to: string;
		}[];
		expect(mailbox.some((m) => m.to === "nobody@nowhere.example")).toBe(false);
	});

	it("resets once with the link's token and ends every session", async () => {
		const person = await staff("ROLE_DEPARTMENT");
		const hod = person.login;
		const token = await tokenFor(ctx.app, hod);
		const resetToken = await requestLink(person.email);
		const done = await post("reset-password", { token: resetToken, newPassword: "NewDept@99" });
		expect(done.statusCode).toBe(200);
		expect(
			(await ctx.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer(token) })).statusCode,
		).toBe(401);
		expect((await signIn(ctx.app, { ...hod, password: "NewDept@99" })).statusCode).toBe(200);

		const reused = await post("reset-password", { token: resetToken, newPassword: "Again@999" });
		expect(reused.statusCode).toBe(400);
		expect(reused.json()).toMatchObject({
			code: "RESET_LINK_INVALID",
			message: AUTH_MESSAGES.resetLinkInvalid,
		});
	});

	it("refuses a link older than 30 minutes, a made-up token and a missing one", async () => {
		const principal = await staff("ROLE_PRINCIPAL");
		const resetToken = await requestLink(principal.email);
		clock.advance(30 * 60 * 1000 + 1000);
		expect((await post("reset-password", { token: resetToken, newPassword: "Later@123" })).statusCode).toBe(
			400,
		);
		expect((await post("reset-password", { token: "made-up", newPassword: "Later@123" })).statusCode).toBe(
			400,
		);
		const missing = await post("reset-password", { newPassword: "Later@123" });
		expect(missing.statusCode).toBe(400);
		expect(missing.json().errors).toEqual([{ path: "token", message: AUTH_MESSAGES.resetTokenMissing }]);
		// The refused reset changed nothing: the old password still signs in.
		expect((await signIn(ctx.app, principal.login)).statusCode).toBe(200);
	});
});
