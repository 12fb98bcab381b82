CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_preferences_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schedule_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cancel_reason" text,
	"cancelled_by" text,
	"rescheduled_to_id" uuid,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_bookings_status_check" CHECK ("schedule_bookings"."status" in ('booked', 'cancelled', 'rescheduled'))
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"interview_type" text,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"mode" text NOT NULL,
	"location" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_slots_seats_check" CHECK ("schedule_slots"."booked" >= 0 and "schedule_slots"."booked" <= "schedule_slots"."capacity"),
	CONSTRAINT "schedule_slots_time_check" CHECK ("schedule_slots"."ends_at" > "schedule_slots"."starts_at"),
	CONSTRAINT "schedule_slots_status_check" CHECK ("schedule_slots"."status" in ('open', 'cancelled')),
	CONSTRAINT "schedule_slots_mode_check" CHECK ("schedule_slots"."mode" in ('online', 'room'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_bookings" ADD CONSTRAINT "schedule_bookings_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_bookings" ADD CONSTRAINT "schedule_bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_type_created_idx" ON "notifications" USING btree ("recipient_id","type","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_bookings_live_key" ON "schedule_bookings" USING btree ("slot_id","student_id") WHERE "schedule_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "schedule_bookings_student_idx" ON "schedule_bookings" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "schedule_bookings_slot_idx" ON "schedule_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "schedule_slots_college_start_idx" ON "schedule_slots" USING btree ("institution_id","starts_at");--> statement-breakpoint
CREATE INDEX "schedule_slots_host_start_idx" ON "schedule_slots" USING btree ("host_id","starts_at");