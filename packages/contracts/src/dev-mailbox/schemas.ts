import { z } from "zod";

/** One mail the development outbox kept (GET /api/dev/mailbox, never in production). */
export const mailboxMessageSchema = z.object({
	to: z.string(),
	subject: z.string(),
	text: z.string(),
	/** Text files sent with the mail, e.g. a booking's calendar entry (.ics). */
	attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
	createdAt: z.iso.datetime(),
});
export const mailboxResponseSchema = z.array(mailboxMessageSchema);
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
