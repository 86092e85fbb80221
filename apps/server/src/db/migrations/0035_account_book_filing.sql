-- Account books filed with customs (issue 30, part 1): the book's kind names its filing message (EMS111
-- processing, BWS101 logistics); the send's channel and message number, customs' pre-entry number,
-- change count and answer are kept on the book. account_book_filings holds the lines customs last
-- approved, so a change files only what differs (modify marks).
ALTER TABLE "account_books" ADD COLUMN IF NOT EXISTS "book_kind" varchar(50) DEFAULT '2' NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_books" ADD COLUMN IF NOT EXISTS "channel_id" integer;
--> statement-breakpoint
ALTER TABLE "account_books" ADD COLUMN IF NOT EXISTS "seq_no" varchar(18);
--> statement-breakpoint
ALTER TABLE "account_books" ADD COLUMN IF NOT EXISTS "chg_tms_cnt" integer DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "account_books" ADD COLUMN IF NOT EXISTS "client_seq_no" varchar(40);
--> statement-breakpoint
ALTER TABLE "account_books" ADD COLUMN IF NOT EXISTS "return_message" varchar(500);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_books_book_kind_idx" ON "account_books" USING btree ("book_kind");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_books_channel_id_idx" ON "account_books" USING btree ("channel_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_books_seq_no_idx" ON "account_books" USING btree ("seq_no");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "account_book_filings" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"goods" jsonb NOT NULL,
	"losses" jsonb NOT NULL,
	"approve_time" timestamp with time zone NOT NULL
);
