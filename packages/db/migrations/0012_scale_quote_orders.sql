DROP INDEX "quotes_client_id_study_id_index";--> statement-breakpoint
CREATE INDEX "quotes_client_id_study_id_interview_id_start_id_index" ON "quotes" USING btree ("client_id","study_id","interview_id","start","id");--> statement-breakpoint
CREATE INDEX "quotes_client_id_interview_id_start_id_index" ON "quotes" USING btree ("client_id","interview_id","start","id");--> statement-breakpoint
CREATE INDEX "quotes_client_id_created_at_id_index" ON "quotes" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Longest first (issue 15 quote sort "duration"): drizzle-kit cannot express an index on an expression with a direction.
CREATE INDEX "quotes_client_id_duration_id_index" ON "quotes" USING btree ("client_id", ("end" - "start") DESC, "id" DESC);
