import { Document, Page, renderToBuffer, View } from "@react-pdf/renderer";
import {
	PDF_IMPORT_MAX_BYTES,
	PDF_IMPORT_MESSAGES,
	pdfImportSchema,
	resumeDetailSchema,
	resumeDocumentSchema,
} from "@unnati/contracts/resumes";
import { createElement as h } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeMentorWithMentees, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { renderResumePdf } from "./pdf/render";
import { FULL_RESUME } from "./test-fixtures";

/** A multipart/form-data body with one "file", as a browser's FormData sends it. */
function upload(bytes: Buffer, name = "resume.pdf", type = "application/pdf") {
	const boundary = "----unnati-resume-import";
	return {
		headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
		payload: Buffer.concat([
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
			),
			bytes,
			Buffer.from(`\r\n--${boundary}--\r\n`),
		]),
	};
}

describe("importing a PDF resume", () => {
	const ctx = useTestApp();
	let token: string;
	let mentorToken: string;

	beforeAll(async () => {
		const college = await makeCollege(ctx.database.db);
		token = await signInAs(ctx.app, await makeStudent(ctx.database.db, college));
		mentorToken = await signInAs(
			ctx.app,
			(await makeMentorWithMentees(ctx.database.db, college, { mentees: 1 })).mentor,
		);
	});

	const send = (who: string | null, bytes: Buffer, name?: string, type?: string) => {
		const body = upload(bytes, name, type);
		return ctx.app.inject({
			method: "POST",
			url: "/api/resumes/import-pdf",
			headers: { ...body.headers, ...(who ? bearer(who) : {}) },
			payload: body.payload,
		});
	};

	it.each(["modern", "classic", "compact"] as const)(
		"reads Unnati's own %s PDF back into the same fields, and nothing is saved until the student imports it",
		async (template) => {
			const pdf = await renderResumePdf(FULL_RESUME, { template, paper: "A4" }, "Ananya");
			const res = await send(token, pdf);
			expect(res.statusCode, res.body).toBe(200);
			const { document, found, notes, pages } = pdfImportSchema.parse(res.json());
			const original = resumeDocumentSchema.parse(FULL_RESUME);
			expect(pages).toBeGreaterThanOrEqual(1);
			expect(found).toEqual(
				expect.arrayContaining(["work", "projects", "education", "skills", "certificates"]),
			);
			expect(notes.join(" ")).toMatch(/POSITIONS OF RESPONSIBILITY|Positions of Responsibility/i);
			const { basics } = document;
			expect(basics).toMatchObject({
				name: original.basics.name,
				label: original.basics.label,
				email: original.basics.email,
				phone: original.basics.phone,
				url: original.basics.url,
				summary: original.basics.summary,
				branch: original.basics.branch,
				batch: original.basics.batch,
			});
			expect(basics.profiles).toEqual(original.basics.profiles);
			expect(document.work).toEqual(original.work.map((w) => ({ ...w, description: "" })));
			expect(
				document.education.map((e) => [e.level, e.studyType, e.gradeType, e.grade, e.startDate, e.endDate]),
			).toEqual(
				original.education.map((e) => [e.level, e.studyType, e.gradeType, e.grade, e.startDate, e.endDate]),
			);
			expect(document.education[1]?.board).toBe(original.education[1]?.board);
			expect(document.projects[0]).toMatchObject({
				name: original.projects[0]?.name,
				url: original.projects[0]?.url,
				keywords: original.projects[0]?.keywords,
				startDate: original.projects[0]?.startDate,
				highlights: original.projects[0]?.highlights,
			});
			expect(document.skills.map((s) => s.keywords)).toEqual(original.skills.map((s) => s.keywords));
			expect(document.certificates).toEqual(original.certificates);
			expect(document.awards.map((a) => [a.title, a.awarder, a.date])).toEqual(
				original.awards.map((a) => [a.title, a.awarder, a.date]),
			);
			expect(document.languages).toEqual(original.languages);
			// Markup in a field is read back as the characters typed.
			expect(document.interests[0]?.name).toBe("<b>Chess</b><script>alert('x')</script>");
			expect(document.meta.unnati.customSections[0]?.items[0]?.title).toBe(
				original.meta.unnati.customSections[0]?.items[0]?.title,
			);
			const list = await ctx.app.inject({ method: "GET", url: "/api/resumes", headers: bearer(token) });
			expect(list.json().resumes).toEqual([]);
		},
	);

	it("saves the checked document through the JSON import", async () => {
		const read = pdfImportSchema.parse(
			(await send(token, await renderResumePdf(FULL_RESUME, {}, "Ananya"))).json(),
		);
		const saved = await ctx.app.inject({
			method: "POST",
			url: "/api/resumes/import",
			headers: bearer(token),
			payload: {
				title: "From my PDF",
				document: { ...read.document, basics: { ...read.document.basics, name: "Ananya K." } },
			},
		});
		expect(saved.statusCode, saved.body).toBe(201);
		expect(resumeDetailSchema.parse(saved.json()).document.basics.name).toBe("Ananya K.");
	});

	it("says clearly that a scan has no text, and refuses a file that is not a PDF, a damaged one and a huge one", async () => {
		// A page with only a drawn box: what a scanned image gives pdf.js (no text at all).
		const scan = await renderToBuffer(
			h(
				Document,
				null,
				h(Page, { size: "A4" }, h(View, { style: { width: 400, height: 600, backgroundColor: "#888" } })),
			),
		);
		const scanned = await send(token, scan);
		expect(scanned.statusCode).toBe(400);
		expect(scanned.json().message).toBe(PDF_IMPORT_MESSAGES.noText);

		const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
		const wrongType = await send(token, png, "resume.pdf", "application/pdf");
		expect(wrongType.statusCode).toBe(415);
		expect(wrongType.json()).toMatchObject({
			code: "UNSUPPORTED_MEDIA_TYPE",
			message: PDF_IMPORT_MESSAGES.notPdf,
		});

		const damaged = await send(token, Buffer.from("%PDF-1.7\nthis is not a real PDF body\n%%EOF"));
		expect(damaged.statusCode).toBe(400);
		expect(damaged.json().message).toBe(PDF_IMPORT_MESSAGES.unreadable);

		const huge = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(PDF_IMPORT_MAX_BYTES)]);
		const tooLarge = await send(token, huge);
		expect(tooLarge.statusCode).toBe(413);
		expect(tooLarge.json().message).toBe(PDF_IMPORT_MESSAGES.tooLarge);

		const json = await ctx.app.inject({
			method: "POST",
			url: "/api/resumes/import-pdf",
			headers: bearer(token),
			payload: { file: "x" },
		});
		expect(json.statusCode).toBe(415);
		expect((await send(null, scan)).statusCode).toBe(401);
		expect((await send(mentorToken, scan)).statusCode).toBe(403);
	});
});
