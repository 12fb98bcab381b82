import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	makeCollege,
	makeStaff,
	makeStudent,
	signInAs,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { mailsTo, mailTo, notificationsOf, testNotifier } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";

const ctx = useTestApp();

let college: TestCollege;
let notifier: ReturnType<typeof testNotifier>;

const examData = (title: string) => ({
	examId: randomUUID(),
	examTitle: title,
	opensAt: "2026-12-01T04:30:00.000Z",
	closesAt: "2026-12-01T06:30:00.000Z",
	durationMinutes: 60,
	proctored: true,
});

beforeAll(async () => {
	college = await makeCollege(ctx.database.db);
	notifier = testNotifier(ctx.database.db);
});

async function signedIn(): Promise<{ person: TestPerson; token: string }> {
	const person = await makeStudent(ctx.database.db, college);
	return { person, token: await signInAs(ctx.app, person) };
}

describe("notify", () => {
	it("stores one notification per recipient, rendered from its type, and e-mails it with a link", async () => {
		const { person, token } = await signedIn();
		const result = await notifier.notify(
			[person.id, person.id],
			"exam_published",
			examData("Data Structures Mid-Term"),
		);
		expect(result).toEqual({ inApp: 1, emails: 1 });

		const list = await notificationsOf(ctx.app, token);
		expect(list.unread).toBe(1);
		expect(list.items).toHaveLength(1);
		expect(list.items[0]).toMatchObject({
			type: "exam_published",
			title: "New exam: Data Structures Mid-Term",
			readAt: null,
		});
		expect(list.items[0]?.body).toContain("1 Dec 2026, 10:00 am");
		expect(list.items[0]?.body).toContain("proctored");
		expect(list.items[0]?.link).toMatch(/^\/exam-instructions\//);

		await notifier.settled();
		const mail = await mailTo(ctx.database.db, person.email, "New exam: Data Structures Mid-Term");
		expect(mail.text).toContain(`Hello ${person.name},`);
		expect(mail.text).toContain(`http://unnati.test${list.items[0]?.link}`);
		expect(mail.text).toContain("http://unnati.test/notifications");
	});

	it("reaches staff too, and leaves out ids that are no account", async () => {
		const admin = await makeStaff(ctx.database.db, college, "ROLE_EXAM_ADMIN");
		const result = await notifier.notify(
			[admin.id, randomUUID(), "not-an-id"],
			"exam_published",
			examData("Operating Systems Quiz"),
		);
		expect(result).toEqual({ inApp: 1, emails: 1 });
		const list = await notificationsOf(ctx.app, await signInAs(ctx.app, admin));
		expect(list.items.map((n) => n.title)).toEqual(["New exam: Operating Systems Quiz"]);
		await notifier.settled();
		expect(await mailsTo(ctx.database.db, admin.email, "Operating Systems Quiz")).toHaveLength(1);
	});

	it("honours each person's preferences: no in-app row when in-app is off, no mail when e-mail is off", async () => {
		const quiet = await signedIn();
		const noMail = await signedIn();
		const everything = await signedIn();
		const save = (token: string, inApp: boolean, email: boolean) =>
			ctx.app.inject({
				method: "PUT",
				url: "/api/notifications/preferences",
				headers: bearer(token),
				payload: { preferences: [{ type: "exam_result_available", inApp, email }] },
			});
		expect((await save(quiet.token, false, false)).statusCode).toBe(200);
		expect((await save(noMail.token, true, false)).statusCode).toBe(200);

		const result = await notifier.notify(
			[quiet.person.id, noMail.person.id, everything.person.id],
			"exam_result_available",
			{
				examId: randomUUID(),
				attemptId: randomUUID(),
				examTitle: "Computer Networks Unit Test",
				percentage: 72.5,
				passed: true,
				autoSubmitted: false,
			},
		);
		expect(result).toEqual({ inApp: 2, emails: 1 });
		await notifier.settled();

		expect((await notificationsOf(ctx.app, quiet.token)).items).toHaveLength(0);
		expect(await mailsTo(ctx.database.db, quiet.person.email)).toHaveLength(0);
		expect((await notificationsOf(ctx.app, noMail.token)).items).toHaveLength(1);
		expect(await mailsTo(ctx.database.db, noMail.person.email)).toHaveLength(0);
		const mine = await notificationsOf(ctx.app, everything.token);
		expect(mine.items[0]?.body).toContain("You scored 72.5% and passed");
		expect(await mailsTo(ctx.database.db, everything.person.email, "Computer Networks")).toHaveLength(1);

		// Another type keeps its defaults.
		await notifier.notify([quiet.person.id], "exam_published", examData("Compiler Design Viva"));
		expect((await notificationsOf(ctx.app, quiet.token)).items).toHaveLength(1);
	});

	it("rejects an unknown type and data that does not fit the type, storing nothing", async () => {
		const { person, token } = await signedIn();
		await expect(notifier.notify([person.id], "no_such_type" as never, {} as never)).rejects.toThrow(
			/not a notification type/,
		);
		await expect(
			notifier.notify([person.id], "exam_published", { examId: "x", examTitle: "" } as never),
		).rejects.toThrow(/does not fit/);
		expect((await notificationsOf(ctx.app, token)).total).toBe(0);
	});

	it("does nothing for nobody", async () => {
		expect(await notifier.notify([], "exam_published", examData("Nobody's Exam"))).toEqual({
			inApp: 0,
			emails: 0,
		});
	});
});
