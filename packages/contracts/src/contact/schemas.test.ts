import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactRequestSchema, isJunkPhone, CONTACT_MESSAGES as M, sanitizePhoneInput } from "./schemas";

const valid = {
	email: "placements@kce.example.org",
	organization: "Kaveri College of Engineering (Mysuru)",
	contact: "+919845012345",
	message: "We would like a demo of proctored exams for our final-year students this semester.",
};
const messagesFor = (patch: Partial<Record<keyof typeof valid, unknown>>) => {
	const result = contactRequestSchema.safeParse({ ...valid, ...patch });
	return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the contact form rules (SPEC §5)", () => {
	it("accepts a real request", () => {
		expect(messagesFor({})).toEqual([]);
	});

	it("checks the email", () => {
		expect(messagesFor({ email: "" })).toEqual([`email: ${M.emailRequired}`]);
		expect(messagesFor({ email: "name@" })).toEqual([`email: ${M.emailInvalid("name@")}`]);
	});

	it("checks the organization's length, characters and placeholders", () => {
		expect(messagesFor({ organization: "" })).toEqual([`organization: ${M.organizationRequired}`]);
		expect(messagesFor({ organization: "A" })).toEqual([`organization: ${M.organizationTooShort}`]);
		expect(messagesFor({ organization: "A".repeat(101) })).toEqual([
			`organization: ${M.organizationTooLong}`,
		]);
		expect(messagesFor({ organization: "<script>alert(1)</script>" })).toEqual([
			`organization: ${M.organizationCharacters}`,
		]);
		for (const placeholder of ["test", "ABC", "xxx", "N/A".replace("/", ""), "null", "sample", "zzzz"]) {
			expect(messagesFor({ organization: placeholder }), placeholder).toEqual([
				`organization: ${M.organizationPlaceholder}`,
			]);
		}
		expect(
			messagesFor({ organization: "St. Joseph's College of Arts & Science - Unit (II), Bengaluru" }),
		).toEqual([]);
	});

	it("checks the phone number and rejects junk", () => {
		expect(messagesFor({ contact: "" })).toEqual([`contact: ${M.phoneRequired}`]);
		expect(messagesFor({ contact: "98450" })).toEqual([`contact: ${M.phoneInvalid}`]);
		expect(messagesFor({ contact: "9845-012-345" })).toEqual([`contact: ${M.phoneInvalid}`]);
		for (const junk of [
			"1111111111",
			"0000000000",
			"1234567890",
			"123123123123",
			"9999999999",
			"9800000001",
		]) {
			expect(messagesFor({ contact: junk }), junk).toEqual([`contact: ${M.phoneJunk}`]);
			expect(isJunkPhone(junk), junk).toBe(true);
		}
	});

	it("checks the message's length, words and placeholders", () => {
		expect(messagesFor({ message: "" })).toEqual([`message: ${M.messageRequired}`]);
		expect(messagesFor({ message: "Need a demo please" })).toEqual([`message: ${M.messageTooShort}`]);
		expect(messagesFor({ message: "x".repeat(600) })).toEqual([`message: ${M.messageTooLong}`]);
		expect(messagesFor({ message: "Pleasedemonstrate yourexamplatform" })).toEqual([
			`message: ${M.messageTooFewWords}`,
		]);
		expect(messagesFor({ message: "test test test test test test" })).toEqual([
			`message: ${M.messagePlaceholder}`,
		]);
	});

	it("accepts a message of 20 to 599 characters with five real words", () => {
		expect(messagesFor({ message: `Please share pricing details ${"now ".repeat(142)}`.trim() })).toEqual([]);
	});
});

describe("phone input stripping", () => {
	it("keeps one leading plus and at most 15 digits", () => {
		expect(sanitizePhoneInput("+91 98450-12345")).toBe("+919845012345");
		expect(sanitizePhoneInput("++91+98")).toBe("+9198");
		fc.assert(
			fc.property(fc.string(), (typed) => {
				expect(sanitizePhoneInput(typed)).toMatch(/^\+?\d{0,15}$/);
			}),
		);
	});

	it("accepts real-looking numbers", () => {
		for (const phone of ["9845012345", "+917022334455", "08041234567", "6361847290", "+442079460958"]) {
			expect(messagesFor({ contact: phone }), phone).toEqual([]);
		}
	});
});
