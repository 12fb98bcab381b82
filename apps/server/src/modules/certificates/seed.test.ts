import { certificateSchema, myCertificatesSchema } from "@unnati/contracts/certificates";
import { describe, expect, it } from "vitest";
import { seedDemo, tokenFor } from "../../test/auth-helpers";
import { useTestApp } from "../../test/test-app";

const ctx = useTestApp({ beforeBuild: seedDemo });

describe("the demo's certificate", () => {
	it("22CSE002 holds a valid certificate of DSA Foundations, verifiable by anyone", async () => {
		const token = await tokenFor(ctx.app, {
			loginType: "student",
			username: "22CSE002",
			password: "Student@123",
		});
		const res = await ctx.app.inject({
			method: "GET",
			url: "/api/me/certificates",
			headers: { authorization: `Bearer ${token}` },
		});
		const held = myCertificatesSchema.parse(res.json()).certificates;
		const dsa = held.find((c) => c.kind === "course" && c.subject.slug === "dsa-foundations");
		expect(dsa).toMatchObject({ status: "valid", collegeName: "Demo Institute of Technology" });
		const verified = await ctx.app.inject({ method: "GET", url: `/api/certificates/${dsa?.id}` });
		expect(certificateSchema.parse(verified.json()).recipientName).toBe(dsa?.recipientName);
	});
});
