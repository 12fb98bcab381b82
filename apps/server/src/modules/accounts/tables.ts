import { ROLES } from "@unnati/contracts";
import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { departments, institutions } from "../institutions/tables";
import { organizations } from "../organizations/tables";

const roleList = sql.raw(ROLES.map((role) => `'${role}'`).join(", "));

/** Every person who can sign in, whatever their role. Role-specific columns are null for other roles. */
export const users = pgTable(
	"users",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		role: text("role", { enum: ROLES }).notNull(),
		name: text("name").notNull(),
		/** Stored as entered; uniqueness is case-insensitive. */
		email: text("email").notNull(),
		phone: text("phone"),
		/** argon2id hash (PHC string). */
		passwordHash: text("password_hash").notNull(),
		/** The college a student, mentor, department head, college admin, principal or exam admin belongs to. */
		institutionId: uuid("institution_id").references(() => institutions.id, { onDelete: "cascade" }),
		/** Students, mentors and department heads. */
		departmentId: uuid("department_id").references(() => departments.id, { onDelete: "set null" }),
		/** Recruiters' hiring organization. */
		organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
		/** Students only: the college roll number, upper case, e.g. "22CSE001". */
		rollNo: text("roll_no"),
		/** Faculty mentors only: the faculty ("fact") ID they sign in with, e.g. "FAC1001". */
		factId: text("fact_id"),
		/** Students only: year of study, 1 to 4. */
		currentYear: smallint("current_year"),
		/** Students only: section letter within the department and year, e.g. "A". */
		section: text("section"),
		/**
		 * Students only: the year their batch began first year (2022 for the 2022–2026 batch; a lateral
		 * entrant counts with the batch they join). Set when the account is made; null on older rows,
		 * whose batch is worked out from the year of study.
		 */
		admissionYear: smallint("admission_year"),
		/**
		 * Students only: when the final-year promotion graduated them. A graduate keeps every record and
		 * signs in as before, but is no longer a current student (counts, at-risk lists, mentors, exams).
		 */
		graduatedAt: timestamp("graduated_at", { withTimezone: true }),
		profilePicUrl: text("profile_pic_url"),
		/** 'trial' while a self-registered account is in its free trial (SPEC §9). */
		status: text("status", { enum: ["active", "trial", "suspended"] })
			.notNull()
			.default("active"),
		trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
		uniqueIndex("users_roll_no_key").on(t.rollNo),
		uniqueIndex("users_fact_id_key").on(t.factId),
		index("users_institution_role_idx").on(t.institutionId, t.role),
		index("users_department_year_section_idx").on(t.departmentId, t.currentYear, t.section),
		check("users_role_check", sql`${t.role} in (${roleList})`),
		check("users_status_check", sql`${t.status} in ('active', 'trial', 'suspended')`),
		check("users_current_year_check", sql`${t.currentYear} between 1 and 4`),
	],
);
