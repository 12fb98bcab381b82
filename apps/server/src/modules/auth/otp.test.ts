import { AUTH_MESSAGES } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { bearer, latestMailTo, seedDemo, signIn, testClock, tokenFor } from "../../test/auth-helpers";
import { useTestApp } from "../../test/test-app";

const clock = testClock();
const post = (ctx: ReturnType<typeof useTestApp>, url: string, payload: Record<string, unknown>) =>
	ctx.app.inject({ method: "POST", url: `/api/auth/${url}`, payload });
const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? "";

describe("forgot password by roll number and one-time code", () => {
	const ctx = useTestApp({ beforeBuild: seedDemo, clock });
	const sendCode = async (rollNumber: string) => {
		const res = await post(ctx, "send-reset-otp", { rollNumber });
		expect(res.statusCode, res.body).toBe(200);
		return codeIn((await latestMailTo(ctx.app, `${rollNumber.toLowerCase()}@students.dit.example.org`)).text);
	};

	it("shows only the masked address on record; the full one never leaves the server", async () => {
		const res = await post(ctx, "check-student-email", { rollNumber: "22cse004" });
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ email: "22****04@students.dit.example.org" });
		expect(res.body).not.toContain("22cse004@");
	});

	it("answers the spec's messages for an unknown or malformed roll number", async () => {
		const unknown = await post(ctx, "check-student-email", { rollNumber: "99ZZZ999" });
		expect(unknown.statusCode).toBe(404);
		expect(unknown.json()).toEqual({ message: AUTH_MESSAGES.rollNotFound });
		const malformed = await post(ctx, "check-student-email", { rollNumber: "22-CSE" });
		expect(malformed.statusCode).toBe(400);
		expect(malformed.json().errors).toEqual([{ path: "rollNumber", message: AUTH_MESSAGES.rollFormat }]);
		const empty = await post(ctx, "check-student-email", { rollNumber: "" });
		expect(empty.json().errors).toEqual([{ path: "rollNumber", message: AUTH_MESSAGES.rollRequired }]);
	});

	it("mails a 6-digit code to the address on record, accepting the masked address or none", async () => {
		const masked = await post(ctx, "send-reset-otp", {
			rollNumber: "22CSE004",
			email: "22****04@students.dit.example.org",
		});
		expect(masked.statusCode).toBe(200);
		expect(masked.json()).toEqual({
			message: "OTP sent to 22****04@students.dit.example.org",
			email: "22****04@students.dit.example.org",
			expiresInSeconds: 300,
		});
		const mail = await latestMailTo(ctx.app, "22cse004@students.dit.example.org");
		expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
		const wrong = await post(ctx, "send-reset-otp", { rollNumber: "22CSE004", email: "someone@else.in" });
		expect(wrong.statusCode).toBe(400);
		expect(wrong.json().message).toContain("email");
	});

	it("verifies the right code and refuses a wrong one with the spec's message", async () => {
		const code = await sendCode("22CSE005");
		const wrong = await post(ctx, "verify-reset-otp", {
			rollNumber: "22CSE005",
			otp: code === "000000" ? "111111" : "000000",
		});
		expect(wrong.statusCode).toBe(400);
		expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.otpInvalid });
		expect((await post(ctx, "verify-reset-otp", { rollNumber: "22CSE005", otp: code })).statusCode).toBe(200);
		const malformed = await post(ctx, "verify-reset-otp", { rollNumber: "22CSE005", otp: "12a456" });
		expect(malformed.statusCode).toBe(400);
	});

	it("kills a code after 5 wrong guesses: the right code fails after that", async () => {
		const code = await sendCode("22CSE006");
		const wrong = code === "999999" ? "888888" : "999999";
		for (let i = 0; i < 5; i++) {
			expect((await post(ctx, "verify-reset-otp", { rollNumber: "22CSE006", otp: wrong })).statusCode).toBe(
				400,
			);
		}
		const right = await post(ctx, "verify-reset-otp", { rollNumber: "22CSE006", otp: code });
		expect(right.statusCode).toBe(400);
		expect(right.json()).toEqual({ message: AUTH_MESSAGES.otpInvalid });
	});

	it("expires a code after 300 seconds on the server too", async () => {
		const code = await sendCode("22CSE007");
		clock.advance(299_000);
		expect((await post(ctx, "verify-reset-otp", { rollNumber: "22CSE007", otp: code })).statusCode).toBe(200);
		clock.advance(2_000);
		expect((await post(ctx, "verify-reset-otp", { rollNumber: "22CSE007", otp: code })).statusCode).toBe(400);
	});

	it("invalidates the previous code on resend", async () => {
		const first = await sendCode("22CSE008");
		let second = await sendCode("22CSE008");
		while (second === first) second = await sendCode("22CSE008");
		expect((await post(ctx, "verify-reset-otp", { rollNumber: "22CSE008", otp: first })).statusCode).toBe(
			400,
		);
		expect((await post(ctx, "verify-reset-otp", { rollNumber: "22CSE008", otp: second })).statusCode).toBe(
			200,
		);
	});

	it("sends at most 5 codes per roll number per hour", async () => {
		for (let i = 0; i < 5; i++)
			expect((await post(ctx, "send-reset-otp", { rollNumber: "22CSE009" })).statusCode).toBe(200);
		const sixth = await post(ctx, "send-reset-otp", { rollNumber: "22CSE009" });
		expect(sixth.statusCode).toBe(429);
		expect(sixth.json()).toEqual({ message: AUTH_MESSAGES.otpTooManySends });
		clock.advance(60 * 60 * 1000 + 1000);
		expect((await post(ctx, "send-reset-otp", { rollNumber: "22CSE009" })).statusCode).toBe(200);
	});

	it("resets the password once per code and ends every session of the student", async () => {
		const student = { loginType: "student" as const, username: "22CSE010", password: "Student@123" };
		const token = await tokenFor(ctx.app, student);
		const code = await sendCode("22CSE010");
		const short = await post(ctx, "reset-password-with-otp", {
			rollNumber: "22CSE010",
			otp: code,
			newPassword: "12345",
		});
		expect(short.statusCode).toBe(400);
		expect(short.json().errors).toEqual([{ path: "newPassword", message: AUTH_MESSAGES.passwordTooShort }]);

		const done = await post(ctx, "reset-password-with-otp", {
			rollNumber: "22CSE010",
			otp: code,
			newPassword: "fresh-start",
		});
		expect(done.statusCode).toBe(200);
		expect(done.json()).toEqual({ message: AUTH_MESSAGES.passwordResetDone });
		const again = await post(ctx, "reset-password-with-otp", {
			rollNumber: "22CSE010",
			otp: code,
			newPassword: "another1",
		});
		expect(again.statusCode).toBe(400);

		expect(
			(await ctx.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer(token) })).statusCode,
		).toBe(401);
		expect((await signIn(ctx.app, student)).statusCode).toBe(401);
		expect((await signIn(ctx.app, { ...student, password: "fresh-start" })).statusCode).toBe(200);
	});
});
