-- The finance home's receivables by age (issue 32): four sums of the open receivable lines (confirmed,
-- invoiced, partly paid) by event date band. bills_company_io_event holds every receivable line and not
-- the paid amount, so each band read all the receivable lines of its dates from the heap (35-45 ms at
-- 100,000 lines); the open ones are few, and this index holds only them, with the columns summed.
CREATE INDEX IF NOT EXISTS "bills_open_receivables" ON "bills" ("company_id", "event_date") INCLUDE ("bill_amount", "paid_amount", "customer_code") WHERE "io_type" = 'receivable' AND "status" IN ('confirmed', 'invoiced', 'partly_paid');
