-- Charge lines are raised in bulk (a sweep over 100,000 released declarations, a batch of receipts): every
-- index is written by every line. bills keeps the indexes its reads use (issue 32, part 2):
--   id (the list's default sort), bill_no, event_date (its other sorts and the date range), customer_code
--   (a partner's scope), source_no (the search by document number), bills_source_charge (one line per
--   charge: raising skips charged documents through it), bills_company_io_event (the finance home's
--   charts, the ageing figures, a company's lines by side and date), bills_company_unbilled (the unbilled
--   figure, a statement's candidate lines);
--   carrier_id, task_order_id, statement_id and reversal_of only where a line holds one (most lines have
--   none when raised: a receivable has no carrier, a new line no statement nor reversal).
-- Dropped: the company (led by the two company indexes above), and filters of a few values or rarely used
-- alone (side, party type, party name (a contains search no b-tree serves), charge item, contract, source
-- type, status), which the list reads within the company scope through bills_company_io_event.
DROP INDEX IF EXISTS "bills_company_id_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_io_type_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_party_type_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_party_name_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_charge_item_id_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_contract_id_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_source_type_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_status_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_carrier_id_idx";
--> statement-breakpoint
CREATE INDEX "bills_carrier_id_idx" ON "bills" ("carrier_id") WHERE "carrier_id" IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_task_order_id_idx";
--> statement-breakpoint
CREATE INDEX "bills_task_order_id_idx" ON "bills" ("task_order_id") WHERE "task_order_id" IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_statement_id_idx";
--> statement-breakpoint
CREATE INDEX "bills_statement_id_idx" ON "bills" ("statement_id") WHERE "statement_id" IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "bills_reversal_of_idx";
--> statement-breakpoint
CREATE INDEX "bills_reversal_of_idx" ON "bills" ("reversal_of") WHERE "reversal_of" IS NOT NULL;
