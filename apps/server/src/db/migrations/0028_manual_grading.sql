CREATE TABLE "exam_graders" (
	"exam_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "exam_graders_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_manual_grades" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"score" double precision NOT NULL,
	"levels" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"graded_by" uuid,
	"graded_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "exam_manual_grades_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "awaiting_grading" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "anonymous_grading" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_graders" ADD CONSTRAINT "exam_graders_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_graders" ADD CONSTRAINT "exam_graders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_manual_grades" ADD CONSTRAINT "exam_manual_grades_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_manual_grades" ADD CONSTRAINT "exam_manual_grades_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_manual_grades" ADD CONSTRAINT "exam_manual_grades_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_graders_user_idx" ON "exam_graders" USING btree ("user_id");