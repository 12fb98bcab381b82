CREATE TABLE "exam_regrades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"regraded_by" uuid,
	"regraded_at" timestamp with time zone NOT NULL,
	"key_before" jsonb NOT NULL,
	"key_after" jsonb NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_regrades" ADD CONSTRAINT "exam_regrades_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_regrades" ADD CONSTRAINT "exam_regrades_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_regrades" ADD CONSTRAINT "exam_regrades_regraded_by_users_id_fk" FOREIGN KEY ("regraded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_regrades_exam_idx" ON "exam_regrades" USING btree ("exam_id","regraded_at");