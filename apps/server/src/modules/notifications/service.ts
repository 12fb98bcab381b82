import {
	isNotificationType,
	NOTIFICATION_TYPES,
	type NotificationData,
	type NotificationStreamEvent,
	type NotificationType,
	renderNotification,
} from "@unnati/contracts";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { Mail, MailAttachment, Mailer } from "../../platform/mail/mailer";
import type { PubSub } from "../../platform/pubsub/pubsub";
import { studentsByIds, userById } from "../accounts/read";
import { presentNotification, unreadCounts } from "./inbox";
import { channelsFor } from "./preferences";
import { notifications } from "./tables";

type Log = {
	warn(obj: unknown, msg: string): void;
	error(obj: unknown, msg: string): void;
};

/** What notify() did: how many in-app notifications it stored and e-mails it queued. */
export type NotifyResult = { inApp: number; emails: number };

/**
 * Tells people something. `recipients` are user ids (any role; duplicates and unknown ids are
 * dropped); `type` is a key of contracts' NOTIFICATION_TYPES and `data` its data, checked against
 * the type's schema (a mismatch is a programming error and rejects). Each recipient's preferences
 * decide whether it is stored in the app (and pushed live to their open tabs, in any process) and
 * whether it is e-mailed through the outbox. Resolves once the in-app notifications are stored and
 * pushed; the e-mails follow in the background (`settled()` waits for them). A failure to store
 * or push is logged, never thrown: telling people must not undo what the caller did.
 * `mail.attachments` go with the e-mails only (a booking's calendar entry); the bell has none.
 */
export type Notify = <T extends NotificationType>(
	recipients: readonly string[],
	type: T,
	data: NotificationData<T>,
	mail?: { attachments?: MailAttachment[] },
) => Promise<NotifyResult>;

/** A message on a person's channel: what their open streams send on. */
export type LiveMessage = { event: Exclude<NotificationStreamEvent, "ready">; data: unknown };

/** The notifications service the app creates once and hands every module (ModuleServices). */
export type NotificationService = {
	notify: Notify;
	/** Resolves once every e-mail queued so far is in the outbox (and, with SMTP, sent or failed). */
	settled(): Promise<void>;
	/** For the module's own routes: tell this person's open streams, in every process. */
	tell(userId: string, message: LiveMessage): void;
	/** For the module's own routes: listen to this person's channel. */
	listen(userId: string, listener: (message: LiveMessage) => void): Promise<() => void>;
	close(): Promise<void>;
};

export type NotificationDeps = {
	db: Db;
	clock: Clock;
	mailer: Mailer;
	pubsub: PubSub;
	log: Log;
	/** Where e-mailed links point (config.publicUrl). */
	publicUrl: string;
};

const channelOf = (userId: string) => `notifications:user:${userId}`;
const ROWS_PER_INSERT = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The e-mail of one notification: its title, its text, the screen it opens and where to turn it off. */
export function mailOf(
	to: { email: string; name: string },
	type: NotificationType,
	data: unknown,
	publicUrl: string,
): Mail {
	const rendered = renderNotification(type, data);
	return {
		to: to.email,
		subject: rendered.title,
		text: [
			`Hello ${to.name},`,
			"",
			rendered.body,
			...(rendered.link ? ["", `Open it in Unnati: ${publicUrl}${rendered.link}`] : []),
			"",
			`You receive this e-mail for "${NOTIFICATION_TYPES[type].label}" notifications. ` +
				`Change how they reach you at ${publicUrl}/notifications.`,
			"",
			"Unnati",
		].join("\n"),
	};
}

/** Names and addresses of the recipients: students in one query, anyone else one by one (few). */
async function addressesOf(
	db: Db,
	ids: readonly string[],
): Promise<Map<string, { email: string; name: string }>> {
	const found = new Map<string, { email: string; name: string }>();
	for (let i = 0; i < ids.length; i += 1000) {
		for (const s of await studentsByIds(db, ids.slice(i, i + 1000)))
			found.set(s.id, { email: s.email, name: s.name });
	}
	for (const id of ids) {
		if (found.has(id)) continue;
		const user = await userById(db, id);
		if (user && user.status !== "suspended") found.set(id, { email: user.email, name: user.name });
	}
	return found;
}

type NotificationRow = typeof notifications.$inferSelect;

/** A foreign key refused the row (PostgreSQL's 23503), as pg and PGlite report it, through Drizzle's wrapper. */
function isForeignKeyViolation(error: unknown): boolean {
	for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
		if (e.code === "23503") return true;
		e = e.cause as typeof e;
	}
	return false;
}

/**
 * Stores one notification per recipient in one statement. An id that is no account (a caller's
 * mistake, or an account deleted meanwhile) fails the foreign key for the whole batch: then each
 * row goes alone and the unknown ones are left out.
 */
async function insertRows(
	db: Db,
	recipientIds: readonly string[],
	type: NotificationType,
	data: Record<string, unknown>,
	now: Date,
): Promise<NotificationRow[]> {
	const values = recipientIds.map((recipientId) => ({ recipientId, type, data, createdAt: now }));
	try {
		return await db.insert(notifications).values(values).returning();
	} catch (error) {
		if (!isForeignKeyViolation(error)) throw error;
		const rows: NotificationRow[] = [];
		for (const value of values) {
			try {
				rows.push(...(await db.insert(notifications).values(value).returning()));
			} catch (single) {
				// Not an account: nobody to tell.
				if (!isForeignKeyViolation(single)) throw single;
			}
		}
		return rows;
	}
}

export function createNotificationService(deps: NotificationDeps): NotificationService {
	const { db, pubsub, log } = deps;
	/** The e-mails being written, one batch after another so a big audience does not flood the pool. */
	let mailing: Promise<void> = Promise.resolve();

	const tell = (userId: string, message: LiveMessage) =>
		pubsub.publish(channelOf(userId), JSON.stringify(message));

	const queueMails = (mails: Mail[]) => {
		if (mails.length === 0) return;
		mailing = mailing.then(async () => {
			// One statement for the whole audience; if it fails (one bad row), each mail goes alone.
			try {
				await deps.mailer.sendMany(mails);
				return;
			} catch (error) {
				log.warn({ err: error, count: mails.length }, "notification e-mails written one by one");
			}
			for (const mail of mails) {
				try {
					await deps.mailer.send(mail);
				} catch (error) {
					log.error(
						{ err: error, to: mail.to, subject: mail.subject },
						"a notification e-mail was not written",
					);
				}
			}
		});
	};

	const notify: Notify = async (recipients, type, data, mail) => {
		if (!isNotificationType(type)) throw new Error(`notify: "${String(type)}" is not a notification type`);
		const checked = NOTIFICATION_TYPES[type].data.safeParse(data);
		if (!checked.success)
			throw new Error(`notify(${type}): the data does not fit the type: ${checked.error.message}`);
		const stored = checked.data as Record<string, unknown>;
		const ids = [...new Set(recipients)].filter((id) => typeof id === "string" && UUID.test(id));
		if (ids.length === 0) return { inApp: 0, emails: 0 };
		try {
			const channels = await channelsFor(db, ids, type);
			const inApp = ids.filter((id) => channels.get(id)?.inApp);
			const byEmail = ids.filter((id) => channels.get(id)?.email);
			const now = deps.clock();
			const rows: NotificationRow[] = [];
			for (let i = 0; i < inApp.length; i += ROWS_PER_INSERT) {
				rows.push(...(await insertRows(db, inApp.slice(i, i + ROWS_PER_INSERT), type, stored, now)));
			}
			if (rows.length > 0) {
				const counts = await unreadCounts(
					db,
					rows.map((r) => r.recipientId),
				);
				for (const row of rows) {
					tell(row.recipientId, {
						event: "notification",
						data: { notification: presentNotification(row), unread: counts.get(row.recipientId) ?? 0 },
					});
				}
			}
			const addresses = byEmail.length > 0 ? await addressesOf(db, byEmail) : new Map();
			const mails = byEmail.flatMap((id) => {
				const to = addresses.get(id);
				if (!to) return [];
				const made = mailOf(to, type, stored, deps.publicUrl);
				return [mail?.attachments?.length ? { ...made, attachments: mail.attachments } : made];
			});
			queueMails(mails);
			return { inApp: rows.length, emails: mails.length };
		} catch (error) {
			log.error({ err: error, type, recipients: ids.length }, "notifications were not delivered");
			return { inApp: 0, emails: 0 };
		}
	};

	return {
		notify,
		settled: () => mailing,
		tell,
		async listen(userId, listener) {
			return pubsub.subscribe(channelOf(userId), (text) => {
				try {
					listener(JSON.parse(text) as LiveMessage);
				} catch (error) {
					log.warn({ err: error }, "ignored a malformed notification message");
				}
			});
		},
		async close() {
			await mailing;
			await pubsub.close();
		},
	};
}
