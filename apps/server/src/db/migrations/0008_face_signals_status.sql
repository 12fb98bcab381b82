ALTER TABLE "proctoring_presence" ADD COLUMN "face_signals" text;--> statement-breakpoint
ALTER TABLE "proctoring_presence" ADD COLUMN "face_signals_reason" text;--> statement-breakpoint
ALTER TABLE "proctoring_presence" ADD COLUMN "face_signals_at" timestamp with time zone;