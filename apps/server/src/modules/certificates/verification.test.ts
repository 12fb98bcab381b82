import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
	badgeClassSchema,
	type Certificate,
	certificateSchema,
	issuerProfileSchema,
	managedCertificatesSchema,
	myCertificatesSchema,
	openBadgeAssertionSchema,
} from "@unnati/contracts/certificates";
import { describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, signInAs, type TestCollege } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { loadFixture } from "../learning/test-fixtures";
import { FIXTURE, graduate, type Learner } from "./test-helpers";

const clock = testClock(Date.parse("2026-11-24T06:00:00Z"));
const ctx = useTestApp({ beforeBuild: loadFixture, clock });

async function courseCertificate(learner: Learner): Promise<Certificate> {
	const res = await ctx.app.inject({ method: "GET", url: "/api/me/certificates", headers: learner.headers });
	const found = myCertificatesSchema.parse(res.json()).certificates.find((c) => c.kind === "course");
	if (!found) throw new Error("no course certificate");
	return found;
}

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const revoke = (id: string, reason: string, headers?: Record<string, string>) =>
	ctx.app.inject({
		method: "POST",
		url: `/api/certificates/${id}/revoke`,
		payload: { reason },
		...(headers ? { headers } : {}),
	});

async function staff(college: TestCollege, role: "ROLE_COLLEGE" | "ROLE_INSTRUCTOR_ADMIN" | "ROLE_MENTOR") {
	return bearer(await signInAs(ctx.app, await makeStaff(ctx.database.db, college, role)));
}

function pdfText(bytes: Buffer): string {
	const dir = mkdtempSync(path.join(tmpdir(), "certificate-pdf-"));
	const file = path.join(dir, "certificate.pdf");
	writeFileSync(file, bytes);
	return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("public verification", () => {
	it("answers anyone, signed in or not, with who earned what, when, issued by whom and its status", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await graduate(ctx, college);
		const held = await courseCertificate(learner);
		const res = await get(`/api/certificates/${held.id}`);
		expect(res.statusCode).toBe(200);
		expect(res.headers["cache-control"]).toBe("no-store");
		expect(certificateSchema.parse(res.json())).toEqual(held);
		expect(res.json()).toMatchObject({
			recipientName: learner.name,
			subject: { title: FIXTURE.title },
			issuer: { name: "Unnati", college: college.name },
			status: "valid",
		});
		// Nothing private leaves: no e-mail, no salt, no account id.
		expect(res.body).not.toContain(learner.email);
		expect(res.body).not.toContain(learner.id);
	});

	it("answers an unknown, altered or malformed id with 404 CERTIFICATE_NOT_FOUND, for every format", async () => {
		const college = await makeCollege(ctx.database.db);
		const held = await courseCertificate(await graduate(ctx, college));
		const last = held.id.at(-1) === "A" ? "B" : "A";
		const altered = `${held.id.slice(0, -1)}${last}`;
		for (const id of [altered, "AAAAAAAAAAAAAAAAAAAAAA", "1", "..%2F..%2Fetc", `${held.id}x`]) {
			for (const suffix of ["", "/pdf", "/badge"]) {
				const res = await get(`/api/certificates/${id}${suffix}`);
				expect(res.statusCode, `${id}${suffix}`).toBe(404);
				expect(res.json()).toMatchObject({ code: "CERTIFICATE_NOT_FOUND", message: /No such certificate/ });
			}
		}
	});
});

describe("revocation", () => {
	it("lets the student's college administrator revoke with a reason, and verification shows it at once", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await graduate(ctx, college);
		const held = await courseCertificate(learner);
		const admin = await staff(college, "ROLE_COLLEGE");

		// Nobody signed in, the student, a mentor, another college's administrator: refused, nothing changes.
		expect((await revoke(held.id, "Copied the final test")).statusCode).toBe(401);
		expect((await revoke(held.id, "Copied the final test", learner.headers)).json().code).toBe(
			"ROLE_NOT_ALLOWED",
		);
		expect((await revoke(held.id, "Copied", await staff(college, "ROLE_MENTOR"))).statusCode).toBe(403);
		const other = await staff(await makeCollege(ctx.database.db), "ROLE_COLLEGE");
		const outOfScope = await revoke(held.id, "Copied the final test", other);
		expect(outOfScope.statusCode).toBe(403);
		expect(outOfScope.json().code).toBe("CERTIFICATE_OUT_OF_SCOPE");
		// A reason is required: 3 to 500 characters.
		for (const reason of ["", "  x ", "y".repeat(501)]) {
			const res = await revoke(held.id, reason, admin);
			expect(res.statusCode, reason).toBe(400);
			expect(res.json().errors[0].path).toBe("reason");
		}
		expect(certificateSchema.parse((await get(`/api/certificates/${held.id}`)).json()).status).toBe("valid");

		const res = await revoke(held.id, "  Copied the final test  ", admin);
		expect(res.statusCode).toBe(200);
		const shown = certificateSchema.parse((await get(`/api/certificates/${held.id}`)).json());
		expect(shown.status).toBe("revoked");
		expect(shown.revocation).toMatchObject({
			reason: "Copied the final test",
			revokedAt: clock().toISOString(),
		});
		expect((await revoke(held.id, "Again", admin)).statusCode).toBe(409);
	});

	it("lets the instructor admin revoke any college's certificate", async () => {
		const college = await makeCollege(ctx.database.db);
		const held = await courseCertificate(await graduate(ctx, college));
		const instructorAdmin = await staff(await makeCollege(ctx.database.db), "ROLE_INSTRUCTOR_ADMIN");
		const res = await revoke(held.id, "Issued in error", instructorAdmin);
		expect(res.statusCode).toBe(200);
		expect(certificateSchema.parse(res.json()).revocation?.reason).toBe("Issued in error");
	});

	it("lists a college administrator their own college's certificates only, searchable by roll number or name", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await graduate(ctx, college);
		await graduate(ctx, await makeCollege(ctx.database.db));
		const admin = await staff(college, "ROLE_COLLEGE");
		const list = managedCertificatesSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/api/certificates", headers: admin })).json(),
		);
		expect(new Set(list.certificates.map((c) => c.recipientName))).toEqual(new Set([learner.name]));
		expect(list.certificates.every((c) => c.collegeName === college.name)).toBe(true);
		const found = managedCertificatesSchema.parse(
			(
				await ctx.app.inject({
					method: "GET",
					url: `/api/certificates?q=${encodeURIComponent(learner.name)}&status=valid`,
					headers: admin,
				})
			).json(),
		);
		expect(found.certificates.length).toBeGreaterThan(0);
		const none = await ctx.app.inject({
			method: "GET",
			url: "/api/certificates?q=zzzz-nobody",
			headers: admin,
		});
		expect(managedCertificatesSchema.parse(none.json()).certificates).toEqual([]);
	});
});

describe("Open Badges 2.0", () => {
	it("serves a hosted Assertion whose BadgeClass and issuer Profile are served too, hashed to the student's e-mail", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await graduate(ctx, college);
		const held = await courseCertificate(learner);
		const res = await get(`/api/certificates/${held.id}/badge`);
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.badge\.json"$/);
		const assertion = openBadgeAssertionSchema.parse(res.json());
		expect(assertion).toMatchObject({
			"@context": "https://w3id.org/openbadges/v2",
			type: "Assertion",
			id: `http://unnati.test/api/certificates/${held.id}/badge`,
			verification: { type: "hosted" },
			issuedOn: held.issuedAt,
			badge: `http://unnati.test/api/badges/courses/${FIXTURE.course}`,
		});
		expect(assertion.revoked).toBeUndefined();
		const digest = createHash("sha256")
			.update(learner.email.toLowerCase() + assertion.recipient.salt)
			.digest("hex");
		expect(assertion.recipient).toEqual({
			type: "email",
			hashed: true,
			salt: assertion.recipient.salt,
			identity: `sha256$${digest}`,
		});
		expect(res.body).not.toContain(learner.email);

		const badgeClass = badgeClassSchema.parse((await get(new URL(assertion.badge).pathname)).json());
		expect(badgeClass).toMatchObject({ type: "BadgeClass", id: assertion.badge, name: FIXTURE.title });
		expect((await get(new URL(badgeClass.image).pathname)).headers["content-type"]).toMatch(
			/^image\/svg\+xml/,
		);
		const issuer = issuerProfileSchema.parse((await get(new URL(badgeClass.issuer).pathname)).json());
		expect(issuer).toMatchObject({ type: "Profile", id: badgeClass.issuer, name: "Unnati" });
		expect((await get("/api/badges/courses/no-such-course")).statusCode).toBe(404);
	});

	it("marks a revoked certificate's assertion revoked, with the reason", async () => {
		const college = await makeCollege(ctx.database.db);
		const held = await courseCertificate(await graduate(ctx, college));
		await revoke(held.id, "Identity could not be confirmed", await staff(college, "ROLE_COLLEGE"));
		const assertion = openBadgeAssertionSchema.parse(
			(await get(`/api/certificates/${held.id}/badge`)).json(),
		);
		expect(assertion).toMatchObject({ revoked: true, revocationReason: "Identity could not be confirmed" });
	});
});

describe("the PDF", () => {
	it("prints every field as text pdftotext reads back, a Devanagari name included, and is cached", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await graduate(ctx, college, "राहुल कुमार");
		const held = await courseCertificate(learner);
		const first = await get(`/api/certificates/${held.id}/pdf`);
		expect(first.statusCode).toBe(200);
		expect(first.headers["content-type"]).toBe("application/pdf");
		expect(first.headers["content-disposition"]).toMatch(
			/^attachment; filename="binary-search-in-practice-.+\.pdf"$/,
		);
		const text = pdfText(first.rawPayload);
		for (const field of [
			"राहुल कुमार",
			FIXTURE.title,
			college.name,
			"24 November 2026",
			"3 hours",
			held.id,
			`http://unnati.test/certificates/${held.id}`,
			"Issued by Unnati",
		])
			expect(text, field).toContain(field);
		expect(text).not.toContain("REVOKED");

		// The second request reads the stored file: the same bytes.
		const second = await get(`/api/certificates/${held.id}/pdf`);
		expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);

		// A revocation replaces it: the PDF now says REVOKED with the reason.
		await revoke(held.id, "Issued in error", await staff(college, "ROLE_COLLEGE"));
		const revoked = pdfText((await get(`/api/certificates/${held.id}/pdf`)).rawPayload);
		expect(revoked).toContain("REVOKED on 24 November 2026: Issued in error");
	}, 60_000);
});
