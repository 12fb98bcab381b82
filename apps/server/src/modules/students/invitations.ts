import { INVITATION_VALIDITY_DAYS } from "@unnati/contracts/students";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { Mailer } from "../../platform/mail/mailer";
import { issueSetPasswordLinks } from "../auth";

/** What student management needs beside the database: time, the mail outbox, and where links point. */
export type ManagementDeps = { db: Db; clock: Clock; mailer: Mailer; publicUrl: string };

export type Invitee = { id: string; name: string; email: string; rollNo: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * E-mails each student a set-your-password link (single use, INVITATION_VALIDITY_DAYS). The links
 * are made in one statement and the mails stored in the outbox in a few (delivered by SMTP when configured).
 */
export async function inviteStudents(
	deps: ManagementDeps,
	collegeName: string,
	invitees: readonly Invitee[],
) {
	const tokens = await issueSetPasswordLinks(
		deps.db,
		invitees.map((i) => i.id),
		{ now: deps.clock(), validityMs: INVITATION_VALIDITY_DAYS * DAY_MS },
	);
	await deps.mailer.sendMany(
		invitees.map((invitee) => ({
			to: invitee.email,
			subject: `Set your Unnati password (${collegeName})`,
			text: [
				`Hello ${invitee.name},`,
				"",
				`${collegeName} has made you an Unnati account: sign in as a Student with your roll number, ${invitee.rollNo}.`,
				"Open this link to choose your password:",
				`${deps.publicUrl}/reset-password?token=${encodeURIComponent(tokens.get(invitee.id) ?? "")}`,
				"",
				`It works once, for ${INVITATION_VALIDITY_DAYS} days. When it has expired, ask your college for a new invitation, or use "Forgot password?" on ${deps.publicUrl}/login.`,
			].join("\n"),
		})),
	);
}
