import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { lessonSchema } from "@unnati/contracts/learning";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/database";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { loadContent } from "./load-content";
import { FIXTURE, FIXTURE_DIR } from "./test-fixtures";

// The fixture course, with its hostile lesson (script, handlers, javascript: links) made a free preview.
const content = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-lesson-page-content-"));
fs.cpSync(FIXTURE_DIR, content, { recursive: true });
const hostileFile = path.join(content, "courses", FIXTURE.course, "lessons", `${FIXTURE.hostile}.md`);
fs.writeFileSync(
	hostileFile,
	fs.readFileSync(hostileFile, "utf8").replace("minutes: 12\n", "minutes: 12\npreview: true\n"),
);

// A stand-in for the web build: dist/ with index.html and page-shell.html, and beside it
// dist-prerender/prerender.js, whose renderer writes the title and the body of the lesson it is
// given the way the lesson screen does (the body set as HTML, as LessonBody does).
const build = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-lesson-page-web-"));
const webDist = path.join(build, "dist");
fs.mkdirSync(webDist);
fs.mkdirSync(path.join(build, "dist-prerender"));
const INDEX =
	'<!doctype html><html lang="en"><head><title>Unnati</title></head><body><div id="root"></div></body></html>';
fs.writeFileSync(path.join(webDist, "index.html"), INDEX);
fs.writeFileSync(
	path.join(webDist, "page-shell.html"),
	'<!doctype html><html lang="en"><head><title><!--unnati:title--></title><script type="module" src="/assets/page-boot.js"></script></head><body><div id="root" inert aria-disabled="true"><!--unnati:markup--></div><!--unnati:answers--></body></html>',
);
fs.writeFileSync(
	path.join(build, "dist-prerender", "prerender.js"),
	`export async function renderPageWithAnswers(url, answers) {
		const lesson = Object.values(answers)[0];
		return {
			html: '<main data-url="' + url + '"><h1>' + lesson.title + '</h1><div class="lesson-body">' + lesson.html + "</div></main>",
			title: lesson.title + " · Unnati",
			errors: [],
		};
	}`,
);

async function loadContentForPages(database: Database): Promise<void> {
	const summary = await loadContent(database.db, new Date(), content);
	if (summary.problems.length > 0) throw new Error(summary.problems.join("\n"));
}

const ctx = useTestApp({ beforeBuild: loadContentForPages, webDist });
afterAll(() => {
	fs.rmSync(content, { recursive: true, force: true });
	fs.rmSync(build, { recursive: true, force: true });
});

const page = (lesson: string, course: string = FIXTURE.course) =>
	`/learning-path/${FIXTURE.path}/course/${course}/lesson/${lesson}`;
const apiUrl = (lesson: string) => `/api/learning/courses/${FIXTURE.course}/lessons/${lesson}`;

/** The API answers a page carries for the browser (apps/web/src/lib/preloaded.ts). */
function preloaded(html: string): Record<string, unknown> | null {
	const block = /<script type="application\/json" id="unnati-preloaded">([^<]*)<\/script>/.exec(html);
	return block?.[1] ? (JSON.parse(block[1]) as Record<string, unknown>) : null;
}

async function lessonBody(lesson: string): Promise<string> {
	const res = await ctx.app.inject({ method: "GET", url: apiUrl(lesson) });
	return lessonSchema.parse(res.json()).html;
}

describe("the public lesson page, pre-rendered for a visitor", () => {
	it("arrives with a free lesson's heading and body in the document, and the lesson for the browser to start from", async () => {
		const res = await ctx.app.inject({ method: "GET", url: page(FIXTURE.preview) });
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toContain("text/html");
		expect(res.body).toContain("<h1>Why halving works</h1>");
		expect(res.body).toContain("Looking up a PNR in a sorted list");
		expect(res.body).toContain("<title>Why halving works · Unnati</title>");
		// What the browser reads is the answer its own GET would have had.
		const api = await ctx.app.inject({ method: "GET", url: apiUrl(FIXTURE.preview) });
		expect(preloaded(res.body)).toEqual({ [`GET ${apiUrl(FIXTURE.preview)}`]: api.json() });
		lessonSchema.parse(preloaded(res.body)?.[`GET ${apiUrl(FIXTURE.preview)}`]);
	});

	it("never carries a locked lesson's body: the page is the app alone, for the browser to ask with its session", async () => {
		const body = await ctx.app.inject({
			method: "GET",
			url: apiUrl(FIXTURE.locked),
			headers: await enrolledStudent(),
		});
		const lockedHtml = body.json().html as string;
		expect(lockedHtml).toContain("The invariant");

		const res = await ctx.app.inject({ method: "GET", url: page(FIXTURE.locked) });
		expect(res.statusCode).toBe(200);
		expect(res.body).toBe(INDEX);
		expect(res.body).not.toContain("The invariant");
		expect(res.body).not.toContain("Loop invariants");
	});

	it("is not rendered with a visitor's reading for someone signed in (they may read more, and ask with their session)", async () => {
		const res = await ctx.app.inject({
			method: "GET",
			url: page(FIXTURE.preview),
			headers: await enrolledStudent(),
		});
		expect(res.statusCode).toBe(200);
		expect(res.body).toBe(INDEX);
	});

	it("answers 404 for an unknown lesson or course, with the app (whose screen says it is missing)", async () => {
		for (const url of [page("no-such-lesson"), page(FIXTURE.preview, "no-such-course"), page("bad%20id!")]) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(404);
			expect(res.body, url).toBe(INDEX);
		}
	});

	it("keeps a lesson's authored HTML sanitized, in the markup and in the data block", async () => {
		const res = await ctx.app.inject({ method: "GET", url: page(FIXTURE.hostile) });
		expect(res.statusCode).toBe(200);
		expect(res.body).toContain("Minimum days to ship parcels");
		expect(res.body).toContain(await lessonBody(FIXTURE.hostile));
		expect(res.body).not.toMatch(/<script>|onerror|onload|javascript:/i);
		// The page's only scripts: the app's boot file and the JSON data block, which nothing in it can end.
		expect(res.body.match(/<script/g)).toHaveLength(2);
		expect(res.body.match(/<\/script>/g)).toHaveLength(2);
		const answer = lessonSchema.parse(preloaded(res.body)?.[`GET ${apiUrl(FIXTURE.hostile)}`]);
		expect(answer.html).toBe(await lessonBody(FIXTURE.hostile));
	});

	it("leaves the other pages of the catalogue to the browser", async () => {
		const other = await ctx.app.inject({ method: "GET", url: `/learning-path/${FIXTURE.path}` });
		expect(other.body).toBe(INDEX);
	});
});

let studentHeaders: ReturnType<typeof bearer> | null = null;
async function enrolledStudent(): Promise<ReturnType<typeof bearer>> {
	if (studentHeaders) return studentHeaders;
	const college = await makeCollege(ctx.database.db);
	const student = await makeStudent(ctx.database.db, college);
	const headers = bearer(await signInAs(ctx.app, student));
	const enrol = await ctx.app.inject({
		method: "POST",
		url: `/api/learning/courses/${FIXTURE.course}/enrolment`,
		headers,
	});
	expect(enrol.statusCode).toBeLessThan(300);
	studentHeaders = headers;
	return headers;
}
