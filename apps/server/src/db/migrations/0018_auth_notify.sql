-- Every change to what makes a request's actor (its token, user, client, roles, grants, resources and
-- view permissions) is announced on channel app_auth, so each server process clears its actor cache.
-- New tokens are not announced: a sign-in cannot make a cached actor wrong.
CREATE OR REPLACE FUNCTION app_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_auth', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER access_tokens_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON access_tokens FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();--> statement-breakpoint
CREATE TRIGGER app_clients_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_clients FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();--> statement-breakpoint
CREATE TRIGGER roles_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();--> statement-breakpoint
CREATE TRIGGER user_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();--> statement-breakpoint
CREATE TRIGGER role_resources_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_resources FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();--> statement-breakpoint
CREATE TRIGGER resources_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resources FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();--> statement-breakpoint
CREATE TRIGGER user_view_permissions_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_view_permissions FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
