-- A company's seal and signature images (company-images.ts), one of each kind.
CREATE TABLE IF NOT EXISTS "company_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"kind" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"bytes" bytea NOT NULL,
	"uploaded_by" integer REFERENCES "users"("id") ON DELETE set null,
	"upload_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "company_images_company_kind" ON "company_images" USING btree ("company_id","kind");
--> statement-breakpoint
DROP TRIGGER IF EXISTS app_changes ON company_images;
--> statement-breakpoint
CREATE TRIGGER app_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_images FOR EACH STATEMENT EXECUTE FUNCTION app_notify_change();
--> statement-breakpoint
-- A shipping bill's declaration is a reference now (the declaration lists its bills by it).
CREATE INDEX IF NOT EXISTS "shipping_bills_cd_id_idx" ON "shipping_bills" USING btree ("cd_id");
--> statement-breakpoint
-- bill_status: 1 no shipping bill linked, 2 one is (set when a bill links or unlinks).
ALTER TABLE "declarations" ALTER COLUMN "bill_status" SET DATA TYPE varchar(50);
--> statement-breakpoint
ALTER TABLE "declarations" ALTER COLUMN "bill_status" SET DEFAULT '1';
--> statement-breakpoint
UPDATE "declarations" d SET "bill_status" = CASE WHEN EXISTS (SELECT 1 FROM "shipping_bills" b WHERE b."cd_id" = d."id") THEN '2' ELSE '1' END WHERE d."bill_status" IS DISTINCT FROM (CASE WHEN EXISTS (SELECT 1 FROM "shipping_bills" b WHERE b."cd_id" = d."id") THEN '2' ELSE '1' END);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "declarations_bill_status_idx" ON "declarations" USING btree ("bill_status");
--> statement-breakpoint
-- declarations are referenced now (a shipping bill's cd_id): their numbers are display names (0019)
DROP TRIGGER IF EXISTS declarations_names_changed ON declarations;
--> statement-breakpoint
CREATE TRIGGER declarations_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON declarations FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
