import type { InboxKind } from "@unnati/contracts/inbox";
import type { Db } from "../../platform/db/database";
import type { ModuleSeed } from "../../platform/module";
import { activeAccountsWithRole } from "../accounts";
import { contactInbox } from "../contact";
import { type InboxDeps, replyToInboxItem, updateInboxItem } from "./inbox";
import { createFeedback, createReport } from "./service";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo's inbox on a first start: issue reports and feedback beside the contact module's requests,
 * at every step (new, in progress, handled), some assigned to the platform admin, with a few replies
 * as the admin would write them. The demo writes no mail: its replies are history, already sent.
 */
export const seedInbox: ModuleSeed = async ({ db, clock }) => {
	const [admin] = await activeAccountsWithRole(db, "ROLE_ADMIN");
	if (!admin) return;
	const now = clock().getTime();
	const ago = (days: number) => new Date(now - days * DAY_MS);
	/** The inbox at `at`, as the admin works it then. */
	const at = (when: Date): InboxDeps => ({ db, clock: () => when, send: async () => {} });
	const reply = (kind: InboxKind, id: string, arrived: Date, body: string) =>
		replyToInboxItem(at(new Date(arrived.getTime() + 5 * HOUR_MS)), kind, id, body, admin);
	const handled = (kind: InboxKind, id: string, arrived: Date) =>
		updateInboxItem(at(new Date(arrived.getTime() + 26 * HOUR_MS)), kind, id, { status: "handled" });

	await seedContactReplies(db, reply, handled);

	const timerAt = ago(6);
	const timer = await createReport(
		db,
		{
			category: "exam",
			description:
				"During Aptitude Practice Test 1 my laptop went to sleep for a minute and the timer kept running, so I lost about ten minutes. Roll number 22CSE004, Demo Institute of Technology.",
			email: "22cse004@dit.example.org",
			screenshotKey: null,
			ip: null,
		},
		timerAt,
	);
	await reply(
		"report",
		timer.id,
		timerAt,
		"Sorry about the lost time. We checked your attempt: every answer you saved reached the server. The exam's clock is kept by the server, so it runs while a laptop sleeps; we are looking at warning students before that happens. Until then, please keep your laptop plugged in and awake during an exam.",
	);

	await createReport(
		db,
		{
			category: "account",
			description:
				"I am not receiving the OTP on my college e-mail when I reset my password. I tried three times since morning and checked the spam folder too.",
			email: "meena.iyer@kce.example.org",
			screenshotKey: null,
			ip: null,
		},
		ago(0.5),
	);

	const blankAt = ago(3);
	const blank = await createReport(
		db,
		{
			category: "bug",
			description:
				"The DSA practice page shows a blank screen on my Redmi phone in Chrome when I open the Arrays topic.",
			screenshotKey: null,
			ip: null,
		},
		blankAt,
	);
	await reply(
		"report",
		blank.id,
		blankAt,
		"Could not reproduce on Chrome for Android with the current release, and the report left no address to ask for details. Closing it; reopen if it is reported again.",
	);
	await handled("report", blank.id, blankAt);

	await createFeedback(
		db,
		{
			rating: 5,
			comments:
				"The mock interviews with feedback helped me prepare for my TCS interview. Please add more HR questions in Hindi too.",
			email: "rohit.patil@students.example.in",
			ip: null,
		},
		ago(2),
	);
	const paletteAt = ago(5);
	const palette = await createFeedback(
		db,
		{
			rating: 3,
			comments: "The exam screen is good, but the question palette is hard to use on a small phone screen.",
			ip: null,
		},
		paletteAt,
	);
	await updateInboxItem(at(new Date(paletteAt.getTime() + 3 * HOUR_MS)), "feedback", palette.id, {
		status: "in_progress",
		assigneeId: admin.id,
	});
	const quietAt = ago(8);
	const quiet = await createFeedback(db, { rating: 4, comments: "", ip: null }, quietAt);
	await handled("feedback", quiet.id, quietAt);
};

type Reply = (kind: InboxKind, id: string, arrived: Date, body: string) => Promise<unknown>;
type Handled = (kind: InboxKind, id: string, arrived: Date) => Promise<unknown>;

/** The contact module's demo requests: the oldest answered and handled, the next in progress, the newest new. */
async function seedContactReplies(db: Db, reply: Reply, handled: Handled): Promise<void> {
	const { rows } = await contactInbox.list(db, {}, { limit: 10, offset: 0 });
	const find = (organization: string) => rows.find((row) => row.organization.startsWith(organization));
	const sahyadri = find("Sahyadri College of Engineering");
	if (sahyadri) {
		await reply(
			"contact",
			sahyadri.id,
			sahyadri.createdAt,
			"Namaste, and thank you for considering Unnati for your placement season. We have set up a demo for your training and placement officer on Thursday at 11:00 IST. It covers proctored aptitude tests, coding assessments with automatic judging, and the placement dashboards. The joining link will reach this address a day before.",
		);
		await handled("contact", sahyadri.id, sahyadri.createdAt);
	}
	const vidyaVikas = find("Vidya Vikas Polytechnic");
	if (vidyaVikas) {
		await reply(
			"contact",
			vidyaVikas.id,
			vidyaVikas.createdAt,
			"Thank you for writing. Question papers can be written in Marathi (any language your faculty type in). When the internet drops during an exam, answers are kept on the student's device and sent as soon as the connection returns. We will call you this week to plan a pilot with one department.",
		);
	}
}
