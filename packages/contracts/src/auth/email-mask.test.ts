import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskEmail, matchesMaskedEmail } from "./email-mask";

describe("maskEmail (SPEC §3)", () => {
	it("keeps the first two and last two characters of the local part", () => {
		expect(maskEmail("rahul.sharma@dit.example.org")).toBe("ra********ma@dit.example.org");
		expect(maskEmail("abcde@x.in")).toBe("ab*de@x.in");
	});

	it("keeps only the first and last character of a 3- or 4-character local part", () => {
		expect(maskEmail("abc@x.in")).toBe("a*c@x.in");
		expect(maskEmail("abcd@x.in")).toBe("a**d@x.in");
	});

	it("stars out a 1- or 2-character local part completely", () => {
		expect(maskEmail("a@x.in")).toBe("*@x.in");
		expect(maskEmail("ab@x.in")).toBe("**@x.in");
	});

	const localPart = fc.stringMatching(/^[a-z0-9._+-]{1,40}$/);
	const domain = fc.stringMatching(/^[a-z0-9-]{1,20}\.[a-z]{2,6}$/);

	it("keeps the length and the domain, and never shows more than four characters", () => {
		fc.assert(
			fc.property(localPart, domain, (local, host) => {
				const masked = maskEmail(`${local}@${host}`);
				const [maskedLocal, maskedHost] = [
					masked.slice(0, masked.lastIndexOf("@")),
					masked.slice(masked.lastIndexOf("@") + 1),
				];
				expect(maskedHost).toBe(host);
				expect(maskedLocal).toHaveLength(local.length);
				expect([...maskedLocal].filter((c) => c !== "*").length).toBeLessThanOrEqual(
					Math.min(4, local.length),
				);
				if (local.length > 4) expect(maskedLocal.slice(2, -2)).toBe("*".repeat(local.length - 4));
			}),
		);
	});

	it("recognises its own masked form, in any case, and not another address's", () => {
		fc.assert(
			fc.property(localPart, domain, (local, host) => {
				const email = `${local}@${host}`;
				expect(matchesMaskedEmail(email, maskEmail(email).toUpperCase())).toBe(true);
				expect(matchesMaskedEmail(email, maskEmail(`${local}@other-${host}`))).toBe(false);
			}),
		);
	});
});
