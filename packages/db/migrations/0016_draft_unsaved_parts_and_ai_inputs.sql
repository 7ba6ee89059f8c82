ALTER TABLE "study_builder_states" ADD COLUMN "unsaved_business_questions" jsonb;--> statement-breakpoint
ALTER TABLE "study_builder_states" ADD COLUMN "unsaved_sections" jsonb;--> statement-breakpoint
ALTER TABLE "study_builder_states" ADD COLUMN "ai_outline_inputs" jsonb;--> statement-breakpoint
ALTER TABLE "study_builder_states" ADD COLUMN "ai_design_inputs" jsonb;