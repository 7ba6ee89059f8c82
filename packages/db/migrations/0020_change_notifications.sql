-- Change notifications (decision 0370): every statement that writes a table of this schema sends, when its transaction
-- commits, `NOTIFY insight_changes, '<table name>'` (PostgreSQL sends one per table and transaction, none on rollback),
-- so API processes that keep answers or viewers in memory learn of every write, their own, another process's, a
-- migration's or a script's, and drop what they keep (apps/api/src/core/change-feed.ts). One statement-level trigger
-- per table: a bulk COPY of a million rows costs one notification, not a million.
CREATE OR REPLACE FUNCTION "insight_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('insight_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every table of the schema now; a later migration that creates a table calls insight_watch_table() for it (a test
-- fails for a table without the triggers).
CREATE OR REPLACE FUNCTION "insight_watch_table"(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT c.relname FROM pg_class c WHERE c.oid = target);
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', 'insight_changes_' || name, target);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH STATEMENT EXECUTE FUNCTION "insight_notify_change"()', 'insight_changes_' || name, target);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', 'insight_changes_truncate_' || name, target);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION "insight_notify_change"()', 'insight_changes_truncate_' || name, target);
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
  LOOP
    PERFORM "insight_watch_table"(t.oid::regclass);
  END LOOP;
END;
$$;
