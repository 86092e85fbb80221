CREATE INDEX "declarations_send_time_idx" ON "declarations" USING btree ("send_time");--> statement-breakpoint
CREATE INDEX "declarations_return_time_idx" ON "declarations" USING btree ("return_time");--> statement-breakpoint
-- The home tab's and the data board's summaries (issue 17) read a company's declarations by creation
-- day, by release day and by status: composite indexes keep them index range scans at a million rows.
CREATE INDEX "declarations_company_created" ON "declarations" ("cd_company_id", "create_time");
--> statement-breakpoint
CREATE INDEX "declarations_company_released" ON "declarations" ("cd_company_id", "pass_time") WHERE "pass_time" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "declarations_company_status" ON "declarations" ("cd_company_id", "cd_status");
--> statement-breakpoint
CREATE INDEX "appointments_company_date" ON "appointments" ("company_id", "date");
