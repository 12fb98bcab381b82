CREATE TABLE "identity_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"institution_id" uuid,
	"exam_id" uuid,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_check_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"passed" boolean NOT NULL,
	"outcomes" jsonb NOT NULL,
	"exam_id" uuid,
	"identity_photo_id" uuid,
	"user_agent" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_photos" ADD CONSTRAINT "identity_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_photos" ADD CONSTRAINT "identity_photos_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_photos" ADD CONSTRAINT "identity_photos_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_check_results" ADD CONSTRAINT "system_check_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_check_results" ADD CONSTRAINT "system_check_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_check_results" ADD CONSTRAINT "system_check_results_identity_photo_id_identity_photos_id_fk" FOREIGN KEY ("identity_photo_id") REFERENCES "public"."identity_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_photos_user_idx" ON "identity_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_photos_exam_idx" ON "identity_photos" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "system_check_results_user_passed_idx" ON "system_check_results" USING btree ("user_id","passed","completed_at");