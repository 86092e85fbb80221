-- A business event is charged once per charge item: the raising run inserts with ON CONFLICT on this key
-- (credit lines that reverse a charge and manual lines are outside it).
CREATE UNIQUE INDEX "bills_source_charge" ON "bills" ("source_type", "source_id", "charge_item_id", "io_type") WHERE "reversal_of" IS NULL AND "source_type" <> 'manual';
--> statement-breakpoint
-- The finance records other records name announce their changes on app_names, as migration 0019 does for
-- the others, so every server process forgets their display names.
CREATE TRIGGER bank_accounts_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON bank_accounts FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER bills_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON bills FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER charge_items_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON charge_items FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER contract_schemes_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON contract_schemes FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER contracts_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON contracts FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER statements_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON statements FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
