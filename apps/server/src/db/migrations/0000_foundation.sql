CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"institution_id" uuid,
	"department_id" uuid,
	"organization_id" uuid,
	"roll_no" text,
	"fact_id" text,
	"current_year" smallint,
	"section" text,
	"profile_pic_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('ROLE_STUDENT', 'ROLE_COLLEGE', 'ROLE_DEPARTMENT', 'ROLE_MENTOR', 'ROLE_PRINCIPAL', 'ROLE_ADMIN', 'ROLE_EXAM_ADMIN', 'ROLE_INSTRUCTOR', 'ROLE_INSTRUCTOR_ADMIN', 'ROLE_CONNECTIN_ADMIN', 'ROLE_QUESTION_BANK_ADMIN', 'ROLE_CAREER_COUNSELOR', 'ROLE_PAT', 'ROLE_RECRUITER')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'trial', 'suspended')),
	CONSTRAINT "users_current_year_check" CHECK ("users"."current_year" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_status_check" CHECK ("institutions"."status" in ('active', 'trial', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "mentor_assignments" (
	"mentor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_assignments_mentor_id_student_id_pk" PRIMARY KEY("mentor_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignments" ADD CONSTRAINT "mentor_assignments_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignments" ADD CONSTRAINT "mentor_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_roll_no_key" ON "users" USING btree ("roll_no");--> statement-breakpoint
CREATE UNIQUE INDEX "users_fact_id_key" ON "users" USING btree ("fact_id");--> statement-breakpoint
CREATE INDEX "users_institution_role_idx" ON "users" USING btree ("institution_id","role");--> statement-breakpoint
CREATE INDEX "users_department_year_section_idx" ON "users" USING btree ("department_id","current_year","section");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_institution_code_key" ON "departments" USING btree ("institution_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_name_key" ON "institutions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_code_key" ON "institutions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_assignments_student_key" ON "mentor_assignments" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_key" ON "organizations" USING btree (lower("name"));