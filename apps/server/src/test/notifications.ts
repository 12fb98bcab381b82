import type { NotificationList, NotificationListQuery } from "@unnati/contracts";
import { queryString } from "@unnati/contracts/http";
import { and, desc, eq, ilike } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { createNotificationService, type NotificationService } from "../modules/notifications/service";
import { type Clock, systemClock } from "../platform/clock";
import type { Db } from "../platform/db/database";
import { createMailer } from "../platform/mail/mailer";
import { outbox } from "../platform/mail/tables";
import { createMemoryPubSub } from "../platform/pubsub/pubsub";
import { bearer } from "./auth-helpers";

// Helpers for tests that check what people were told: as the recipient reads it, and in the outbox.

/** The recipient's notifications, as GET /api/notifications answers them; fails the test on an error. */
export async function notificationsOf(
	app: FastifyInstance,
	token: string,
	query: NotificationListQuery = {},
): Promise<NotificationList> {
	const res = await app.inject({
		method: "GET",
		url: `/api/notifications${queryString(query)}`,
		headers: bearer(token),
	});
	expect(res.statusCode, res.body).toBe(200);
	return res.json() as NotificationList;
}

/** The outbox's mails to `address` whose subject contains `subject`, newest first. */
export function mailsTo(db: Db, address: string, subject = "") {
	return db
		.select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
		.from(outbox)
		.where(and(eq(outbox.to, address), ilike(outbox.subject, `%${subject}%`)))
		.orderBy(desc(outbox.createdAt));
}

/**
 * Waits for a mail to `address` whose subject contains `subject` (notification e-mails are written
 * just after notify resolves); fails after `timeoutMs`.
 */
export async function mailTo(db: Db, address: string, subject: string, timeoutMs = 15_000) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const [mail] = await mailsTo(db, address, subject);
		if (mail) return mail;
		if (Date.now() > deadline) throw new Error(`no mail to ${address} about "${subject}" in ${timeoutMs} ms`);
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
}

const quiet = { warn: () => {}, error: () => {} };

/**
 * A notifications service of its own on the test's database, as another API process would have
 * (in-process pub/sub: its live messages reach no stream of the app under test).
 */
export function testNotifier(db: Db, clock: Clock = systemClock): NotificationService {
	return createNotificationService({
		db,
		clock,
		mailer: createMailer({ db, from: "Unnati <noreply@unnati.test>", log: quiet as never }),
		pubsub: createMemoryPubSub(),
		log: quiet,
		publicUrl: "http://unnati.test",
	});
}
