CREATE TABLE "problem_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"verdict" text NOT NULL,
	"passed" integer NOT NULL,
	"total" integer NOT NULL,
	"time_ms" integer NOT NULL,
	"memory_kb" integer NOT NULL,
	"compile_output" text DEFAULT '' NOT NULL,
	"sample_results" jsonb NOT NULL,
	"first_failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_submissions_counts_check" CHECK ("problem_submissions"."passed" between 0 and "problem_submissions"."total")
);
--> statement-breakpoint
ALTER TABLE "problem_submissions" ADD CONSTRAINT "problem_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_submissions_user_problem_idx" ON "problem_submissions" USING btree ("user_id","problem_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "problem_submissions_problem_verdict_idx" ON "problem_submissions" USING btree ("problem_id","verdict");