import { courseProgressSchema, lessonSchema, myLearningSchema } from "@unnati/contracts/learning";
import { describe, expect, it } from "vitest";
import { bearer, signIn } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs, type TestPerson } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { learningLessonProgress } from "./tables";
import { FIXTURE, loadFixture } from "./test-fixtures";

const ctx = useTestApp({ beforeBuild: loadFixture });
const course = `/api/learning/courses/${FIXTURE.course}`;
const lesson = (slug: string) => `${course}/lessons/${slug}`;

async function student(): Promise<{ person: TestPerson; headers: Record<string, string> }> {
	const college = await makeCollege(ctx.database.db);
	const person = await makeStudent(ctx.database.db, college);
	return { person, headers: bearer(await signInAs(ctx.app, person)) };
}

describe("enrolment and progress", () => {
	it("refuses to complete a lesson of a course the student is not enrolled in, and stores nothing", async () => {
		const { person, headers } = await student();
		const res = await ctx.app.inject({
			method: "POST",
			url: `${lesson(FIXTURE.preview)}/completion`,
			headers,
		});
		expect(res.statusCode).toBe(403);
		expect(res.json().code).toBe("NOT_ENROLLED");
		const rows = await ctx.database.db.select().from(learningLessonProgress);
		expect(rows.filter((r) => r.userId === person.id)).toEqual([]);
	});

	it("tracks progress per lesson, module and course; completing twice counts once", async () => {
		const { headers } = await student();
		const enrolled = await ctx.app.inject({ method: "POST", url: `${course}/enrolment`, headers });
		expect(courseProgressSchema.parse(enrolled.json())).toMatchObject({
			enrolled: true,
			percent: 0,
			totalLessons: 3,
		});

		for (const slug of [FIXTURE.preview, FIXTURE.preview, FIXTURE.locked]) {
			const res = await ctx.app.inject({ method: "POST", url: `${lesson(slug)}/completion`, headers });
			expect(res.statusCode).toBe(200);
		}
		const progress = courseProgressSchema.parse(
			(await ctx.app.inject({ method: "GET", url: `${course}/progress`, headers })).json(),
		);
		expect(progress).toMatchObject({ completedLessons: 2, totalLessons: 3, percent: 66, completedAt: null });
		expect(progress.modules.map((m) => [m.completedLessons, m.totalLessons])).toEqual([
			[2, 2],
			[0, 1],
		]);
		expect(progress.resumeLessonId).toBe(FIXTURE.hostile);

		const last = await ctx.app.inject({
			method: "POST",
			url: `${lesson(FIXTURE.hostile)}/completion`,
			headers,
		});
		expect(last.json()).toMatchObject({ percent: 100, courseCompleted: true });
	});

	it("reads every lesson once enrolled, and resumes at the last lesson opened", async () => {
		const { headers } = await student();
		await ctx.app.inject({ method: "POST", url: `${course}/enrolment`, headers });
		const res = await ctx.app.inject({ method: "GET", url: lesson(FIXTURE.locked), headers });
		expect(res.statusCode).toBe(200);
		const read = lessonSchema.parse(res.json());
		expect(read.html).toContain("<table>");
		expect(read.student).toEqual({ completed: false, bookmarked: false, note: "" });
		expect(read).toMatchObject({ previous: { id: FIXTURE.preview }, next: { id: FIXTURE.hostile } });
		const mine = myLearningSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/api/learning/me", headers })).json(),
		);
		expect(mine.courses[0]).toMatchObject({ id: FIXTURE.course, resumeLesson: { id: FIXTURE.locked } });
	});

	it("keeps private notes and bookmarks per lesson", async () => {
		const { headers } = await student();
		const other = await student();
		await ctx.app.inject({ method: "POST", url: `${course}/enrolment`, headers });
		await ctx.app.inject({ method: "POST", url: `${course}/enrolment`, headers: other.headers });
		const saved = await ctx.app.inject({
			method: "PUT",
			url: `${lesson(FIXTURE.locked)}/note`,
			headers,
			payload: { body: "Invariant: target stays within lo..hi" },
		});
		expect(saved.statusCode).toBe(200);
		const mark = await ctx.app.inject({ method: "PUT", url: `${lesson(FIXTURE.locked)}/bookmark`, headers });
		expect(mark.statusCode).toBe(204);

		const mine = lessonSchema.parse(
			(await ctx.app.inject({ method: "GET", url: lesson(FIXTURE.locked), headers })).json(),
		);
		expect(mine.student).toMatchObject({ note: "Invariant: target stays within lo..hi", bookmarked: true });
		const theirs = lessonSchema.parse(
			(await ctx.app.inject({ method: "GET", url: lesson(FIXTURE.locked), headers: other.headers })).json(),
		);
		expect(theirs.student).toMatchObject({ note: "", bookmarked: false });

		const tooLong = await ctx.app.inject({
			method: "PUT",
			url: `${lesson(FIXTURE.locked)}/note`,
			headers,
			payload: { body: "x".repeat(10_001) },
		});
		expect(tooLong.statusCode).toBe(400);
	});

	it("puts the enrolled courses in the login response and the session (SPEC §3)", async () => {
		const { person, headers } = await student();
		await ctx.app.inject({ method: "POST", url: `${course}/enrolment`, headers });
		const login = await signIn(ctx.app, person.login);
		expect(login.json().enrolledCourses).toEqual([FIXTURE.course]);
		const session = await ctx.app.inject({ method: "GET", url: "/api/auth/session", headers });
		expect(session.json().enrolledCourses).toEqual([FIXTURE.course]);
	});

	it("keeps the student's learning to students", async () => {
		const college = await makeCollege(ctx.database.db);
		const admin = await makeStaff(ctx.database.db, college, "ROLE_COLLEGE");
		const res = await ctx.app.inject({
			method: "POST",
			url: `${course}/enrolment`,
			headers: bearer(await signInAs(ctx.app, admin)),
		});
		expect(res.statusCode).toBe(403);
	});
});
