import { myPortfolioSchema, PORTFOLIO_MESSAGES, publicPortfolioSchema } from "@unnati/contracts/portfolio";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { users } from "../accounts/tables";
import { graduate } from "../certificates/test-helpers";
import { loadFixture } from "../learning/test-fixtures";

const ctx = useTestApp({ beforeBuild: loadFixture });

const get = (url: string, headers?: Record<string, string>) =>
	ctx.app.inject({ method: "GET", url, ...(headers ? { headers } : {}) });
const save = (payload: unknown, headers: Record<string, string>) =>
	ctx.app.inject({ method: "PUT", url: "/api/portfolio", headers, payload: payload as object });

const PORTFOLIO = {
	public: true,
	headline: "Third-year ECE student who writes firmware and enjoys DSA",
	about:
		"Built a soil-moisture logger on an ESP32 for our village's farmers.\nLooking for an embedded internship.",
	skills: ["C", "Embedded C", "Python"],
	links: {
		github: "https://github.com/meera-iyer",
		linkedin: "https://www.linkedin.com/in/meera-iyer",
		website: null,
	},
};

describe("portfolios", () => {
	it("is private until the student makes it public; then shows what they wrote and their valid certificates", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const learner = await graduate(ctx, college, "Meera Iyer");
		const [student] = await db.select().from(users).where(eq(users.id, learner.id));
		const rollNo = student?.rollNo as string;

		const before = myPortfolioSchema.parse((await get("/api/portfolio", learner.headers)).json());
		expect(before).toMatchObject({ public: false, handle: rollNo, updatedAt: null, skills: [] });
		const hidden = await get(`/api/public-profiles/${rollNo}`);
		expect(hidden.statusCode).toBe(404);
		expect(hidden.json().message).toBe(PORTFOLIO_MESSAGES.notPublic);

		const saved = await save(PORTFOLIO, learner.headers);
		expect(saved.statusCode, saved.body).toBe(200);
		expect(myPortfolioSchema.parse(saved.json())).toMatchObject({ public: true, handle: rollNo });

		// Any case of the roll number finds it; nobody needs to sign in.
		const shown = await get(`/api/public-profiles/${rollNo.toLowerCase()}`);
		expect(shown.statusCode, shown.body).toBe(200);
		expect(shown.headers["cache-control"]).toBe("no-store");
		const page = publicPortfolioSchema.parse(shown.json());
		expect(page).toMatchObject({
			handle: rollNo,
			name: "Meera Iyer",
			rollNo,
			collegeName: college.name,
			departmentName: "CSE department",
			headline: PORTFOLIO.headline,
			skills: ["C", "Embedded C", "Python"],
			links: PORTFOLIO.links,
			practice: { solved: 0, byDifficulty: { easy: 0, medium: 0, hard: 0 } },
		});
		// The fixture course earns its certificate, and the fixture journey (of that one course) its own.
		const course = page.certificates.find((c) => c.kind === "course");
		expect(course?.title).toBe("Binary search in practice");
		expect(page.certificates.map((c) => c.kind).sort()).toEqual(["course", "journey"]);
		// Never the e-mail address.
		expect(shown.body).not.toContain(learner.email);

		// A revoked certificate leaves the page at once.
		const admin = bearer(await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE")));
		const revoked = await ctx.app.inject({
			method: "POST",
			url: `/api/certificates/${course?.id}/revoke`,
			headers: admin,
			payload: { reason: "Issued in error during a test" },
		});
		expect(revoked.statusCode, revoked.body).toBe(200);
		const after = publicPortfolioSchema.parse((await get(`/api/public-profiles/${rollNo}`)).json());
		expect(after.certificates.map((c) => c.kind)).toEqual(["journey"]);

		// Made private again: the same 404 as for a student who does not exist.
		expect((await save({ ...PORTFOLIO, public: false }, learner.headers)).statusCode).toBe(200);
		const privateAgain = await get(`/api/public-profiles/${rollNo}`);
		expect(privateAgain.statusCode).toBe(404);
		expect((await get("/api/public-profiles/NO-SUCH-ROLL")).json().message).toBe(privateAgain.json().message);
	});

	it("refuses bad input with the reason and changes nothing", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const student = await makeStudent(db, college);
		const headers = bearer(await signInAs(ctx.app, student));
		expect((await save(PORTFOLIO, headers)).statusCode).toBe(200);

		const cases: [unknown, string][] = [
			[{ ...PORTFOLIO, links: { ...PORTFOLIO.links, github: "http://github.com/meera" } }, "github.com"],
			[{ ...PORTFOLIO, links: { ...PORTFOLIO.links, github: "https://gitlab.com/meera" } }, "GitHub"],
			[{ ...PORTFOLIO, links: { ...PORTFOLIO.links, website: "javascript:alert(1)" } }, "https://"],
			[{ ...PORTFOLIO, skills: ["Python", "python"] }, "Each skill once"],
			[{ ...PORTFOLIO, skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) }, "at most 20 skills"],
			[{ ...PORTFOLIO, headline: "x".repeat(121) }, "120 characters"],
			[{ ...PORTFOLIO, public: "yes" }, ""],
		];
		for (const [payload, message] of cases) {
			const refused = await save(payload, headers);
			expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
			expect(JSON.stringify(refused.json().errors)).toContain(message);
		}
		expect(myPortfolioSchema.parse((await get("/api/portfolio", headers)).json())).toMatchObject({
			headline: PORTFOLIO.headline,
			skills: PORTFOLIO.skills,
			links: PORTFOLIO.links,
		});
	});

	it("is for students only, signed in", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const mentor = bearer(await signInAs(ctx.app, await makeStaff(db, college, "ROLE_MENTOR")));
		expect((await get("/api/portfolio")).statusCode).toBe(401);
		expect((await get("/api/portfolio", mentor)).statusCode).toBe(403);
		expect((await save(PORTFOLIO, mentor)).statusCode).toBe(403);
	});

	it("keeps a shared address when a roll number is corrected, and gives the roll number's new holder another", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const first = await makeStudent(db, college);
		const oldRollNo = first.rollNo as string;
		expect(
			myPortfolioSchema.parse((await save(PORTFOLIO, bearer(await signInAs(ctx.app, first)))).json()).handle,
		).toBe(oldRollNo);
		// The college corrects the first student's roll number and gives the old one to a second student.
		await db
			.update(users)
			.set({ rollNo: `${oldRollNo}X` })
			.where(eq(users.id, first.id));
		const second = await makeStudent(db, college);
		const secondHeaders = bearer(await signInAs(ctx.app, second));
		await db.update(users).set({ rollNo: oldRollNo }).where(eq(users.id, second.id));
		const theirs = myPortfolioSchema.parse(
			(await save({ ...PORTFOLIO, headline: "Second holder of the number" }, secondHeaders)).json(),
		);
		expect(theirs.handle).toBe(`${oldRollNo}-${second.id.slice(0, 8).toUpperCase()}`);
		expect(
			publicPortfolioSchema.parse((await get(`/api/public-profiles/${oldRollNo}`)).json()).headline,
		).toBe(PORTFOLIO.headline);
		expect(
			publicPortfolioSchema.parse((await get(`/api/public-profiles/${theirs.handle}`)).json()).headline,
		).toBe("Second holder of the number");
	});
});
