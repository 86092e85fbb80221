-- The summary calls of issue 17 at 1,000,000 declarations and 100,000 appointments (bench/summary.ts):
-- every figure's statement reads only an index (index-only scans after vacuum), and no statement on
-- declarations is planned with parallel workers. Results do not change.
--
-- 0026's composite indexes replaced by covering ones on the same keys: the day and month counts of the
-- trend and the board (status, direction, customer, port, country), the clearance times (send time), and
-- the clerk's status figures (creator, send time); the customer code everywhere, for scoped callers.
DROP INDEX IF EXISTS "declarations_company_created";
--> statement-breakpoint
CREATE INDEX "declarations_company_created_cover" ON "declarations" ("cd_company_id", "create_time") INCLUDE ("cd_status", "ie_flag", "customer_code", "ie_port", "trade_country");
--> statement-breakpoint
DROP INDEX IF EXISTS "declarations_company_released";
--> statement-breakpoint
CREATE INDEX "declarations_company_released_cover" ON "declarations" ("cd_company_id", "pass_time") INCLUDE ("send_time", "customer_code") WHERE "pass_time" IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "declarations_company_status";
--> statement-breakpoint
CREATE INDEX "declarations_company_status_cover" ON "declarations" ("cd_company_id", "cd_status") INCLUDE ("create_id", "send_time", "customer_code");
--> statement-breakpoint
-- a partner's declarations by status (the partner's scope is its customer code alone)
CREATE INDEX "declarations_customer_status" ON "declarations" ("customer_code", "cd_status");
--> statement-breakpoint
-- appointments awaiting review, vehicles in the yard
CREATE INDEX "appointments_company_status" ON "appointments" ("company_id", "status") INCLUDE ("customer_code");
--> statement-breakpoint
-- charge lines on no statement
CREATE INDEX "bills_company_unbilled" ON "bills" ("company_id", "status") INCLUDE ("customer_code") WHERE "statement_id" IS NULL;
--> statement-breakpoint
-- On a small server (2 cores) busy with concurrent requests, a parallel plan of these scans waited for its
-- workers 5-10 times longer than the scan itself took (board counts: 15 ms serial, 140-240 ms parallel).
ALTER TABLE "declarations" SET (parallel_workers = 0);
