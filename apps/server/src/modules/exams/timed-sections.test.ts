import { EXAM_MESSAGES, startAttemptSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	singleChoice,
	studentSession,
	type TestCollege,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { currentSectionIndex, finishSectionAt, sectionEndsFor, sectionTakesSaves } from "./section-timing";
import { submitOverdueAttempts } from "./submission-service";

// Timed sections (placement aptitude tests): each section has its own time, they run one after
// another, and the server refuses answers to a section that has ended or not started.

const START = Date.parse("2026-03-02T04:30:00Z");
const clock = testClock(START);
const ctx = useTestApp({ clock });
const MINUTE = 60_000;
const SECOND = 1000;

let admin: string;
let college: TestCollege;
let quant: string[];
let verbal: string[];

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
	({ questionIds: quant } = await makeBank(ctx.app, admin, [
		singleChoice("Q1", "a"),
		singleChoice("Q2", "a"),
	]));
	({ questionIds: verbal } = await makeBank(ctx.app, admin, [singleChoice("V1", "b")]));
});

const timedBody = (overrides = {}) =>
	examBody(
		[
			{ title: "Quantitative Aptitude", source: { mode: "fixed", questionIds: quant }, durationMinutes: 10 },
			{ title: "Verbal Ability", source: { mode: "fixed", questionIds: verbal }, durationMinutes: 5 },
		],
		{ durationMinutes: 15, ...overrides },
		clock().getTime(),
	);

/** A student who started a new timed exam, with the paper's section ids. */
async function startedTimed() {
	const exam = await makeExam(ctx.app, admin, timedBody());
	const { token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
	const session = studentSession(ctx.app, token, exam.id);
	const started = startAttemptSchema.parse((await session.start()).json());
	const paper = (await session.questions()).json() as {
		exam: { sections: { section_id: string; questions: { question_id: string }[] }[] };
	};
	const [first, second] = paper.exam.sections;
	if (!first || !second) throw new Error("two sections expected");
	return { exam, token, session, started, first, second };
}

const answer = (
	section: { section_id: string; questions: { question_id: string }[] },
	value: string,
	seq: number,
) => ({
	section_id: section.section_id,
	question_id: section.questions[0]?.question_id ?? "",
	student_answer: value,
	time_spent: 5,
	client_seq: seq,
});

describe("the rules of section time", () => {
	it("lays sections end to end, shares extra time in proportion and never runs past the window", () => {
		const start = new Date(START);
		expect(sectionEndsFor(start, [10, 5], 0, new Date(START + 60 * MINUTE))).toEqual([
			new Date(START + 10 * MINUTE).toISOString(),
			new Date(START + 15 * MINUTE).toISOString(),
		]);
		expect(sectionEndsFor(start, [10, 5], 3 * MINUTE, new Date(START + 60 * MINUTE))).toEqual([
			new Date(START + 12 * MINUTE).toISOString(),
			new Date(START + 18 * MINUTE).toISOString(),
		]);
		expect(sectionEndsFor(start, [10, 5], 0, new Date(START + 12 * MINUTE))[1]).toBe(
			new Date(START + 12 * MINUTE).toISOString(),
		);
	});

	it("finishing early ends the section now and moves every later one forward by the time left", () => {
		const ends = [START + 10 * MINUTE, START + 15 * MINUTE].map((t) => new Date(t).toISOString());
		const moved = finishSectionAt(ends, 0, new Date(START + 4 * MINUTE));
		expect(moved).toEqual([START + 4 * MINUTE, START + 9 * MINUTE].map((t) => new Date(t).toISOString()));
		expect(currentSectionIndex(moved, new Date(START + 4 * MINUTE))).toBe(1);
		expect(sectionTakesSaves(moved, 0, new Date(START + 4 * MINUTE + 29 * SECOND), 30 * SECOND)).toBe(true);
		expect(sectionTakesSaves(moved, 0, new Date(START + 4 * MINUTE + 31 * SECOND), 30 * SECOND)).toBe(false);
		expect(sectionTakesSaves(ends, 1, new Date(START + 4 * MINUTE), 30 * SECOND)).toBe(false);
	});
});

describe("authoring timed sections", () => {
	it("needs a time for every section or none, adding up to the exam's duration", async () => {
		const body = timedBody();
		const partly = {
			...body,
			sections: body.sections.map((s, i) => (i === 1 ? { ...s, durationMinutes: undefined } : s)),
		};
		const res1 = await ctx.app.inject({
			method: "POST",
			url: "/api/exams",
			headers: bearer(admin),
			payload: partly,
		});
		expect(res1.statusCode).toBe(400);
		expect(res1.body).toContain("Give every section a time limit, or none of them.");
		const res2 = await ctx.app.inject({
			method: "POST",
			url: "/api/exams",
			headers: bearer(admin),
			payload: timedBody({ durationMinutes: 20 }),
		});
		expect(res2.statusCode).toBe(400);
		expect(res2.body).toContain("as long as its sections together: 15 minutes");
	});

	it("keeps each section's time on the exam", async () => {
		const exam = await makeExam(ctx.app, admin, timedBody(), { publish: false });
		expect(exam.sections.map((s) => s.durationMinutes)).toEqual([10, 5]);
	});
});

describe("taking timed sections", () => {
	it("gives each section its own deadline, back to back, ending with the exam's", async () => {
		const { started, first, second } = await startedTimed();
		const now = clock().getTime();
		expect(started.attempt.section_deadlines).toEqual([
			{ section_id: first.section_id, ends_at: new Date(now + 10 * MINUTE).toISOString() },
			{ section_id: second.section_id, ends_at: new Date(now + 15 * MINUTE).toISOString() },
		]);
		expect(started.attempt.deadline).toBe(new Date(now + 15 * MINUTE).toISOString());
	});

	it("stores answers to the current section only and names the others, which are not stored", async () => {
		const { session, first, second } = await startedTimed();
		const res = await session.save([answer(first, "a", 1), answer(second, "b", 2)]);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toMatchObject({ saved: 1, closed_question_ids: [second.questions[0]?.question_id] });
		const stored = (await session.questions()).json().attempt.answers;
		expect(Object.keys(stored)).toEqual([first.questions[0]?.question_id]);
	});

	it("moves on when the student finishes a section early: the next gets its full time, and the finished one closes after the grace", async () => {
		const { session, first, second, exam, token } = await startedTimed();
		clock.advance(3 * MINUTE);
		const finishedAt = clock().getTime();
		const res = await ctx.app.inject({
			method: "POST",
			url: `/students/exam/${exam.id}/next-section`,
			headers: bearer(token),
			payload: { section_id: first.section_id },
		});
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().section_deadlines).toEqual([
			{ section_id: first.section_id, ends_at: new Date(finishedAt).toISOString() },
			{ section_id: second.section_id, ends_at: new Date(finishedAt + 5 * MINUTE).toISOString() },
		]);
		expect(res.json().deadline).toBe(new Date(finishedAt + 5 * MINUTE).toISOString());
		// Asking again changes nothing.
		const again = await ctx.app.inject({
			method: "POST",
			url: `/students/exam/${exam.id}/next-section`,
			headers: bearer(token),
			payload: { section_id: first.section_id },
		});
		expect(again.json().section_deadlines).toEqual(res.json().section_deadlines);

		expect((await session.save([answer(second, "b", 1)])).json()).toEqual({
			saved: 1,
			time_remaining_seconds: 300,
		});
		clock.advance(31 * SECOND);
		const late = await session.save([answer(first, "a", 2)]);
		expect(late.json()).toMatchObject({ saved: 0, closed_question_ids: [first.questions[0]?.question_id] });
		expect(
			(await session.questions()).json().attempt.answers[first.questions[0]?.question_id ?? ""],
		).toBeUndefined();
	});

	it("refuses to finish a section that has not started, the last section, or an untimed exam's", async () => {
		const { exam, token, second } = await startedTimed();
		const post = (examId: string, sectionId: string, as = token) =>
			ctx.app.inject({
				method: "POST",
				url: `/students/exam/${examId}/next-section`,
				headers: bearer(as),
				payload: { section_id: sectionId },
			});
		const early = await post(exam.id, second.section_id);
		expect(early.statusCode).toBe(409);
		expect(early.json().message).toBe(EXAM_MESSAGES.sectionNotStarted);
		expect((await post(exam.id, "00000000-0000-4000-8000-000000000000")).json().message).toBe(
			EXAM_MESSAGES.sectionNotInPaper,
		);

		clock.advance(10 * MINUTE + SECOND);
		const last = await post(exam.id, second.section_id);
		expect(last.statusCode).toBe(409);
		expect(last.json().message).toBe(EXAM_MESSAGES.lastSection);

		const untimed = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "All", source: { mode: "fixed", questionIds: quant } }], {}, clock().getTime()),
		);
		const { token: other } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const session = studentSession(ctx.app, other, untimed.id);
		await session.start();
		const sectionId = (await session.questions()).json().exam.sections[0].section_id;
		const refused = await post(untimed.id, sectionId, other);
		expect(refused.statusCode).toBe(409);
		expect(refused.json().message).toBe(EXAM_MESSAGES.sectionsNotTimed);
	});

	it("closes the first section by itself when its time is up, and the sweep submits after the last", async () => {
		const { session, first, second, exam, token } = await startedTimed();
		expect((await session.save([answer(first, "a", 1)])).json().saved).toBe(1);
		clock.advance(10 * MINUTE + 31 * SECOND);
		expect((await session.save([answer(first, "b", 2), answer(second, "b", 3)])).json()).toMatchObject({
			saved: 1,
			closed_question_ids: [first.questions[0]?.question_id],
		});
		clock.advance(5 * MINUTE);
		await submitOverdueAttempts({ db: ctx.database.db, clock });
		const list = await ctx.app.inject({ method: "GET", url: "/students/exams", headers: bearer(token) });
		// Q1 right (its first answer stood), Q2 unanswered, V1 right.
		expect(list.json().exams.find((e: { exam_id: string }) => e.exam_id === exam.id)).toMatchObject({
			attempt_status: "submitted",
			percentage: 66.67,
		});
	});
});

describe("untimed sections in a fixed order", () => {
	const inOrderBody = (overrides = {}) =>
		examBody(
			[
				{ title: "Quantitative Aptitude", source: { mode: "fixed", questionIds: quant } },
				{ title: "Verbal Ability", source: { mode: "fixed", questionIds: verbal } },
			],
			{ durationMinutes: 30, sectionsInOrder: true, ...overrides },
			clock().getTime(),
		);

	it("needs two sections and keeps questions unshuffled across them", async () => {
		const one = await ctx.app.inject({
			method: "POST",
			url: "/api/exams",
			headers: bearer(admin),
			payload: examBody([{ title: "Only", source: { mode: "fixed", questionIds: quant } }], {
				sectionsInOrder: true,
			}),
		});
		expect(one.statusCode).toBe(400);
		expect(one.body).toContain("at least two sections");
		const shuffled = await ctx.app.inject({
			method: "POST",
			url: "/api/exams",
			headers: bearer(admin),
			payload: inOrderBody({ shuffleQuestions: true }),
		});
		expect(shuffled.statusCode).toBe(400);
	});

	it("opens one section at a time until the student finishes it, with no going back and no timer of its own", async () => {
		const exam = await makeExam(ctx.app, admin, inOrderBody());
		expect(exam.sectionsInOrder).toBe(true);
		const { token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const session = studentSession(ctx.app, token, exam.id);
		const started = startAttemptSchema.parse((await session.start()).json());
		const { deadline } = started.attempt;
		expect(started.attempt.section_mode).toBe("in_order");
		expect(started.attempt.section_deadlines?.map((s) => s.ends_at)).toEqual([deadline, deadline]);
		const paper = (await session.questions()).json();
		const [first, second] = paper.exam.sections;

		// The second section is not open yet.
		const early = await session.save([answer(first, "a", 1), answer(second, "b", 2)]);
		expect(early.json()).toMatchObject({ saved: 1, closed_question_ids: [second.questions[0]?.question_id] });

		clock.advance(4 * MINUTE);
		const finish = await ctx.app.inject({
			method: "POST",
			url: `/students/exam/${exam.id}/next-section`,
			headers: bearer(token),
			payload: { section_id: first.section_id },
		});
		expect(finish.statusCode, finish.body).toBe(200);
		const moved = finish.json();
		// Only the finished section ends now; the exam keeps its whole time.
		expect(moved.deadline).toBe(deadline);
		expect(moved.section_deadlines.map((s: { ends_at: string }) => s.ends_at)).toEqual([
			new Date(clock().getTime()).toISOString(),
			deadline,
		]);
		expect((await session.save([answer(second, "b", 3)])).json()).toMatchObject({ saved: 1 });
		// After the grace, the finished section takes nothing.
		clock.advance(31 * SECOND);
		const back = await session.save([answer(first, "b", 4)]);
		expect(back.json()).toMatchObject({ saved: 0, closed_question_ids: [first.questions[0]?.question_id] });
	});
});
