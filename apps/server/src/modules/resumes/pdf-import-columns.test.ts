import { pdfImportSchema } from "@unnati/contracts/resumes";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { renderResumePdf } from "./pdf/render";
import { extractPdfText } from "./pdf-import/extract";
import { SAMPLE_LANGUAGES, SAMPLE_PDFS, SAMPLE_SKILLS } from "./pdf-import/sample-pdfs";
import { FULL_RESUME } from "./test-fixtures";

// Two-column resumes (a narrow sidebar of contact, skills and languages beside the main column),
// the layout of most "modern" templates students download: read column by column, not across.

/** Text only the sidebars carry: none of it may end up inside an internship. */
const SIDEBAR_ONLY = [
	"Marathi",
	"Fluent",
	"PostgreSQL",
	"Git",
	"+91",
	"rohan.deshmukh@",
	"SKILLS",
	"LANGUAGES",
	"CONTACT",
];

function upload(bytes: Buffer) {
	const boundary = "----unnati-two-columns";
	return {
		headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
		payload: Buffer.concat([
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
			),
			bytes,
			Buffer.from(`\r\n--${boundary}--\r\n`),
		]),
	};
}

describe("importing a two-column PDF resume", () => {
	const ctx = useTestApp();
	let token: string;

	beforeAll(async () => {
		token = await signInAs(ctx.app, await makeStudent(ctx.database.db, await makeCollege(ctx.database.db)));
	});

	const read = async (bytes: Buffer) => {
		const body = upload(bytes);
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/resumes/import-pdf",
			headers: { ...body.headers, ...bearer(token) },
			payload: body.payload,
		});
		expect(res.statusCode, res.body).toBe(200);
		return pdfImportSchema.parse(res.json());
	};

	/** What every layout of the same resume must read back as. */
	const expectTheResume = (document: ReturnType<typeof pdfImportSchema.parse>["document"]) => {
		expect(document.basics).toMatchObject({
			name: "Rohan Deshmukh",
			email: "rohan.deshmukh@coep.ac.in",
			phone: "+91 98220 45678",
		});
		expect(document.basics.profiles.map((p) => p.url)).toEqual(["https://linkedin.com/in/rohan-deshmukh"]);
		expect(document.skills.flatMap((s) => s.keywords)).toEqual(expect.arrayContaining(SAMPLE_SKILLS));
		expect(document.languages).toEqual(SAMPLE_LANGUAGES);
		expect(
			document.education.map((e) => [e.level, e.studyType, e.area, e.gradeType, e.grade, e.startDate]),
		).toEqual([
			["ug", "B.Tech", "Computer Science and Engineering", "cgpa", 8.4, "2022"],
			["12th", "Class 12 (HSC)", "Maharashtra State Board", "percentage", 91.2, "2022"],
		]);
		expect(document.education[0]?.endDate).toBe("2026");
		expect(document.education[0]?.institution).toBe("COEP Technological University, Pune");
		expect(
			document.work.map((w) => [w.position, w.name, w.location, w.startDate, w.endDate, w.highlights.length]),
		).toEqual([
			["Software Development Intern", "Persistent Systems", "Pune", "2025-05", "2025-07", 2],
			[
				"Web Development Intern",
				"Pune Municipal Corporation Smart City Cell",
				"Pune",
				"2024-12",
				"2025-01",
				1,
			],
		]);
		const work = JSON.stringify(document.work);
		for (const text of SIDEBAR_ONLY) expect(work).not.toContain(text);
		expect(document.work[0]?.highlights[0]).toBe(
			"Built a Spring Boot service that reconciles 40,000 daily invoice records for a banking client, cutting the manual check from two hours to ten minutes.",
		);
		expect(document.projects.map((p) => [p.name, p.keywords, p.startDate, p.endDate])).toEqual([
			["Hostel Mess Feedback App", ["React Native", "Firebase"], "2024-08", "2024-11"],
			["Placement Drive Tracker", ["Node.js", "PostgreSQL"], "2025-01", "2025-03"],
		]);
	};

	it("reads a sidebar on the left as its own part, before the main column", async () => {
		const { document, found, notes } = await read(await SAMPLE_PDFS.sidebarLeft());
		expect(found).toEqual(["skills", "languages", "education", "work", "projects"]);
		expect(notes[0]).toMatch(/^Read as two columns: page 1 \(sidebar on the left\)\./);
		expectTheResume(document);
		expect(document.basics.label).toBe("Final-year B.Tech (CSE) | Backend developer");
		expect(document.basics.location).toMatchObject({ city: "Pune", region: "Maharashtra" });
	});

	it("reads a sidebar on the right after the main column, certificates included", async () => {
		const { document, found, notes } = await read(await SAMPLE_PDFS.sidebarRight());
		expect(found).toEqual(["education", "work", "projects", "skills", "certificates", "languages"]);
		expect(notes[0]).toMatch(/^Read as two columns: page 1 \(sidebar on the right\)\./);
		expectTheResume(document);
		expect(document.certificates).toEqual([
			{ name: "NPTEL Programming in Java (Elite)", date: "2024-10", issuer: "IIT Kharagpur", url: "" },
			{ name: "AWS Certified Cloud Practitioner", date: "2025-02", issuer: "Amazon Web Services", url: "" },
		]);
	});

	it("reads a full-width header (name and contact across the page) before the two columns", async () => {
		const bytes = await SAMPLE_PDFS.fullWidthHeader();
		const { document, found } = await read(bytes);
		expect(found).toEqual(["skills", "languages", "certificates", "education", "work", "projects"]);
		expectTheResume(document);
		const { lines, columns } = await extractPdfText(new Uint8Array(bytes));
		expect(columns).toEqual([{ page: 1, sidebar: "left" }]);
		// The header spans both columns: it is read whole, first, and belongs to neither column.
		expect(lines[0]).toMatchObject({ text: "Rohan Deshmukh" });
		expect(lines[0]?.column).toBeUndefined();
		expect(lines[1]?.text).toBe(
			"+91 98220 45678 | rohan.deshmukh@coep.ac.in | linkedin.com/in/rohan-deshmukh | Pune, Maharashtra",
		);
		expect(lines[2]).toMatchObject({ text: "SKILLS", column: "side" });
	});

	it("reads a two-column first page and a single-column second page, each as it is set", async () => {
		const bytes = await SAMPLE_PDFS.twoThenOne();
		const { document, found, notes, pages } = await read(bytes);
		expect(pages).toBe(2);
		expect(found).toEqual(["skills", "languages", "education", "work", "projects", "awards", "certificates"]);
		expect(notes[0]).toMatch(/^Read as two columns: page 1 \(sidebar on the left\)\./);
		expect(notes.join(" ")).not.toMatch(/page 2/);
		expectTheResume(document);
		expect(document.awards.map((a) => [a.title, a.awarder, a.date])).toEqual([
			["Finalist, Smart India Hackathon", "Ministry of Education", "2024-12"],
			["Rank 312, CodeChef Starters 140", "CodeChef", "2024-06"],
		]);
		expect(document.certificates.map((c) => c.issuer)).toEqual(["IIT Kharagpur", "Amazon Web Services"]);
		const { lines } = await extractPdfText(new Uint8Array(bytes));
		expect(lines.filter((line) => line.page === 2).every((line) => line.column === undefined)).toBe(true);
	});

	it("carries each column's section over to the next page when both pages have two columns", async () => {
		const { document, notes } = await read(await SAMPLE_PDFS.twoPagesTwoColumns());
		expect(notes[0]).toMatch(
			/^Read as two columns: page 1 \(sidebar on the left\), page 2 \(sidebar on the left\)\./,
		);
		expectTheResume(document);
		expect(document.certificates.map((c) => c.name)).toEqual([
			"NPTEL Programming in Java (Elite)",
			"AWS Certified Cloud Practitioner",
		]);
		expect(JSON.stringify(document.projects)).not.toContain("NPTEL");
	});

	it("never splits a single-column resume whose dates are set flush right", async () => {
		const bytes = await SAMPLE_PDFS.singleColumn();
		const { lines, columns } = await extractPdfText(new Uint8Array(bytes));
		expect(columns).toEqual([]);
		expect(lines.every((line) => line.column === undefined)).toBe(true);
		expect(lines.map((line) => line.text)).toEqual(
			expect.arrayContaining([
				"Software Development Intern | May 2025 – Jul 2025",
				"B.Tech in Computer Science and Engineering | 2022 – 2026",
				"Finalist, Smart India Hackathon | Dec 2024",
			]),
		);
		const { document, found, notes } = await read(bytes);
		expect(found).toEqual(["education", "work", "projects", "awards", "skills"]);
		expect(notes.join(" ")).not.toMatch(/two columns/);
		expect(document.work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
			["Software Development Intern", "Persistent Systems", "2025-05", "2025-07"],
			["Web Development Intern", "Pune Municipal Corporation Smart City Cell", "2024-12", "2025-01"],
		]);
		expect(document.education.map((e) => [e.studyType, e.grade])).toEqual([
			["B.Tech", 8.4],
			["Class 12 (HSC)", 91.2],
		]);
		expect(document.skills.map((s) => s.name)).toEqual(["Languages", "Web and databases"]);
	});

	it("never splits a single column of short lines whose dates and places are flush right", async () => {
		const bytes = await SAMPLE_PDFS.singleColumnShortLines();
		const { lines, columns } = await extractPdfText(new Uint8Array(bytes));
		expect(columns).toEqual([]);
		expect(lines.map((line) => line.text)).toEqual(
			expect.arrayContaining([
				"COEP Technological University | CGPA: 8.4/10 | Pune, Maharashtra",
				"Persistent Systems | Pune, Maharashtra",
			]),
		);
		const { document, found, notes } = await read(bytes);
		expect(found).toEqual(["education", "work", "awards"]);
		expect(notes.join(" ")).not.toMatch(/two columns/);
		expect(document.work.map((w) => [w.position, w.name, w.location, w.startDate, w.endDate])).toEqual([
			["Software Development Intern", "Persistent Systems", "Pune, Maharashtra", "2025-05", "2025-07"],
			["Web Development Intern", "Smart City Cell, PMC", "Pune", "2024-12", "2025-01"],
		]);
		expect(document.education[0]).toMatchObject({ gradeType: "cgpa", grade: 8.4, startDate: "2022" });
	});

	it.each(["modern", "classic", "compact"] as const)(
		"does not read Unnati's own single-column %s PDF as two columns",
		async (template) => {
			const pdf = await renderResumePdf(FULL_RESUME, { template, paper: "A4" }, "Ananya");
			const { columns, lines } = await extractPdfText(new Uint8Array(pdf));
			expect(columns).toEqual([]);
			expect(lines.some((line) => line.column)).toBe(false);
		},
	);
});
