import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
	JD_MAX_CHARS,
	layoutResume,
	matchResultSchema,
	resumeDetailSchema,
	resumeDocumentSchema,
	resumeListSchema,
	SAMPLE_JOB_DESCRIPTIONS,
} from "@unnati/contracts/resumes";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	makeCollege,
	makeMentorWithMentees,
	makeStaff,
	makeStudent,
	signInAs,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { FULL_RESUME } from "./test-fixtures";

const require_ = (await import("node:module")).createRequire(import.meta.url);
const jsonResumeSchema = JSON.parse(
	readFileSync(require_.resolve("@jsonresume/schema/schema.json"), "utf8"),
) as Record<string, unknown>;

describe("resumes over HTTP", () => {
	const ctx = useTestApp();
	let college: TestCollege;
	let student: TestPerson;
	let token: string;
	let otherStudent: string;
	let mentorToken: string;
	let mentee: TestPerson;
	let menteeToken: string;
	let placementToken: string;
	let otherPlacementToken: string;

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db);
		const otherCollege = await makeCollege(db);
		student = await makeStudent(db, college);
		token = await signInAs(ctx.app, student);
		otherStudent = await signInAs(ctx.app, await makeStudent(db, college));
		const mapping = await makeMentorWithMentees(db, college, { mentees: 1 });
		mentorToken = await signInAs(ctx.app, mapping.mentor);
		mentee = mapping.mentees[0] as TestPerson;
		menteeToken = await signInAs(ctx.app, mentee);
		placementToken = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PAT"));
		otherPlacementToken = await signInAs(ctx.app, await makeStaff(db, otherCollege, "ROLE_PAT"));
	});

	const call = (
		who: string | null,
		method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
		url: string,
		payload?: unknown,
	) =>
		ctx.app.inject({
			method,
			url,
			...(who ? { headers: bearer(who) } : {}),
			...(payload === undefined ? {} : { payload: payload as object }),
		});
	const create = async (who: string, title: string, prefill = true) => {
		const res = await call(who, "POST", "/api/resumes", { title, prefill });
		expect(res.statusCode, res.body).toBe(201);
		return resumeDetailSchema.parse(res.json());
	};
	const save = (who: string, id: string, baseVersion: number, document: unknown) =>
		call(who, "PUT", `/api/resumes/${id}/document`, {
			baseVersion,
			document,
			settings: { template: "modern", font: "Times-Roman", fontSize: 11, accent: "#0b6e4f", paper: "LETTER" },
		});

	it("creates a resume prefilled from the student's account and college, lists, renames and targets it", async () => {
		const resume = await create(token, "SDE roles");
		expect(resume.document.basics.name).toBe(student.name);
		expect(resume.document.basics.email).toBe(student.email);
		expect(resume.document.education[0]?.institution).toMatch(/^Test College/);
		expect(resume.document.education[0]?.level).toBe("ug");
		expect(resume.editable).toBe(true);

		const renamed = await call(token, "PATCH", `/api/resumes/${resume.id}`, {
			title: "SDE – product companies",
			targetJobDescription: SAMPLE_JOB_DESCRIPTIONS[0]?.text,
		});
		expect(renamed.statusCode, renamed.body).toBe(200);
		const list = resumeListSchema.parse((await call(token, "GET", "/api/resumes")).json());
		const listed = list.resumes.find((r) => r.id === resume.id);
		expect(listed?.title).toBe("SDE – product companies");
		expect(listed?.targetJobDescription).toContain("Associate Software Engineer");
	});

	it("autosaves as numbered versions, refuses a stale save with 409 and restores an old version", async () => {
		const resume = await create(token, "Versions", false);
		const first = await save(token, resume.id, 1, {
			...FULL_RESUME,
			basics: { ...FULL_RESUME.basics, label: "First" },
		});
		expect(first.statusCode, first.body).toBe(200);
		expect(first.json().version).toBe(2);
		const second = await save(token, resume.id, 2, {
			...FULL_RESUME,
			basics: { ...FULL_RESUME.basics, label: "Second" },
		});
		expect(second.json().version).toBe(3);

		const stale = await save(token, resume.id, 2, FULL_RESUME);
		expect(stale.statusCode).toBe(409);
		expect(stale.json().message).toMatch(/another tab/);

		const versions = (await call(token, "GET", `/api/resumes/${resume.id}/versions`)).json();
		expect(versions.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
		const v2 = (await call(token, "GET", `/api/resumes/${resume.id}/versions/2`)).json();
		expect(v2.document.basics.label).toBe("First");

		const restored = await call(token, "POST", `/api/resumes/${resume.id}/versions/2/restore`);
		expect(restored.statusCode, restored.body).toBe(200);
		const detail = resumeDetailSchema.parse(restored.json());
		expect(detail.version).toBe(4);
		expect(detail.document.basics.label).toBe("First");
		expect(detail.settings.paper).toBe("LETTER");
	});

	it("refuses a 12-point CGPA and a malformed date, saying where", async () => {
		const resume = await create(token, "Bad input", false);
		const bad = await save(token, resume.id, 1, {
			education: [{ institution: "RVCE", gradeType: "cgpa", grade: 12 }],
			work: [{ name: "Acme", startDate: "June 2024" }],
		});
		expect(bad.statusCode).toBe(400);
		const paths = bad.json().errors.map((e: { path: string }) => e.path);
		expect(paths).toEqual(
			expect.arrayContaining(["document.education.0.grade", "document.work.0.startDate"]),
		);
		const unchanged = resumeDetailSchema.parse(
			(await call(token, "GET", `/api/resumes/${resume.id}`)).json(),
		);
		expect(unchanged.version).toBe(1);
	});

	it("duplicates and deletes", async () => {
		const resume = await create(token, "To copy");
		const copy = await call(token, "POST", `/api/resumes/${resume.id}/duplicate`);
		expect(copy.statusCode).toBe(201);
		const copied = resumeDetailSchema.parse(copy.json());
		expect(copied.title).toBe("Copy of To copy");
		expect(copied.document).toEqual(resume.document);
		expect((await call(token, "DELETE", `/api/resumes/${copied.id}`)).statusCode).toBe(204);
		expect((await call(token, "GET", `/api/resumes/${copied.id}`)).statusCode).toBe(404);
	});

	it("shares a public link that counts views, can expire, is revoked, and answers 404 once the resume is deleted", async () => {
		const resume = await create(token, "Shared");
		const shared = await call(token, "POST", `/api/resumes/${resume.id}/share`, {});
		expect(shared.statusCode, shared.body).toBe(200);
		const link = `/api/shared-resumes/${shared.json().token}`;
		expect((await call(null, "GET", link)).statusCode).toBe(200);
		expect((await call(null, "GET", link)).json().document.basics.name).toBe(student.name);
		const listed = resumeListSchema.parse((await call(token, "GET", "/api/resumes")).json());
		expect(listed.resumes.find((r) => r.id === resume.id)?.share?.views).toBe(2);

		expect((await call(token, "DELETE", `/api/resumes/${resume.id}/share`)).statusCode).toBe(204);
		expect((await call(null, "GET", link)).statusCode).toBe(404);

		const past = await call(token, "POST", `/api/resumes/${resume.id}/share`, {
			expiresAt: "2020-01-01T00:00:00Z",
		});
		expect(past.statusCode).toBe(400);
		const again = (
			await call(token, "POST", `/api/resumes/${resume.id}/share`, { expiresAt: "2099-01-01T00:00:00Z" })
		).json();
		expect((await call(null, "GET", `/api/shared-resumes/${again.token}`)).statusCode).toBe(200);
		expect((await call(token, "DELETE", `/api/resumes/${resume.id}`)).statusCode).toBe(204);
		const gone = await call(null, "GET", `/api/shared-resumes/${again.token}`);
		expect(gone.statusCode).toBe(404);
		expect(gone.json().message).toMatch(/deleted/);
	});

	it("keeps a student's resume from other students; their mentor reads and comments, their college's placement officer reads", async () => {
		const resume = await create(menteeToken, "Mentee resume");
		for (const url of [
			`/api/resumes/${resume.id}`,
			`/api/resumes/${resume.id}/pdf`,
			`/api/resumes/${resume.id}/json-resume`,
		])
			expect((await call(otherStudent, "GET", url)).statusCode).toBe(404);
		expect((await save(otherStudent, resume.id, 1, FULL_RESUME)).statusCode).toBe(404);
		expect((await call(otherStudent, "GET", "/api/resumes/not-a-uuid")).statusCode).toBe(404);

		const asMentor = await call(mentorToken, "GET", `/api/resumes/${resume.id}`);
		expect(asMentor.statusCode).toBe(200);
		expect(resumeDetailSchema.parse(asMentor.json()).editable).toBe(false);
		expect((await save(mentorToken, resume.id, 1, FULL_RESUME)).statusCode).toBe(403);
		const mentees = (await call(mentorToken, "GET", "/api/mentor/mentee-resumes")).json();
		expect(mentees.mentees[0].resumes[0].id).toBe(resume.id);

		const comment = await call(mentorToken, "POST", `/api/resumes/${resume.id}/comments`, {
			section: "projects",
			body: "Say what your project's users got out of it, with a number.",
		});
		expect(comment.statusCode, comment.body).toBe(201);
		const comments = (await call(menteeToken, "GET", `/api/resumes/${resume.id}/comments`)).json();
		expect(comments.comments[0]).toMatchObject({ section: "projects", authorName: expect.any(String) });
		// Another student's mentor is not this one: the student's own resume is out of the mentor's reach.
		const own = await create(token, "Not a mentee's");
		expect((await call(mentorToken, "GET", `/api/resumes/${own.id}`)).statusCode).toBe(404);
		expect(
			(await call(mentorToken, "POST", `/api/resumes/${own.id}/comments`, { section: "skills", body: "x" }))
				.statusCode,
		).toBe(404);

		expect((await call(placementToken, "GET", `/api/resumes/${resume.id}`)).statusCode).toBe(200);
		expect((await call(otherPlacementToken, "GET", `/api/resumes/${resume.id}`)).statusCode).toBe(404);
		const coverage = (
			await call(placementToken, "GET", `/api/placement/resume-coverage?year=${mentee.rollNo ? 3 : 3}`)
		).json();
		expect(coverage.years.length).toBeGreaterThan(0);
	});

	it("shows a placement officer, per year, who has no resume and each student's best match for a drive's JD", async () => {
		const resume = await create(token, "For the drive", false);
		await save(token, resume.id, 1, FULL_RESUME);
		const year = (await call(placementToken, "GET", "/api/placement/resume-coverage")).json().years[0];
		const res = await call(placementToken, "POST", "/api/placement/resume-coverage/match", {
			year,
			jobDescription: SAMPLE_JOB_DESCRIPTIONS[0]?.text,
		});
		expect(res.statusCode, res.body).toBe(200);
		const students = res.json().students as { id: string; resumeCount: number; bestScore: number | null }[];
		const mine = students.find((s) => s.id === student.id);
		expect(mine?.resumeCount).toBeGreaterThan(0);
		expect(mine?.bestScore).toBeGreaterThan(0);
		expect(students.filter((s) => s.resumeCount === 0).every((s) => s.bestScore === null)).toBe(true);
		expect(
			(await call(token, "POST", "/api/placement/resume-coverage/match", { jobDescription: "x" })).statusCode,
		).toBe(403);
		const empty = await call(placementToken, "POST", "/api/placement/resume-coverage/match", {
			jobDescription: " ",
		});
		expect(empty.statusCode).toBe(400);
	});

	it("exports JSON Resume valid against the official schema and re-imports it without losing a field", async () => {
		const resume = await create(token, "Round trip", false);
		expect((await save(token, resume.id, 1, FULL_RESUME)).statusCode).toBe(200);
		const exported = await call(token, "GET", `/api/resumes/${resume.id}/json-resume`);
		expect(exported.statusCode).toBe(200);
		expect(exported.headers["content-disposition"]).toMatch(/Round-trip\.json/);
		const body = JSON.parse(exported.body);
		const ajv = new Ajv({ strict: false, allErrors: true });
		addFormats(ajv);
		const validate = ajv.compile(jsonResumeSchema);
		expect(validate(body), JSON.stringify(validate.errors)).toBe(true);

		const imported = await call(token, "POST", "/api/resumes/import", { title: "Imported", document: body });
		expect(imported.statusCode, imported.body).toBe(201);
		const before = resumeDetailSchema.parse(
			(await call(token, "GET", `/api/resumes/${resume.id}`)).json(),
		).document;
		const after = resumeDetailSchema.parse(imported.json()).document;
		const { lastModified: _a, version: _b, ...metaAfter } = after.meta;
		const { lastModified: _c, version: _d, ...metaBefore } = before.meta;
		expect({ ...after, meta: metaAfter }).toEqual({ ...before, meta: metaBefore });
	});

	it("lists every problem of an invalid JSON Resume by path and saves nothing", async () => {
		const before = resumeListSchema.parse((await call(token, "GET", "/api/resumes")).json()).resumes.length;
		const res = await call(token, "POST", "/api/resumes/import", {
			title: "Broken",
			document: {
				basics: { name: 42, email: "not-an-email" },
				work: [{ name: "Acme", startDate: "last summer" }],
				skills: "Java",
			},
		});
		expect(res.statusCode).toBe(400);
		const paths = res.json().errors.map((e: { path: string }) => e.path);
		expect(paths).toEqual(
			expect.arrayContaining([
				"document.basics.name",
				"document.basics.email",
				"document.work.0.startDate",
				"document.skills",
			]),
		);
		expect(resumeListSchema.parse((await call(token, "GET", "/api/resumes")).json()).resumes.length).toBe(
			before,
		);
	});

	it("matches a resume or pasted text against a job description and refuses empty or huge ones", async () => {
		const resume = await create(token, "Match me", false);
		await save(token, resume.id, 1, FULL_RESUME);
		const jd = SAMPLE_JOB_DESCRIPTIONS[0]?.text ?? "";
		const byId = await call(token, "POST", "/api/resumes/match", { resumeId: resume.id, jobDescription: jd });
		expect(byId.statusCode, byId.body).toBe(200);
		const result = matchResultSchema.parse(byId.json());
		expect(result.job.title).toBe("Software Engineer");
		expect(result.skills.find((s) => s.name === "Java")?.status).toBe("present");

		const byText = await call(token, "POST", "/api/resumes/match", {
			resumeText: "Skills: Java",
			jobDescription: jd,
		});
		expect(byText.statusCode).toBe(200);
		expect(matchResultSchema.parse(byText.json()).score).toBeLessThan(result.score);

		const empty = await call(token, "POST", "/api/resumes/match", {
			resumeId: resume.id,
			jobDescription: "   ",
		});
		expect(empty.statusCode).toBe(400);
		expect(empty.json().errors[0].message).toMatch(/Paste a job description/);
		const huge = await call(token, "POST", "/api/resumes/match", {
			resumeId: resume.id,
			jobDescription: "a".repeat(JD_MAX_CHARS + 1),
		});
		expect(huge.statusCode).toBe(400);
		expect(huge.json().errors[0].message).toMatch(/20,000 characters/);
		const both = await call(token, "POST", "/api/resumes/match", { jobDescription: jd });
		expect(both.statusCode).toBe(400);
		const others = await call(otherStudent, "POST", "/api/resumes/match", {
			resumeId: resume.id,
			jobDescription: jd,
		});
		expect(others.statusCode).toBe(404);
	});

	it("exports a DOCX: a zip whose word/document.xml holds every field's text in reading order, markup as typed", async () => {
		const resume = await create(token, "Word export", false);
		expect((await save(token, resume.id, 1, FULL_RESUME)).statusCode).toBe(200);
		expect((await call(otherStudent, "GET", `/api/resumes/${resume.id}/docx`)).statusCode).toBe(404);
		const res = await call(token, "GET", `/api/resumes/${resume.id}/docx`);
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toBe(
			"application/vnd.openxmlformats-officedocument.wordprocessingml.document",
		);
		expect(res.headers["content-disposition"]).toMatch(/Word-export\.docx/);
		expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
		const dir = mkdtempSync(path.join(tmpdir(), "resume-docx-"));
		const file = path.join(dir, "resume.docx");
		writeFileSync(file, res.rawPayload);
		const entries = execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).split("\n");
		expect(entries).toEqual(expect.arrayContaining(["[Content_Types].xml", "word/document.xml"]));
		const xml = execFileSync("unzip", ["-p", file, "word/document.xml"], { encoding: "utf8" });
		expect(xml).not.toMatch(/<w:tbl>|<w:drawing>|<w:txbxContent>/);
		const decode = (value: string) =>
			value
				.replace(/&lt;/g, "<")
				.replace(/&gt;/g, ">")
				.replace(/&quot;/g, '"')
				.replace(/&apos;/g, "'")
				.replace(/&amp;/g, "&");
		const text = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
			.map((p) =>
				[...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => decode(t[1] ?? "")).join(""),
			)
			.join(" ")
			.replace(/\s+/g, " ");
		const layout = layoutResume(resumeDocumentSchema.parse(FULL_RESUME));
		const expected = [
			layout.name,
			layout.label,
			...layout.contact,
			layout.campusLine,
			layout.summary,
			...layout.sections.flatMap((section) => [
				section.heading,
				...section.entries.flatMap((e) => [
					e.title,
					e.subtitle,
					e.dates,
					...e.details,
					e.summary,
					...e.bullets,
				]),
			]),
		].filter(Boolean);
		expect(expected).toContain("<b>Chess</b><script>alert('x')</script>");
		let from = 0;
		for (const field of expected) {
			const at = text.indexOf(field.replace(/\s+/g, " "), from);
			expect(at, `"${field}" after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0);
			from = at + 1;
		}
	});

	it("exports a PDF whose text pdftotext reads back, every field in reading order, markup printed as typed", async () => {
		const resume = await create(token, "PDF", false);
		expect((await save(token, resume.id, 1, FULL_RESUME)).statusCode).toBe(200);
		const res = await call(token, "GET", `/api/resumes/${resume.id}/pdf`);
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toBe("application/pdf");
		const dir = mkdtempSync(path.join(tmpdir(), "resume-pdf-"));
		const file = path.join(dir, "resume.pdf");
		writeFileSync(file, res.rawPayload);
		const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
		// Every field the layout prints, in its order (headings as the modern template prints them).
		const layout = layoutResume(resumeDocumentSchema.parse(FULL_RESUME));
		const expected = [
			layout.name,
			layout.label,
			...layout.contact,
			layout.campusLine,
			layout.summary,
			...layout.sections.flatMap((section) => [
				section.heading,
				...section.entries.flatMap((e) => [
					e.title,
					e.subtitle,
					e.dates,
					...e.details,
					e.summary,
					...e.bullets,
				]),
			]),
		].filter(Boolean);
		expect(expected).toContain("<b>Chess</b><script>alert('x')</script>");
		expect(expected).toContain("8.7 CGPA (out of 10)");
		let from = 0;
		for (const field of expected) {
			const at = text.indexOf(field.replace(/\s+/g, " "), from);
			expect(at, `"${field}" after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0);
			from = at + 1;
		}
	});
});
