ALTER TABLE "segments" ADD COLUMN "interview_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "quote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "quote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "interview_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "insight_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "custom_showreel_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "curated_showreel_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "business_question_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "transcript_lines_interview_id_start_end_index" ON "transcript_lines" USING btree ("interview_id","start","end");--> statement-breakpoint
CREATE INDEX "showreels_client_id_created_at_id_index" ON "showreels" USING btree ("client_id","created_at","id");--> statement-breakpoint
-- Stored counts (decision 0240): each counted table has one AFTER ... FOR EACH STATEMENT trigger per operation with its
-- transition tables; the function adds up the statement's rows per study (and per segment for interviews and quotes):
-- +1 new, -1 old, for the rows that count, and updates only the rows whose counts changed, in the writing transaction.
-- A bulk insert (the scale seed) costs one grouped UPDATE per target, not one per row; an edit that leaves the key and
-- counting columns alone writes nothing. Rows of another client than the study's or segment's are not counted.
CREATE OR REPLACE FUNCTION "study_counts_quotes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "studies" t SET "quote_count" = t."quote_count" + d."quote_count"
    FROM (SELECT x."key", x."client_id", sum(x."quote_count")::int AS "quote_count"
          FROM (SELECT "study_id" AS "key", "client_id", (CASE WHEN "deleted_at" IS NULL THEN 1 ELSE 0 END) AS "quote_count" FROM new_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."quote_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
    UPDATE "segments" t SET "quote_count" = t."quote_count" + d."quote_count"
    FROM (SELECT x."key", x."client_id", sum(x."quote_count")::int AS "quote_count"
          FROM (SELECT "segment_id" AS "key", "client_id", (CASE WHEN "deleted_at" IS NULL THEN 1 ELSE 0 END) AS "quote_count" FROM new_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."quote_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "studies" t SET "quote_count" = t."quote_count" + d."quote_count"
    FROM (SELECT x."key", x."client_id", sum(x."quote_count")::int AS "quote_count"
          FROM (SELECT "study_id" AS "key", "client_id", -(CASE WHEN "deleted_at" IS NULL THEN 1 ELSE 0 END) AS "quote_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."quote_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
    UPDATE "segments" t SET "quote_count" = t."quote_count" + d."quote_count"
    FROM (SELECT x."key", x."client_id", sum(x."quote_count")::int AS "quote_count"
          FROM (SELECT "segment_id" AS "key", "client_id", -(CASE WHEN "deleted_at" IS NULL THEN 1 ELSE 0 END) AS "quote_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."quote_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  ELSE
    UPDATE "studies" t SET "quote_count" = t."quote_count" + d."quote_count"
    FROM (SELECT x."key", x."client_id", sum(x."quote_count")::int AS "quote_count"
          FROM (SELECT "study_id" AS "key", "client_id", (CASE WHEN "deleted_at" IS NULL THEN 1 ELSE 0 END) AS "quote_count" FROM new_rows UNION ALL SELECT "study_id" AS "key", "client_id", -(CASE WHEN "deleted_at" IS NULL THEN 1 ELSE 0 END) AS "quote_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."quote_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
    UPDATE "segments" t SET "quote_count" = t."quote_count" + d."quote_count"
    FROM (SELECT x."key", x."client_id", sum(x."quote_count")::int AS "quote_count"
          FROM (SELECT "segment_id" AS "key", "client_id", (CASE WHEN "deleted_at" IS NULL THEN 1 ELSE 0 END) AS "quote_count" FROM new_rows UNION ALL SELECT "segment_id" AS "key", "client_id", -(CASE WHEN "deleted_at" IS NULL THEN 1 ELSE 0 END) AS "quote_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."quote_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_quotes_insert" ON "quotes";--> statement-breakpoint
CREATE TRIGGER "study_counts_quotes_insert" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_quotes"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_quotes_update" ON "quotes";--> statement-breakpoint
CREATE TRIGGER "study_counts_quotes_update" AFTER UPDATE ON "quotes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_quotes"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_quotes_delete" ON "quotes";--> statement-breakpoint
CREATE TRIGGER "study_counts_quotes_delete" AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_quotes"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "study_counts_interviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "studies" t SET "interview_count" = t."interview_count" + d."interview_count"
    FROM (SELECT x."key", x."client_id", sum(x."interview_count")::int AS "interview_count"
          FROM (SELECT "study_id" AS "key", "client_id", (CASE WHEN true THEN 1 ELSE 0 END) AS "interview_count" FROM new_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."interview_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
    UPDATE "segments" t SET "interview_count" = t."interview_count" + d."interview_count"
    FROM (SELECT x."key", x."client_id", sum(x."interview_count")::int AS "interview_count"
          FROM (SELECT "segment_id" AS "key", "client_id", (CASE WHEN true THEN 1 ELSE 0 END) AS "interview_count" FROM new_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."interview_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "studies" t SET "interview_count" = t."interview_count" + d."interview_count"
    FROM (SELECT x."key", x."client_id", sum(x."interview_count")::int AS "interview_count"
          FROM (SELECT "study_id" AS "key", "client_id", -(CASE WHEN true THEN 1 ELSE 0 END) AS "interview_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."interview_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
    UPDATE "segments" t SET "interview_count" = t."interview_count" + d."interview_count"
    FROM (SELECT x."key", x."client_id", sum(x."interview_count")::int AS "interview_count"
          FROM (SELECT "segment_id" AS "key", "client_id", -(CASE WHEN true THEN 1 ELSE 0 END) AS "interview_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."interview_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  ELSE
    UPDATE "studies" t SET "interview_count" = t."interview_count" + d."interview_count"
    FROM (SELECT x."key", x."client_id", sum(x."interview_count")::int AS "interview_count"
          FROM (SELECT "study_id" AS "key", "client_id", (CASE WHEN true THEN 1 ELSE 0 END) AS "interview_count" FROM new_rows UNION ALL SELECT "study_id" AS "key", "client_id", -(CASE WHEN true THEN 1 ELSE 0 END) AS "interview_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."interview_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
    UPDATE "segments" t SET "interview_count" = t."interview_count" + d."interview_count"
    FROM (SELECT x."key", x."client_id", sum(x."interview_count")::int AS "interview_count"
          FROM (SELECT "segment_id" AS "key", "client_id", (CASE WHEN true THEN 1 ELSE 0 END) AS "interview_count" FROM new_rows UNION ALL SELECT "segment_id" AS "key", "client_id", -(CASE WHEN true THEN 1 ELSE 0 END) AS "interview_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."interview_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_interviews_insert" ON "interviews";--> statement-breakpoint
CREATE TRIGGER "study_counts_interviews_insert" AFTER INSERT ON "interviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_interviews"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_interviews_update" ON "interviews";--> statement-breakpoint
CREATE TRIGGER "study_counts_interviews_update" AFTER UPDATE ON "interviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_interviews"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_interviews_delete" ON "interviews";--> statement-breakpoint
CREATE TRIGGER "study_counts_interviews_delete" AFTER DELETE ON "interviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_interviews"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "study_counts_insights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "studies" t SET "insight_count" = t."insight_count" + d."insight_count"
    FROM (SELECT x."key", x."client_id", sum(x."insight_count")::int AS "insight_count"
          FROM (SELECT "study_id" AS "key", "client_id", (CASE WHEN true THEN 1 ELSE 0 END) AS "insight_count" FROM new_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."insight_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "studies" t SET "insight_count" = t."insight_count" + d."insight_count"
    FROM (SELECT x."key", x."client_id", sum(x."insight_count")::int AS "insight_count"
          FROM (SELECT "study_id" AS "key", "client_id", -(CASE WHEN true THEN 1 ELSE 0 END) AS "insight_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."insight_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  ELSE
    UPDATE "studies" t SET "insight_count" = t."insight_count" + d."insight_count"
    FROM (SELECT x."key", x."client_id", sum(x."insight_count")::int AS "insight_count"
          FROM (SELECT "study_id" AS "key", "client_id", (CASE WHEN true THEN 1 ELSE 0 END) AS "insight_count" FROM new_rows UNION ALL SELECT "study_id" AS "key", "client_id", -(CASE WHEN true THEN 1 ELSE 0 END) AS "insight_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."insight_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_insights_insert" ON "insights";--> statement-breakpoint
CREATE TRIGGER "study_counts_insights_insert" AFTER INSERT ON "insights" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_insights"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_insights_update" ON "insights";--> statement-breakpoint
CREATE TRIGGER "study_counts_insights_update" AFTER UPDATE ON "insights" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_insights"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_insights_delete" ON "insights";--> statement-breakpoint
CREATE TRIGGER "study_counts_insights_delete" AFTER DELETE ON "insights" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_insights"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "study_counts_showreels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "studies" t SET "custom_showreel_count" = t."custom_showreel_count" + d."custom_showreel_count", "curated_showreel_count" = t."curated_showreel_count" + d."curated_showreel_count"
    FROM (SELECT x."key", x."client_id", sum(x."custom_showreel_count")::int AS "custom_showreel_count", sum(x."curated_showreel_count")::int AS "curated_showreel_count"
          FROM (SELECT "study_id" AS "key", "client_id", (CASE WHEN "type" = 'CUSTOM' THEN 1 ELSE 0 END) AS "custom_showreel_count", (CASE WHEN "type" = 'CURATED' THEN 1 ELSE 0 END) AS "curated_showreel_count" FROM new_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."custom_showreel_count") <> 0 OR sum(x."curated_showreel_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "studies" t SET "custom_showreel_count" = t."custom_showreel_count" + d."custom_showreel_count", "curated_showreel_count" = t."curated_showreel_count" + d."curated_showreel_count"
    FROM (SELECT x."key", x."client_id", sum(x."custom_showreel_count")::int AS "custom_showreel_count", sum(x."curated_showreel_count")::int AS "curated_showreel_count"
          FROM (SELECT "study_id" AS "key", "client_id", -(CASE WHEN "type" = 'CUSTOM' THEN 1 ELSE 0 END) AS "custom_showreel_count", -(CASE WHEN "type" = 'CURATED' THEN 1 ELSE 0 END) AS "curated_showreel_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."custom_showreel_count") <> 0 OR sum(x."curated_showreel_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  ELSE
    UPDATE "studies" t SET "custom_showreel_count" = t."custom_showreel_count" + d."custom_showreel_count", "curated_showreel_count" = t."curated_showreel_count" + d."curated_showreel_count"
    FROM (SELECT x."key", x."client_id", sum(x."custom_showreel_count")::int AS "custom_showreel_count", sum(x."curated_showreel_count")::int AS "curated_showreel_count"
          FROM (SELECT "study_id" AS "key", "client_id", (CASE WHEN "type" = 'CUSTOM' THEN 1 ELSE 0 END) AS "custom_showreel_count", (CASE WHEN "type" = 'CURATED' THEN 1 ELSE 0 END) AS "curated_showreel_count" FROM new_rows UNION ALL SELECT "study_id" AS "key", "client_id", -(CASE WHEN "type" = 'CUSTOM' THEN 1 ELSE 0 END) AS "custom_showreel_count", -(CASE WHEN "type" = 'CURATED' THEN 1 ELSE 0 END) AS "curated_showreel_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."custom_showreel_count") <> 0 OR sum(x."curated_showreel_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_showreels_insert" ON "showreels";--> statement-breakpoint
CREATE TRIGGER "study_counts_showreels_insert" AFTER INSERT ON "showreels" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_showreels"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_showreels_update" ON "showreels";--> statement-breakpoint
CREATE TRIGGER "study_counts_showreels_update" AFTER UPDATE ON "showreels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_showreels"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_showreels_delete" ON "showreels";--> statement-breakpoint
CREATE TRIGGER "study_counts_showreels_delete" AFTER DELETE ON "showreels" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_showreels"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "study_counts_business_questions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "studies" t SET "business_question_count" = t."business_question_count" + d."business_question_count"
    FROM (SELECT x."key", x."client_id", sum(x."business_question_count")::int AS "business_question_count"
          FROM (SELECT "study_id" AS "key", "client_id", (CASE WHEN true THEN 1 ELSE 0 END) AS "business_question_count" FROM new_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."business_question_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "studies" t SET "business_question_count" = t."business_question_count" + d."business_question_count"
    FROM (SELECT x."key", x."client_id", sum(x."business_question_count")::int AS "business_question_count"
          FROM (SELECT "study_id" AS "key", "client_id", -(CASE WHEN true THEN 1 ELSE 0 END) AS "business_question_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."business_question_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  ELSE
    UPDATE "studies" t SET "business_question_count" = t."business_question_count" + d."business_question_count"
    FROM (SELECT x."key", x."client_id", sum(x."business_question_count")::int AS "business_question_count"
          FROM (SELECT "study_id" AS "key", "client_id", (CASE WHEN true THEN 1 ELSE 0 END) AS "business_question_count" FROM new_rows UNION ALL SELECT "study_id" AS "key", "client_id", -(CASE WHEN true THEN 1 ELSE 0 END) AS "business_question_count" FROM old_rows) x GROUP BY x."key", x."client_id" HAVING sum(x."business_question_count") <> 0) d
    WHERE t."id" = d."key" AND t."client_id" = d."client_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_business_questions_insert" ON "business_questions";--> statement-breakpoint
CREATE TRIGGER "study_counts_business_questions_insert" AFTER INSERT ON "business_questions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_business_questions"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_business_questions_update" ON "business_questions";--> statement-breakpoint
CREATE TRIGGER "study_counts_business_questions_update" AFTER UPDATE ON "business_questions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_business_questions"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "study_counts_business_questions_delete" ON "business_questions";--> statement-breakpoint
CREATE TRIGGER "study_counts_business_questions_delete" AFTER DELETE ON "business_questions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "study_counts_business_questions"();--> statement-breakpoint
-- Counts of the rows written before this migration.
UPDATE "studies" s SET
  "quote_count" = (SELECT count(*) FROM "quotes" q WHERE q."study_id" = s."id" AND q."client_id" = s."client_id" AND q."deleted_at" IS NULL),
  "interview_count" = (SELECT count(*) FROM "interviews" i WHERE i."study_id" = s."id" AND i."client_id" = s."client_id"),
  "insight_count" = (SELECT count(*) FROM "insights" i WHERE i."study_id" = s."id" AND i."client_id" = s."client_id"),
  "custom_showreel_count" = (SELECT count(*) FROM "showreels" r WHERE r."study_id" = s."id" AND r."client_id" = s."client_id" AND r."type" = 'CUSTOM'),
  "curated_showreel_count" = (SELECT count(*) FROM "showreels" r WHERE r."study_id" = s."id" AND r."client_id" = s."client_id" AND r."type" = 'CURATED'),
  "business_question_count" = (SELECT count(*) FROM "business_questions" b WHERE b."study_id" = s."id" AND b."client_id" = s."client_id");--> statement-breakpoint
UPDATE "segments" s SET
  "interview_count" = (SELECT count(*) FROM "interviews" i WHERE i."segment_id" = s."id" AND i."client_id" = s."client_id"),
  "quote_count" = (SELECT count(*) FROM "quotes" q WHERE q."segment_id" = s."id" AND q."client_id" = s."client_id" AND q."deleted_at" IS NULL);
