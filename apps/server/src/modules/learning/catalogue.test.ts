import {
	catalogueResultSchema,
	courseDetailSchema,
	learningPathsSchema,
	lessonSchema,
} from "@unnati/contracts/learning";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { FIXTURE, loadFixture } from "./test-fixtures";

const ctx = useTestApp({ beforeBuild: loadFixture });
const lessonUrl = (lesson: string) => `/api/learning/courses/${FIXTURE.course}/lessons/${lesson}`;

describe("the public catalogue", () => {
	it("lists the journey paths with their courses, to anyone", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/learning-paths" });
		expect(res.statusCode).toBe(200);
		const { paths } = learningPathsSchema.parse(res.json());
		const path = paths.find((p) => p.id === FIXTURE.path);
		expect(path?.courses.map((c) => c.id)).toEqual([FIXTURE.course]);
		expect(path?.courses[0]).toMatchObject({
			lessonCount: 3,
			moduleCount: 2,
			level: "beginner",
			pathId: FIXTURE.path,
		});
		expect(path?.descriptionHtml).toContain("<strong>server tests</strong>");
	});

	it("shows a course's outline with its preview lessons marked, and 404 for an unknown course", async () => {
		const res = await ctx.app.inject({ method: "GET", url: `/api/learning/courses/${FIXTURE.course}` });
		const course = courseDetailSchema.parse(res.json());
		expect(course.modules.map((m) => m.lessons.map((l) => [l.id, l.preview]))).toEqual([
			[
				["why-halving-works", true],
				["loop-invariants", false],
			],
			[["search-on-the-answer", false]],
		]);
		expect(course.mockTest).toMatchObject({ durationMinutes: 10, questionCount: 4 });
		const missing = await ctx.app.inject({ method: "GET", url: "/api/learning/courses/no-such-course" });
		expect(missing.statusCode).toBe(404);
	});

	it("finds courses by words in their lessons (full-text, prefixes) and filters by journey, level and duration", async () => {
		const search = async (query: string) => {
			const res = await ctx.app.inject({ method: "GET", url: `/api/learning/search?${query}` });
			expect(res.statusCode).toBe(200);
			return catalogueResultSchema.parse(res.json()).courses.map((c) => c.id);
		};
		expect(await search("q=invariant")).toContain(FIXTURE.course);
		expect(await search("q=courier%20parcels")).toContain(FIXTURE.course); // only in a lesson's body
		expect(await search("q=halv")).toContain(FIXTURE.course); // a prefix
		expect(await search("q=kubernetes%20helm%20charts")).not.toContain(FIXTURE.course);
		expect(await search(`journey=${FIXTURE.path}&level=beginner&duration=short`)).toEqual([FIXTURE.course]);
		expect(await search(`journey=${FIXTURE.path}&level=advanced`)).toEqual([]);
		expect(await search(`journey=${FIXTURE.path}&duration=long`)).toEqual([]);
		const bad = await ctx.app.inject({ method: "GET", url: "/api/learning/search?level=expert" });
		expect(bad.statusCode).toBe(400);
	});
});

describe("who may read a lesson", () => {
	it("gives a visitor the preview lesson, rendered and highlighted", async () => {
		const res = await ctx.app.inject({ method: "GET", url: lessonUrl(FIXTURE.preview) });
		expect(res.statusCode).toBe(200);
		const lesson = lessonSchema.parse(res.json());
		expect(lesson.html).toContain('class="hljs language-python"');
		expect(lesson.html).toContain(`/api/learning/courses/${FIXTURE.course}/figures/halving.svg`);
		expect(lesson).toMatchObject({ previous: null, next: { id: FIXTURE.locked }, student: null });
	});

	it("refuses a locked lesson to a visitor and to a student not enrolled, with nothing of its body", async () => {
		const visitor = await ctx.app.inject({ method: "GET", url: lessonUrl(FIXTURE.locked) });
		expect(visitor.statusCode).toBe(403);
		expect(visitor.json()).toMatchObject({
			code: "LESSON_LOCKED",
			message: expect.stringMatching(/sign up/i),
		});
		expect(visitor.body).not.toContain("invariant");

		const college = await makeCollege(ctx.database.db);
		const student = await makeStudent(ctx.database.db, college);
		const token = await signInAs(ctx.app, student);
		const res = await ctx.app.inject({
			method: "GET",
			url: lessonUrl(FIXTURE.locked),
			headers: bearer(token),
		});
		expect(res.statusCode).toBe(403);
		expect(res.json().code).toBe("LESSON_LOCKED");
		expect(res.body).not.toContain("lo = mid + 1");
	});

	it("answers 404 for a lesson that is not in the published outline", async () => {
		const res = await ctx.app.inject({ method: "GET", url: lessonUrl("no-such-lesson") });
		expect(res.statusCode).toBe(404);
	});

	it("serves figures as SVG that cannot run scripts even when opened directly", async () => {
		const res = await ctx.app.inject({
			method: "GET",
			url: `/api/learning/courses/${FIXTURE.course}/figures/halving.svg`,
		});
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toContain("image/svg+xml");
		expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
		expect(res.headers["content-security-policy"]).toContain("sandbox");
		expect(res.headers["x-content-type-options"]).toBe("nosniff");
		const missing = await ctx.app.inject({
			method: "GET",
			url: `/api/learning/courses/${FIXTURE.course}/figures/nope.svg`,
		});
		expect(missing.statusCode).toBe(404);
	});
});
