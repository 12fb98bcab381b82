CREATE TABLE "counselling_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"counselor_id" uuid,
	"source" text NOT NULL,
	"referred_by" uuid,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"recommendations" text[] DEFAULT '{}'::text[] NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselling_cases_source_check" CHECK ("counselling_cases"."source" in ('mentor', 'self')),
	CONSTRAINT "counselling_cases_status_check" CHECK ("counselling_cases"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "counselling_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"follow_up_on" date,
	"follow_up_done" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_assignment_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"department_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"from_mentor_id" uuid,
	"to_mentor_id" uuid,
	"changed_by" uuid,
	"how" text NOT NULL,
	"rule_summary" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mentor_assignment_changes_how_check" CHECK ("mentor_assignment_changes"."how" in ('rule', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "placement_outcomes" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"batch" smallint NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"confirmed_on" date,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_outcomes_kind_check" CHECK ("placement_outcomes"."kind" in ('higher_studies', 'entrepreneur'))
);
--> statement-breakpoint
CREATE TABLE "placement_round_exams" (
	"drive_id" uuid NOT NULL,
	"round_index" smallint NOT NULL,
	"exam_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_round_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"drive_id" uuid NOT NULL,
	"round_index" smallint NOT NULL,
	"result" text,
	"scheduled_at" timestamp with time zone,
	"panel" text,
	"venue" text,
	"scorecard" jsonb,
	"remarks" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_round_results_result_check" CHECK ("placement_round_results"."result" in ('pass', 'fail', 'hold', 'absent'))
);
--> statement-breakpoint
CREATE TABLE "inbox_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"emailed_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_replies_kind_check" CHECK ("inbox_replies"."kind" in ('contact', 'report', 'feedback')),
	CONSTRAINT "inbox_replies_body_check" CHECK (char_length("inbox_replies"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "placement_applications" DROP CONSTRAINT "placement_applications_status_check";--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placement_applications" ADD COLUMN "current_round" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_applications" ADD COLUMN "waitlist_rank" smallint;--> statement-breakpoint
ALTER TABLE "placement_offers" ADD COLUMN "letter_file_key" text;--> statement-breakpoint
ALTER TABLE "placement_offers" ADD COLUMN "letter_file_name" text;--> statement-breakpoint
ALTER TABLE "placement_offers" ADD COLUMN "letter_bytes" integer;--> statement-breakpoint
ALTER TABLE "placement_offers" ADD COLUMN "from_waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counselling_cases" ADD CONSTRAINT "counselling_cases_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_cases" ADD CONSTRAINT "counselling_cases_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_cases" ADD CONSTRAINT "counselling_cases_counselor_id_users_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_cases" ADD CONSTRAINT "counselling_cases_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_notes" ADD CONSTRAINT "counselling_notes_case_id_counselling_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."counselling_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_notes" ADD CONSTRAINT "counselling_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignment_changes" ADD CONSTRAINT "mentor_assignment_changes_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignment_changes" ADD CONSTRAINT "mentor_assignment_changes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignment_changes" ADD CONSTRAINT "mentor_assignment_changes_from_mentor_id_users_id_fk" FOREIGN KEY ("from_mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignment_changes" ADD CONSTRAINT "mentor_assignment_changes_to_mentor_id_users_id_fk" FOREIGN KEY ("to_mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignment_changes" ADD CONSTRAINT "mentor_assignment_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_outcomes" ADD CONSTRAINT "placement_outcomes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_outcomes" ADD CONSTRAINT "placement_outcomes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_outcomes" ADD CONSTRAINT "placement_outcomes_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_round_exams" ADD CONSTRAINT "placement_round_exams_drive_id_placement_drives_id_fk" FOREIGN KEY ("drive_id") REFERENCES "public"."placement_drives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_round_exams" ADD CONSTRAINT "placement_round_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_round_results" ADD CONSTRAINT "placement_round_results_application_id_placement_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."placement_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_round_results" ADD CONSTRAINT "placement_round_results_drive_id_placement_drives_id_fk" FOREIGN KEY ("drive_id") REFERENCES "public"."placement_drives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_round_results" ADD CONSTRAINT "placement_round_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counselling_cases_institution_status_idx" ON "counselling_cases" USING btree ("institution_id","status");--> statement-breakpoint
CREATE INDEX "counselling_cases_student_idx" ON "counselling_cases" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counselling_cases_open_student_key" ON "counselling_cases" USING btree ("student_id") WHERE "counselling_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "counselling_notes_case_idx" ON "counselling_notes" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "mentor_assignment_changes_department_idx" ON "mentor_assignment_changes" USING btree ("department_id","changed_at");--> statement-breakpoint
CREATE INDEX "mentor_assignment_changes_student_idx" ON "mentor_assignment_changes" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "placement_outcomes_institution_batch_idx" ON "placement_outcomes" USING btree ("institution_id","batch");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_round_exams_drive_round_key" ON "placement_round_exams" USING btree ("drive_id","round_index");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_round_results_application_round_key" ON "placement_round_results" USING btree ("application_id","round_index");--> statement-breakpoint
CREATE INDEX "placement_round_results_drive_round_idx" ON "placement_round_results" USING btree ("drive_id","round_index");--> statement-breakpoint
CREATE INDEX "inbox_replies_item_idx" ON "inbox_replies" USING btree ("kind","item_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_status_idx" ON "contact_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "issue_reports_status_idx" ON "issue_reports" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('new', 'in_progress', 'handled'));--> statement-breakpoint
ALTER TABLE "placement_applications" ADD CONSTRAINT "placement_applications_round_check" CHECK ("placement_applications"."current_round" >= 0);--> statement-breakpoint
ALTER TABLE "placement_applications" ADD CONSTRAINT "placement_applications_status_check" CHECK ("placement_applications"."status" in ('applied', 'shortlisted', 'rejected', 'selected', 'waitlisted', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in ('new', 'in_progress', 'handled'));--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_status_check" CHECK ("issue_reports"."status" in ('new', 'in_progress', 'handled'));