import { attemptViolationsSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	makeStudent,
	signInAs,
	singleChoice,
	studentSession,
	type TestCollege,
} from "../../test/factories";
import { mailsTo, mailTo, notificationsOf } from "../../test/notifications";
import { makeProctoredExam, proctorCalls, report } from "../../test/proctoring-fixtures";
import { useTestApp } from "../../test/test-app";

// The three events wired in issue 21, end to end through the exam and proctoring modules' own routes.

const ctx = useTestApp();
let college: TestCollege;
let admin: string;

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
});

describe("an exam published", () => {
	it("tells the students of its audience, in the app and by e-mail, once", async () => {
		const db = ctx.database.db;
		const inAudience = await makeStudent(db, college, { department: "ECE", year: 2 });
		const otherYear = await makeStudent(db, college, { department: "ECE", year: 3 });
		const bank = await makeBank(ctx.app, admin, [singleChoice("What does a diode conduct in forward bias?")]);
		const draft = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "Basics", source: { mode: "fixed", questionIds: bank.questionIds } }], {
				title: "Analog Circuits Quiz",
				audience: { kind: "college", departmentIds: [college.departments.ECE], years: [2] },
			}),
			{ publish: false },
		);
		const [mine, theirs] = await Promise.all([signInAs(ctx.app, inAudience), signInAs(ctx.app, otherYear)]);
		expect((await notificationsOf(ctx.app, mine)).total).toBe(0);

		const publish = () =>
			ctx.app.inject({ method: "POST", url: `/api/exams/${draft.id}/publish`, headers: bearer(admin) });
		expect((await publish()).statusCode).toBe(200);
		const list = await notificationsOf(ctx.app, mine);
		expect(list.items).toHaveLength(1);
		expect(list.items[0]).toMatchObject({
			type: "exam_published",
			title: "New exam: Analog Circuits Quiz",
			link: `/exam-instructions/${draft.id}`,
		});
		expect((await notificationsOf(ctx.app, theirs)).total).toBe(0);
		const mail = await mailTo(db, inAudience.email, "New exam: Analog Circuits Quiz");
		expect(mail.text).toContain(`/exam-instructions/${draft.id}`);
		expect(await mailsTo(db, otherYear.email)).toHaveLength(0);

		// Publishing again (after an edit) tells nobody twice.
		expect((await publish()).statusCode).toBe(200);
		expect((await notificationsOf(ctx.app, mine)).total).toBe(1);
	});
});

describe("an exam's result", () => {
	it("is announced to the student when the attempt is scored, with a link to the result", async () => {
		const bank = await makeBank(ctx.app, admin, [singleChoice("Which gate is universal?")]);
		const exam = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "Logic", source: { mode: "fixed", questionIds: bank.questionIds } }], {
				title: "Digital Logic Test",
			}),
		);
		const { person, token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const session = studentSession(ctx.app, token, exam.id);
		const attemptId = (await session.start()).json().attempt.attempt_id as string;
		// Published before this student existed: nothing yet.
		expect((await notificationsOf(ctx.app, token)).total).toBe(0);
		expect((await session.submit()).statusCode).toBe(200);

		const [result] = (await notificationsOf(ctx.app, token, { type: "exam_result_available" })).items;
		expect(result).toMatchObject({
			title: "Your result for Digital Logic Test is ready",
			link: `/exam-results/${attemptId}`,
			readAt: null,
		});
		expect(result?.body).toContain("You scored 0%");
		const mail = await mailTo(ctx.database.db, person.email, "Your result for Digital Logic Test");
		expect(mail.text).toContain(`/exam-results/${attemptId}`);
		// The link opens the student's own result.
		const opened = await ctx.app.inject({
			method: "GET",
			url: `/api/exam-results/${attemptId}`,
			headers: bearer(token),
		});
		expect(opened.statusCode).toBe(200);
	});
});

describe("a proctoring flag", () => {
	it("tells the student when it is confirmed, once; a dismissed flag tells nothing", async () => {
		const exam = await makeProctoredExam(ctx.app, admin, {
			title: "Microprocessors Final",
			maxViolations: 5,
		});
		const { person, token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const attemptId = (await studentSession(ctx.app, token, exam.id).start()).json().attempt
			.attempt_id as string;
		const calls = proctorCalls(ctx.app, token, exam.id);
		for (const type of ["paste", "tab_switch"] as const) {
			expect((await calls.violation(report({ type }))).statusCode).toBe(200);
		}
		const flags = attemptViolationsSchema.parse(
			(
				await ctx.app.inject({
					method: "GET",
					url: `/api/exams/${exam.id}/proctoring/attempts/${attemptId}`,
					headers: bearer(admin),
				})
			).json(),
		).violations;
		const paste = flags.find((v) => v.type === "paste");
		const tab = flags.find((v) => v.type === "tab_switch");
		const review = (id: string | undefined, state: string) =>
			ctx.app.inject({
				method: "PATCH",
				url: `/api/proctoring/violations/${id}`,
				headers: bearer(admin),
				payload: { review: state },
			});

		expect((await review(tab?.id, "dismissed")).statusCode).toBe(200);
		expect((await notificationsOf(ctx.app, token, { type: "proctoring_flag_confirmed" })).total).toBe(0);

		expect((await review(paste?.id, "confirmed")).statusCode).toBe(200);
		expect((await review(paste?.id, "confirmed")).statusCode).toBe(200);
		const confirmed = await notificationsOf(ctx.app, token, { type: "proctoring_flag_confirmed" });
		expect(confirmed.total).toBe(1);
		expect(confirmed.items[0]?.title).toBe("A proctoring flag was confirmed in Microprocessors Final");
		expect(confirmed.items[0]?.body).toContain("Tried to paste");
		await mailTo(ctx.database.db, person.email, "A proctoring flag was confirmed in Microprocessors Final");
	});
});
