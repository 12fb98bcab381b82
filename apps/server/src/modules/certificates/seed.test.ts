import { certificateSchema, myCertificatesSchema } from "@unnati/contracts/certificates";
import { sql } from "drizzle-orm";
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

	it("the students who passed the past practice test hold its exam certificate, and nobody who failed does", async () => {
		const result = await ctx.database.db.execute(
			sql`select count(*) filter (where a.passed)::int as "passed",
				count(c.id)::int as "certified",
				count(c.id) filter (where not a.passed)::int as "wrongly"
				from exam_attempts a join exams e on e.id = a.exam_id
				left join certificates c on c.kind = 'exam' and c.subject_slug = e.id::text and c.user_id = a.student_id
				where e.title = 'Aptitude Practice Test 1'`,
		);
		const row = (result as unknown as { rows: { passed: number; certified: number; wrongly: number }[] })
			.rows[0];
		expect(row?.passed).toBeGreaterThan(0);
		expect(row?.certified).toBe(row?.passed);
		expect(row?.wrongly).toBe(0);
	});
});
