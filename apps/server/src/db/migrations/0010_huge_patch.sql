CREATE TABLE "learning_activity_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lessons_completed" integer DEFAULT 0 NOT NULL,
	"questions_answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "learning_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"body" text,
	"storage_key" text,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_bookmarks" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_bookmarks_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "learning_course_instructors" (
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_course_instructors_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "learning_course_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"description_html" text NOT NULL,
	"level" text NOT NULL,
	"hours" double precision NOT NULL,
	"prerequisites" text[] DEFAULT '{}'::text[] NOT NULL,
	"outcomes" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"modules" jsonb NOT NULL,
	"mock_test_id" uuid,
	"state" text DEFAULT 'draft' NOT NULL,
	"source" text DEFAULT 'authoring' NOT NULL,
	"source_hash" text,
	"author_id" uuid,
	"submitted_at" timestamp with time zone,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_course_revisions_state_check" CHECK ("learning_course_revisions"."state" in ('draft', 'in_review', 'published', 'superseded', 'rejected')),
	CONSTRAINT "learning_course_revisions_level_check" CHECK ("learning_course_revisions"."level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE TABLE "learning_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"institution_id" uuid,
	"published_revision_id" uuid,
	"search" "tsvector",
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_lesson_id" uuid,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "learning_goals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_lessons" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_journey_courses" (
	"journey_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "learning_journey_courses_journey_id_course_id_pk" PRIMARY KEY("journey_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "learning_journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_journeys_state_check" CHECK ("learning_journeys"."state" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "learning_lesson_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "learning_lesson_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"minutes" integer NOT NULL,
	"preview" boolean DEFAULT false NOT NULL,
	"video_url" text,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"source" text DEFAULT 'authoring' NOT NULL,
	"source_hash" text,
	"author_id" uuid,
	"submitted_at" timestamp with time zone,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_lesson_revisions_state_check" CHECK ("learning_lesson_revisions"."state" in ('draft', 'in_review', 'published', 'superseded', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "learning_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"published_revision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_notes" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_notes_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "learning_quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"quiz_revision_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" double precision,
	"max_score" double precision,
	"percentage" double precision,
	CONSTRAINT "learning_quiz_attempts_status_check" CHECK ("learning_quiz_attempts"."status" in ('in_progress', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "learning_quiz_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" integer,
	"pass_percent" double precision DEFAULT 60 NOT NULL,
	"questions" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"source" text DEFAULT 'authoring' NOT NULL,
	"source_hash" text,
	"author_id" uuid,
	"submitted_at" timestamp with time zone,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_quiz_revisions_state_check" CHECK ("learning_quiz_revisions"."state" in ('draft', 'in_review', 'published', 'superseded', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "learning_quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"published_revision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_quizzes_kind_check" CHECK ("learning_quizzes"."kind" in ('practice', 'mock'))
);
--> statement-breakpoint
ALTER TABLE "learning_activity_days" ADD CONSTRAINT "learning_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assets" ADD CONSTRAINT "learning_assets_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_bookmarks" ADD CONSTRAINT "learning_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_bookmarks" ADD CONSTRAINT "learning_bookmarks_lesson_id_learning_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."learning_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_course_instructors" ADD CONSTRAINT "learning_course_instructors_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_course_instructors" ADD CONSTRAINT "learning_course_instructors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_course_revisions" ADD CONSTRAINT "learning_course_revisions_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_course_revisions" ADD CONSTRAINT "learning_course_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_course_revisions" ADD CONSTRAINT "learning_course_revisions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_courses" ADD CONSTRAINT "learning_courses_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_courses" ADD CONSTRAINT "learning_courses_published_revision_id_learning_course_revisions_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."learning_course_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_courses" ADD CONSTRAINT "learning_courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrolments" ADD CONSTRAINT "learning_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrolments" ADD CONSTRAINT "learning_enrolments_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrolments" ADD CONSTRAINT "learning_enrolments_last_lesson_id_learning_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."learning_lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_journey_courses" ADD CONSTRAINT "learning_journey_courses_journey_id_learning_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."learning_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_journey_courses" ADD CONSTRAINT "learning_journey_courses_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lesson_progress" ADD CONSTRAINT "learning_lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lesson_progress" ADD CONSTRAINT "learning_lesson_progress_lesson_id_learning_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."learning_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lesson_progress" ADD CONSTRAINT "learning_lesson_progress_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lesson_revisions" ADD CONSTRAINT "learning_lesson_revisions_lesson_id_learning_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."learning_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lesson_revisions" ADD CONSTRAINT "learning_lesson_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lesson_revisions" ADD CONSTRAINT "learning_lesson_revisions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lessons" ADD CONSTRAINT "learning_lessons_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lessons" ADD CONSTRAINT "learning_lessons_published_revision_id_learning_lesson_revisions_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."learning_lesson_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_notes" ADD CONSTRAINT "learning_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_notes" ADD CONSTRAINT "learning_notes_lesson_id_learning_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."learning_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_attempts" ADD CONSTRAINT "learning_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_attempts" ADD CONSTRAINT "learning_quiz_attempts_quiz_id_learning_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."learning_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_attempts" ADD CONSTRAINT "learning_quiz_attempts_quiz_revision_id_learning_quiz_revisions_id_fk" FOREIGN KEY ("quiz_revision_id") REFERENCES "public"."learning_quiz_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_attempts" ADD CONSTRAINT "learning_quiz_attempts_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_revisions" ADD CONSTRAINT "learning_quiz_revisions_quiz_id_learning_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."learning_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_revisions" ADD CONSTRAINT "learning_quiz_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_revisions" ADD CONSTRAINT "learning_quiz_revisions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quizzes" ADD CONSTRAINT "learning_quizzes_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quizzes" ADD CONSTRAINT "learning_quizzes_published_revision_id_learning_quiz_revisions_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."learning_quiz_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_assets_course_name_key" ON "learning_assets" USING btree ("course_id","name");--> statement-breakpoint
CREATE INDEX "learning_course_instructors_user_idx" ON "learning_course_instructors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_course_revisions_number_key" ON "learning_course_revisions" USING btree ("course_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_courses_slug_key" ON "learning_courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "learning_courses_search_idx" ON "learning_courses" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_enrolments_user_course_key" ON "learning_enrolments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "learning_enrolments_user_active_idx" ON "learning_enrolments" USING btree ("user_id","last_active_at");--> statement-breakpoint
CREATE INDEX "learning_journey_courses_course_idx" ON "learning_journey_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_journeys_slug_key" ON "learning_journeys" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "learning_lesson_progress_user_course_idx" ON "learning_lesson_progress" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_lesson_revisions_number_key" ON "learning_lesson_revisions" USING btree ("lesson_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_lessons_course_slug_key" ON "learning_lessons" USING btree ("course_id","slug");--> statement-breakpoint
CREATE INDEX "learning_quiz_attempts_user_quiz_idx" ON "learning_quiz_attempts" USING btree ("user_id","quiz_id","started_at");--> statement-breakpoint
CREATE INDEX "learning_quiz_attempts_user_submitted_idx" ON "learning_quiz_attempts" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_quiz_revisions_number_key" ON "learning_quiz_revisions" USING btree ("quiz_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_quizzes_course_slug_key" ON "learning_quizzes" USING btree ("course_id","slug");