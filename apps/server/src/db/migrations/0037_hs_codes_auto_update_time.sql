-- The HS table keeps when its rates and declaration elements were last changed (shown on the HS page).
ALTER TABLE "hs_codes" ADD COLUMN IF NOT EXISTS "auto_update_time" timestamp with time zone;
--> statement-breakpoint
UPDATE "hs_codes" SET "auto_update_time" = "update_time" WHERE "auto_update_time" IS NULL;
