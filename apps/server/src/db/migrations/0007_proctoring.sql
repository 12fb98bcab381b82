CREATE TABLE "proctoring_accommodations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"exam_id" uuid,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"face_signals_off" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proctoring_accommodations_extra_check" CHECK ("proctoring_accommodations"."extra_minutes" between 0 and 600)
);
--> statement-breakpoint
CREATE TABLE "proctoring_presence" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"exam_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proctoring_settings" (
	"exam_id" uuid PRIMARY KEY NOT NULL,
	"face_signals" boolean DEFAULT true NOT NULL,
	"face_signals_count" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proctoring_violations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"away_ms" integer,
	"snapshot_key" text,
	"counted" boolean NOT NULL,
	"review" text DEFAULT 'unreviewed' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "proctoring_violations_review_check" CHECK ("proctoring_violations"."review" in ('unreviewed', 'confirmed', 'dismissed')),
	CONSTRAINT "proctoring_violations_away_check" CHECK ("proctoring_violations"."away_ms" is null or "proctoring_violations"."away_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "proctoring_accommodations" ADD CONSTRAINT "proctoring_accommodations_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_accommodations" ADD CONSTRAINT "proctoring_accommodations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_accommodations" ADD CONSTRAINT "proctoring_accommodations_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_accommodations" ADD CONSTRAINT "proctoring_accommodations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_presence" ADD CONSTRAINT "proctoring_presence_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_presence" ADD CONSTRAINT "proctoring_presence_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_settings" ADD CONSTRAINT "proctoring_settings_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_settings" ADD CONSTRAINT "proctoring_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_violations" ADD CONSTRAINT "proctoring_violations_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_violations" ADD CONSTRAINT "proctoring_violations_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_violations" ADD CONSTRAINT "proctoring_violations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proctoring_accommodations_global_key" ON "proctoring_accommodations" USING btree ("student_id") WHERE "proctoring_accommodations"."exam_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "proctoring_accommodations_exam_key" ON "proctoring_accommodations" USING btree ("student_id","exam_id") WHERE "proctoring_accommodations"."exam_id" is not null;--> statement-breakpoint
CREATE INDEX "proctoring_accommodations_institution_idx" ON "proctoring_accommodations" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "proctoring_presence_exam_idx" ON "proctoring_presence" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proctoring_violations_attempt_client_key" ON "proctoring_violations" USING btree ("attempt_id","client_id");--> statement-breakpoint
CREATE INDEX "proctoring_violations_exam_idx" ON "proctoring_violations" USING btree ("exam_id","attempt_id","at");