-- transcript_lines mirrors the chunks of interview_transcripts.sections (issue 14 global search): one row per chunk in
-- reading order, rebuilt by this trigger whenever a transcript is written, so the application never writes it.
CREATE OR REPLACE FUNCTION "transcript_lines_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "transcript_lines" WHERE "transcript_id" = NEW."id";
  INSERT INTO "transcript_lines" ("transcript_id", "position", "client_id", "interview_id", "language", "start", "end", "text", "search_config")
  SELECT NEW."id", (c.ord - 1)::int, NEW."client_id", NEW."interview_id", NEW."language",
         coalesce((c.chunk->>'start')::float8, 0), coalesce((c.chunk->>'end')::float8, 0), coalesce(c.chunk->>'text', ''),
         (CASE NEW."language" WHEN 'da' THEN 'danish' WHEN 'de' THEN 'german' WHEN 'es' THEN 'spanish' WHEN 'sv' THEN 'swedish'
                              WHEN 'en' THEN 'english' ELSE 'simple' END)::regconfig
  FROM jsonb_path_query(NEW."sections", '$[*].tasks[*].chunks[*]') WITH ORDINALITY AS c(chunk, ord);
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "transcript_lines_rebuild" ON "interview_transcripts";--> statement-breakpoint
CREATE TRIGGER "transcript_lines_rebuild" AFTER INSERT OR UPDATE OF "sections" ON "interview_transcripts"
  FOR EACH ROW EXECUTE FUNCTION "transcript_lines_rebuild"();--> statement-breakpoint
-- Lines of the transcripts written before this migration.
UPDATE "interview_transcripts" SET "sections" = "sections";
