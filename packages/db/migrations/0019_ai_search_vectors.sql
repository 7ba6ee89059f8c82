-- Assistant retrieval (issue 12, decision 0250): the English and unstemmed (`simple`) vectors of studies, insights and
-- business questions, stored (generated) and GIN-indexed, so ranking a match reads its vector instead of parsing the
-- text again (at scale 700 insights × regexp_replace + two to_tsvector = 500 ms). They replace migration 0010's
-- expression indexes over the same expressions. Hand-written (not in the Drizzle schema, like 0010): the columns are
-- read only by apps/api/src/modules/assistant/retrieval.repository.ts, and `select()` of these tables stays as it was.
ALTER TABLE "studies" ADD COLUMN "ai_search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title" || ' ' || "purpose" || ' ' || coalesce("brief", '')) || to_tsvector('simple'::regconfig, "title" || ' ' || "purpose" || ' ' || coalesce("brief", ''))) STORED;--> statement-breakpoint
ALTER TABLE "insights" ADD COLUMN "ai_search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title" || ' ' || "lead" || ' ' || regexp_replace("content", '<[^>]*>', ' ', 'g')) || to_tsvector('simple'::regconfig, "title" || ' ' || "lead" || ' ' || regexp_replace("content", '<[^>]*>', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "business_questions" ADD COLUMN "ai_search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title" || ' ' || "description") || to_tsvector('simple'::regconfig, "title" || ' ' || "description")) STORED;--> statement-breakpoint
CREATE INDEX "studies_ai_search_vector_idx" ON "studies" USING gin ("ai_search_vector");--> statement-breakpoint
CREATE INDEX "insights_ai_search_vector_idx" ON "insights" USING gin ("ai_search_vector");--> statement-breakpoint
CREATE INDEX "business_questions_ai_search_vector_idx" ON "business_questions" USING gin ("ai_search_vector");--> statement-breakpoint
DROP INDEX IF EXISTS "studies_ai_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "insights_ai_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "business_questions_ai_search_idx";
