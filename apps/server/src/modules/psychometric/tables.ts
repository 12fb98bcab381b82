import type { TraitScore } from "@unnati/contracts/psychometric";
import { boolean, index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";

/** One completed psychometric assessment. Private to the student unless they share it. */
export const psychometricResults = pgTable(
	"psychometric_results",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** The instrument, e.g. 'ipip-big-five-50'. */
		examId: text("exam_id").notNull(),
		/** The answers 1-5 in item order, kept so a scoring fix can re-score them. */
		answers: smallint("answers").array().notNull(),
		traits: jsonb("traits").$type<TraitScore[]>().notNull(),
		/** The student's consent: their faculty mentor may read it. */
		shareWithMentor: boolean("share_with_mentor").notNull().default(false),
		/** The student's consent: their college's career counselors may read it. */
		shareWithCounselor: boolean("share_with_counselor").notNull().default(false),
		completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("psychometric_results_user_idx").on(t.userId, t.completedAt)],
);
