CREATE TABLE "lab_completions" (
	"user_id" uuid NOT NULL,
	"lab_id" uuid NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lab_completions_user_id_lab_id_pk" PRIMARY KEY("user_id","lab_id")
);
--> statement-breakpoint
CREATE TABLE "lab_step_progress" (
	"user_id" uuid NOT NULL,
	"lab_id" uuid NOT NULL,
	"step_number" integer NOT NULL,
	"language" text NOT NULL,
	"last_code" text NOT NULL,
	"last_verdict" text NOT NULL,
	"last_result" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"passed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lab_step_progress_user_id_lab_id_step_number_pk" PRIMARY KEY("user_id","lab_id","step_number")
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"course_slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"minutes" integer NOT NULL,
	"language" text NOT NULL,
	"objectives" jsonb NOT NULL,
	"prerequisites" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"source" text DEFAULT 'authoring' NOT NULL,
	"source_hash" text,
	"author_id" uuid,
	"submitted_at" timestamp with time zone,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "labs_status_check" CHECK ("labs"."status" in ('draft', 'in_review', 'published'))
);
--> statement-breakpoint
CREATE TABLE "placement_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"drive_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"resume_id" uuid,
	"resume_title" text NOT NULL,
	"status" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "placement_applications_status_check" CHECK ("placement_applications"."status" in ('applied', 'shortlisted', 'rejected', 'selected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "placement_drives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"roles" jsonb NOT NULL,
	"ctc_fixed_inr" integer NOT NULL,
	"ctc_variable_inr" integer NOT NULL,
	"location" text NOT NULL,
	"bond_months" smallint,
	"bond_details" text,
	"description" text NOT NULL,
	"application_deadline" timestamp with time zone NOT NULL,
	"drive_date" timestamp with time zone NOT NULL,
	"rounds" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_drives_ctc_check" CHECK ("placement_drives"."ctc_fixed_inr" >= 0 and "placement_drives"."ctc_variable_inr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "placement_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"batch" smallint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_academic_records" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"batch" smallint NOT NULL,
	"cgpa" numeric(4, 2) NOT NULL,
	"tenth_percent" numeric(5, 2) NOT NULL,
	"twelfth_percent" numeric(5, 2),
	"diploma_percent" numeric(5, 2),
	"active_backlogs" smallint DEFAULT 0 NOT NULL,
	"past_backlogs" smallint DEFAULT 0 NOT NULL,
	"gap_years" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_academic_records_cgpa_check" CHECK ("student_academic_records"."cgpa" between 0 and 10),
	CONSTRAINT "student_academic_records_percent_check" CHECK ("student_academic_records"."tenth_percent" between 0 and 100 and coalesce("student_academic_records"."twelfth_percent", 0) between 0 and 100 and coalesce("student_academic_records"."diploma_percent", 0) between 0 and 100),
	CONSTRAINT "student_academic_records_counts_check" CHECK ("student_academic_records"."active_backlogs" >= 0 and "student_academic_records"."past_backlogs" >= "student_academic_records"."active_backlogs" and "student_academic_records"."gap_years" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lab_completions" ADD CONSTRAINT "lab_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_completions" ADD CONSTRAINT "lab_completions_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_step_progress" ADD CONSTRAINT "lab_step_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_step_progress" ADD CONSTRAINT "lab_step_progress_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_applications" ADD CONSTRAINT "placement_applications_drive_id_placement_drives_id_fk" FOREIGN KEY ("drive_id") REFERENCES "public"."placement_drives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_applications" ADD CONSTRAINT "placement_applications_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_applications" ADD CONSTRAINT "placement_applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_drives" ADD CONSTRAINT "placement_drives_season_id_placement_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."placement_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_drives" ADD CONSTRAINT "placement_drives_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_drives" ADD CONSTRAINT "placement_drives_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_drives" ADD CONSTRAINT "placement_drives_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_seasons" ADD CONSTRAINT "placement_seasons_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_records" ADD CONSTRAINT "student_academic_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_records" ADD CONSTRAINT "student_academic_records_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_completions_lab_idx" ON "lab_completions" USING btree ("lab_id");--> statement-breakpoint
CREATE INDEX "labs_course_idx" ON "labs" USING btree ("course_slug","position");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_applications_drive_student_key" ON "placement_applications" USING btree ("drive_id","student_id");--> statement-breakpoint
CREATE INDEX "placement_applications_student_idx" ON "placement_applications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "placement_drives_institution_deadline_idx" ON "placement_drives" USING btree ("institution_id","application_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_seasons_institution_batch_key" ON "placement_seasons" USING btree ("institution_id","batch");--> statement-breakpoint
CREATE INDEX "student_academic_records_institution_idx" ON "student_academic_records" USING btree ("institution_id","batch");