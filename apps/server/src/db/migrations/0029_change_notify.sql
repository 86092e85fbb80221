-- Every write statement on a table of the application can tell listeners which table changed (NOTIFY
-- app_changes, payload the table's name, delivered at commit). Only sessions that set
-- app.change_notify = 'on' send it: the embedded database (one process, one connection) does, and keeps
-- answers of lists in memory until a change (crud/list-cache.ts); a PostgreSQL server's sessions do not
-- set it, so their commits do not queue notifications nobody reads.
-- A table created by a later migration gets the same trigger (test: change-notify.test.ts).
CREATE FUNCTION "app_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.change_notify', true) = 'on' THEN
    PERFORM pg_notify('app_changes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format(
      'CREATE TRIGGER app_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION app_notify_change()',
      t.tablename);
  END LOOP;
END
$$;
