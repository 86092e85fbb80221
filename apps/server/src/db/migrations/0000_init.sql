CREATE TABLE "access_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"company_id" integer,
	"group_id" varchar(20),
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "app_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_salt" varchar(64) NOT NULL,
	"authorized_grant_types" varchar(200) DEFAULT 'password' NOT NULL,
	"ips" text DEFAULT '' NOT NULL,
	"web_server_redirect_uri" varchar(500),
	"company_name" varchar(200),
	"icp" varchar(100),
	"is_customer" boolean DEFAULT false NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "app_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"code" varchar(10),
	"scc" varchar(18),
	"address" varchar(300),
	"tel" varchar(50),
	"is_enable" integer DEFAULT 1 NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"code" varchar(50) NOT NULL,
	"parent_id" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "organisations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer DEFAULT 0 NOT NULL,
	"type" varchar(2) NOT NULL,
	"code" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(100) NOT NULL,
	"path" varchar(300),
	"url" varchar(500),
	"icon" varchar(100),
	"group_no" varchar(20),
	"sort" integer DEFAULT 0 NOT NULL,
	"client_ids" varchar(200) DEFAULT 'web' NOT NULL,
	"extend" varchar(10) DEFAULT '0' NOT NULL,
	"bind_path" varchar(300),
	"hidden" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "resources_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "role_resources" (
	"role_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	CONSTRAINT "role_resources_role_id_resource_id_pk" PRIMARY KEY("role_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"code" varchar(64) NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"parent_id" integer,
	"level" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_orgs" (
	"user_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "user_orgs_user_id_org_id_pk" PRIMARY KEY("user_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "user_view_permissions" (
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"value" varchar(100) NOT NULL,
	CONSTRAINT "user_view_permissions_user_id_kind_value_pk" PRIMARY KEY("user_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_weak_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"avatar" varchar(500),
	"mobile" varchar(20),
	"email" varchar(200),
	"client_id" varchar(64) DEFAULT 'web' NOT NULL,
	"customer_code" varchar(50),
	"manage_partner_code" varchar(50),
	"warehouse_codes" varchar(500),
	"company_warehouse" varchar(500),
	"wms_customer_warehouse_codes" varchar(500),
	"introduction" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(100) NOT NULL,
	"user_id" integer,
	"client_id" varchar(64),
	"ip" varchar(64) NOT NULL,
	"user_agent" varchar(300),
	"success" boolean NOT NULL,
	"reason" varchar(50),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operation_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"username" varchar(100),
	"action" varchar(30) NOT NULL,
	"target" varchar(60) NOT NULL,
	"record_id" varchar(60),
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"request_id" varchar(60),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enum_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enum_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_code" varchar(100) NOT NULL,
	"group_name" varchar(100) NOT NULL,
	"group_des" varchar(300),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "enum_groups_group_code_unique" UNIQUE("group_code")
);
--> statement-breakpoint
CREATE TABLE "enum_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enum_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_code" varchar(100) NOT NULL,
	"enum_key" varchar(100) NOT NULL,
	"enum_value" varchar(200) NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"des" varchar(300),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "global_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_name" varchar(100) NOT NULL,
	"des" varchar(300),
	"name" varchar(100) NOT NULL,
	"code" varchar(100) NOT NULL,
	"type" varchar(10) DEFAULT 'text' NOT NULL,
	"val" varchar(2000) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "global_settings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_code" varchar(50) NOT NULL,
	"customer_name" varchar(200) NOT NULL,
	"show_name" varchar(200),
	"type" varchar(20) DEFAULT 'customer' NOT NULL,
	"business_type" varchar(20) DEFAULT 'customs' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"scc" varchar(18),
	"tel" varchar(50),
	"email" varchar(200),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_resources" ADD CONSTRAINT "role_resources_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_resources" ADD CONSTRAINT "role_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_orgs" ADD CONSTRAINT "user_orgs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_orgs" ADD CONSTRAINT "user_orgs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_view_permissions" ADD CONSTRAINT "user_view_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enum_items" ADD CONSTRAINT "enum_items_group_code_enum_groups_group_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."enum_groups"("group_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_user" ON "access_tokens" USING btree ("user_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "resources_parent" ON "resources" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_client_code" ON "roles" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "login_logs_username_time" ON "login_logs" USING btree ("username","create_time");--> statement-breakpoint
CREATE INDEX "login_logs_ip_time" ON "login_logs" USING btree ("ip","create_time");--> statement-breakpoint
CREATE INDEX "operation_logs_target" ON "operation_logs" USING btree ("target","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enum_items_group_key" ON "enum_items" USING btree ("group_code","enum_key");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_code" ON "customers" USING btree ("company_id","customer_code");--> statement-breakpoint
CREATE INDEX "customers_code" ON "customers" USING btree ("customer_code");