import { desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/database";
import { type MailAttachment, outbox } from "./tables";

export type { MailAttachment };
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
export type Mailer = {
	/** Stores the mail in the outbox and, with SMTP configured, delivers it before resolving. */
	send(mail: Mail): Promise<void>;
	/**
	 * Stores many mails in a few statements (an import's thousands of invitations), then delivers each
	 * by SMTP when configured, one after another, as `send` does.
	 */
	sendMany(mails: readonly Mail[]): Promise<void>;
	/** Newest first: the development mailbox. */
	recent(limit: number): Promise<(Required<Mail> & { createdAt: Date })[]>;
};

/**
 * Every mail is written to the outbox first, so none is lost when the SMTP server is down: the
 * row keeps its error and the attempt count. Without SMTP_URL the outbox is the development mailbox.
 */
export function createMailer(options: {
	db: Db;
	smtpUrl?: string;
	from: string;
	log: FastifyBaseLogger;
}): Mailer {
	const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
	const { db } = options;
	const deliver = async (mail: Mail, id: string) => {
		if (!transport) return;
		try {
			await transport.sendMail({
				from: options.from,
				to: mail.to,
				subject: mail.subject,
				text: mail.text,
				attachments: (mail.attachments ?? []).map((file) => ({
					filename: file.filename,
					contentType: file.contentType,
					content: file.content,
				})),
			});
			await db
				.update(outbox)
				.set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
				.where(eq(outbox.id, id));
		} catch (error) {
			options.log.error({ err: error, to: mail.to }, "mail delivery failed; kept in the outbox");
			await db
				.update(outbox)
				.set({
					attempts: sql`${outbox.attempts} + 1`,
					lastError: String((error as Error).message).slice(0, 500),
				})
				.where(eq(outbox.id, id));
		}
	};
	return {
		async sendMany(mails) {
			for (let start = 0; start < mails.length; start += 500) {
				const slice = mails.slice(start, start + 500);
				const rows = await db
					.insert(outbox)
					.values([...slice])
					.returning({ id: outbox.id });
				if (transport) for (const [i, row] of rows.entries()) await deliver(slice[i] as Mail, row.id);
			}
		},
		async send(mail) {
			const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
			if (row) await deliver(mail, row.id);
		},
		recent(limit) {
			return db
				.select({
					to: outbox.to,
					subject: outbox.subject,
					text: outbox.text,
					attachments: outbox.attachments,
					createdAt: outbox.createdAt,
				})
				.from(outbox)
				.orderBy(desc(outbox.createdAt))
				.limit(limit);
		},
	};
}
