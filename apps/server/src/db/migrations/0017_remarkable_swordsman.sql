CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"institution_id" uuid,
	"subject_slug" text NOT NULL,
	"subject_title" text NOT NULL,
	"student_name" text NOT NULL,
	"roll_no" text,
	"college_name" text NOT NULL,
	"hours" double precision NOT NULL,
	"badge_salt" text NOT NULL,
	"badge_identity" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoked_by_name" text,
	"revocation_reason" text,
	"pdf_key" text,
	CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('course', 'journey')),
	CONSTRAINT "certificates_status_check" CHECK ("certificates"."status" in ('valid', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_kind_subject_key" ON "certificates" USING btree ("user_id","kind","subject_slug");--> statement-breakpoint
CREATE INDEX "certificates_institution_issued_idx" ON "certificates" USING btree ("institution_id","issued_at");