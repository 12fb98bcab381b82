CREATE TABLE "lab_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lab_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"minutes" integer NOT NULL,
	"language" text NOT NULL,
	"difficulty" text NOT NULL,
	"objectives" jsonb NOT NULL,
	"prerequisites" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" uuid,
	"submitted_at" timestamp with time zone,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lab_revisions_state_check" CHECK ("lab_revisions"."state" in ('draft', 'in_review', 'published', 'superseded', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "department_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_sections_year_check" CHECK ("department_sections"."year" between 1 and 4),
	CONSTRAINT "department_sections_capacity_check" CHECK ("department_sections"."capacity" is null or "department_sections"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admission_year" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "graduated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "difficulty" text DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_revisions" ADD CONSTRAINT "lab_revisions_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_revisions" ADD CONSTRAINT "lab_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_revisions" ADD CONSTRAINT "lab_revisions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_sections" ADD CONSTRAINT "department_sections_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_sections" ADD CONSTRAINT "department_sections_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_revisions_lab_number_idx" ON "lab_revisions" USING btree ("lab_id","number");--> statement-breakpoint
CREATE INDEX "lab_revisions_state_idx" ON "lab_revisions" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "department_sections_department_year_name_key" ON "department_sections" USING btree ("department_id","year","name");--> statement-breakpoint
CREATE INDEX "department_sections_institution_idx" ON "department_sections" USING btree ("institution_id");