-- Receipts find their declaration first by the client's own number (client_seq_no), in batches of up to
-- 200 (modules/receipts/receipt-batch.ts): without an index each batch read the whole table.
CREATE INDEX "declarations_client_seq_no_idx" ON "declarations" USING btree ("client_seq_no");
