import type { StepOutcome } from "@unnati/contracts";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { exams } from "../exams/tables";
import { institutions } from "../institutions/tables";

/** Photos taken by the system check's identity step (SPEC §5), kept for the exam's record. */
export const identityPhotos = pgTable(
	"identity_photos",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** The student's college when the photo was taken: its exam staff may see the photo. */
		institutionId: uuid("institution_id").references(() => institutions.id, { onDelete: "cascade" }),
		/** The exam the check was taken for; null when the student checked their device beforehand. */
		examId: uuid("exam_id").references(() => exams.id, { onDelete: "set null" }),
		/** Key of the JPEG in file storage (a random name, never user input). */
		storageKey: text("storage_key").notNull(),
		bytes: integer("bytes").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("identity_photos_user_idx").on(t.userId, t.createdAt),
		index("identity_photos_exam_idx").on(t.examId),
	],
);

/** One finished run of the system check wizard: passed, or stopped at a failed step. */
export const systemCheckResults = pgTable(
	"system_check_results",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		passed: boolean("passed").notNull(),
		/** The settled steps in wizard order, as judged by the contracts' judgeOutcomes. */
		outcomes: jsonb("outcomes").$type<StepOutcome[]>().notNull(),
		examId: uuid("exam_id").references(() => exams.id, { onDelete: "set null" }),
		identityPhotoId: uuid("identity_photo_id").references(() => identityPhotos.id, { onDelete: "set null" }),
		/** The browser that ran the check, for support; cut to 300 characters. */
		userAgent: text("user_agent"),
		completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		// The exam security step asks for a person's latest pass.
		index("system_check_results_user_passed_idx").on(t.userId, t.passed, t.completedAt),
	],
);
