ALTER TABLE "study_templates" ADD COLUMN "catalogue_key" text;--> statement-breakpoint
ALTER TABLE "study_templates" ADD CONSTRAINT "study_templates_catalogueKey_unique" UNIQUE("catalogue_key");