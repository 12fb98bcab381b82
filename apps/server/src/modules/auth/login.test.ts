import {
	AUTH_MESSAGES,
	HOME_BY_ROLE,
	LOGIN_TYPES,
	loginResponseSchema,
	loginRetryMessage,
	ROLE_BY_LOGIN_TYPE,
} from "@unnati/contracts";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../seed/demo-accounts";
import { bearer, freshIp, seedDemo, signIn, testClock, tokenFor } from "../../test/auth-helpers";
import {
	makeCollege,
	makeStaff,
	makeStudent,
	makeStudents,
	TEST_PASSWORD,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { type TestContext, useTestApp } from "../../test/test-app";
import { users } from "../accounts/tables";

const clock = testClock();
const loginTypeOf = (role: string) => LOGIN_TYPES.find((type) => ROLE_BY_LOGIN_TYPE[type] === role);

/** A college and a way to make a new CSE third-year (section A) student of it, for each test. */
function withStudents(ctx: TestContext) {
	let college: TestCollege;
	beforeAll(async () => {
		college = await makeCollege(ctx.database.db);
	});
	return {
		college: () => college,
		newStudent: async () => {
			const person = await makeStudent(ctx.database.db, college, {
				year: 3,
				section: "A",
				department: "CSE",
			});
			return { person, student: { ...person.login, loginType: "student" as const } };
		},
	};
}

// The demo's own logins are the one thing here that needs the demo seed: the README promises them.
describe("the demo's named logins", () => {
	const ctx = useTestApp({ beforeBuild: seedDemo });

	it("signs in every named demo login through its login type and sends it home", async () => {
		for (const login of DEMO_LOGINS) {
			const loginType = loginTypeOf(login.role);
			if (!loginType) throw new Error(`no login type for ${login.role}`);
			const res = await signIn(ctx.app, { loginType, username: login.email, password: login.password });
			expect(res.statusCode, login.email).toBe(200);
			const body = loginResponseSchema.parse(res.json());
			expect(body).toMatchObject({ role: login.role, name: login.name, home: HOME_BY_ROLE[login.role] });
		}
	}, 120_000); // every named demo login, one argon2 check each, in a row: 30 s ran out at load 17
});

describe("signing in", () => {
	const ctx = useTestApp({ clock });
	const { college, newStudent } = withStudents(ctx);

	it("answers a student with the spec's response fields and a token holding the spec's claims", async () => {
		const { person, student } = await newStudent();
		const res = await signIn(ctx.app, student);
		expect(res.statusCode).toBe(200);
		const body = loginResponseSchema.parse(res.json());
		expect(body).toMatchObject({
			role: "ROLE_STUDENT",
			username: person.rollNo,
			rollNo: person.rollNo,
			collegeName: college().name,
			deptName: "CSE",
			section: "A",
			currentYearOfStudying: 3,
			enrolledCourses: [],
			home: "/dashboard",
		});
		const claims = decodeJwt(body.token);
		for (const claim of ["role", "rollNo", "name", "email", "collegeName", "deptName", "exp", "userId"]) {
			expect(claims, claim).toHaveProperty(claim);
		}
		expect(claims.userId).toBe(body.id);
		expect(claims.exp).toBe(Math.floor(clock().getTime() / 1000) + 24 * 60 * 60);
	});

	it("lets a student use their email instead of the roll number, in any case", async () => {
		const { person, student } = await newStudent();
		const [name = "", domain = ""] = person.email.split("@");
		const mixedCase = `${name.toUpperCase()}@${domain.charAt(0).toUpperCase()}${domain.slice(1)}`;
		expect(mixedCase).not.toBe(person.email);
		const res = await signIn(ctx.app, { ...student, username: mixedCase });
		expect(res.statusCode).toBe(200);
	});

	it("signs a mentor in by fact ID with the mentor fields", async () => {
		const mentor = await makeStaff(ctx.database.db, college(), "ROLE_MENTOR", { department: "CSE" });
		const factId = mentor.factId ?? "";
		const res = await signIn(ctx.app, {
			loginType: "mentor",
			username: factId.toLowerCase(),
			password: TEST_PASSWORD,
		});
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({
			factId,
			deptName: "CSE",
			collegeName: college().name,
			profilePic: null,
			home: "/mentordashboard",
		});
	});

	it("sets an HttpOnly, SameSite=Lax cookie for 1 day, or 30 with remember-me", async () => {
		const { student } = await newStudent();
		const day = await signIn(ctx.app, student);
		const cookie = day.cookies.find((c) => c.name === "unnati_session");
		expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
		expect(cookie?.expires?.getTime()).toBe(Math.floor(clock().getTime() / 1000 + 86_400) * 1000);
		const month = await signIn(ctx.app, { ...student, rememberMe: true });
		const long = month.cookies.find((c) => c.name === "unnati_session");
		expect(long?.expires?.getTime()).toBe(Math.floor(clock().getTime() / 1000 + 30 * 86_400) * 1000);
		expect(decodeJwt(month.json().token).exp).toBe(Math.floor(clock().getTime() / 1000) + 30 * 86_400);
	});

	it("gives one answer for a wrong password, an unknown user and the wrong account type", async () => {
		const { student } = await newStudent();
		const collegeAdmin = await makeStaff(ctx.database.db, college(), "ROLE_COLLEGE");
		const mentorAccount = await makeStaff(ctx.database.db, college(), "ROLE_MENTOR");
		const attempts = [
			{ ...student, password: TEST_PASSWORD.toLowerCase() },
			{ ...student, username: "99XYZ999" },
			{ ...student, loginType: "college" as const },
			{ ...collegeAdmin.login, loginType: "department" as const },
		];
		for (const attempt of attempts) {
			const res = await signIn(ctx.app, attempt);
			expect(res.statusCode).toBe(401);
			expect(res.json()).toMatchObject({ code: "INVALID_CREDENTIALS", message: AUTH_MESSAGES.loginFailed });
		}
		const mentor = await signIn(ctx.app, { ...mentorAccount.login, password: "nope" });
		expect(mentor.statusCode).toBe(401);
		expect(mentor.json()).toMatchObject({
			code: "INVALID_CREDENTIALS",
			message: AUTH_MESSAGES.mentorLoginFailed,
		});
	});

	it("tells a suspended account, with the right password only, that it is suspended", async () => {
		const { person, student } = await newStudent();
		await ctx.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, person.id));
		const right = await signIn(ctx.app, student);
		expect(right.statusCode).toBe(403);
		expect(right.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
		const wrong = await signIn(ctx.app, { ...student, password: "not-the-password-1" });
		expect(wrong.statusCode).toBe(401);
		expect(wrong.json()).toMatchObject({ code: "INVALID_CREDENTIALS" });
	});

	it("validates the request with clear field errors", async () => {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/auth/login",
			payload: { username: "", password: "x", loginType: "wizard" },
		});
		expect(res.statusCode).toBe(400);
		expect(
			res
				.json()
				.errors.map((e: { path: string }) => e.path)
				.sort(),
		).toEqual(["loginType", "username"]);
	});

	it("refuses an account after 10 failures in 15 minutes, whatever the password, says when to come back, then lets it in again", async () => {
		const { student } = await newStudent();
		const target = { ...student, password: "wrong" };
		for (let i = 0; i < 10; i++) expect((await signIn(ctx.app, target, freshIp())).statusCode).toBe(401);
		clock.advance(5 * 60 * 1000);
		const blocked = await signIn(ctx.app, student, freshIp());
		expect(blocked.statusCode).toBe(429);
		expect(blocked.headers["retry-after"]).toBe(String(10 * 60));
		expect(blocked.json()).toMatchObject({
			code: "RATE_LIMITED",
			message: loginRetryMessage("account", 10 * 60),
		});
		expect(blocked.json().message).toContain("10 minutes");
		clock.advance(10 * 60 * 1000 + 1000);
		expect((await signIn(ctx.app, student, freshIp())).statusCode).toBe(200);
	});

	it("lets a campus behind one address sign in after many failures, then slows that address with growing, capped waits", async () => {
		const campus = "203.0.113.50";
		const classmates: TestPerson[] = await makeStudents(ctx.database.db, college(), 12, {
			year: 1,
			department: "ECE",
		});
		const wrong = (i: number) => ({ ...(classmates[i % 11] as TestPerson).login, password: "x" });
		const classmate = (classmates[11] as TestPerson).login;
		// Ten mistakes used to lock every account of the address out for 15 minutes.
		for (let i = 0; i < 10; i++) expect((await signIn(ctx.app, wrong(i), campus)).statusCode).toBe(401);
		expect((await signIn(ctx.app, classmate, campus)).statusCode).toBe(200);
		// The free allowance: 100 failures (at most 10 per account), with successes in between costing nothing.
		for (let i = 10; i < 100; i++) expect((await signIn(ctx.app, wrong(i), campus)).statusCode).toBe(401);
		expect((await signIn(ctx.app, classmate, campus)).statusCode).toBe(200);
		// Past it, each failure makes the next attempt from the address wait 1, 2, 4, 8, 16, then 30 s at most.
		const waits: string[] = [];
		for (let i = 0; i < 7; i++) {
			expect((await signIn(ctx.app, { ...classmate, password: "x" }, campus)).statusCode).toBe(401);
			const held = await signIn(ctx.app, classmate, campus);
			expect(held.statusCode).toBe(429);
			expect(held.json()).toMatchObject({ code: "RATE_LIMITED" });
			expect(held.json().message).toContain("from your network");
			waits.push(held.headers["retry-after"] as string);
			clock.advance(Number(held.headers["retry-after"]) * 1000);
		}
		expect(waits).toEqual(["1", "2", "4", "8", "16", "30", "30"]);
		// After the wait the right password gets in; another address was never slowed.
		expect((await signIn(ctx.app, classmate, campus)).statusCode).toBe(200);
		expect((await signIn(ctx.app, (classmates[0] as TestPerson).login, freshIp())).statusCode).toBe(429);
		const { student } = await newStudent();
		expect((await signIn(ctx.app, student, freshIp())).statusCode).toBe(200);
	}, 120_000); // over 100 password checks one after another: 30 s ran out at load 15-20

	it("checks at most 10 of 40 concurrent wrong passwords for one account, and refuses the rest with 429", async () => {
		const { student } = await newStudent();
		const answers = await Promise.all(
			Array.from({ length: 40 }, () => signIn(ctx.app, { ...student, password: "wrong" }, freshIp())),
		);
		const statuses = answers.map((res) => res.statusCode);
		expect(statuses.filter((status) => status === 401)).toHaveLength(10);
		expect(statuses.filter((status) => status === 429)).toHaveLength(30);
		expect((await signIn(ctx.app, student, freshIp())).statusCode).toBe(429);
	});

	it("keeps a mentor's Fact ID to the same 10 checks under a concurrent burst", async () => {
		const mentor = await makeStaff(ctx.database.db, college(), "ROLE_MENTOR");
		const answers = await Promise.all(
			Array.from({ length: 40 }, () => signIn(ctx.app, { ...mentor.login, password: "wrong" }, freshIp())),
		);
		const statuses = answers.map((res) => res.statusCode);
		expect(statuses.filter((status) => status === 401)).toHaveLength(10);
		expect(statuses.filter((status) => status === 429)).toHaveLength(30);
		const refused = answers.find((res) => res.statusCode === 429);
		expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
	});
});

describe("behind an HTTPS proxy", () => {
	const ctx = useTestApp({ env: { TRUST_PROXY: "true" } });
	const { newStudent } = withStudents(ctx);

	it("marks the session cookie Secure when the client reached us over HTTPS", async () => {
		const { student } = await newStudent();
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/auth/login",
			headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.200" },
			payload: student,
		});
		expect(res.statusCode).toBe(200);
		expect(res.cookies.find((c) => c.name === "unnati_session")?.secure).toBe(true);
		const plain = await signIn(ctx.app, student);
		expect(plain.cookies.find((c) => c.name === "unnati_session")?.secure).toBeFalsy();
	});
});

describe("sessions", () => {
	const ctx = useTestApp({ clock });
	const { newStudent } = withStudents(ctx);
	const session = (headers: Record<string, string>) =>
		ctx.app.inject({ method: "GET", url: "/api/auth/session", headers });

	it("knows who is signed in, by bearer token or by cookie", async () => {
		const { person, student } = await newStudent();
		const res = await signIn(ctx.app, student);
		const byBearer = await session(bearer(res.json().token));
		expect(byBearer.statusCode).toBe(200);
		expect(byBearer.json()).toMatchObject({
			rollNo: person.rollNo,
			role: "ROLE_STUDENT",
			home: "/dashboard",
		});
		const byCookie = await session({ cookie: `unnati_session=${res.json().token}` });
		expect(byCookie.json().userId).toBe(byBearer.json().userId);
	});

	it("answers 204 without a token (nobody signed in), and 401 for a tampered or expired one", async () => {
		const visitor = await session({});
		expect(visitor.statusCode).toBe(204);
		expect(visitor.body).toBe("");
		const { student } = await newStudent();
		const token = await tokenFor(ctx.app, student);
		const [head, payload, signature] = token.split(".");
		const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: "ROLE_ADMIN" })).toString(
			"base64url",
		);
		expect((await session(bearer(`${head}.${forged}.${signature}`))).statusCode).toBe(401);
		expect((await session(bearer(`${head}.${payload}.${signature?.slice(0, -2)}xx`))).statusCode).toBe(401);
		clock.advance(24 * 60 * 60 * 1000 + 1000);
		const expired = await session(bearer(token));
		expect(expired.statusCode).toBe(401);
		expect(expired.json()).toMatchObject({ code: "SESSION_EXPIRED", message: AUTH_MESSAGES.sessionExpired });
	});

	it("ends the session on logout: the same token is refused afterwards", async () => {
		const { student } = await newStudent();
		const token = await tokenFor(ctx.app, student);
		const out = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
		expect(out.statusCode).toBe(204);
		expect(out.cookies.find((c) => c.name === "unnati_session")?.value).toBe("");
		expect((await session(bearer(token))).statusCode).toBe(401);
	});

	it("refuses a cookie-authenticated change that does not come from our own pages (CSRF)", async () => {
		const { student } = await newStudent();
		const token = await tokenFor(ctx.app, student);
		const cookie = `unnati_session=${token}`;
		const forged = await ctx.app.inject({
			method: "POST",
			url: "/api/auth/logout",
			headers: { cookie, origin: "https://evil.example.com" },
		});
		expect(forged.statusCode).toBe(403);
		expect(forged.json()).toMatchObject({ code: "CSRF_REJECTED", message: AUTH_MESSAGES.csrfRejected });
		const noOrigin = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
		expect(noOrigin.statusCode).toBe(403);
		expect((await session({ cookie })).statusCode).toBe(200);
		const own = await ctx.app.inject({
			method: "POST",
			url: "/api/auth/logout",
			headers: { cookie, origin: "http://localhost:80", host: "localhost:80" },
		});
		expect(own.statusCode).toBe(204);
	});
});
