import { CONTACT_MESSAGES } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { bearer, freshIp, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, signInAs } from "../../test/factories";
import { uniqueTag } from "../../test/factories/unique";
import { useTestApp } from "../../test/test-app";

const clock = testClock();
const valid = {
	email: "tpo@sahyadri.example.in",
	organization: "Sahyadri Institute of Engineering",
	contact: "+919845012345",
	message: "We want proctored coding tests for 600 final-year students before placements.",
};

describe("contact requests", () => {
	const ctx = useTestApp({ clock });
	const submit = (payload: Record<string, unknown>, ip = freshIp()) =>
		ctx.app.inject({ method: "POST", url: "/api/contact-requests/submit", payload, remoteAddress: ip });
	const adminList = async (query = "") => {
		const token = await signInAs(ctx.app, await makeStaff(ctx.database.db, null, "ROLE_ADMIN"));
		return ctx.app.inject({
			method: "GET",
			url: `/api/admin/contact-requests${query}`,
			headers: bearer(token),
		});
	};

	it("stores a valid request and shows it to the platform admin, newest first", async () => {
		// Other tests send requests too: this one's organizations carry a tag of their own to list by.
		const tag = uniqueTag();
		const sahyadri = { ...valid, organization: `Sahyadri Institute of Engineering ${tag}` };
		const first = await submit(sahyadri);
		expect(first.statusCode).toBe(201);
		expect(first.json()).toEqual({ message: CONTACT_MESSAGES.sentTitle });
		clock.advance(1000);
		const kaveri = `Kaveri College of Engineering ${tag}`;
		expect((await submit({ ...valid, organization: kaveri })).statusCode).toBe(201);
		const list = (await adminList(`?q=${tag}`)).json();
		expect(list.total).toBe(2);
		expect(list.items.map((r: { organization: string }) => r.organization)).toEqual([
			kaveri,
			sahyadri.organization,
		]);
		const searched = (await adminList(`?q=${encodeURIComponent(`institute of engineering ${tag}`)}`)).json();
		expect(searched.items).toHaveLength(1);
		expect(searched.items[0]).toMatchObject(sahyadri);
	});

	it("answers 400 with the form's message for every invalid field, and stores nothing", async () => {
		const before = (await adminList()).json().total;
		const res = await submit({
			email: "x@",
			organization: "test",
			contact: "1111111111",
			message: "test test test",
		});
		expect(res.statusCode).toBe(400);
		const messages = Object.fromEntries(
			res.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
		);
		expect(messages).toEqual({
			email: CONTACT_MESSAGES.emailInvalid("x@"),
			organization: CONTACT_MESSAGES.organizationPlaceholder,
			contact: CONTACT_MESSAGES.phoneJunk,
			message: CONTACT_MESSAGES.messageTooShort,
		});
		expect((await submit({ ...valid, message: 42 })).statusCode).toBe(400);
		expect((await submit({ ...valid, message: "x ".repeat(400) })).statusCode).toBe(400);
		expect((await adminList()).json().total).toBe(before);
	});

	it("stores a script payload as plain text, exactly as typed", async () => {
		const message = `Hello team, <script>alert("x")</script> please call us about a demo next week.`;
		expect((await submit({ ...valid, message })).statusCode).toBe(201);
		const found = (await adminList("?q=script")).json().items[0];
		expect(found.message).toBe(message);
	});

	it("refuses a flood from one address with 429 and a clear message", async () => {
		const ip = "203.0.113.77";
		for (let i = 0; i < 5; i++) expect((await submit(valid, ip)).statusCode).toBe(201);
		const flood = await submit(valid, ip);
		expect(flood.statusCode).toBe(429);
		expect(flood.json()).toMatchObject({ code: "RATE_LIMITED", message: CONTACT_MESSAGES.tooMany });
		expect((await submit(valid, freshIp())).statusCode).toBe(201);
	});

	it("keeps the list from everyone but the platform admin", async () => {
		expect((await ctx.app.inject({ method: "GET", url: "/api/admin/contact-requests" })).statusCode).toBe(
			401,
		);
		const db = ctx.database.db;
		const college = await signInAs(ctx.app, await makeStaff(db, await makeCollege(db), "ROLE_COLLEGE"));
		const res = await ctx.app.inject({
			method: "GET",
			url: "/api/admin/contact-requests",
			headers: bearer(college),
		});
		expect(res.statusCode).toBe(403);
	});
});

describe("newsletter", () => {
	const ctx = useTestApp({ clock });
	const subscribe = (email: unknown, ip = freshIp()) =>
		ctx.app.inject({
			method: "POST",
			url: "/api/newsletter/subscribe",
			payload: { email },
			remoteAddress: ip,
		});

	it("subscribes an address once, whatever its case", async () => {
		const first = await subscribe("reader@example.in");
		expect(first.statusCode).toBe(201);
		expect(first.json().alreadySubscribed).toBe(false);
		const again = await subscribe("READER@example.in");
		expect(again.statusCode).toBe(200);
		expect(again.json().alreadySubscribed).toBe(true);
		const rows = await ctx.database.db.execute(
			"select count(*)::int as n from newsletter_subscriptions where lower(email) = 'reader@example.in'",
		);
		expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
	});

	it("refuses an invalid address and a flood", async () => {
		expect((await subscribe("not-an-email")).json()).toMatchObject({ errors: [{ path: "email" }] });
		expect((await subscribe("")).json().errors[0].message).toBe(CONTACT_MESSAGES.emailRequired);
		for (let i = 0; i < 10; i++) await subscribe(`r${i}@example.in`, "203.0.113.9");
		expect((await subscribe("late@example.in", "203.0.113.9")).statusCode).toBe(429);
	});
});
