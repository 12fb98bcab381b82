CREATE TABLE "mentor_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"mode" text NOT NULL,
	"summary" text NOT NULL,
	"next_steps" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_meetings_mode_check" CHECK ("mentor_meetings"."mode" in ('in_person', 'online', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "mentor_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_meetings" ADD CONSTRAINT "mentor_meetings_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_meetings" ADD CONSTRAINT "mentor_meetings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_notes" ADD CONSTRAINT "mentor_notes_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_notes" ADD CONSTRAINT "mentor_notes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_meetings_mentor_held_idx" ON "mentor_meetings" USING btree ("mentor_id","held_at");--> statement-breakpoint
CREATE INDEX "mentor_notes_mentor_student_idx" ON "mentor_notes" USING btree ("mentor_id","student_id","created_at");