-- The tables the logistics records refer to (issue 15) announce their changes on app_names, as migration
-- 0019 does for the others, so every server process forgets their display names (a carrier's name on a
-- transport order, a clerk's on a task order).
CREATE TRIGGER appointments_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON appointments FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER carriers_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON carriers FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER cities_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON cities FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER drivers_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON drivers FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER task_orders_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON task_orders FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER users_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER vehicles_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON vehicles FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER warehouse_slots_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON warehouse_slots FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
--> statement-breakpoint
CREATE TRIGGER warehouses_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON warehouses FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
