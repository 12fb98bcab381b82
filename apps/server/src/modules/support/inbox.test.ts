import { describe, expect, it } from "vitest";
import { bearer, freshIp, testClock } from "../../test/auth-helpers";
import { makeStaff, signInAs } from "../../test/factories";
import { uniqueTag } from "../../test/factories/unique";
import { multipart } from "../../test/multipart";
import { mailsTo } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";

const clock = testClock();

describe("reports and feedback in the platform admin's inbox", () => {
	const ctx = useTestApp({ clock });
	const db = () => ctx.database.db;
	let token: string | undefined;
	let adminId = "";
	const admin = async () => {
		if (!token) {
			const person = await makeStaff(db(), null, "ROLE_ADMIN");
			adminId = person.id;
			token = await signInAs(ctx.app, person);
		}
		return token;
	};
	const get = async (url: string) => {
		const res = await ctx.app.inject({ method: "GET", url, headers: bearer(await admin()) });
		expect(res.statusCode, res.body).toBe(200);
		return res.json();
	};
	const send = async (method: "PATCH" | "POST", url: string, payload: object) =>
		ctx.app.inject({ method, url, payload, headers: bearer(await admin()) });

	async function report(tag: string, email?: string) {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/reports",
			remoteAddress: freshIp(),
			...multipart({
				category: "exam",
				description: `The exam timer froze at 12:00 after fullscreen (${tag}).`,
				...(email ? { email } : {}),
			}),
		});
		expect(res.statusCode, res.body).toBe(201);
		const [item] = (await get(`/api/admin/inbox?kind=report&q=${tag}`)).items;
		return item as { id: string; email: string | null };
	}

	async function feedback(tag: string, email?: string) {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/feedback",
			remoteAddress: freshIp(),
			payload: {
				rating: 2,
				comments: `The palette is hard to tap on a phone (${tag}).`,
				...(email ? { email } : {}),
			},
		});
		expect(res.statusCode, res.body).toBe(201);
		const [item] = (await get(`/api/admin/inbox?kind=feedback&q=${tag}`)).items;
		return item as { id: string; rating: number };
	}

	it("e-mails a reply to a report's sender and keeps a reply to an anonymous report as a note", async () => {
		const tag = uniqueTag();
		const email = `priya.${tag.toLowerCase()}@students.example.in`;
		const signed = await report(tag, email);
		const emailed = await send("POST", `/api/admin/inbox/report/${signed.id}/replies`, {
			body: "Sorry about the timer. Every answer you saved reached the server.",
		});
		expect(emailed.statusCode, emailed.body).toBe(201);
		expect(emailed.json().reply.emailedTo).toBe(email);
		expect(await mailsTo(db(), email, "issue you reported")).toHaveLength(1);

		const anonymous = await report(uniqueTag());
		const note = await send("POST", `/api/admin/inbox/report/${anonymous.id}/replies`, {
			body: "Could not reproduce; no address to ask for details.",
		});
		expect(note.statusCode, note.body).toBe(201);
		expect(note.json().reply.emailedTo).toBeNull();
		const detail = await get(`/api/admin/inbox/report/${anonymous.id}`);
		expect(detail.replies).toEqual([expect.objectContaining({ emailedTo: null })]);
	});

	it("e-mails a reply to feedback that left an address", async () => {
		const tag = uniqueTag();
		const email = `rohit.${tag.toLowerCase()}@students.example.in`;
		const item = await feedback(tag, email);
		expect(item.rating).toBe(2);
		const res = await send("POST", `/api/admin/inbox/feedback/${item.id}/replies`, {
			body: "Thank you! A larger palette for phones is on our list.",
		});
		expect(res.statusCode, res.body).toBe(201);
		const [mail] = await mailsTo(db(), email, "your feedback");
		expect(mail?.text).toContain("> Rating: 2 out of 5");
	});

	it("filters by status and assignee, and counts each status under the other filters", async () => {
		const tag = uniqueTag();
		const [a, b, c] = [await feedback(tag), await feedback(tag), await feedback(tag)];
		await admin();
		await send("PATCH", `/api/admin/inbox/feedback/${a?.id}`, { assigneeId: adminId });
		await send("PATCH", `/api/admin/inbox/feedback/${b?.id}`, { status: "handled" });
		const all = await get(`/api/admin/inbox?kind=feedback&q=${tag}`);
		expect(all.counts).toEqual({ new: 2, in_progress: 0, handled: 1 });
		const handled = await get(`/api/admin/inbox?kind=feedback&q=${tag}&status=handled`);
		expect(handled.items.map((item: { id: string }) => item.id)).toEqual([b?.id]);
		expect(handled.total).toBe(1);
		expect(handled.counts).toEqual(all.counts);
		const mine = await get(`/api/admin/inbox?kind=feedback&q=${tag}&assignee=me`);
		expect(mine.items.map((item: { id: string }) => item.id)).toEqual([a?.id]);
		expect(mine.counts).toEqual({ new: 1, in_progress: 0, handled: 0 });
		const nobody = await get(`/api/admin/inbox?kind=feedback&q=${tag}&assignee=none`);
		expect(nobody.items.map((item: { id: string }) => item.id).sort()).toEqual([b?.id, c?.id].sort());
		const byId = await get(`/api/admin/inbox?kind=feedback&q=${tag}&assignee=${adminId}`);
		expect(byId.total).toBe(1);
		const bad = await ctx.app.inject({
			method: "GET",
			url: "/api/admin/inbox?status=closed&assignee=someone",
			headers: bearer(await admin()),
		});
		expect(bad.statusCode).toBe(400);
		expect(
			bad
				.json()
				.errors.map((e: { path: string }) => e.path)
				.sort(),
		).toEqual(["assignee", "status"]);
	});

	it("lists every kind together, newest first, and pages through them", async () => {
		const tag = uniqueTag();
		await report(tag);
		clock.advance(1000);
		await feedback(tag);
		clock.advance(1000);
		await report(tag);
		const first = await get(`/api/admin/inbox?q=${tag}&pageSize=2`);
		expect(first.total).toBe(3);
		expect(first.items.map((item: { kind: string }) => item.kind)).toEqual(["report", "feedback"]);
		const second = await get(`/api/admin/inbox?q=${tag}&pageSize=2&page=2`);
		expect(second.items.map((item: { kind: string }) => item.kind)).toEqual(["report"]);
		expect(new Set([...first.items, ...second.items].map((item: { id: string }) => item.id)).size).toBe(3);
	});

	it("sums each kind's steps, and counts the open items assigned to the admin asking", async () => {
		const before = await get("/api/admin/inbox/summary");
		const item = await report(uniqueTag());
		await send("PATCH", `/api/admin/inbox/report/${item.id}`, { assigneeId: adminId, status: "in_progress" });
		const after = await get("/api/admin/inbox/summary");
		expect(after.kinds.report.in_progress).toBe(before.kinds.report.in_progress + 1);
		expect(after.kinds.contact).toEqual(before.kinds.contact);
		expect(after.assignedToMe).toBe(before.assignedToMe + 1);
		await send("PATCH", `/api/admin/inbox/report/${item.id}`, { status: "handled" });
		expect((await get("/api/admin/inbox/summary")).assignedToMe).toBe(before.assignedToMe);
	});

	it("offers the platform admins, and nobody else, as assignees; an item can be unassigned", async () => {
		await admin();
		const { items } = await get("/api/admin/inbox/assignees");
		expect(items.map((person: { id: string }) => person.id)).toContain(adminId);
		const item = await feedback(uniqueTag());
		await send("PATCH", `/api/admin/inbox/feedback/${item.id}`, { assigneeId: adminId });
		const cleared = await send("PATCH", `/api/admin/inbox/feedback/${item.id}`, { assigneeId: null });
		expect(cleared.json().assignee).toBeNull();
	});
});
