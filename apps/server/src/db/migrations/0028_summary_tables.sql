-- Summary tables of the home tab's trend and the data board (issue 17): counts of declarations kept in
-- step with the declarations by triggers, so the summary calls read thousands of counters instead of
-- every declaration of a month (bench/summary.ts: 130-180 ms per call at 1,000,000 declarations).
--
-- Days and months are business days (BUSINESS_TIME_ZONE): the zone the tables were built in is kept in
-- summary_zone; the server writes its zone there at start and rebuilds the tables when it differs
-- (modules/summary/summary-tables.ts).
CREATE TABLE "summary_zone" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "time_zone" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "summary_zone" ("id", "time_zone") VALUES (1, 'Asia/Shanghai');
--> statement-breakpoint
-- declarations by company, customer, business day of creation, direction and status now
CREATE TABLE "declaration_day_counts" (
  "company_id" integer,
  "customer_code" varchar(50),
  "day" date NOT NULL,
  "ie_flag" varchar(50) NOT NULL,
  "cd_status" varchar(50),
  "n" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_day_counts_key" ON "declaration_day_counts" ("company_id", "day", "customer_code", "ie_flag", "cd_status") NULLS NOT DISTINCT;
--> statement-breakpoint
-- a partner's scope is its customer code alone
CREATE INDEX "declaration_day_counts_customer" ON "declaration_day_counts" ("customer_code", "day");
--> statement-breakpoint
-- declarations by company, customer, business month of creation and port ('p', ie_port) or trade
-- country ('c', trade_country)
CREATE TABLE "declaration_month_codes" (
  "company_id" integer,
  "customer_code" varchar(50),
  "month" date NOT NULL,
  "kind" char(1) NOT NULL,
  "code" varchar(50) NOT NULL,
  "n" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_month_codes_key" ON "declaration_month_codes" ("company_id", "month", "kind", "customer_code", "code") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "declaration_month_codes_customer" ON "declaration_month_codes" ("customer_code", "month", "kind");
--> statement-breakpoint
-- a generation per company and business day of release: raised whenever a declaration released that
-- day is added, removed or changes its send or release time; the clearance times of a day computed at
-- one generation are kept with it and computed again once it moves on
CREATE TABLE "declaration_release_days" (
  "company_id" integer,
  "day" date NOT NULL,
  "gen" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_release_days_key" ON "declaration_release_days" ("company_id", "day") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "declaration_clearance_days" (
  "company_id" integer,
  "day" date NOT NULL,
  "gen" bigint NOT NULL,
  "released" integer NOT NULL,
  "median" double precision,
  "p90" double precision
);
--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_clearance_days_key" ON "declaration_clearance_days" ("company_id", "day") NULLS NOT DISTINCT;
--> statement-breakpoint
-- The changes of one statement on declarations as signed rows (+1 new, -1 old; an update is both), added
-- to the counters: rows an update left alone in the counted columns cancel out and write nothing. Rows
-- are upserted in key order so concurrent writers lock counters in one order.
CREATE FUNCTION "declaration_summary_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT time_zone FROM summary_zone WHERE id = 1);
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, * FROM old_rows'
    ELSE 'SELECT -1 AS s, * FROM old_rows UNION ALL SELECT 1 AS s, * FROM new_rows' END;
BEGIN
  EXECUTE format($q$
    WITH changed AS (%s)
    INSERT INTO declaration_day_counts AS c (company_id, customer_code, day, ie_flag, cd_status, n)
    SELECT cd_company_id, customer_code, (create_time AT TIME ZONE $1)::date, ie_flag, cd_status, sum(s)
      FROM changed GROUP BY 1, 2, 3, 4, 5 HAVING sum(s) <> 0 ORDER BY 1, 3, 2, 4, 5
    ON CONFLICT (company_id, day, customer_code, ie_flag, cd_status) DO UPDATE SET n = c.n + excluded.n
  $q$, changed) USING tz;
  EXECUTE format($q$
    WITH changed AS (%s),
    codes AS (
      SELECT s, cd_company_id, customer_code, create_time, 'p' AS kind, ie_port AS code FROM changed WHERE ie_port IS NOT NULL
      UNION ALL
      SELECT s, cd_company_id, customer_code, create_time, 'c', trade_country FROM changed WHERE trade_country IS NOT NULL)
    INSERT INTO declaration_month_codes AS c (company_id, customer_code, month, kind, code, n)
    SELECT cd_company_id, customer_code, date_trunc('month', create_time AT TIME ZONE $1)::date, kind, code, sum(s)
      FROM codes GROUP BY 1, 2, 3, 4, 5 HAVING sum(s) <> 0 ORDER BY 1, 3, 4, 2, 5
    ON CONFLICT (company_id, month, kind, customer_code, code) DO UPDATE SET n = c.n + excluded.n
  $q$, changed) USING tz;
  EXECUTE format($q$
    WITH changed AS (%s),
    moved AS (
      SELECT cd_company_id, (pass_time AT TIME ZONE $1)::date AS day
        FROM changed WHERE pass_time IS NOT NULL
       GROUP BY cd_company_id, pass_time, send_time HAVING sum(s) <> 0)
    INSERT INTO declaration_release_days AS r (company_id, day, gen)
    SELECT DISTINCT cd_company_id, day, 1 FROM moved ORDER BY 1, 2
    ON CONFLICT (company_id, day) DO UPDATE SET gen = r.gen + 1
  $q$, changed) USING tz;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "declarations_summary_insert" AFTER INSERT ON "declarations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "declaration_summary_sync"();
--> statement-breakpoint
CREATE TRIGGER "declarations_summary_update" AFTER UPDATE ON "declarations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "declaration_summary_sync"();
--> statement-breakpoint
CREATE TRIGGER "declarations_summary_delete" AFTER DELETE ON "declarations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "declaration_summary_sync"();
--> statement-breakpoint
-- Empties the summary tables and counts every declaration again in the zone of summary_zone (after a
-- truncate of declarations, and when the server's business time zone changes).
CREATE FUNCTION "declaration_summary_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT time_zone FROM summary_zone WHERE id = 1);
BEGIN
  DELETE FROM declaration_day_counts;
  DELETE FROM declaration_month_codes;
  DELETE FROM declaration_clearance_days;
  -- every day of release moves to a new generation (no clearance row survives the rebuild anyway)
  DELETE FROM declaration_release_days;
  INSERT INTO declaration_day_counts (company_id, customer_code, day, ie_flag, cd_status, n)
  SELECT cd_company_id, customer_code, (create_time AT TIME ZONE tz)::date, ie_flag, cd_status, count(*)
    FROM declarations GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO declaration_month_codes (company_id, customer_code, month, kind, code, n)
  SELECT cd_company_id, customer_code, date_trunc('month', create_time AT TIME ZONE tz)::date, kind, code, count(*)
    FROM (SELECT cd_company_id, customer_code, create_time, 'p' AS kind, ie_port AS code FROM declarations WHERE ie_port IS NOT NULL
          UNION ALL
          SELECT cd_company_id, customer_code, create_time, 'c', trade_country FROM declarations WHERE trade_country IS NOT NULL) codes
   GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO declaration_release_days (company_id, day, gen)
  SELECT DISTINCT cd_company_id, (pass_time AT TIME ZONE tz)::date, 1 FROM declarations WHERE pass_time IS NOT NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "declaration_summary_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM declaration_summary_rebuild();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "declarations_summary_truncate" AFTER TRUNCATE ON "declarations"
  FOR EACH STATEMENT EXECUTE FUNCTION "declaration_summary_truncate"();
--> statement-breakpoint
SELECT declaration_summary_rebuild();
