-- Issue 30, small gaps. The inventory list's head takes what the specification's customs inventory record
-- carries beside INV101 (container, weights, packages, levy, warehouse and job numbers, declarant);
-- container, warehouse and job numbers filter the list.
ALTER TABLE "inventory_lists" ADD COLUMN "container_no" varchar(11);--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD COLUMN "wms_no" varchar(32);--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD COLUMN "work_no" varchar(32);--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD COLUMN "gross_weight" numeric(19, 5);--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD COLUMN "net_weight" numeric(19, 5);--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD COLUMN "num" integer;--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD COLUMN "levy_bl_amt" numeric(19, 5);--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD COLUMN "levy_bl_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD COLUMN "declare_code" varchar(18);--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD COLUMN "declare_name" varchar(200);--> statement-breakpoint
CREATE INDEX "inventory_lists_container_no_idx" ON "inventory_lists" USING btree ("container_no");--> statement-breakpoint
CREATE INDEX "inventory_lists_wms_no_idx" ON "inventory_lists" USING btree ("wms_no");--> statement-breakpoint
CREATE INDEX "inventory_lists_work_no_idx" ON "inventory_lists" USING btree ("work_no");--> statement-breakpoint
CREATE INDEX "inventory_lists_levy_bl_currency_idx" ON "inventory_lists" USING btree ("levy_bl_currency");--> statement-breakpoint
-- A session keeps the user's sign-in before it (time, address, client), shown once after the sign-in and
-- on the personal page; it is read from the successful sign-ins of the login log.
ALTER TABLE "access_tokens" ADD COLUMN "last_login_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "last_login_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "last_login_agent" varchar(300);--> statement-breakpoint
CREATE INDEX "login_logs_user_success" ON "login_logs" USING btree ("user_id","id") WHERE success;--> statement-breakpoint
-- Resources take the specification's level (depth in the tree, kept by the server) and domain (the system
-- the entry belongs to); roles are searched by their parent.
ALTER TABLE "resources" ADD COLUMN "level" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "domain" varchar(50);--> statement-breakpoint
WITH RECURSIVE "tree"("id", "depth") AS (
  SELECT "id", 1 FROM "resources" WHERE coalesce("parent_id", 0) = 0
  UNION ALL
  SELECT "r"."id", "tree"."depth" + 1 FROM "resources" "r" JOIN "tree" ON "r"."parent_id" = "tree"."id" WHERE "tree"."depth" < 20
)
UPDATE "resources" SET "level" = "tree"."depth" FROM "tree" WHERE "resources"."id" = "tree"."id";--> statement-breakpoint
CREATE INDEX "roles_parent" ON "roles" USING btree ("parent_id");
