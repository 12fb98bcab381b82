import { sql } from "drizzle-orm";
import {
	check,
	doublePrecision,
	index,
	pgTable,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { institutions } from "../institutions/tables";

/**
 * A certificate a student earned (issue 14): a course's lessons and final test, every course of a
 * journey, or a passing attempt of an exam that awards certificates. What it says is a snapshot taken when it was issued, so renaming the course or the college
 * later never changes a certificate already shared. One per student, kind and subject.
 */
export const certificates = pgTable(
	"certificates",
	{
		/** 128 random bits in base64url: the public id in every link, unguessable, never sequential. */
		id: text("id").primaryKey(),
		/** 'course' | 'journey' | 'exam'. */
		kind: text("kind").notNull(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** The student's college when issued: who may revoke it besides the instructor admin. */
		institutionId: uuid("institution_id").references(() => institutions.id, { onDelete: "set null" }),
		/** The course's or journey's catalogue slug; an exam's id. */
		subjectSlug: text("subject_slug").notNull(),
		subjectTitle: text("subject_title").notNull(),
		studentName: text("student_name").notNull(),
		/** The student's roll number when issued (administrators find certificates by it). */
		rollNo: text("roll_no"),
		collegeName: text("college_name").notNull(),
		hours: doublePrecision("hours").notNull(),
		/** Open Badges recipient: sha256 of the student's e-mail with `badge_salt`, never the address itself. */
		badgeSalt: text("badge_salt").notNull(),
		badgeIdentity: text("badge_identity").notNull(),
		issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
		/** 'valid' | 'revoked'. */
		status: text("status").notNull().default("valid"),
		revokedAt: timestamp("revoked_at", { withTimezone: true }),
		revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
		/** The revoker's name when they revoked it (kept if their account goes). */
		revokedByName: text("revoked_by_name"),
		revocationReason: text("revocation_reason"),
		/** The generated PDF in FileStorage; cleared when what the PDF shows changes (a revocation). */
		pdfKey: text("pdf_key"),
	},
	(t) => [
		uniqueIndex("certificates_user_kind_subject_key").on(t.userId, t.kind, t.subjectSlug),
		index("certificates_institution_issued_idx").on(t.institutionId, t.issuedAt),
		check("certificates_kind_check", sql`${t.kind} in ('course', 'journey', 'exam')`),
		check("certificates_status_check", sql`${t.status} in ('valid', 'revoked')`),
	],
);
