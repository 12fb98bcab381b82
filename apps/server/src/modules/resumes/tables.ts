import type { ResumeDocument, ResumeSettings } from "@unnati/contracts/resumes";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";

/** A student's resume: the current JSON Resume document and its looks; every save is also a version. */
export const resumes = pgTable(
	"resumes",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		title: text("title").notNull(),
		/** The job description this resume is aimed at, if any. */
		targetJobDescription: text("target_job_description"),
		document: jsonb("document").$type<ResumeDocument>().notNull(),
		settings: jsonb("settings").$type<ResumeSettings>().notNull(),
		/** Goes up by one with every save; a save against an older version is refused (409). */
		version: integer("version").notNull().default(1),
		/** The public link's secret; null when the resume is not shared (revoking clears it). */
		shareToken: text("share_token").unique(),
		shareExpiresAt: timestamp("share_expires_at", { withTimezone: true }),
		/** Views of the current link (a new link starts at 0). */
		shareViews: integer("share_views").notNull().default(0),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("resumes_user_idx").on(t.userId)],
);

/** The saved versions of a resume (the newest RESUME_VERSIONS_KEPT are kept). */
export const resumeVersions = pgTable(
	"resume_versions",
	{
		resumeId: uuid("resume_id")
			.notNull()
			.references(() => resumes.id, { onDelete: "cascade" }),
		version: integer("version").notNull(),
		document: jsonb("document").$type<ResumeDocument>().notNull(),
		settings: jsonb("settings").$type<ResumeSettings>().notNull(),
		savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [primaryKey({ columns: [t.resumeId, t.version] })],
);

/** A mentor's comment on one section of a mentee's resume. */
export const resumeComments = pgTable(
	"resume_comments",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		resumeId: uuid("resume_id")
			.notNull()
			.references(() => resumes.id, { onDelete: "cascade" }),
		authorId: uuid("author_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		section: text("section").notNull(),
		body: text("body").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("resume_comments_resume_idx").on(t.resumeId)],
);
