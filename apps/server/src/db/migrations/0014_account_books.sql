CREATE TABLE "account_book_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_book_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50),
	"book_id" integer NOT NULL,
	"g_no" integer NOT NULL,
	"cop_g_no" varchar(32) NOT NULL,
	"type" varchar(50) DEFAULT 'I' NOT NULL,
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"code_t" varchar(10) NOT NULL,
	"g_name" varchar(255) NOT NULL,
	"g_model" varchar(255),
	"unit" varchar(3),
	"country_code" varchar(3),
	"dec_price" numeric(19, 5),
	"curr" varchar(3),
	"appr_amt" numeric(19, 5) DEFAULT '0',
	"in_qty" numeric(19, 5) DEFAULT '0',
	"out_qty" numeric(19, 5) DEFAULT '0',
	"locked_qty" numeric(19, 5) DEFAULT '0',
	"balance_qty" numeric(19, 5) DEFAULT '0',
	"available_qty" numeric(19, 5) DEFAULT '0',
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_book_losses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_book_losses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50),
	"book_id" integer NOT NULL,
	"exg_no" integer NOT NULL,
	"p_g_no" varchar(8),
	"m_g_no" integer NOT NULL,
	"dec_dm" numeric(19, 9) NOT NULL,
	"dec_cm" numeric(19, 9),
	"tgbl_loss_rate" numeric(9, 5) DEFAULT '0',
	"intab_loss_rate" numeric(9, 5) DEFAULT '0',
	"ucns_dcl_stucd" varchar(50) DEFAULT '1',
	"modify_mark" varchar(50) DEFAULT '3',
	"valid_date" date,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_books" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_books_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50) NOT NULL,
	"ems_no" varchar(12) NOT NULL,
	"ems_outside" varchar(50) DEFAULT '0' NOT NULL,
	"ems_type" varchar(50) DEFAULT '27' NOT NULL,
	"book_type" varchar(50) DEFAULT 'TW',
	"bwl_type" varchar(50) DEFAULT 'Z',
	"status" varchar(50) DEFAULT '0',
	"wms_no" varchar(50),
	"master_cuscd" varchar(4),
	"trade_sccd" varchar(18),
	"trade_code" varchar(10),
	"trade_name" varchar(100),
	"decl_sccd" varchar(18),
	"decl_code" varchar(10),
	"decl_name" varchar(100),
	"valid_date" date,
	"putrec_time" date,
	"chg_time" date,
	"confirm_time" timestamp with time zone,
	"submit_time" timestamp with time zone,
	"note" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50),
	"book_id" integer NOT NULL,
	"wms_no" varchar(50),
	"ie_flag" varchar(50) DEFAULT 'I' NOT NULL,
	"h_seq" integer NOT NULL,
	"matnr_no" varchar(40) NOT NULL,
	"g_name" varchar(255) NOT NULL,
	"hs_code" varchar(10),
	"deal_qty" numeric(19, 5) DEFAULT '0',
	"export_qty" numeric(19, 5) DEFAULT '0',
	"locked_qty" numeric(19, 5) DEFAULT '0',
	"first_qty" numeric(19, 5) DEFAULT '0',
	"first_unit" varchar(3),
	"second_qty" numeric(19, 5) DEFAULT '0',
	"second_unit" varchar(3),
	"deal_price" numeric(19, 5),
	"deal_total" numeric(19, 5),
	"deal_curr" varchar(3),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_book_goods_company_id_idx" ON "account_book_goods" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "account_book_goods_customer_code_idx" ON "account_book_goods" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "account_book_goods_book_id_idx" ON "account_book_goods" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "account_book_goods_g_no_idx" ON "account_book_goods" USING btree ("g_no");--> statement-breakpoint
CREATE INDEX "account_book_goods_cop_g_no_idx" ON "account_book_goods" USING btree ("cop_g_no");--> statement-breakpoint
CREATE INDEX "account_book_goods_type_idx" ON "account_book_goods" USING btree ("type");--> statement-breakpoint
CREATE INDEX "account_book_goods_status_idx" ON "account_book_goods" USING btree ("status");--> statement-breakpoint
CREATE INDEX "account_book_goods_code_t_idx" ON "account_book_goods" USING btree ("code_t");--> statement-breakpoint
CREATE INDEX "account_book_goods_g_name_idx" ON "account_book_goods" USING btree ("g_name");--> statement-breakpoint
CREATE INDEX "account_book_goods_unit_idx" ON "account_book_goods" USING btree ("unit");--> statement-breakpoint
CREATE INDEX "account_book_goods_country_code_idx" ON "account_book_goods" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "account_book_goods_curr_idx" ON "account_book_goods" USING btree ("curr");--> statement-breakpoint
CREATE UNIQUE INDEX "account_book_goods_book_id_type_g_no_uq" ON "account_book_goods" USING btree ("book_id","type","g_no");--> statement-breakpoint
CREATE UNIQUE INDEX "account_book_goods_book_id_type_cop_g_no_uq" ON "account_book_goods" USING btree ("book_id","type","cop_g_no");--> statement-breakpoint
CREATE INDEX "account_book_losses_company_id_idx" ON "account_book_losses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "account_book_losses_customer_code_idx" ON "account_book_losses" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "account_book_losses_book_id_idx" ON "account_book_losses" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "account_book_losses_exg_no_idx" ON "account_book_losses" USING btree ("exg_no");--> statement-breakpoint
CREATE INDEX "account_book_losses_m_g_no_idx" ON "account_book_losses" USING btree ("m_g_no");--> statement-breakpoint
CREATE INDEX "account_book_losses_ucns_dcl_stucd_idx" ON "account_book_losses" USING btree ("ucns_dcl_stucd");--> statement-breakpoint
CREATE UNIQUE INDEX "account_book_losses_book_id_exg_no_m_g_no_p_g_no_uq" ON "account_book_losses" USING btree ("book_id","exg_no","m_g_no","p_g_no");--> statement-breakpoint
CREATE INDEX "account_books_company_id_idx" ON "account_books" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "account_books_customer_code_idx" ON "account_books" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "account_books_ems_no_idx" ON "account_books" USING btree ("ems_no");--> statement-breakpoint
CREATE INDEX "account_books_ems_outside_idx" ON "account_books" USING btree ("ems_outside");--> statement-breakpoint
CREATE INDEX "account_books_ems_type_idx" ON "account_books" USING btree ("ems_type");--> statement-breakpoint
CREATE INDEX "account_books_bwl_type_idx" ON "account_books" USING btree ("bwl_type");--> statement-breakpoint
CREATE INDEX "account_books_status_idx" ON "account_books" USING btree ("status");--> statement-breakpoint
CREATE INDEX "account_books_wms_no_idx" ON "account_books" USING btree ("wms_no");--> statement-breakpoint
CREATE INDEX "account_books_master_cuscd_idx" ON "account_books" USING btree ("master_cuscd");--> statement-breakpoint
CREATE INDEX "account_books_trade_name_idx" ON "account_books" USING btree ("trade_name");--> statement-breakpoint
CREATE INDEX "account_books_decl_name_idx" ON "account_books" USING btree ("decl_name");--> statement-breakpoint
CREATE UNIQUE INDEX "account_books_company_id_ems_no_uq" ON "account_books" USING btree ("company_id","ems_no");--> statement-breakpoint
CREATE INDEX "warehouse_materials_company_id_idx" ON "warehouse_materials" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "warehouse_materials_customer_code_idx" ON "warehouse_materials" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "warehouse_materials_book_id_idx" ON "warehouse_materials" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "warehouse_materials_wms_no_idx" ON "warehouse_materials" USING btree ("wms_no");--> statement-breakpoint
CREATE INDEX "warehouse_materials_ie_flag_idx" ON "warehouse_materials" USING btree ("ie_flag");--> statement-breakpoint
CREATE INDEX "warehouse_materials_h_seq_idx" ON "warehouse_materials" USING btree ("h_seq");--> statement-breakpoint
CREATE INDEX "warehouse_materials_matnr_no_idx" ON "warehouse_materials" USING btree ("matnr_no");--> statement-breakpoint
CREATE INDEX "warehouse_materials_g_name_idx" ON "warehouse_materials" USING btree ("g_name");--> statement-breakpoint
CREATE INDEX "warehouse_materials_hs_code_idx" ON "warehouse_materials" USING btree ("hs_code");--> statement-breakpoint
CREATE INDEX "warehouse_materials_first_unit_idx" ON "warehouse_materials" USING btree ("first_unit");--> statement-breakpoint
CREATE INDEX "warehouse_materials_second_unit_idx" ON "warehouse_materials" USING btree ("second_unit");--> statement-breakpoint
CREATE INDEX "warehouse_materials_deal_curr_idx" ON "warehouse_materials" USING btree ("deal_curr");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_materials_book_id_matnr_no_uq" ON "warehouse_materials" USING btree ("book_id","matnr_no");--> statement-breakpoint
ALTER TABLE "account_book_goods" ADD CONSTRAINT "account_book_goods_quantities_ck" CHECK ("in_qty" >= 0 AND "out_qty" >= 0 AND "locked_qty" >= 0 AND "balance_qty" >= 0);
