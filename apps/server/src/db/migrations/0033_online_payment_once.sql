-- One open provider order per payable amount (issue 28, item 3). An order now names what it pays
-- ("payable": statement:<id>, bill:<id> or appointment:<id>, the pay link's target), the time after which
-- the provider takes no payment for it, and why a paid order is refunded. Pressing "pay online" again hands
-- out the open order of the same payable and amount under a lock on the payable; the partial unique index
-- makes a second open order impossible whatever the races. Orders of old (an appointment's is taken as
-- its line's) keep only their newest open one per payable and amount.
ALTER TABLE "online_payments" ADD COLUMN IF NOT EXISTS "payable" varchar(40);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN IF NOT EXISTS "expire_time" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN IF NOT EXISTS "refund_note" varchar(200);
--> statement-breakpoint
UPDATE "online_payments"
   SET "payable" = CASE WHEN "statement_id" IS NOT NULL THEN 'statement:' || "statement_id" ELSE 'bill:' || coalesce("bill_id", 0) END
 WHERE "payable" IS NULL;
--> statement-breakpoint
ALTER TABLE "online_payments" ALTER COLUMN "payable" SET NOT NULL;
--> statement-breakpoint
UPDATE "online_payments" o SET "status" = 'closed'
 WHERE o."status" = 'created'
   AND EXISTS (SELECT 1 FROM "online_payments" n
                WHERE n."payable" = o."payable" AND n."amount" = o."amount" AND n."status" = 'created' AND n."id" > o."id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "online_payments_open" ON "online_payments" USING btree ("payable","amount") WHERE status = 'created';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "online_payments_payable" ON "online_payments" USING btree ("payable");
