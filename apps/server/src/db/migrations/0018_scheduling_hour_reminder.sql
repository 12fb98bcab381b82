ALTER TABLE "certificates" DROP CONSTRAINT "certificates_kind_check";--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "certificate_on_pass" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_bookings" ADD COLUMN "hour_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('course', 'journey', 'exam'));