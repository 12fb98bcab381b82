import { describe, expect, it } from "vitest";
import { bearer, seedDemo, tokenFor } from "../../test/auth-helpers";
import { useTestApp } from "../../test/test-app";

describe("the demo inbox on a first start", () => {
	const ctx = useTestApp({ beforeBuild: seedDemo });
	const admin = () =>
		tokenFor(ctx.app, { loginType: "admin", username: "admin@unnati.example.org", password: "Admin@1234" });

	it("has contact requests, reports and feedback at every step, some answered", async () => {
		const token = await admin();
		const summary = await ctx.app.inject({
			method: "GET",
			url: "/api/admin/inbox/summary",
			headers: bearer(token),
		});
		expect(summary.statusCode, summary.body).toBe(200);
		const one = { new: 1, in_progress: 1, handled: 1 };
		expect(summary.json()).toEqual({ kinds: { contact: one, report: one, feedback: one }, assignedToMe: 3 });

		const list = await ctx.app.inject({
			method: "GET",
			url: "/api/admin/inbox?kind=contact&status=handled",
			headers: bearer(token),
		});
		const [handled] = list.json().items;
		expect(handled).toMatchObject({
			organization: "Sahyadri College of Engineering, Mangaluru",
			replyCount: 1,
		});
		const detail = await ctx.app.inject({
			method: "GET",
			url: `/api/admin/inbox/contact/${handled.id}`,
			headers: bearer(token),
		});
		const [reply] = detail.json().replies;
		expect(reply).toMatchObject({
			emailedTo: "placements@sahyadri-engg.example.in",
			author: { name: "Unnati Platform Admin" },
		});
		expect(new Date(reply.createdAt).getTime()).toBeGreaterThan(new Date(handled.createdAt).getTime());
		expect(new Date(handled.handledAt).getTime()).toBeGreaterThan(new Date(reply.createdAt).getTime());
	});
});
