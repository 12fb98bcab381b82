import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { lessonSchema } from "@unnati/contracts/learning";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { readContent } from "./content-files";
import { CONTENT_DIR, loadContent } from "./load-content";
import { renderMarkdown } from "./markdown";
import { nextRevisionNumber, publishRevision, rejectRevision, submitForReview } from "./publishing";
import { learningCourseRevisions, learningLessonRevisions, learningLessons } from "./tables";
import { FIXTURE, FIXTURE_DIR, loadFixture } from "./test-fixtures";

const ctx = useTestApp({ beforeBuild: loadFixture });
const copies: string[] = [];
afterAll(() => {
	for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

const lessonUrl = (slug: string) => `/api/learning/courses/${FIXTURE.course}/lessons/${slug}`;
const readPreview = async () =>
	lessonSchema.parse((await ctx.app.inject({ method: "GET", url: lessonUrl(FIXTURE.preview) })).json());

async function lessonIdOf(slug: string): Promise<string> {
	const [row] = await ctx.database.db.select().from(learningLessons).where(eq(learningLessons.slug, slug));
	if (!row) throw new Error(`no lesson ${slug}`);
	return row.id;
}

async function draftOf(slug: string, markdown: string): Promise<string> {
	const db = ctx.database.db;
	const lessonId = await lessonIdOf(slug);
	const [revision] = await db
		.insert(learningLessonRevisions)
		.values({
			lessonId,
			number: await nextRevisionNumber(db, "lesson", lessonId),
			title: "Why halving works (revised)",
			minutes: 9,
			preview: true,
			markdown,
			html: renderMarkdown(markdown, FIXTURE.course),
		})
		.returning();
	if (!revision) throw new Error("draft not stored");
	return revision.id;
}

describe("versioned publishing", () => {
	it("shows students the published version until an edit is reviewed and approved", async () => {
		const db = ctx.database.db;
		const before = await readPreview();
		const draft = await draftOf(
			FIXTURE.preview,
			"## Revised\n\nHalving, explained again with a Tatkal queue.",
		);
		expect((await readPreview()).html).toBe(before.html); // a draft changes nothing

		// Publishing straight from draft is refused: an edit needs review.
		await expect(
			publishRevision(db, "lesson", draft, { reviewerId: null, now: new Date() }),
		).rejects.toMatchObject({
			code: "CONFLICT",
		});
		await submitForReview(db, "lesson", draft, new Date());
		expect((await readPreview()).html).toBe(before.html); // in review changes nothing either
		await publishRevision(db, "lesson", draft, { reviewerId: null, now: new Date() });

		const after = await readPreview();
		expect(after.title).toBe("Why halving works (revised)");
		expect(after.html).toContain("Tatkal queue");
		const history = await db
			.select({ number: learningLessonRevisions.number, state: learningLessonRevisions.state })
			.from(learningLessonRevisions)
			.where(eq(learningLessonRevisions.lessonId, await lessonIdOf(FIXTURE.preview)));
		expect(history.sort((a, b) => a.number - b.number).map((r) => r.state)).toEqual([
			"superseded",
			"published",
		]);
	});

	it("leaves the published version alone when review rejects an edit", async () => {
		const db = ctx.database.db;
		const before = await readPreview();
		const draft = await draftOf(FIXTURE.preview, "## Rejected\n\nThis edit should never be seen.");
		await submitForReview(db, "lesson", draft, new Date());
		await rejectRevision(db, "lesson", draft, {
			reviewerId: (await seedReviewer()).id,
			note: "Cite the source",
			now: new Date(),
		});
		expect((await readPreview()).html).toBe(before.html);
		await expect(submitForReview(db, "lesson", draft, new Date())).rejects.toMatchObject({
			code: "CONFLICT",
		});
	});
});

async function seedReviewer() {
	const college = await makeCollege(ctx.database.db);
	return makeStudent(ctx.database.db, college);
}

describe("the content loader", () => {
	it("changes nothing when the files did not change", async () => {
		const db = ctx.database.db;
		const count = async () =>
			(await db.select({ id: learningCourseRevisions.id }).from(learningCourseRevisions)).length;
		const before = await count();
		const summary = await loadContent(db, new Date(), FIXTURE_DIR);
		expect(summary).toMatchObject({ courses: 1, coursesChanged: 0, problems: [] });
		expect(await count()).toBe(before);
	});

	it("gives a changed lesson a new published version and keeps progress pointing at the same lesson", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const headers = bearer(await signInAs(ctx.app, await makeStudent(db, college)));
		await ctx.app.inject({
			method: "POST",
			url: `/api/learning/courses/${FIXTURE.course}/enrolment`,
			headers,
		});
		await ctx.app.inject({ method: "POST", url: `${lessonUrl(FIXTURE.locked)}/completion`, headers });

		const copy = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-content-"));
		copies.push(copy);
		fs.cpSync(FIXTURE_DIR, copy, { recursive: true });
		const file = path.join(copy, "courses", FIXTURE.course, "lessons", `${FIXTURE.locked}.md`);
		fs.writeFileSync(
			file,
			fs
				.readFileSync(file, "utf8")
				.replace("## Key points", "## A second example\n\nBookings.\n\n## Key points"),
		);
		const summary = await loadContent(db, new Date(), copy);
		expect(summary.coursesChanged).toBe(1);

		const res = await ctx.app.inject({ method: "GET", url: lessonUrl(FIXTURE.locked), headers });
		const lesson = lessonSchema.parse(res.json());
		expect(lesson.html).toContain("A second example");
		expect(lesson.student?.completed).toBe(true);
	});

	it("stores hostile lesson Markdown inert: no script, handler, javascript: link or inline SVG", async () => {
		const db = ctx.database.db;
		const [row] = await db
			.select({ html: learningLessonRevisions.html })
			.from(learningLessonRevisions)
			.innerJoin(learningLessons, eq(learningLessons.publishedRevisionId, learningLessonRevisions.id))
			.where(eq(learningLessons.slug, FIXTURE.hostile));
		expect(row?.html).toBeDefined();
		expect(row?.html).not.toMatch(/<script|<svg|\son[a-z]+=|javascript:/i);
		expect(row?.html).toContain('href="https://example.org/help"');
	});

	it("finds no problem in any real content file written so far", () => {
		const bundle = readContent(CONTENT_DIR);
		expect(bundle.problems).toEqual([]);
	});
});
