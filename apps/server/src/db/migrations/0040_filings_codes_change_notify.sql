-- Every table of the application carries the app_changes trigger (migration 0029), so that every
-- process's kept list answers learn of a change; the book filings (0035) and the companies' declaring
-- code history (0036) were made without it.
DROP TRIGGER IF EXISTS app_changes ON account_book_filings;
--> statement-breakpoint
CREATE TRIGGER app_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_book_filings FOR EACH STATEMENT EXECUTE FUNCTION app_notify_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS app_changes ON company_declare_codes;
--> statement-breakpoint
CREATE TRIGGER app_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_declare_codes FOR EACH STATEMENT EXECUTE FUNCTION app_notify_change();
