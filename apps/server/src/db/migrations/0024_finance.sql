CREATE TABLE "cashier_secrets" (
	"cashier_id" integer PRIMARY KEY NOT NULL,
	"private_key_enc" text,
	"provider_public_key_enc" text,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charge_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"source_type" varchar(32) NOT NULL,
	"source_id" integer NOT NULL,
	"source_no" varchar(64),
	"reason" varchar(32) NOT NULL,
	"detail" jsonb,
	"event_date" varchar(10),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"version" integer NOT NULL,
	"change" varchar(16) NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_by" integer,
	"change_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"out_trade_no" varchar(64) NOT NULL,
	"cashier_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"statement_id" integer,
	"bill_id" integer,
	"amount" numeric(18, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'created' NOT NULL,
	"trade_no" varchar(64),
	"payment_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notify_id" varchar(128) NOT NULL,
	"out_trade_no" varchar(64),
	"trade_no" varchar(64),
	"trade_status" varchar(32),
	"total_amount" varchar(32),
	"verified" boolean NOT NULL,
	"result" varchar(100) NOT NULL,
	"payload" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"bill_no" varchar(32),
	"io_type" varchar(50) NOT NULL,
	"party_type" varchar(50),
	"customer_code" varchar(50),
	"carrier_id" integer,
	"party_name" varchar(200),
	"charge_item_id" integer NOT NULL,
	"contract_id" integer,
	"source_type" varchar(50),
	"source_id" integer,
	"source_no" varchar(64),
	"task_order_id" integer,
	"event_date" date NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"currency" varchar(50) DEFAULT 'CNY' NOT NULL,
	"amount" numeric(18, 2),
	"exchange_rate" numeric(19, 6),
	"bill_currency" varchar(50),
	"bill_amount" numeric(18, 2),
	"paid_amount" numeric(18, 2) DEFAULT '0',
	"status" varchar(50) DEFAULT 'draft',
	"statement_id" integer,
	"reversal_of" integer,
	"void_reason" varchar(200),
	"note" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"name" varchar(100) NOT NULL,
	"domain" varchar(100) NOT NULL,
	"bank_account_id" integer NOT NULL,
	"provider" varchar(50) DEFAULT 'none' NOT NULL,
	"alipay_app_id" varchar(32),
	"alipay_gateway" varchar(200),
	"sandbox" boolean DEFAULT false,
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charge_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"company_ids" varchar(200),
	"io_type" varchar(50) NOT NULL,
	"type" varchar(50) NOT NULL,
	"unit" varchar(50) NOT NULL,
	"event" varchar(50) NOT NULL,
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50),
	"contract_id" integer NOT NULL,
	"charge_item_id" integer NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"min_charge" numeric(18, 2) DEFAULT '0',
	"free_qty" numeric(18, 3) DEFAULT '0',
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_scheme_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_scheme_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scheme_id" integer NOT NULL,
	"charge_item_id" integer NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"min_charge" numeric(18, 2) DEFAULT '0',
	"free_qty" numeric(18, 3) DEFAULT '0',
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_schemes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_schemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_code" varchar(32),
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"company_ids" varchar(200),
	"type" varchar(50) NOT NULL,
	"business_type" varchar(50) NOT NULL,
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"payment_mode" varchar(50) DEFAULT 'bank' NOT NULL,
	"period_type" varchar(50) DEFAULT 'monthly' NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"contract_no" varchar(32),
	"name" varchar(100) NOT NULL,
	"party_type" varchar(50) NOT NULL,
	"customer_code" varchar(50),
	"carrier_id" integer,
	"party_name" varchar(200),
	"scheme_id" integer NOT NULL,
	"business_type" varchar(50),
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"currency" varchar(50) DEFAULT 'CNY' NOT NULL,
	"settle_currency" varchar(50) DEFAULT 'CNY' NOT NULL,
	"payment_days" integer DEFAULT 30 NOT NULL,
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"note" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"payment_no" varchar(32),
	"io_type" varchar(50) NOT NULL,
	"party_type" varchar(50),
	"customer_code" varchar(50),
	"carrier_id" integer,
	"party_name" varchar(200),
	"statement_id" integer,
	"method" varchar(50) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" varchar(50) DEFAULT 'CNY' NOT NULL,
	"reference" varchar(64),
	"payer_name" varchar(200),
	"paid_date" date NOT NULL,
	"status" varchar(50) DEFAULT 'pending',
	"applied_amount" numeric(18, 2) DEFAULT '0',
	"unapplied_amount" numeric(18, 2) DEFAULT '0',
	"provider_trade_no" varchar(64),
	"reject_reason" varchar(200),
	"note" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"statement_no" varchar(32),
	"io_type" varchar(50) NOT NULL,
	"party_type" varchar(50),
	"customer_code" varchar(50),
	"carrier_id" integer,
	"party_name" varchar(200),
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"bill_currency" varchar(50) DEFAULT 'CNY' NOT NULL,
	"line_count" integer,
	"total_amount" numeric(18, 2),
	"paid_amount" numeric(18, 2) DEFAULT '0',
	"due_date" date,
	"status" varchar(50) DEFAULT 'draft',
	"invoice_no" varchar(200),
	"invoice_date" date,
	"pay_code" varchar(8),
	"dispute_reason" varchar(500),
	"confirmed_time" timestamp with time zone,
	"note" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "charge_issues_source" ON "charge_issues" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "charge_issues_company" ON "charge_issues" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contract_history_contract" ON "contract_history" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_out_trade_no" ON "online_payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_bill" ON "payment_allocations" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_notify_id" ON "payment_notifications" USING btree ("notify_id");--> statement-breakpoint
CREATE INDEX "bills_company_id_idx" ON "bills" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bills_bill_no_idx" ON "bills" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "bills_io_type_idx" ON "bills" USING btree ("io_type");--> statement-breakpoint
CREATE INDEX "bills_party_type_idx" ON "bills" USING btree ("party_type");--> statement-breakpoint
CREATE INDEX "bills_customer_code_idx" ON "bills" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "bills_carrier_id_idx" ON "bills" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "bills_party_name_idx" ON "bills" USING btree ("party_name");--> statement-breakpoint
CREATE INDEX "bills_charge_item_id_idx" ON "bills" USING btree ("charge_item_id");--> statement-breakpoint
CREATE INDEX "bills_contract_id_idx" ON "bills" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "bills_source_type_idx" ON "bills" USING btree ("source_type");--> statement-breakpoint
CREATE INDEX "bills_source_no_idx" ON "bills" USING btree ("source_no");--> statement-breakpoint
CREATE INDEX "bills_task_order_id_idx" ON "bills" USING btree ("task_order_id");--> statement-breakpoint
CREATE INDEX "bills_event_date_idx" ON "bills" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "bills_status_idx" ON "bills" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bills_statement_id_idx" ON "bills" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "bills_reversal_of_idx" ON "bills" USING btree ("reversal_of");--> statement-breakpoint
CREATE INDEX "cashiers_company_id_idx" ON "cashiers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cashiers_name_idx" ON "cashiers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "cashiers_domain_idx" ON "cashiers" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "cashiers_bank_account_id_idx" ON "cashiers" USING btree ("bank_account_id");--> statement-breakpoint
CREATE INDEX "cashiers_status_idx" ON "cashiers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "cashiers_domain_uq" ON "cashiers" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "charge_items_code_idx" ON "charge_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "charge_items_name_idx" ON "charge_items" USING btree ("name");--> statement-breakpoint
CREATE INDEX "charge_items_io_type_idx" ON "charge_items" USING btree ("io_type");--> statement-breakpoint
CREATE INDEX "charge_items_type_idx" ON "charge_items" USING btree ("type");--> statement-breakpoint
CREATE INDEX "charge_items_unit_idx" ON "charge_items" USING btree ("unit");--> statement-breakpoint
CREATE INDEX "charge_items_event_idx" ON "charge_items" USING btree ("event");--> statement-breakpoint
CREATE INDEX "charge_items_status_idx" ON "charge_items" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_items_code_uq" ON "charge_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "contract_items_company_id_idx" ON "contract_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contract_items_customer_code_idx" ON "contract_items" USING btree ("customer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_items_contract_id_charge_item_id_uq" ON "contract_items" USING btree ("contract_id","charge_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_scheme_items_scheme_id_charge_item_id_uq" ON "contract_scheme_items" USING btree ("scheme_id","charge_item_id");--> statement-breakpoint
CREATE INDEX "contract_schemes_contract_code_idx" ON "contract_schemes" USING btree ("contract_code");--> statement-breakpoint
CREATE INDEX "contract_schemes_code_idx" ON "contract_schemes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "contract_schemes_name_idx" ON "contract_schemes" USING btree ("name");--> statement-breakpoint
CREATE INDEX "contract_schemes_type_idx" ON "contract_schemes" USING btree ("type");--> statement-breakpoint
CREATE INDEX "contract_schemes_business_type_idx" ON "contract_schemes" USING btree ("business_type");--> statement-breakpoint
CREATE INDEX "contract_schemes_status_idx" ON "contract_schemes" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_schemes_code_uq" ON "contract_schemes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "contracts_company_id_idx" ON "contracts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contracts_contract_no_idx" ON "contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "contracts_name_idx" ON "contracts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "contracts_party_type_idx" ON "contracts" USING btree ("party_type");--> statement-breakpoint
CREATE INDEX "contracts_customer_code_idx" ON "contracts" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "contracts_carrier_id_idx" ON "contracts" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "contracts_party_name_idx" ON "contracts" USING btree ("party_name");--> statement-breakpoint
CREATE INDEX "contracts_scheme_id_idx" ON "contracts" USING btree ("scheme_id");--> statement-breakpoint
CREATE INDEX "contracts_business_type_idx" ON "contracts" USING btree ("business_type");--> statement-breakpoint
CREATE INDEX "contracts_valid_from_idx" ON "contracts" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "contracts_valid_to_idx" ON "contracts" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_contract_no_uq" ON "contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "payments_company_id_idx" ON "payments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "payments_payment_no_idx" ON "payments" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "payments_io_type_idx" ON "payments" USING btree ("io_type");--> statement-breakpoint
CREATE INDEX "payments_party_type_idx" ON "payments" USING btree ("party_type");--> statement-breakpoint
CREATE INDEX "payments_customer_code_idx" ON "payments" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "payments_carrier_id_idx" ON "payments" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "payments_party_name_idx" ON "payments" USING btree ("party_name");--> statement-breakpoint
CREATE INDEX "payments_statement_id_idx" ON "payments" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "payments_method_idx" ON "payments" USING btree ("method");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_paid_date_idx" ON "payments" USING btree ("paid_date");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_provider_trade_no_idx" ON "payments" USING btree ("provider_trade_no");--> statement-breakpoint
CREATE INDEX "statements_company_id_idx" ON "statements" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "statements_statement_no_idx" ON "statements" USING btree ("statement_no");--> statement-breakpoint
CREATE INDEX "statements_io_type_idx" ON "statements" USING btree ("io_type");--> statement-breakpoint
CREATE INDEX "statements_party_type_idx" ON "statements" USING btree ("party_type");--> statement-breakpoint
CREATE INDEX "statements_customer_code_idx" ON "statements" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "statements_carrier_id_idx" ON "statements" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "statements_party_name_idx" ON "statements" USING btree ("party_name");--> statement-breakpoint
CREATE INDEX "statements_period_from_idx" ON "statements" USING btree ("period_from");--> statement-breakpoint
CREATE INDEX "statements_period_to_idx" ON "statements" USING btree ("period_to");--> statement-breakpoint
CREATE INDEX "statements_due_date_idx" ON "statements" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "statements_status_idx" ON "statements" USING btree ("status");--> statement-breakpoint
CREATE INDEX "statements_invoice_no_idx" ON "statements" USING btree ("invoice_no");