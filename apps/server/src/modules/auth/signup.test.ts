import { AUTH_MESSAGES } from "@unnati/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, signIn, testClock } from "../../test/auth-helpers";
import { useTestApp } from "../../test/test-app";
import { institutions } from "../institutions/tables";

const clock = testClock();
const DAY = 24 * 60 * 60 * 1000;
const register = (ctx: ReturnType<typeof useTestApp>, payload: Record<string, unknown>) =>
	ctx.app.inject({ method: "POST", url: "/api/auth/register", payload });

describe("signup", () => {
	const ctx = useTestApp({ clock });

	it("registers a student in a 7-day free trial and answers the spec's plain text", async () => {
		const res = await register(ctx, {
			username: "Ananya Krishnan",
			email: "ananya.k@example.in",
			phone: "+919845012345",
			password: "learn2code",
			role: "student",
		});
		expect(res.statusCode).toBe(201);
		expect(res.headers["content-type"]).toMatch(/^text\/plain/);
		expect(res.body).toBe("User registered successfully!");

		const login = await signIn(ctx.app, {
			loginType: "student",
			username: "ANANYA.K@example.in",
			password: "learn2code",
		});
		expect(login.statusCode).toBe(200);
		const session = await ctx.app.inject({
			method: "GET",
			url: "/api/auth/session",
			headers: bearer(login.json().token),
		});
		expect(session.json()).toMatchObject({
			role: "ROLE_STUDENT",
			status: "trial",
			rollNo: null,
			collegeName: null,
		});
		expect(Date.parse(session.json().trialEndsAt)).toBe(clock().getTime() + 7 * DAY);
	});

	it("registers a college as a new institution in trial, administered by the new account", async () => {
		const res = await register(ctx, {
			username: "Sahyadri Institute of Engineering",
			email: "admin@sahyadri.example.in",
			phone: "9876501234",
			password: "campus2025",
			role: "ROLE_COLLEGE",
		});
		expect(res.statusCode).toBe(201);
		const [college] = await ctx.database.db
			.select()
			.from(institutions)
			.where(eq(institutions.name, "Sahyadri Institute of Engineering"));
		expect(college).toMatchObject({ status: "trial", code: "SIOE" });
		const login = await signIn(ctx.app, {
			loginType: "college",
			username: "admin@sahyadri.example.in",
			password: "campus2025",
		});
		expect(login.json()).toMatchObject({
			role: "ROLE_COLLEGE",
			collegeName: "Sahyadri Institute of Engineering",
		});
	});

	it("answers an address that already has an account like a new one, changes nothing and mails the owner", async () => {
		const payload = {
			username: "Dup",
			email: "dup@example.in",
			phone: "9876543210",
			password: "abcdef12",
			role: "student",
		};
		const first = await register(ctx, payload);
		expect(first.statusCode).toBe(201);
		const again = await register(ctx, { ...payload, email: "DUP@example.in", password: "other1234" });
		// The same status, type and text as a new account: the form does not tell who is registered.
		expect(again.statusCode).toBe(first.statusCode);
		expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
		expect(again.body).toBe(AUTH_MESSAGES.registered);
		const original = await signIn(ctx.app, {
			loginType: "student",
			username: "dup@example.in",
			password: "abcdef12",
		});
		expect(original.statusCode).toBe(200);
		const other = await signIn(ctx.app, {
			loginType: "student",
			username: "dup@example.in",
			password: "other1234",
		});
		expect(other.statusCode).toBe(401);

		const mailbox = await ctx.app.inject({ method: "GET", url: "/api/dev/mailbox" });
		const toOwner = (mailbox.json() as { to: string; subject: string; text: string }[]).filter(
			(mail) => mail.to === "dup@example.in",
		);
		expect(toOwner).toHaveLength(1);
		expect(toOwner[0]?.subject).toBe("Someone tried to sign up to Unnati with your address");
		expect(toOwner[0]?.text).toContain("Forgot password?");
	});

	it("refuses a second college with the same name", async () => {
		const college = { username: "Twin College", phone: "9876543210", password: "abcdef12", role: "college" };
		expect((await register(ctx, { ...college, email: "one@twin.in" })).statusCode).toBe(201);
		const again = await register(ctx, { ...college, username: "twin college", email: "two@twin.in" });
		expect(again.statusCode).toBe(409);
		expect(again.json()).toMatchObject({ code: "COLLEGE_ALREADY_REGISTERED" });
	});

	it("names every invalid field with the form's message", async () => {
		const res = await register(ctx, {
			username: "",
			email: "not-an-email",
			phone: "12ab",
			password: "short",
			role: "admin",
		});
		expect(res.statusCode).toBe(400);
		const messages = Object.fromEntries(
			(res.json().errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
		);
		expect(messages).toEqual({
			username: "Name is required.",
			email: "Please enter a valid email address.",
			phone: "Please enter a valid phone number (10-15 digits).",
			password: AUTH_MESSAGES.signupPasswordRule,
			role: "Please choose student or college.",
		});
	});

	it("lets nobody sign themselves up as staff or admin", async () => {
		for (const role of ["ROLE_ADMIN", "mentor", "department", "principal"]) {
			const res = await register(ctx, {
				username: "Sneaky",
				email: `${role}@x.in`,
				phone: "9876543210",
				password: "abcdef12",
				role,
			});
			expect(res.statusCode, role).toBe(400);
		}
	});
});
