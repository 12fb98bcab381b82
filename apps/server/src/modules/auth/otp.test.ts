import { AUTH_MESSAGES, lookupRetryMessage } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { bearer, freshIp, latestMailTo, signIn, testClock, tokenFor } from "../../test/auth-helpers";
import { makeStudent, type TestPerson } from "../../test/factories";
import { useTestApp } from "../../test/test-app";

const clock = testClock();
/** From an address of its own unless told, so the per-address lookup budget is only spent where a test means to. */
const post = (
	ctx: ReturnType<typeof useTestApp>,
	url: string,
	payload: Record<string, unknown>,
	remoteAddress = freshIp(),
) => ctx.app.inject({ method: "POST", url: `/api/auth/${url}`, payload, remoteAddress });
const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? "";

describe("forgot password by roll number and one-time code", () => {
	const ctx = useTestApp({ clock });
	/** Each test has a student of its own, so codes, attempts and send limits never cross tests. */
	const newStudent = async (): Promise<TestPerson & { rollNo: string }> => {
		const student = await makeStudent(ctx.database.db, null);
		if (!student.rollNo) throw new Error("a student has a roll number");
		return { ...student, rollNo: student.rollNo };
	};
	const sendCode = async (student: TestPerson & { rollNo: string }) => {
		const res = await post(ctx, "send-reset-otp", { rollNumber: student.rollNo });
		expect(res.statusCode, res.body).toBe(200);
		return codeIn((await latestMailTo(ctx.app, student.email)).text);
	};
	/** SPEC's mask: the first two and last two characters of the name part, stars between; the domain kept. */
	const masked = (email: string) => {
		const [name = "", domain] = email.split("@");
		return `${name.slice(0, 2)}${"*".repeat(name.length - 4)}${name.slice(-2)}@${domain}`;
	};

	it("shows only the masked address on record; the full one never leaves the server", async () => {
		const student = await newStudent();
		const res = await post(ctx, "check-student-email", { rollNumber: student.rollNo.toLowerCase() });
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ email: masked(student.email) });
		expect(res.body).not.toContain(student.email.split("@")[0]);
	});

	it("answers the spec's messages for an unknown or malformed roll number", async () => {
		const unknown = await post(ctx, "check-student-email", { rollNumber: "99ZZZ999" });
		expect(unknown.statusCode).toBe(404);
		expect(unknown.json()).toMatchObject({
			code: "ROLL_NUMBER_NOT_FOUND",
			message: AUTH_MESSAGES.rollNotFound,
		});
		const malformed = await post(ctx, "check-student-email", { rollNumber: "22-CSE" });
		expect(malformed.statusCode).toBe(400);
		expect(malformed.json().errors).toEqual([{ path: "rollNumber", message: AUTH_MESSAGES.rollFormat }]);
		const empty = await post(ctx, "check-student-email", { rollNumber: "" });
		expect(empty.json().errors).toEqual([{ path: "rollNumber", message: AUTH_MESSAGES.rollRequired }]);
	});

	it("answers at most 10 lookups of one roll number an hour, from any address, and says when to come back", async () => {
		const student = await newStudent();
		for (let i = 0; i < 10; i++) {
			expect((await post(ctx, "check-student-email", { rollNumber: student.rollNo })).statusCode).toBe(200);
		}
		const refused = await post(ctx, "check-student-email", { rollNumber: student.rollNo.toLowerCase() });
		expect(refused.statusCode).toBe(429);
		expect(refused.headers["retry-after"]).toBe("3600");
		expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", message: lookupRetryMessage(3600) });
		expect(refused.body).not.toContain("@");
		clock.advance(60 * 60 * 1000 + 1000);
		expect((await post(ctx, "check-student-email", { rollNumber: student.rollNo })).statusCode).toBe(200);
	});

	it("slows one address that looks up many roll numbers, known or not, with growing waits", async () => {
		const address = "203.0.113.77";
		const statuses: number[] = [];
		for (let i = 0; i < 30; i++) {
			const res = await post(ctx, "check-student-email", { rollNumber: `22ENUM${100 + i}` }, address);
			statuses.push(res.statusCode);
		}
		expect(statuses.every((status) => status === 404)).toBe(true);
		expect((await post(ctx, "check-student-email", { rollNumber: "22ENUM200" }, address)).statusCode).toBe(
			404,
		);
		const student = await newStudent();
		const held = await post(ctx, "check-student-email", { rollNumber: student.rollNo }, address);
		expect(held.statusCode).toBe(429);
		expect(held.headers["retry-after"]).toBe("2");
		// Sending a code shows the masked address too, so it waits as well.
		const send = await post(ctx, "send-reset-otp", { rollNumber: student.rollNo }, address);
		expect(send.statusCode).toBe(429);
		// Another address is not slowed; after the wait this one goes on.
		expect((await post(ctx, "check-student-email", { rollNumber: student.rollNo })).statusCode).toBe(200);
		clock.advance(2000);
		expect((await post(ctx, "check-student-email", { rollNumber: student.rollNo }, address)).statusCode).toBe(
			200,
		);
		expect(
			(await post(ctx, "check-student-email", { rollNumber: student.rollNo }, address)).headers[
				"retry-after"
			],
		).toBe("4");
	});

	it("mails a 6-digit code to the address on record, accepting the masked address or none", async () => {
		const student = await newStudent();
		const onRecord = masked(student.email);
		const sent = await post(ctx, "send-reset-otp", { rollNumber: student.rollNo, email: onRecord });
		expect(sent.statusCode).toBe(200);
		expect(sent.json()).toEqual({
			message: `OTP sent to ${onRecord}`,
			email: onRecord,
			expiresInSeconds: 300,
		});
		const mail = await latestMailTo(ctx.app, student.email);
		expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
		const wrong = await post(ctx, "send-reset-otp", { rollNumber: student.rollNo, email: "someone@else.in" });
		expect(wrong.statusCode).toBe(400);
		expect(wrong.json().code).toBe("RESET_EMAIL_MISMATCH");
		expect(wrong.json().message).toContain("email");
	});

	it("verifies the right code and refuses a wrong one with the spec's message", async () => {
		const student = await newStudent();
		const code = await sendCode(student);
		const wrong = await post(ctx, "verify-reset-otp", {
			rollNumber: student.rollNo,
			otp: code === "000000" ? "111111" : "000000",
		});
		expect(wrong.statusCode).toBe(400);
		expect(wrong.json()).toMatchObject({ code: "OTP_WRONG", message: AUTH_MESSAGES.otpInvalid });
		expect((await post(ctx, "verify-reset-otp", { rollNumber: student.rollNo, otp: code })).statusCode).toBe(
			200,
		);
		const malformed = await post(ctx, "verify-reset-otp", { rollNumber: student.rollNo, otp: "12a456" });
		expect(malformed.statusCode).toBe(400);
	});

	it("kills a code after 5 wrong guesses: the right code fails after that", async () => {
		const student = await newStudent();
		const code = await sendCode(student);
		const wrong = code === "999999" ? "888888" : "999999";
		for (let i = 0; i < 5; i++) {
			expect(
				(await post(ctx, "verify-reset-otp", { rollNumber: student.rollNo, otp: wrong })).statusCode,
			).toBe(400);
		}
		const right = await post(ctx, "verify-reset-otp", { rollNumber: student.rollNo, otp: code });
		expect(right.statusCode).toBe(400);
		expect(right.json()).toMatchObject({ code: "OTP_EXPIRED", message: AUTH_MESSAGES.otpInvalid });
	});

	it("expires a code after 300 seconds on the server too", async () => {
		const student = await newStudent();
		const code = await sendCode(student);
		clock.advance(299_000);
		expect((await post(ctx, "verify-reset-otp", { rollNumber: student.rollNo, otp: code })).statusCode).toBe(
			200,
		);
		clock.advance(2_000);
		const late = await post(ctx, "verify-reset-otp", { rollNumber: student.rollNo, otp: code });
		expect(late.statusCode).toBe(400);
		expect(late.json()).toMatchObject({ code: "OTP_EXPIRED", message: AUTH_MESSAGES.otpInvalid });
	});

	it("invalidates the previous code on resend", async () => {
		const student = await newStudent();
		const first = await sendCode(student);
		let second = await sendCode(student);
		while (second === first) second = await sendCode(student);
		expect((await post(ctx, "verify-reset-otp", { rollNumber: student.rollNo, otp: first })).statusCode).toBe(
			400,
		);
		expect(
			(await post(ctx, "verify-reset-otp", { rollNumber: student.rollNo, otp: second })).statusCode,
		).toBe(200);
	});

	it("sends at most 5 codes per roll number per hour", async () => {
		const student = await newStudent();
		for (let i = 0; i < 5; i++)
			expect((await post(ctx, "send-reset-otp", { rollNumber: student.rollNo })).statusCode).toBe(200);
		const sixth = await post(ctx, "send-reset-otp", { rollNumber: student.rollNo });
		expect(sixth.statusCode).toBe(429);
		expect(sixth.json()).toMatchObject({ code: "RATE_LIMITED", message: AUTH_MESSAGES.otpTooManySends });
		clock.advance(60 * 60 * 1000 + 1000);
		expect((await post(ctx, "send-reset-otp", { rollNumber: student.rollNo })).statusCode).toBe(200);
	});

	it("resets the password once per code and ends every session of the student", async () => {
		const person = await newStudent();
		const student = person.login;
		const token = await tokenFor(ctx.app, student);
		const code = await sendCode(person);
		const short = await post(ctx, "reset-password-with-otp", {
			rollNumber: person.rollNo,
			otp: code,
			newPassword: "12345",
		});
		expect(short.statusCode).toBe(400);
		expect(short.json().errors).toEqual([{ path: "newPassword", message: AUTH_MESSAGES.passwordTooShort }]);

		const done = await post(ctx, "reset-password-with-otp", {
			rollNumber: person.rollNo,
			otp: code,
			newPassword: "fresh-start",
		});
		expect(done.statusCode).toBe(200);
		expect(done.json()).toEqual({ message: AUTH_MESSAGES.passwordResetDone });
		const again = await post(ctx, "reset-password-with-otp", {
			rollNumber: person.rollNo,
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
