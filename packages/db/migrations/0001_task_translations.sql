ALTER TABLE "tasks" ADD COLUMN "text_en" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "html_en" text;