import { pgTable, primaryKey, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";

/** Mentor-to-mentee mapping: each student has at most one faculty mentor. */
export const mentorAssignments = pgTable(
	"mentor_assignments",
	{
		mentorId: uuid("mentor_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		primaryKey({ columns: [t.mentorId, t.studentId] }),
		uniqueIndex("mentor_assignments_student_key").on(t.studentId),
	],
);
