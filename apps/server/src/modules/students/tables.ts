import type { ImportedRow, ImportRowError, ImportStatus } from "@unnati/contracts/students";
import { sql } from "drizzle-orm";
import {
	check,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { departments, institutions } from "../institutions/tables";

/**
 * One uploaded file of students: its preview (good rows and every problem) until someone confirms,
 * then its progress. Nothing is created from it before the confirm.
 */
export const studentImports = pgTable(
	"student_imports",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		/** Set when a department head uploaded it: every row is of this department. */
		departmentId: uuid("department_id").references(() => departments.id, { onDelete: "cascade" }),
		createdBy: uuid("created_by")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		fileName: text("file_name").notNull(),
		status: text("status", { enum: ["previewed", "importing", "done", "failed"] })
			.$type<ImportStatus>()
			.notNull()
			.default("previewed"),
		/** Data rows in the file, the header not counted. */
		totalRows: integer("total_rows").notNull(),
		/** The rows without a problem at preview: what confirm creates. */
		rows: jsonb("rows").$type<ImportedRow[]>().notNull(),
		errors: jsonb("errors").$type<ImportRowError[]>().notNull(),
		/** Good at preview, refused at confirm (the roll number or e-mail was taken in between). */
		skipped: jsonb("skipped").$type<ImportRowError[]>().notNull().default([]),
		/** Progress while importing: rows handled and accounts created so far. */
		processed: integer("processed").notNull().default(0),
		created: integer("created").notNull().default(0),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("student_imports_institution_idx").on(t.institutionId, t.createdAt),
		check("student_imports_status_check", sql`${t.status} in ('previewed', 'importing', 'done', 'failed')`),
	],
);

/**
 * The sections a college declares for each department and year of study (issue 18). A college that
 * declares none keeps sections as free letters on the students, as before; once a department's year
 * has declared sections, adding, editing and importing its students accept only those.
 */
export const departmentSections = pgTable(
	"department_sections",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		departmentId: uuid("department_id")
			.notNull()
			.references(() => departments.id, { onDelete: "cascade" }),
		/** Year of study, 1 to 4. */
		year: smallint("year").notNull(),
		/** One capital letter, as the students' `section` holds it. */
		name: text("name").notNull(),
		/** Seats the college plans for; null: no limit stated. */
		capacity: integer("capacity"),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex("department_sections_department_year_name_key").on(t.departmentId, t.year, t.name),
		index("department_sections_institution_idx").on(t.institutionId),
		check("department_sections_year_check", sql`${t.year} between 1 and 4`),
		check("department_sections_capacity_check", sql`${t.capacity} is null or ${t.capacity} > 0`),
	],
);
