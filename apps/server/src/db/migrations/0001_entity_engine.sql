CREATE TABLE "bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"bank_no" varchar(40) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"account_company_name" varchar(200) NOT NULL,
	"currency" varchar(50) DEFAULT 'RMB' NOT NULL,
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "base_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(50) NOT NULL,
	"cus_code" varchar(20) NOT NULL,
	"cn_name" varchar(200) NOT NULL,
	"en_name" varchar(200),
	"code" varchar(20),
	"ciq_code" varchar(20),
	"ciq_name" varchar(200),
	"short_name" varchar(100),
	"show_name" varchar(200),
	"type1" varchar(20),
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pid" integer DEFAULT 0,
	"code" varchar(12) NOT NULL,
	"name" varchar(100) NOT NULL,
	"level" integer NOT NULL,
	"en_name" varchar(200),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cus_code" varchar(10) NOT NULL,
	"rate" numeric(19, 6) NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hs_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hs_code" varchar(10) NOT NULL,
	"hs_name" varchar(300) NOT NULL,
	"type" varchar(20),
	"first_uom" varchar(3),
	"second_uom" varchar(3),
	"discount_tax" numeric(9, 4),
	"general_tax" numeric(9, 4),
	"import_tax" numeric(9, 4),
	"sale_tax" numeric(9, 4),
	"export_tax" numeric(9, 4),
	"return_tax" numeric(9, 4),
	"added_tax" numeric(9, 4),
	"ciq_catelog" varchar(20),
	"description" text,
	"condition" varchar(50),
	"note" varchar(500),
	"is_enable" varchar(50) DEFAULT '1' NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bank_accounts_code_idx" ON "bank_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bank_accounts_name_idx" ON "bank_accounts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "bank_accounts_bank_no_idx" ON "bank_accounts" USING btree ("bank_no");--> statement-breakpoint
CREATE INDEX "bank_accounts_currency_idx" ON "bank_accounts" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "bank_accounts_status_idx" ON "bank_accounts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_code_uq" ON "bank_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "base_data_type_idx" ON "base_data" USING btree ("type");--> statement-breakpoint
CREATE INDEX "base_data_cus_code_idx" ON "base_data" USING btree ("cus_code");--> statement-breakpoint
CREATE INDEX "base_data_cn_name_idx" ON "base_data" USING btree ("cn_name");--> statement-breakpoint
CREATE INDEX "base_data_en_name_idx" ON "base_data" USING btree ("en_name");--> statement-breakpoint
CREATE INDEX "base_data_code_idx" ON "base_data" USING btree ("code");--> statement-breakpoint
CREATE INDEX "base_data_status_idx" ON "base_data" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "base_data_type_cus_code_uq" ON "base_data" USING btree ("type","cus_code");--> statement-breakpoint
CREATE INDEX "cities_code_idx" ON "cities" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "cities_level_idx" ON "cities" USING btree ("level");--> statement-breakpoint
CREATE INDEX "cities_pid_idx" ON "cities" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_code_uq" ON "cities" USING btree ("code");--> statement-breakpoint
CREATE INDEX "exchange_rates_cus_code_idx" ON "exchange_rates" USING btree ("cus_code");--> statement-breakpoint
CREATE INDEX "exchange_rates_year_idx" ON "exchange_rates" USING btree ("year");--> statement-breakpoint
CREATE INDEX "exchange_rates_month_idx" ON "exchange_rates" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_cus_code_year_month_uq" ON "exchange_rates" USING btree ("cus_code","year","month");--> statement-breakpoint
CREATE INDEX "hs_codes_hs_code_idx" ON "hs_codes" USING btree ("hs_code");--> statement-breakpoint
CREATE INDEX "hs_codes_hs_name_idx" ON "hs_codes" USING btree ("hs_name");--> statement-breakpoint
CREATE INDEX "hs_codes_first_uom_idx" ON "hs_codes" USING btree ("first_uom");--> statement-breakpoint
CREATE INDEX "hs_codes_second_uom_idx" ON "hs_codes" USING btree ("second_uom");--> statement-breakpoint
CREATE INDEX "hs_codes_is_enable_idx" ON "hs_codes" USING btree ("is_enable");--> statement-breakpoint
CREATE UNIQUE INDEX "hs_codes_hs_code_uq" ON "hs_codes" USING btree ("hs_code");