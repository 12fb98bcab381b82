import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SUPPORT_MESSAGES } from "@unnati/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { bearer, freshIp } from "../../test/auth-helpers";
import { makeStaff, makeStudent, signInAs } from "../../test/factories";
import { type FormFile, multipart as formBody, PNG_BYTES } from "../../test/multipart";
import { useTestApp } from "../../test/test-app";

const PNG = PNG_BYTES;
/** The report form, with its screenshot under the field the form uses. */
const multipart = (fields: Record<string, string>, file?: FormFile) =>
	formBody(fields, file ? { ...file, field: "screenshot" } : undefined);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-support-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const report = {
	category: "exam",
	description: "The exam timer froze at 12:00 after I switched to fullscreen.",
	email: "priya.sharma@students.example.in",
};

describe("issue reports and feedback", () => {
	const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
	const send = (body: ReturnType<typeof multipart>, ip = freshIp()) =>
		ctx.app.inject({ method: "POST", url: "/api/reports", ...body, remoteAddress: ip });
	const admin = async () => signInAs(ctx.app, await makeStaff(ctx.database.db, null, "ROLE_ADMIN"));

	it("stores a report with its screenshot and shows both to the platform admin", async () => {
		const res = await send(multipart(report, { name: "timer.png", type: "image/png", bytes: PNG }));
		expect(res.statusCode, res.body).toBe(201);
		expect(res.json()).toEqual({ message: SUPPORT_MESSAGES.reportReceived });
		const token = await admin();
		const list = (
			await ctx.app.inject({ method: "GET", url: "/api/admin/reports?q=timer", headers: bearer(token) })
		).json();
		expect(list.items[0]).toMatchObject({
			category: "exam",
			description: report.description,
			email: report.email,
		});
		const image = await ctx.app.inject({
			method: "GET",
			url: list.items[0].screenshotUrl,
			headers: bearer(token),
		});
		expect(image.statusCode).toBe(200);
		expect(image.headers["content-type"]).toBe("image/png");
		expect(image.rawPayload.equals(PNG)).toBe(true);
	});

	it("accepts a report without a screenshot", async () => {
		const res = await send(
			multipart({ category: "bug", description: "The leaderboard does not load on my phone at all." }),
		);
		expect(res.statusCode).toBe(201);
	});

	it("refuses a screenshot over 5 MB and one that is not an image, storing nothing", async () => {
		const token = await admin();
		const count = async () =>
			(await ctx.app.inject({ method: "GET", url: "/api/admin/reports", headers: bearer(token) })).json()
				.total;
		const before = await count();
		const big = await send(
			multipart(report, {
				name: "big.png",
				type: "image/png",
				bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
			}),
		);
		expect(big.statusCode).toBe(413);
		expect(big.json().message).toBe(SUPPORT_MESSAGES.screenshotTooLarge);
		const fake = await send(
			multipart(report, {
				name: "evil.png",
				type: "image/png",
				bytes: Buffer.from("<html><script>alert(1)</script>"),
			}),
		);
		expect(fake.statusCode).toBe(400);
		expect(fake.json().errors).toEqual([{ path: "screenshot", message: SUPPORT_MESSAGES.screenshotType }]);
		expect(await count()).toBe(before);
	});

	it("validates the fields with clear messages", async () => {
		const res = await send(multipart({ category: "weather", description: "short" }));
		expect(res.statusCode).toBe(400);
		expect(res.json().errors).toEqual([
			{ path: "category", message: SUPPORT_MESSAGES.categoryRequired },
			{ path: "description", message: SUPPORT_MESSAGES.descriptionTooShort },
		]);
		const json = await ctx.app.inject({ method: "POST", url: "/api/reports", payload: report });
		expect(json.statusCode).toBe(415);
	});

	it("stores feedback from 1 to 5 and lists it for the admin", async () => {
		const token = await admin();
		const feedback = async () =>
			(await ctx.app.inject({ method: "GET", url: "/api/admin/feedback", headers: bearer(token) })).json();
		// Other tests leave feedback too: count from here, and find this test's by its words.
		const before = (await feedback()).total;
		const ok = await ctx.app.inject({
			method: "POST",
			url: "/api/feedback",
			payload: { rating: 5, comments: "Mock interviews helped me a lot." },
			remoteAddress: freshIp(),
		});
		expect(ok.statusCode).toBe(201);
		for (const rating of [0, 6, 2.5, "5"]) {
			const bad = await ctx.app.inject({
				method: "POST",
				url: "/api/feedback",
				payload: { rating },
				remoteAddress: freshIp(),
			});
			expect(bad.statusCode, String(rating)).toBe(400);
			expect(bad.json().errors[0]).toEqual({ path: "rating", message: SUPPORT_MESSAGES.ratingRequired });
		}
		const list = await feedback();
		expect(list.total).toBe(before + 1);
		expect(
			list.items.filter(
				(f: { comments: string | null }) => f.comments === "Mock interviews helped me a lot.",
			),
		).toEqual([expect.objectContaining({ rating: 5 })]);
	});

	it("keeps reports, screenshots and feedback from everyone but the platform admin", async () => {
		const student = await signInAs(ctx.app, await makeStudent(ctx.database.db, null));
		for (const url of ["/api/admin/reports", "/api/admin/feedback"]) {
			expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
			expect((await ctx.app.inject({ method: "GET", url, headers: bearer(student) })).statusCode).toBe(403);
		}
	});

	it("refuses a flood of submissions from one address", async () => {
		const ip = "203.0.113.66";
		for (let i = 0; i < 10; i++) {
			await ctx.app.inject({
				method: "POST",
				url: "/api/feedback",
				payload: { rating: 4 },
				remoteAddress: ip,
			});
		}
		const flood = await ctx.app.inject({
			method: "POST",
			url: "/api/feedback",
			payload: { rating: 4 },
			remoteAddress: ip,
		});
		expect(flood.statusCode).toBe(429);
		expect(flood.json()).toMatchObject({ code: "RATE_LIMITED", message: SUPPORT_MESSAGES.tooMany });
	});
});
