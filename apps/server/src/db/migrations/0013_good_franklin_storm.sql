CREATE TABLE "interview_answers" (
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" text NOT NULL,
	"question_text" text NOT NULL,
	"competency" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"mode" text,
	"duration_seconds" integer,
	"feedback" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answers_session_id_position_pk" PRIMARY KEY("session_id","position"),
	CONSTRAINT "interview_answers_status_check" CHECK ("interview_answers"."status" in ('pending', 'answered', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "interview_scorecards" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"type" text NOT NULL,
	"scores" jsonb NOT NULL,
	"strengths" text NOT NULL,
	"improvements" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"role_family" text NOT NULL,
	"difficulty" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"overall" jsonb,
	"narrative" jsonb,
	CONSTRAINT "interview_sessions_status_check" CHECK ("interview_sessions"."status" in ('in_progress', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_booking_id_schedule_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."schedule_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_sessions_user_idx" ON "interview_sessions" USING btree ("user_id","started_at");