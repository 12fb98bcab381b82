CREATE TABLE "career_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_settings" ADD CONSTRAINT "career_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;