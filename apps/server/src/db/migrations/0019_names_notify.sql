-- Every change to a table other records refer to is announced on channel app_names with the table's
-- name, so each server process forgets that table's display names (a company's name for company_id).
-- A test (display-cache.test.ts) checks that every referenced table of the registry has this trigger.
CREATE OR REPLACE FUNCTION app_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_names', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER account_books_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON account_books FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER app_clients_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON app_clients FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER base_data_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON base_data FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER channels_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON channels FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER companies_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER customers_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON customers FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER enum_groups_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON enum_groups FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER hs_codes_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON hs_codes FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER inventory_lists_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON inventory_lists FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER organisations_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON organisations FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
