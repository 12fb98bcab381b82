ALTER TABLE "exam_attempts" ADD COLUMN "section_ends" jsonb;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD COLUMN "duration_minutes" integer;