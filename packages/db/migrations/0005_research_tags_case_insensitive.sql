-- Tags are unique per client regardless of case (issue 14). Titles that differ only in case are merged into the
-- oldest tag first (its studies and quotes keep every tag they had), then a unique index on lower(title) keeps it so.
-- drizzle-kit cannot express the expression index (its duplicate-name check fails on it), hence this custom migration.
INSERT INTO "study_tags" ("study_id", "tag_id")
SELECT st."study_id", m."to_id"
FROM "study_tags" st
JOIN (SELECT "id" AS "from_id", first_value("id") OVER (PARTITION BY "client_id", lower("title") ORDER BY "created_at", "id") AS "to_id" FROM "tags") m
  ON m."from_id" = st."tag_id" AND m."from_id" <> m."to_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "quote_tags" ("quote_id", "tag_id")
SELECT qt."quote_id", m."to_id"
FROM "quote_tags" qt
JOIN (SELECT "id" AS "from_id", first_value("id") OVER (PARTITION BY "client_id", lower("title") ORDER BY "created_at", "id") AS "to_id" FROM "tags") m
  ON m."from_id" = qt."tag_id" AND m."from_id" <> m."to_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "tags" WHERE "id" IN (
  SELECT "from_id" FROM (SELECT "id" AS "from_id", first_value("id") OVER (PARTITION BY "client_id", lower("title") ORDER BY "created_at", "id") AS "to_id" FROM "tags") m
  WHERE m."from_id" <> m."to_id"
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "tags_client_id_lower_title_idx" ON "tags" USING btree ("client_id", lower("title"));
