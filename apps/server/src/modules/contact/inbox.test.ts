import { INBOX_MESSAGES, INBOX_REPLY_MAX } from "@unnati/contracts/inbox";
import { describe, expect, it } from "vitest";
import { bearer, freshIp, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, signInAs } from "../../test/factories";
import { uniqueTag } from "../../test/factories/unique";
import { mailsTo } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";

const clock = testClock();

describe("contact requests in the platform admin's inbox", () => {
	const ctx = useTestApp({ clock });
	const db = () => ctx.database.db;

	/** A request from /contactus by a college of its own, so tests find theirs by its tag. */
	async function submit(tag = uniqueTag()) {
		const email = `tpo.${tag.toLowerCase()}@college.example.in`;
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/contact-requests/submit",
			remoteAddress: freshIp(),
			payload: {
				email,
				organization: `Godavari Institute of Technology ${tag}`,
				contact: "+919845012345",
				message: "We want proctored coding tests for 600 final-year students before placements.",
			},
		});
		expect(res.statusCode, res.body).toBe(201);
		const list = await ask("GET", `/api/admin/inbox?kind=contact&q=${tag}`, await adminToken());
		expect(list.statusCode, list.body).toBe(200);
		const [item] = list.json().items;
		return { id: item.id as string, email, tag, item };
	}

	let admin: { token: string; id: string; name: string } | undefined;
	async function platformAdmin() {
		if (!admin) {
			const person = await makeStaff(db(), null, "ROLE_ADMIN");
			admin = { token: await signInAs(ctx.app, person), id: person.id, name: person.name };
		}
		return admin;
	}
	const adminToken = async () => (await platformAdmin()).token;
	const ask = (method: "GET" | "PATCH" | "POST", url: string, token?: string, payload?: unknown) =>
		ctx.app.inject({
			method,
			url,
			headers: token ? bearer(token) : {},
			...(payload === undefined ? {} : { payload: payload as object }),
		});

	it("arrives as new and unassigned, and is counted as new", async () => {
		const { item, tag } = await submit();
		expect(item).toMatchObject({
			kind: "contact",
			status: "new",
			assignee: null,
			statusChangedAt: null,
			handledAt: null,
			replyCount: 0,
		});
		const list = (await ask("GET", `/api/admin/inbox?kind=contact&q=${tag}`, await adminToken())).json();
		expect(list.counts).toEqual({ new: 1, in_progress: 0, handled: 0 });
	});

	it("is assigned, answered by e-mail and marked handled, and shows the whole story", async () => {
		const { id, email } = await submit();
		const me = await platformAdmin();
		const token = me.token;

		const assigned = await ask("PATCH", `/api/admin/inbox/contact/${id}`, token, {
			assigneeId: me.id,
			status: "in_progress",
		});
		expect(assigned.statusCode, assigned.body).toBe(200);
		expect(assigned.json()).toMatchObject({ status: "in_progress", assignee: { id: me.id, name: me.name } });

		clock.advance(60_000);
		const body = "Namaste! We have set up a demo on Thursday at 11:00 IST for your placement team.";
		const replied = await ask("POST", `/api/admin/inbox/contact/${id}/replies`, token, { body });
		expect(replied.statusCode, replied.body).toBe(201);
		expect(replied.json().reply).toMatchObject({ body, emailedTo: email, author: { id: me.id } });
		expect(replied.json().item.replyCount).toBe(1);
		const [mail] = await mailsTo(db(), email, "your message to Unnati");
		expect(mail?.text).toContain(body);
		expect(mail?.text).toContain("> We want proctored coding tests");

		clock.advance(60_000);
		const handled = await ask("PATCH", `/api/admin/inbox/contact/${id}`, token, { status: "handled" });
		expect(handled.statusCode, handled.body).toBe(200);
		expect(handled.json().status).toBe("handled");
		expect(handled.json().handledAt).toBe(clock().toISOString());

		const detail = (await ask("GET", `/api/admin/inbox/contact/${id}`, token)).json();
		expect(detail.item).toMatchObject({ status: "handled", assignee: { id: me.id }, replyCount: 1 });
		expect(detail.replies).toEqual([
			expect.objectContaining({ body, emailedTo: email, author: { id: me.id, name: me.name } }),
		]);

		const mine = (await ask("GET", "/api/admin/inbox?kind=contact&assignee=me&status=handled", token)).json();
		expect(mine.items.map((item: { id: string }) => item.id)).toContain(id);
	});

	it("puts a new request in progress and assigns it to whoever replies first", async () => {
		const { id } = await submit();
		const me = await platformAdmin();
		const res = await ask("POST", `/api/admin/inbox/contact/${id}/replies`, me.token, {
			body: "Thank you for writing to Unnati; we will call you tomorrow.",
		});
		expect(res.statusCode, res.body).toBe(201);
		expect(res.json().item).toMatchObject({ status: "in_progress", assignee: { id: me.id } });
	});

	it("keeps the first handled time when marked handled twice, and clears it when reopened", async () => {
		const { id } = await submit();
		const token = await adminToken();
		const first = (await ask("PATCH", `/api/admin/inbox/contact/${id}`, token, { status: "handled" })).json();
		clock.advance(5 * 60_000);
		const again = (await ask("PATCH", `/api/admin/inbox/contact/${id}`, token, { status: "handled" })).json();
		expect(again.handledAt).toBe(first.handledAt);
		expect(again.statusChangedAt).toBe(first.statusChangedAt);
		const reopened = (await ask("PATCH", `/api/admin/inbox/contact/${id}`, token, { status: "new" })).json();
		expect(reopened).toMatchObject({
			status: "new",
			handledAt: null,
			statusChangedAt: clock().toISOString(),
		});
	});

	it("refuses bad changes with a clear 400 and changes nothing", async () => {
		const { id } = await submit();
		const token = await adminToken();
		const url = `/api/admin/inbox/contact/${id}`;
		const status = await ask("PATCH", url, token, { status: "closed" });
		expect(status.statusCode).toBe(400);
		expect(status.json().errors).toEqual([{ path: "status", message: INBOX_MESSAGES.statusInvalid }]);
		const empty = await ask("PATCH", url, token, {});
		expect(empty.statusCode).toBe(400);
		expect(empty.json().errors[0].message).toBe(INBOX_MESSAGES.nothingToChange);
		expect((await ask("PATCH", url, token, { assigneeId: "someone" })).statusCode).toBe(400);

		const college = await makeCollege(db());
		const notAdmin = await makeStaff(db(), college, "ROLE_COLLEGE");
		const wrongPerson = await ask("PATCH", url, token, { assigneeId: notAdmin.id, status: "handled" });
		expect(wrongPerson.statusCode).toBe(400);
		expect(wrongPerson.json().errors).toEqual([
			{ path: "assigneeId", message: INBOX_MESSAGES.assigneeNotAdmin },
		]);

		const blank = await ask("POST", `${url}/replies`, token, { body: "   " });
		expect(blank.statusCode).toBe(400);
		expect(blank.json().errors).toEqual([{ path: "body", message: INBOX_MESSAGES.replyRequired }]);
		const long = await ask("POST", `${url}/replies`, token, { body: "a".repeat(INBOX_REPLY_MAX + 1) });
		expect(long.statusCode).toBe(400);
		expect(long.json().errors).toEqual([{ path: "body", message: INBOX_MESSAGES.replyTooLong }]);
		expect(
			(await ask("POST", `${url}/replies`, token, { body: "a".repeat(INBOX_REPLY_MAX) })).statusCode,
		).toBe(201);

		const detail = (await ask("GET", url, token)).json();
		expect(detail.item).toMatchObject({ status: "in_progress", replyCount: 1 });
		expect(detail.replies).toHaveLength(1);
	});

	it("answers 404 for a request that does not exist, and 400 for an unknown kind", async () => {
		const token = await adminToken();
		const missing = "00000000-0000-4000-8000-000000000000";
		expect((await ask("GET", `/api/admin/inbox/contact/${missing}`, token)).statusCode).toBe(404);
		const patch = await ask("PATCH", `/api/admin/inbox/contact/${missing}`, token, { status: "handled" });
		expect(patch.statusCode).toBe(404);
		expect(patch.json().message).toBe(INBOX_MESSAGES.notFound);
		const reply = await ask("POST", `/api/admin/inbox/contact/${missing}/replies`, token, {
			body: "Hello there",
		});
		expect(reply.statusCode).toBe(404);
		const { id } = await submit();
		expect((await ask("GET", `/api/admin/inbox/letters/${id}`, token)).statusCode).toBe(400);
		// A contact request's id is not a report's.
		expect((await ask("GET", `/api/admin/inbox/report/${id}`, token)).statusCode).toBe(404);
	});

	it("keeps the inbox from everyone but the platform admin", async () => {
		const { id } = await submit();
		const college = await makeCollege(db());
		const principal = await signInAs(ctx.app, await makeStaff(db(), college, "ROLE_PRINCIPAL"));
		for (const [method, url, payload] of [
			["GET", "/api/admin/inbox", undefined],
			["GET", `/api/admin/inbox/contact/${id}`, undefined],
			["PATCH", `/api/admin/inbox/contact/${id}`, { status: "handled" }],
			["POST", `/api/admin/inbox/contact/${id}/replies`, { body: "Hello" }],
		] as const) {
			expect((await ask(method, url, undefined, payload)).statusCode, url).toBe(401);
			expect((await ask(method, url, principal, payload)).statusCode, url).toBe(403);
		}
		expect((await ask("GET", `/api/admin/inbox/contact/${id}`, await adminToken())).json().item.status).toBe(
			"new",
		);
	});
});
