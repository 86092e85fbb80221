-- The home tabs' charts (issue 31 part 5) are bounded queries over the lists' own conditions: each reads
-- only the index entries of its window (a month, a week, a customer's open statements), with the columns
-- it sums included, so its cost follows that window and not all the records.
--
-- finance: this month's receivable lines by event date, and receipts by the day paid
CREATE INDEX IF NOT EXISTS "bills_company_io_event" ON "bills" ("company_id", "io_type", "event_date") INCLUDE ("status", "bill_currency", "currency", "bill_amount", "amount", "customer_code");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_company_io_paid" ON "payments" ("company_id", "io_type", "paid_date") INCLUDE ("status", "currency", "amount", "customer_code");
--> statement-breakpoint
-- a partner (scoped by its customer code alone): its appointments of the week, its open statements
CREATE INDEX IF NOT EXISTS "appointments_customer_date" ON "appointments" ("customer_code", "date") INCLUDE ("status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "statements_customer_status" ON "statements" ("customer_code", "status") INCLUDE ("bill_currency", "total_amount", "paid_amount");
