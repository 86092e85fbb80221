CREATE TABLE "inventory_receipts" (
	"identity" varchar(64) PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"message_type" varchar(16) NOT NULL,
	"code" varchar(10) NOT NULL,
	"message" varchar(500) NOT NULL,
	"receipt_time" timestamp with time zone NOT NULL,
	"file_name" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_list_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_list_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50),
	"list_id" integer NOT NULL,
	"gds_seqno" integer NOT NULL,
	"putrec_seqno" integer NOT NULL,
	"gds_mtno" varchar(32),
	"gdecd" varchar(10),
	"gds_nm" varchar(255),
	"gds_spcf_model_desc" varchar(255),
	"dcl_unitcd" varchar(3),
	"dcl_qty" numeric(19, 5) NOT NULL,
	"dcl_uprc_amt" numeric(19, 5),
	"dcl_total_amt" numeric(19, 5),
	"dcl_currcd" varchar(3),
	"natcd" varchar(3),
	"matnr_no" varchar(40),
	"rmk" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50),
	"book_id" integer NOT NULL,
	"etps_inner_invt_no" varchar(64) NOT NULL,
	"seq_no" varchar(18),
	"bond_invt_no" varchar(64),
	"impexp_markcd" varchar(50) DEFAULT 'I' NOT NULL,
	"mtpck_endprd_markcd" varchar(50) DEFAULT 'I' NOT NULL,
	"invt_type" varchar(50) DEFAULT '0' NOT NULL,
	"supv_modecd" varchar(4) NOT NULL,
	"trsp_modecd" varchar(1) NOT NULL,
	"impexp_portcd" varchar(4),
	"dcl_plc_cuscd" varchar(4) NOT NULL,
	"stship_trsarv_natcd" varchar(3),
	"dclcus_flag" varchar(50) DEFAULT '2' NOT NULL,
	"dclcus_typecd" varchar(50),
	"gen_dec_flag" varchar(50) DEFAULT '2',
	"rlt_invt_no" varchar(64),
	"rlt_putrec_no" varchar(64),
	"rlt_entry_no" varchar(64),
	"entry_no" varchar(64),
	"channel_id" integer,
	"status" varchar(50) DEFAULT '0',
	"vrfded_markcd" varchar(50) DEFAULT '0',
	"send_time" timestamp with time zone,
	"client_seq_no" varchar(40),
	"return_message" varchar(500),
	"rmk" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inventory_receipts_list_idx" ON "inventory_receipts" USING btree ("list_id","receipt_time");--> statement-breakpoint
CREATE INDEX "inventory_list_lines_company_id_idx" ON "inventory_list_lines" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "inventory_list_lines_list_id_idx" ON "inventory_list_lines" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "inventory_list_lines_putrec_seqno_idx" ON "inventory_list_lines" USING btree ("putrec_seqno");--> statement-breakpoint
CREATE INDEX "inventory_list_lines_gds_mtno_idx" ON "inventory_list_lines" USING btree ("gds_mtno");--> statement-breakpoint
CREATE INDEX "inventory_list_lines_gds_nm_idx" ON "inventory_list_lines" USING btree ("gds_nm");--> statement-breakpoint
CREATE INDEX "inventory_list_lines_dcl_unitcd_idx" ON "inventory_list_lines" USING btree ("dcl_unitcd");--> statement-breakpoint
CREATE INDEX "inventory_list_lines_dcl_currcd_idx" ON "inventory_list_lines" USING btree ("dcl_currcd");--> statement-breakpoint
CREATE INDEX "inventory_list_lines_natcd_idx" ON "inventory_list_lines" USING btree ("natcd");--> statement-breakpoint
CREATE INDEX "inventory_list_lines_customer_code_idx" ON "inventory_list_lines" USING btree ("customer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_list_lines_list_id_gds_seqno_uq" ON "inventory_list_lines" USING btree ("list_id","gds_seqno");--> statement-breakpoint
CREATE INDEX "inventory_lists_company_id_idx" ON "inventory_lists" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "inventory_lists_customer_code_idx" ON "inventory_lists" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "inventory_lists_book_id_idx" ON "inventory_lists" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "inventory_lists_etps_inner_invt_no_idx" ON "inventory_lists" USING btree ("etps_inner_invt_no");--> statement-breakpoint
CREATE INDEX "inventory_lists_seq_no_idx" ON "inventory_lists" USING btree ("seq_no");--> statement-breakpoint
CREATE INDEX "inventory_lists_bond_invt_no_idx" ON "inventory_lists" USING btree ("bond_invt_no");--> statement-breakpoint
CREATE INDEX "inventory_lists_impexp_markcd_idx" ON "inventory_lists" USING btree ("impexp_markcd");--> statement-breakpoint
CREATE INDEX "inventory_lists_mtpck_endprd_markcd_idx" ON "inventory_lists" USING btree ("mtpck_endprd_markcd");--> statement-breakpoint
CREATE INDEX "inventory_lists_supv_modecd_idx" ON "inventory_lists" USING btree ("supv_modecd");--> statement-breakpoint
CREATE INDEX "inventory_lists_trsp_modecd_idx" ON "inventory_lists" USING btree ("trsp_modecd");--> statement-breakpoint
CREATE INDEX "inventory_lists_impexp_portcd_idx" ON "inventory_lists" USING btree ("impexp_portcd");--> statement-breakpoint
CREATE INDEX "inventory_lists_dcl_plc_cuscd_idx" ON "inventory_lists" USING btree ("dcl_plc_cuscd");--> statement-breakpoint
CREATE INDEX "inventory_lists_stship_trsarv_natcd_idx" ON "inventory_lists" USING btree ("stship_trsarv_natcd");--> statement-breakpoint
CREATE INDEX "inventory_lists_channel_id_idx" ON "inventory_lists" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "inventory_lists_status_idx" ON "inventory_lists" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inventory_lists_vrfded_markcd_idx" ON "inventory_lists" USING btree ("vrfded_markcd");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_lists_company_id_etps_inner_invt_no_uq" ON "inventory_lists" USING btree ("company_id","etps_inner_invt_no");