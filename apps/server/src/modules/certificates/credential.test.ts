import {
	issuerJwksSchema,
	myCertificatesSchema,
	OPEN_BADGES_V3_CONTEXT,
	openBadgeCredentialSchema,
	VC_CONTEXT_V2,
} from "@unnati/contracts/certificates";
import { compactVerify, createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { loadFixture } from "../learning/test-fixtures";
import { FIXTURE, graduate, type Learner } from "./test-helpers";

const clock = testClock(Date.parse("2026-11-24T06:00:00Z"));
const ctx = useTestApp({ beforeBuild: loadFixture, clock });
const get = (url: string) => ctx.app.inject({ method: "GET", url });

async function certificateId(learner: Learner): Promise<string> {
	const res = await ctx.app.inject({ method: "GET", url: "/api/me/certificates", headers: learner.headers });
	const found = myCertificatesSchema.parse(res.json()).certificates.find((c) => c.kind === "course");
	if (!found) throw new Error("no course certificate");
	return found.id;
}

async function publishedKeys() {
	const res = await get("/api/badges/issuer/jwks");
	expect(res.statusCode).toBe(200);
	return createLocalJWKSet(issuerJwksSchema.parse(res.json()));
}

describe("Open Badges 3.0 credential (VC-JWT)", () => {
	it("is an OpenBadgeCredential signed with the key Unnati publishes, with the certificate's fields", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await graduate(ctx, college);
		const id = await certificateId(learner);

		const res = await get(`/api/certificates/${id}/credential`);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.headers["content-type"]).toMatch(/^application\/vc\+jwt/);
		expect(res.headers["content-disposition"]).toContain(".credential.jwt");
		const jwt = res.body;

		expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: "EdDSA", typ: "vc+jwt", cty: "vc" });
		const { payload } = await jwtVerify(jwt, await publishedKeys(), {
			typ: "vc+jwt",
			issuer: "http://unnati.test/api/badges/issuer",
		});
		const credential = openBadgeCredentialSchema.parse(payload);
		expect(credential["@context"]).toEqual([VC_CONTEXT_V2, OPEN_BADGES_V3_CONTEXT]);
		expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
		expect(credential.id).toBe(`http://unnati.test/api/certificates/${id}/credential`);
		expect(credential.issuer).toMatchObject({
			id: "http://unnati.test/api/badges/issuer",
			type: ["Profile"],
		});
		expect(credential.validFrom).toBe(clock().toISOString());
		expect(credential.credentialSubject.type).toEqual(["AchievementSubject"]);
		expect(credential.credentialSubject.achievement).toMatchObject({
			id: `http://unnati.test/api/badges/courses/${FIXTURE.course}`,
			type: ["Achievement"],
			name: FIXTURE.title,
		});
		// The recipient is the same salted e-mail hash as the Open Badges 2.0 assertion's.
		const assertion = (await get(`/api/certificates/${id}/badge`)).json();
		expect(credential.credentialSubject.identifier[0]).toMatchObject({
			identityHash: assertion.recipient.identity,
			salt: assertion.recipient.salt,
		});
		expect(credential.evidence[0]?.id).toBe(`http://unnati.test/certificates/${id}`);
		// Nothing private travels in it: not the e-mail, not the roll number.
		expect(JSON.stringify(payload)).not.toContain(learner.email);

		// The same stored key signs every time.
		const again = await get(`/api/certificates/${id}/credential`);
		expect(decodeProtectedHeader(again.body).kid).toBe(decodeProtectedHeader(jwt).kid);
	});

	it("fails verification once anything in it is altered", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await graduate(ctx, college);
		const jwt = (await get(`/api/certificates/${await certificateId(learner)}/credential`)).body;
		const [header, payload, signature] = jwt.split(".") as [string, string, string];
		const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
		claims.credentialSubject.achievement.name = "Full Stack Development with JavaScript";
		const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
		const keys = await publishedKeys();
		await expect(jwtVerify(forged, keys)).rejects.toThrow();
		// A flipped bit of the signature fails too.
		const flipped = `${header}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
		await expect(compactVerify(flipped, keys)).rejects.toThrow();
		await expect(jwtVerify(jwt, keys)).resolves.toBeTruthy();
	});

	it("answers a revoked certificate with 410 and the reason, and an unknown id with 404", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await graduate(ctx, college);
		const id = await certificateId(learner);
		const admin = bearer(await signInAs(ctx.app, await makeStaff(ctx.database.db, college, "ROLE_COLLEGE")));
		const revoked = await ctx.app.inject({
			method: "POST",
			url: `/api/certificates/${id}/revoke`,
			headers: admin,
			payload: { reason: "Final test taken by someone else" },
		});
		expect(revoked.statusCode).toBe(200);
		const res = await get(`/api/certificates/${id}/credential`);
		expect(res.statusCode).toBe(410);
		expect(res.json()).toMatchObject({ code: "GONE" });
		expect(res.json().message).toContain("Final test taken by someone else");

		const unknown = await get("/api/certificates/AAAAAAAAAAAAAAAAAAAAAA/credential");
		expect(unknown.statusCode).toBe(404);
		expect(unknown.json().code).toBe("CERTIFICATE_NOT_FOUND");
	});
});
