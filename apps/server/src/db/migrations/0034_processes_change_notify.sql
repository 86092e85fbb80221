-- Every table of the application carries the app_changes trigger (migration 0029), so that every
-- process's kept list answers learn of a change; the processes table (0032) was made without it.
DROP TRIGGER IF EXISTS app_changes ON processes;
--> statement-breakpoint
CREATE TRIGGER app_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON processes FOR EACH STATEMENT EXECUTE FUNCTION app_notify_change();
