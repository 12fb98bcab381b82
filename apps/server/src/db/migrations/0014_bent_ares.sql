CREATE TABLE "psychometric_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"exam_id" text NOT NULL,
	"answers" smallint[] NOT NULL,
	"traits" jsonb NOT NULL,
	"share_with_mentor" boolean DEFAULT false NOT NULL,
	"share_with_counselor" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "psychometric_results" ADD CONSTRAINT "psychometric_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "psychometric_results_user_idx" ON "psychometric_results" USING btree ("user_id","completed_at");