import type { EligibilityRules, PlannedRound, TierPolicy } from "@unnati/contracts/placements";
import { sql } from "drizzle-orm";
import {
	boolean,
	check,
	date,
	index,
	integer,
	jsonb,
	numeric,
	pgTable,
	smallint,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { exams } from "../exams/tables";
import { institutions } from "../institutions/tables";
import { organizations } from "../organizations/tables";
import { resumes } from "../resumes/tables";

/**
 * What the placement office knows of a student's studies, for eligibility. Kept here, not in students:
 * the students module owns no tables (a student's identity is accounts'), and these marks are what the
 * training and placement office collects and verifies for drives (issue 19).
 */
export const studentAcademicRecords = pgTable(
	"student_academic_records",
	{
		studentId: uuid("student_id")
			.primaryKey()
			.references(() => users.id, { onDelete: "cascade" }),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		/** Passing-out year, e.g. 2026 for students who joined in 2022. */
		batch: smallint("batch").notNull(),
		/** Cumulative GPA on the 10-point scale. */
		cgpa: numeric("cgpa", { precision: 4, scale: 2, mode: "number" }).notNull(),
		tenthPercent: numeric("tenth_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
		/** Null for lateral-entry students who came through a diploma instead of 12th. */
		twelfthPercent: numeric("twelfth_percent", { precision: 5, scale: 2, mode: "number" }),
		diplomaPercent: numeric("diploma_percent", { precision: 5, scale: 2, mode: "number" }),
		/** Subjects failed and not yet cleared. */
		activeBacklogs: smallint("active_backlogs").notNull().default(0),
		/** Every backlog ever had, cleared or not (includes the active ones). */
		pastBacklogs: smallint("past_backlogs").notNull().default(0),
		gapYears: smallint("gap_years").notNull().default(0),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("student_academic_records_institution_idx").on(t.institutionId, t.batch),
		check("student_academic_records_cgpa_check", sql`${t.cgpa} between 0 and 10`),
		check(
			"student_academic_records_percent_check",
			sql`${t.tenthPercent} between 0 and 100 and coalesce(${t.twelfthPercent}, 0) between 0 and 100 and coalesce(${t.diplomaPercent}, 0) between 0 and 100`,
		),
		check(
			"student_academic_records_counts_check",
			sql`${t.activeBacklogs} >= 0 and ${t.pastBacklogs} >= ${t.activeBacklogs} and ${t.gapYears} >= 0`,
		),
	],
);

/** A college's placement season for one passing-out batch. */
export const placementSeasons = pgTable(
	"placement_seasons",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		batch: smallint("batch").notNull(),
		name: text("name").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [uniqueIndex("placement_seasons_institution_batch_key").on(t.institutionId, t.batch)],
);

/** One company's campus drive in a season. */
export const placementDrives = pgTable(
	"placement_drives",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		seasonId: uuid("season_id")
			.notNull()
			.references(() => placementSeasons.id, { onDelete: "cascade" }),
		/** Denormalised from the season: every scope check and the jobs board filter by it. */
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		organizationId: uuid("organization_id")
			.notNull()
			.references(() => organizations.id, { onDelete: "restrict" }),
		title: text("title").notNull(),
		roles: jsonb("roles").$type<string[]>().notNull(),
		/** Yearly fixed pay in whole rupees. */
		ctcFixedInr: integer("ctc_fixed_inr").notNull(),
		/** Yearly variable pay (bonus, incentives, joining stock) in whole rupees. */
		ctcVariableInr: integer("ctc_variable_inr").notNull(),
		location: text("location").notNull(),
		bondMonths: smallint("bond_months"),
		bondDetails: text("bond_details"),
		description: text("description").notNull(),
		applicationDeadline: timestamp("application_deadline", { withTimezone: true }).notNull(),
		driveDate: timestamp("drive_date", { withTimezone: true }).notNull(),
		/** Planned rounds, names and kinds only (running them is later work). */
		rounds: jsonb("rounds").$type<PlannedRound[]>().notNull(),
		rules: jsonb("rules").$type<EligibilityRules>().notNull(),
		createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("placement_drives_institution_deadline_idx").on(t.institutionId, t.applicationDeadline),
		check("placement_drives_ctc_check", sql`${t.ctcFixedInr} >= 0 and ${t.ctcVariableInr} >= 0`),
	],
);

/** A student's application to a drive: one per student and drive, withdrawn ones kept. */
export const placementApplications = pgTable(
	"placement_applications",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		driveId: uuid("drive_id")
			.notNull()
			.references(() => placementDrives.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		resumeId: uuid("resume_id").references(() => resumes.id, { onDelete: "set null" }),
		/** The resume's title when applying, kept if the resume is later deleted. */
		resumeTitle: text("resume_title").notNull(),
		status: text("status", {
			enum: ["applied", "shortlisted", "rejected", "selected", "waitlisted", "withdrawn"],
		}).notNull(),
		/**
		 * The round (index into the drive's rounds) a shortlisted applicant is in; moves on when they pass
		 * a round (rounds.ts).
		 */
		currentRound: smallint("current_round").notNull().default(0),
		/** For a waitlisted applicant, their place in the drive's waitlist (1 is offered first). */
		waitlistRank: smallint("waitlist_rank"),
		appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
	},
	(t) => [
		uniqueIndex("placement_applications_drive_student_key").on(t.driveId, t.studentId),
		index("placement_applications_student_idx").on(t.studentId),
		check(
			"placement_applications_status_check",
			sql`${t.status} in ('applied', 'shortlisted', 'rejected', 'selected', 'waitlisted', 'withdrawn')`,
		),
		check("placement_applications_round_check", sql`${t.currentRound} >= 0`),
	],
);

/** The exam a drive's online test round runs (an aptitude or coding round), one per round. */
export const placementRoundExams = pgTable(
	"placement_round_exams",
	{
		driveId: uuid("drive_id")
			.notNull()
			.references(() => placementDrives.id, { onDelete: "cascade" }),
		roundIndex: smallint("round_index").notNull(),
		examId: uuid("exam_id")
			.notNull()
			.references(() => exams.id, { onDelete: "cascade" }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [uniqueIndex("placement_round_exams_drive_round_key").on(t.driveId, t.roundIndex)],
);

/**
 * One applicant in one round: the interview or group-discussion slot and panel when scheduled, the
 * panel's scorecard, and the result (null until decided).
 */
export const placementRoundResults = pgTable(
	"placement_round_results",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		applicationId: uuid("application_id")
			.notNull()
			.references(() => placementApplications.id, { onDelete: "cascade" }),
		driveId: uuid("drive_id")
			.notNull()
			.references(() => placementDrives.id, { onDelete: "cascade" }),
		roundIndex: smallint("round_index").notNull(),
		/** 'pass' | 'fail' | 'hold' | 'absent', or null while the round is under way. */
		result: text("result", { enum: ["pass", "fail", "hold", "absent"] }),
		/** An interview or group discussion's slot. */
		scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
		/** Who sits on the panel, as the officer writes it ("Ms Rao (Engineering Manager), Mr Iyer"). */
		panel: text("panel"),
		/** Room or meeting link. */
		venue: text("venue"),
		/** The panel's marks per criterion (criterion, score, out of) and the total. */
		scorecard: jsonb("scorecard").$type<{ criterion: string; score: number; outOf: number }[]>(),
		remarks: text("remarks"),
		recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
		recordedAt: timestamp("recorded_at", { withTimezone: true }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex("placement_round_results_application_round_key").on(t.applicationId, t.roundIndex),
		index("placement_round_results_drive_round_idx").on(t.driveId, t.roundIndex),
		check("placement_round_results_result_check", sql`${t.result} in ('pass', 'fail', 'hold', 'absent')`),
	],
);

/** A college's tier policy (contracts' offers.ts); a college without a row works under the default. */
export const placementPolicies = pgTable("placement_policies", {
	institutionId: uuid("institution_id")
		.primaryKey()
		.references(() => institutions.id, { onDelete: "cascade" }),
	policy: jsonb("policy").$type<TierPolicy>().notNull(),
	updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A company's offer to an applicant, one per application, and the student's answer. */
export const placementOffers = pgTable(
	"placement_offers",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		applicationId: uuid("application_id")
			.notNull()
			.references(() => placementApplications.id, { onDelete: "cascade" }),
		driveId: uuid("drive_id")
			.notNull()
			.references(() => placementDrives.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		role: text("role").notNull(),
		ctcFixedInr: integer("ctc_fixed_inr").notNull(),
		ctcVariableInr: integer("ctc_variable_inr").notNull(),
		/** The tier under the policy when the offer was recorded: a later policy change does not move it. */
		tierName: text("tier_name").notNull(),
		tierRank: smallint("tier_rank").notNull(),
		/** The calendar date the student joins (YYYY-MM-DD). */
		joiningDate: text("joining_date").notNull(),
		respondBy: timestamp("respond_by", { withTimezone: true }).notNull(),
		/** 'pending' | 'accepted' | 'declined' | 'released' (given up for a higher tier). A pending offer past respondBy reads as expired. */
		status: text("status", { enum: ["pending", "accepted", "declined", "released"] }).notNull(),
		decidedAt: timestamp("decided_at", { withTimezone: true }),
		/** The offer letter (a PDF) in file storage, with its name and size as uploaded. */
		letterFileKey: text("letter_file_key"),
		letterFileName: text("letter_file_name"),
		letterBytes: integer("letter_bytes"),
		/** Set when this offer was made to a waitlisted applicant for a place another declined. */
		fromWaitlist: boolean("from_waitlist").notNull().default(false),
		createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex("placement_offers_application_key").on(t.applicationId),
		index("placement_offers_student_idx").on(t.studentId),
		index("placement_offers_drive_idx").on(t.driveId),
		check(
			"placement_offers_status_check",
			sql`${t.status} in ('pending', 'accepted', 'declined', 'released')`,
		),
		check("placement_offers_ctc_check", sql`${t.ctcFixedInr} > 0 and ${t.ctcVariableInr} >= 0`),
	],
);

/**
 * What a student of a batch went on to that is not a campus offer: higher studies or their own
 * venture. The NBA placement index and NIRF's graduation outcomes count them (reports.ts).
 */
export const placementOutcomes = pgTable(
	"placement_outcomes",
	{
		studentId: uuid("student_id")
			.primaryKey()
			.references(() => users.id, { onDelete: "cascade" }),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		batch: smallint("batch").notNull(),
		kind: text("kind", { enum: ["higher_studies", "entrepreneur"] }).notNull(),
		/** The university and programme, or the venture's name. */
		detail: text("detail").notNull(),
		/** The day admission or incorporation was confirmed (YYYY-MM-DD). */
		confirmedOn: date("confirmed_on", { mode: "string" }),
		recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
		recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("placement_outcomes_institution_batch_idx").on(t.institutionId, t.batch),
		check("placement_outcomes_kind_check", sql`${t.kind} in ('higher_studies', 'entrepreneur')`),
	],
);
