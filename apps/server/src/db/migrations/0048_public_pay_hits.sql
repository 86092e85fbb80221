-- The public fee and payment pages' per-address limits, counted in the database so that every process
-- shares them (they were counted in each process: N processes allowed N times the lookups). One row per
-- call or miss; rows older than the longest window are swept as new ones come.
CREATE TABLE IF NOT EXISTS "public_pay_hits" (
	"ip" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "public_pay_hits_ip_kind_at" ON "public_pay_hits" ("ip", "kind", "at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "public_pay_hits_at" ON "public_pay_hits" ("at");
--> statement-breakpoint
-- every table of the application carries the change trigger (migration 0029); no kept list reads this one
CREATE TRIGGER app_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public_pay_hits FOR EACH STATEMENT EXECUTE FUNCTION app_notify_change();
