import {
	authoredCoursesSchema,
	authoringCourseSchema,
	authoringLessonDetailSchema,
	courseAnalyticsSchema,
	lessonSchema,
	reviewQueueSchema,
	uploadedImageSchema,
} from "@unnati/contracts/learning";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs, type TestCollege } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { notifications } from "../notifications/tables";
import { learningCourseInstructors, learningCourses, learningLessons } from "./tables";
import { FIXTURE, loadFixture } from "./test-fixtures";

const ctx = useTestApp({ beforeBuild: loadFixture });

const PNG = Buffer.concat([
	Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
	Buffer.from(
		"0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6d5d60000000049454e44ae426082",
		"hex",
	),
]);

type Headers = Record<string, string>;

async function fixtureCourseId(): Promise<string> {
	const [row] = await ctx.database.db
		.select({ id: learningCourses.id })
		.from(learningCourses)
		.where(eq(learningCourses.slug, FIXTURE.course));
	if (!row) throw new Error("fixture course missing");
	return row.id;
}

async function lessonId(courseId: string, slug: string): Promise<string> {
	const [row] = await ctx.database.db
		.select({ id: learningLessons.id })
		.from(learningLessons)
		.where(and(eq(learningLessons.courseId, courseId), eq(learningLessons.slug, slug)));
	if (!row) throw new Error(`no lesson ${slug}`);
	return row.id;
}

/** An instructor assigned to the fixture course, an admin of the same college, and their headers. */
async function people(college?: TestCollege) {
	const db = ctx.database.db;
	const home = college ?? (await makeCollege(db));
	const instructor = await makeStaff(db, home, "ROLE_INSTRUCTOR");
	const admin = await makeStaff(db, home, "ROLE_INSTRUCTOR_ADMIN");
	const courseId = await fixtureCourseId();
	await db
		.insert(learningCourseInstructors)
		.values({ courseId, userId: instructor.id })
		.onConflictDoNothing();
	return {
		college: home,
		instructor,
		courseId,
		asInstructor: bearer(await signInAs(ctx.app, instructor)) as Headers,
		asAdmin: bearer(await signInAs(ctx.app, admin)) as Headers,
	};
}

const inject = (method: "GET" | "POST" | "PUT", url: string, headers: Headers, payload?: unknown) =>
	ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

function multipart(bytes: Buffer, filename: string, type: string) {
	const boundary = "----unnati-authoring-test";
	const body = Buffer.concat([
		Buffer.from(
			`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
		),
		bytes,
		Buffer.from(`\r\n--${boundary}--\r\n`),
	]);
	return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
	courseId: string,
	headers: Headers,
	bytes: Buffer,
	filename = "figure.png",
	type = "image/png",
) {
	const form = multipart(bytes, filename, type);
	return ctx.app.inject({
		method: "POST",
		url: `/api/authoring/courses/${courseId}/images`,
		headers: { ...headers, "content-type": form.contentType },
		payload: form.body,
	});
}

const publicLesson = async (slug: string) =>
	lessonSchema.parse(
		(
			await ctx.app.inject({ method: "GET", url: `/api/learning/courses/${FIXTURE.course}/lessons/${slug}` })
		).json(),
	);

describe("authoring: draft → in review → published", () => {
	it("shows students the published lesson until the instructor admin approves the edit, then the new one", async () => {
		const { courseId, asInstructor, asAdmin, instructor } = await people();
		const lesson = await lessonId(courseId, FIXTURE.preview);
		const before = await publicLesson(FIXTURE.preview);

		const image = uploadedImageSchema.parse((await upload(courseId, asInstructor, PNG)).json());
		const markdown = `## Halving on the Konkan line\n\nSearch the station list.\n\n![Stations](images/${image.name})\n\n\`\`\`cpp\nint mid = lo + (hi - lo) / 2;\n\`\`\``;
		const saved = await inject("PUT", `/api/authoring/courses/${courseId}/lessons/${lesson}`, asInstructor, {
			title: "Why halving works, on the Konkan line",
			minutes: 8,
			preview: true,
			markdown,
		});
		expect(saved.statusCode).toBe(200);
		const draft = authoringLessonDetailSchema.parse(saved.json());
		expect(draft.state).toBe("draft");
		expect(draft.html).toContain(`src="/api/learning/courses/${FIXTURE.course}/images/${image.name}"`);
		expect(draft.html).toContain("language-cpp");
		expect((await publicLesson(FIXTURE.preview)).html).toBe(before.html); // a draft changes nothing

		const submitted = await inject("POST", `/api/authoring/courses/${courseId}/submit`, asInstructor);
		expect(submitted.statusCode).toBe(200);
		expect(authoringCourseSchema.parse(submitted.json()).state).toBe("in_review");
		expect((await publicLesson(FIXTURE.preview)).html).toBe(before.html); // nor does review

		// While in review the instructor cannot change it.
		const frozen = await inject("PUT", `/api/authoring/courses/${courseId}/lessons/${lesson}`, asInstructor, {
			title: "Sneaky change",
			minutes: 8,
			preview: true,
			markdown: "changed in review",
		});
		expect(frozen.statusCode).toBe(409);

		const queue = reviewQueueSchema.parse((await inject("GET", "/api/authoring/reviews", asAdmin)).json());
		const item = queue.items.find((i) => i.courseId === courseId);
		expect(item?.lessonsChanged).toBe(1);
		const approved = await inject("POST", `/api/authoring/reviews/${item?.revisionId}/approve`, asAdmin, {
			comment: "",
		});
		expect(approved.statusCode).toBe(200);

		const after = await publicLesson(FIXTURE.preview);
		expect(after.title).toBe("Why halving works, on the Konkan line");
		expect(after.html).toContain("Konkan line");
		expect(after.html).toContain(`/images/${image.name}`);
		const served = await ctx.app.inject({
			method: "GET",
			url: `/api/learning/courses/${FIXTURE.course}/images/${image.name}`,
		});
		expect(served.statusCode).toBe(200);
		expect(served.headers["content-type"]).toBe("image/png");
		expect(served.headers["x-content-type-options"]).toBe("nosniff");

		const course = authoringCourseSchema.parse(
			(await inject("GET", `/api/authoring/courses/${courseId}`, asInstructor)).json(),
		);
		expect(course.state).toBe("published");
		expect(course.history[0]?.state).toBe("published");
		expect(course.history.some((h) => h.state === "superseded")).toBe(true);

		const [notice] = await ctx.database.db
			.select({ type: notifications.type, data: notifications.data })
			.from(notifications)
			.where(eq(notifications.recipientId, instructor.id));
		expect(notice?.type).toBe("course_review_decided");
		expect(notice?.data).toMatchObject({ decision: "approved", courseId });

		// The next start reloads the content files: an approved edit belongs to the instructors now.
		await loadFixture(ctx.database);
		expect((await publicLesson(FIXTURE.preview)).title).toBe("Why halving works, on the Konkan line");
	});

	it("sends an edit back with a comment: students keep the published text and the instructor drafts again", async () => {
		const { courseId, asInstructor, asAdmin, instructor } = await people();
		const lesson = await lessonId(courseId, FIXTURE.locked);
		const original = authoringLessonDetailSchema.parse(
			(await inject("GET", `/api/authoring/courses/${courseId}/lessons/${lesson}`, asInstructor)).json(),
		);
		await inject("PUT", `/api/authoring/courses/${courseId}/lessons/${lesson}`, asInstructor, {
			title: original.title,
			minutes: original.minutes,
			preview: original.preview,
			markdown: "A half-finished rewrite.",
		});
		await inject("POST", `/api/authoring/courses/${courseId}/submit`, asInstructor);
		const queue = reviewQueueSchema.parse((await inject("GET", "/api/authoring/reviews", asAdmin)).json());
		const item = queue.items.find((i) => i.courseId === courseId);
		const tooShort = await inject("POST", `/api/authoring/reviews/${item?.revisionId}/send-back`, asAdmin, {
			comment: "",
		});
		expect(tooShort.statusCode).toBe(400);
		const sent = await inject("POST", `/api/authoring/reviews/${item?.revisionId}/send-back`, asAdmin, {
			comment: "Please finish the invariant proof before we publish.",
		});
		expect(sent.statusCode).toBe(200);

		const published = authoringLessonDetailSchema.parse(
			(await inject("GET", `/api/authoring/courses/${courseId}/lessons/${lesson}`, asInstructor)).json(),
		);
		expect(published.state).toBe("rejected");
		const course = authoringCourseSchema.parse(
			(await inject("GET", `/api/authoring/courses/${courseId}`, asInstructor)).json(),
		);
		expect(course.state).toBe("rejected");
		expect(course.reviewNote).toContain("invariant proof");
		// Students still read the published text (the locked lesson, so through the catalogue's course row).
		const [row] = await ctx.database.db
			.select({ published: learningLessons.publishedRevisionId })
			.from(learningLessons)
			.where(eq(learningLessons.id, lesson));
		expect(row?.published).not.toBeNull();
		const again = await inject("PUT", `/api/authoring/courses/${courseId}/lessons/${lesson}`, asInstructor, {
			title: original.title,
			minutes: original.minutes,
			preview: original.preview,
			markdown: original.markdown,
		});
		expect(authoringLessonDetailSchema.parse(again.json()).state).toBe("draft");
		const notices = await ctx.database.db
			.select({ data: notifications.data })
			.from(notifications)
			.where(eq(notifications.recipientId, instructor.id));
		expect(notices.map((n) => n.data)).toContainEqual(expect.objectContaining({ decision: "sent_back" }));
	});

	it("creates a course draft, adds and reorders lessons, and publishes it as a new course", async () => {
		const { asInstructor, asAdmin } = await people();
		const created = await inject("POST", "/api/authoring/courses", asInstructor, {
			title: "Hashing for placement interviews",
			summary: "Hash maps from first principles, with the collisions interviewers ask about.",
			level: "beginner",
			hours: 4,
			journeySlug: FIXTURE.path,
		});
		expect(created.statusCode).toBe(201);
		const course = authoringCourseSchema.parse(created.json());
		const addLesson = (title: string) =>
			inject("POST", `/api/authoring/courses/${course.id}/lessons`, asInstructor, { moduleIndex: 0, title });
		const first = authoringLessonDetailSchema.parse((await addLesson("What a hash function does")).json());
		const second = authoringLessonDetailSchema.parse((await addLesson("Collisions and chaining")).json());
		const reordered = await inject("PUT", `/api/authoring/courses/${course.id}/outline`, asInstructor, {
			modules: [{ title: "Hash maps", lessonIds: [second.id, first.id] }],
		});
		expect(reordered.statusCode).toBe(200);
		expect(authoringCourseSchema.parse(reordered.json()).modules[0]?.lessons.map((l) => l.id)).toEqual([
			second.id,
			first.id,
		]);
		const mine = authoredCoursesSchema.parse(
			(await inject("GET", "/api/authoring/courses", asInstructor)).json(),
		);
		expect(mine.courses.map((c) => c.id)).toContain(course.id);
		// Not in the catalogue before approval.
		expect(
			(await ctx.app.inject({ method: "GET", url: `/api/learning/courses/${course.slug}` })).statusCode,
		).toBe(404);
		await inject("POST", `/api/authoring/courses/${course.id}/submit`, asInstructor);
		const queue = reviewQueueSchema.parse((await inject("GET", "/api/authoring/reviews", asAdmin)).json());
		const item = queue.items.find((i) => i.courseId === course.id);
		expect(item?.lessonsChanged).toBe(2);
		await inject("POST", `/api/authoring/reviews/${item?.revisionId}/approve`, asAdmin, {
			comment: "Good start.",
		});
		const detail = await ctx.app.inject({ method: "GET", url: `/api/learning/courses/${course.slug}` });
		expect(detail.statusCode).toBe(200);
		expect(JSON.stringify(detail.json())).toContain("Collisions and chaining");
	});
});

describe("authoring: the outline", () => {
	it("keeps each module's slug and practice quiz when a middle module is removed, and refuses what would lose a lesson", async () => {
		const { asInstructor } = await people();
		const created = authoringCourseSchema.parse(
			(
				await inject("POST", "/api/authoring/courses", asInstructor, {
					title: "Graphs for placement interviews",
					summary: "Breadth-first and depth-first search, and the questions built on them.",
					level: "intermediate",
					hours: 6,
					journeySlug: FIXTURE.path,
				})
			).json(),
		);
		const url = `/api/authoring/courses/${created.id}/outline`;
		const three = authoringCourseSchema.parse(
			(
				await inject("PUT", url, asInstructor, {
					modules: [
						{ slug: "module-1", title: "Representing graphs", lessonIds: [] },
						{ title: "Breadth-first search", lessonIds: [] },
						{ title: "Depth-first search", lessonIds: [] },
					],
				})
			).json(),
		);
		expect(three.modules.map((m) => m.slug)).toEqual(["module-1", "module-2", "module-3"]);
		const dfsLesson = authoringLessonDetailSchema.parse(
			(
				await inject("POST", `/api/authoring/courses/${created.id}/lessons`, asInstructor, {
					moduleIndex: 2,
					title: "Cycle detection with DFS",
				})
			).json(),
		);
		const quizSaved = await inject(
			"PUT",
			`/api/authoring/courses/${created.id}/quizzes/module-3`,
			asInstructor,
			{
				title: "Depth-first search: practice quiz",
				passPercent: 60,
				questions: [
					{
						source: "new",
						question: {
							type: "mcq",
							text: "Which structure does an iterative depth-first search keep its frontier in?",
							options: [
								{ id: "a", text: "A queue" },
								{ id: "b", text: "A stack" },
							],
							answerKey: { type: "mcq", correct: ["b"] },
							explanation: "DFS explores the most recently found vertex next, so its frontier is a stack.",
						},
					},
				],
			},
		);
		expect(quizSaved.statusCode, quizSaved.body).toBe(200);

		// Removing the middle module: "Depth-first search" keeps module-3 and its quiz.
		const removed = await inject("PUT", url, asInstructor, {
			modules: [
				{ slug: "module-1", title: "Representing graphs", lessonIds: [] },
				{ slug: "module-3", title: "Depth-first search", lessonIds: [dfsLesson.id] },
			],
		});
		expect(removed.statusCode, removed.body).toBe(200);
		const two = authoringCourseSchema.parse(removed.json());
		expect(two.modules.map((m) => [m.slug, m.title])).toEqual([
			["module-1", "Representing graphs"],
			["module-3", "Depth-first search"],
		]);
		expect(two.modules[1]?.quiz?.title).toBe("Depth-first search: practice quiz");
		expect(two.modules[0]?.quiz ?? null).toBeNull();

		// A module added now does not take a removed module's slug.
		const added = authoringCourseSchema.parse(
			(
				await inject("PUT", url, asInstructor, {
					modules: [
						...two.modules.map((m) => ({
							slug: m.slug,
							title: m.title,
							lessonIds: m.lessons.map((l) => l.id),
						})),
						{ title: "Shortest paths", lessonIds: [] },
					],
				})
			).json(),
		);
		expect(added.modules.map((m) => m.slug)).toEqual(["module-1", "module-3", "module-2"]);

		// Refused, changing nothing: a lesson left out, an unknown module, a module named twice.
		for (const [modules, message] of [
			[
				[{ slug: "module-1", title: "Representing graphs", lessonIds: [] }],
				"Every lesson of the course must stay",
			],
			[
				[{ slug: "module-9", title: "Nowhere", lessonIds: [dfsLesson.id] }],
				'not part of this course: "module-9"',
			],
			[
				[
					{ slug: "module-1", title: "Graphs, part one", lessonIds: [dfsLesson.id] },
					{ slug: "module-1", title: "Graphs, part two", lessonIds: [] },
				],
				"A module can appear only once",
			],
		] as const) {
			const refused = await inject("PUT", url, asInstructor, { modules });
			expect(refused.statusCode).toBe(400);
			expect(refused.json().message).toContain(message);
		}
		const after = authoringCourseSchema.parse(
			(await inject("GET", `/api/authoring/courses/${created.id}`, asInstructor)).json(),
		);
		expect(after.modules.map((m) => m.slug)).toEqual(["module-1", "module-3", "module-2"]);
	});
});

describe("authoring: access", () => {
	it("refuses an instructor who is not assigned to the course (403) and changes nothing", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const outsider = await makeStaff(db, college, "ROLE_INSTRUCTOR");
		const headers = bearer(await signInAs(ctx.app, outsider)) as Headers;
		const courseId = await fixtureCourseId();
		const lesson = await lessonId(courseId, FIXTURE.preview);
		const before = await publicLesson(FIXTURE.preview);
		for (const response of [
			await inject("GET", `/api/authoring/courses/${courseId}`, headers),
			await inject("PUT", `/api/authoring/courses/${courseId}/lessons/${lesson}`, headers, {
				title: "Taken over",
				minutes: 5,
				preview: true,
				markdown: "not yours",
			}),
			await inject("POST", `/api/authoring/courses/${courseId}/submit`, headers),
			await upload(courseId, headers, PNG),
		]) {
			expect(response.statusCode).toBe(403);
			expect(response.json().message).toContain("not assigned");
		}
		expect((await publicLesson(FIXTURE.preview)).html).toBe(before.html);
		const mine = authoredCoursesSchema.parse((await inject("GET", "/api/authoring/courses", headers)).json());
		expect(mine.courses).toEqual([]);
	});

	it("keeps students and instructors out of the review endpoints, and instructor admins out of editing", async () => {
		const db = ctx.database.db;
		const { asInstructor, asAdmin, courseId } = await people();
		const student = bearer(await signInAs(ctx.app, await makeStudent(db, await makeCollege(db)))) as Headers;
		expect((await inject("GET", "/api/authoring/reviews", student)).statusCode).toBe(403);
		expect((await inject("GET", "/api/authoring/reviews", asInstructor)).statusCode).toBe(403);
		expect((await inject("GET", `/api/authoring/courses/${courseId}`, asAdmin)).statusCode).toBe(403);
		expect((await ctx.app.inject({ method: "GET", url: "/api/authoring/courses" })).statusCode).toBe(401);
	});

	it("lets the instructor admin assign instructors of their college only", async () => {
		const db = ctx.database.db;
		const { asAdmin, college } = await people();
		const newcomer = await makeStaff(db, college, "ROLE_INSTRUCTOR");
		const elsewhere = await makeStaff(db, await makeCollege(db), "ROLE_INSTRUCTOR");
		const courseId = await fixtureCourseId();
		const refused = await inject("PUT", `/api/authoring/admin/courses/${courseId}/instructors`, asAdmin, {
			instructorIds: [elsewhere.id],
		});
		expect(refused.statusCode).toBe(400);
		const assigned = await inject("PUT", `/api/authoring/admin/courses/${courseId}/instructors`, asAdmin, {
			instructorIds: [newcomer.id],
		});
		expect(assigned.statusCode).toBe(200);
		expect(assigned.json().instructors.map((i: { id: string }) => i.id)).toEqual([newcomer.id]);
		const headers = bearer(await signInAs(ctx.app, newcomer)) as Headers;
		expect((await inject("GET", `/api/authoring/courses/${courseId}`, headers)).statusCode).toBe(200);
	});
});

describe("authoring: uploads and sanitization", () => {
	it("accepts images by their bytes, not their name, and refuses oversized ones", async () => {
		const { courseId, asInstructor } = await people();
		const disguised = await upload(courseId, asInstructor, Buffer.from("<script>alert(1)</script>"), "x.png");
		expect(disguised.statusCode).toBe(415);
		const svg = await upload(
			courseId,
			asInstructor,
			Buffer.from('<svg onload="alert(1)"></svg>'),
			"a.svg",
			"image/svg+xml",
		);
		expect(svg.statusCode).toBe(415);
		const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
		expect((await upload(courseId, asInstructor, huge)).statusCode).toBe(413);
		const named = await upload(courseId, asInstructor, PNG, "photo.gif", "image/gif");
		expect(named.statusCode).toBe(201);
		expect(uploadedImageSchema.parse(named.json()).name).toMatch(/\.png$/);
		const missing = await ctx.app.inject({
			method: "GET",
			url: `/api/learning/courses/${FIXTURE.course}/images/../../secrets.png`,
		});
		expect(missing.statusCode).toBe(404);
	});

	it("stores hostile Markdown inert: no script, handler, javascript: link or inline SVG script survives", async () => {
		const { courseId, asInstructor } = await people();
		const lesson = await lessonId(courseId, FIXTURE.hostile);
		const markdown = [
			"<script>alert('x')</script>",
			'<img src="x" onerror="alert(1)">',
			"[click](javascript:alert(1))",
			'<svg><script>alert(1)</script><circle onload="alert(2)"/></svg>',
			'<a href="#" onclick="steal()">tap</a>',
			"![x](javascript:alert(3))",
		].join("\n\n");
		const preview = await inject("POST", `/api/authoring/courses/${courseId}/preview`, asInstructor, {
			markdown,
		});
		const saved = await inject("PUT", `/api/authoring/courses/${courseId}/lessons/${lesson}`, asInstructor, {
			title: "Search on the answer",
			minutes: 10,
			preview: false,
			markdown,
		});
		for (const html of [
			preview.json().html as string,
			authoringLessonDetailSchema.parse(saved.json()).html,
		]) {
			expect(html).not.toMatch(/<script/i);
			expect(html).not.toMatch(/\son[a-z]+=/i);
			expect(html).not.toMatch(/javascript:/i);
			expect(html).not.toMatch(/<svg/i);
		}
	});
});

describe("authoring: analytics", () => {
	it("counts enrolment, completion and drop-off per lesson", async () => {
		const db = ctx.database.db;
		const { asAdmin, college } = await people();
		const courseId = await fixtureCourseId();
		const student = await makeStudent(db, college);
		const headers = bearer(await signInAs(ctx.app, student)) as Headers;
		const before = courseAnalyticsSchema.parse(
			(await inject("GET", `/api/authoring/admin/courses/${courseId}/analytics`, asAdmin)).json(),
		);
		await inject("POST", `/api/learning/courses/${FIXTURE.course}/enrolment`, headers);
		const first = (await inject("GET", `/api/authoring/admin/courses/${courseId}/analytics`, asAdmin)).json();
		const previewId = await lessonId(courseId, FIXTURE.preview);
		const done = await inject(
			"POST",
			`/api/learning/courses/${FIXTURE.course}/lessons/${FIXTURE.preview}/completion`,
			headers,
		);
		expect(done.statusCode).toBeLessThan(300);
		const after = courseAnalyticsSchema.parse(
			(await inject("GET", `/api/authoring/admin/courses/${courseId}/analytics`, asAdmin)).json(),
		);
		expect(first.enrolled).toBe(before.enrolled + 1);
		const row = (a: typeof after) => a.lessons.find((l) => l.lessonId === previewId);
		expect(row(after)?.completed).toBe((row(before)?.completed ?? 0) + 1);
		// Drop-off: those who reached the lesson before (enrolled, for the first) and not this one.
		const [lead] = after.lessons;
		expect(lead?.dropOff).toBe(after.enrolled - (lead?.completed ?? 0));
	});
});
