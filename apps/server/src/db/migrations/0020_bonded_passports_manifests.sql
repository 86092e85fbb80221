CREATE TABLE "document_events" (
	"identity" varchar(64) PRIMARY KEY NOT NULL,
	"doc_type" varchar(16) NOT NULL,
	"doc_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"result" varchar(10) DEFAULT 'ok' NOT NULL,
	"message_type" varchar(16),
	"code" varchar(10),
	"message" varchar(500) DEFAULT '' NOT NULL,
	"user_id" integer,
	"user_name" varchar(64),
	"at" timestamp with time zone NOT NULL,
	"file_name" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifest_consignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manifest_consignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cd_company_id" integer,
	"customer_code" varchar(50),
	"manifest_id" integer NOT NULL,
	"bill_no" varchar(35) NOT NULL,
	"condition_code" varchar(3),
	"consolidator_code" varchar(35),
	"gross_volume" numeric(19, 3),
	"package_qty" integer NOT NULL,
	"package_unit" varchar(2) DEFAULT 'CT' NOT NULL,
	"value_amount" numeric(19, 2),
	"currency" varchar(3),
	"gross_weight" numeric(19, 3) NOT NULL,
	"payment_method" varchar(50) DEFAULT '2',
	"customs_status" varchar(4) DEFAULT 'RD01',
	"transit_customs" varchar(8),
	"routing_countries" varchar(64),
	"consignee_code" varchar(35),
	"consignee_name" varchar(255) NOT NULL,
	"consignee_phone" varchar(50),
	"consignee_contact" varchar(70),
	"consignee_contact_email" varchar(50),
	"consignor_code" varchar(35),
	"consignor_name" varchar(255) NOT NULL,
	"consignor_phone" varchar(50),
	"notify_code" varchar(35),
	"notify_name" varchar(255),
	"notify_address" varchar(255),
	"notify_phone" varchar(50),
	"container_nos" varchar(512),
	"undg_contact_name" varchar(70),
	"undg_contact_phone" varchar(50),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifest_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manifest_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cd_company_id" integer,
	"customer_code" varchar(50),
	"manifest_id" integer,
	"consignment_id" integer NOT NULL,
	"seq_no" integer NOT NULL,
	"cargo_description" varchar(512) NOT NULL,
	"description" varchar(512),
	"hs_code" varchar(10),
	"package_qty" integer NOT NULL,
	"package_unit" varchar(2) DEFAULT 'CT' NOT NULL,
	"gross_weight" numeric(19, 3) NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manifests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cd_company_id" integer,
	"customer_code" varchar(50),
	"manifest_type" varchar(50) DEFAULT 'MT1401' NOT NULL,
	"batch_no" varchar(35) NOT NULL,
	"ie_flag" varchar(50) DEFAULT 'I' NOT NULL,
	"customs_code" varchar(4) NOT NULL,
	"transport_method" varchar(2) DEFAULT '3' NOT NULL,
	"transfer_type" varchar(10),
	"op_type" varchar(10),
	"bill_status" varchar(50) DEFAULT '0',
	"message_status" varchar(50) DEFAULT '00',
	"org_code" varchar(20),
	"org_name" varchar(255),
	"declare_code" varchar(32),
	"c_name" varchar(64),
	"agent_code" varchar(32),
	"carrier_code" varchar(32),
	"load_time" timestamp with time zone NOT NULL,
	"loading_location" varchar(35),
	"unload_time" date,
	"unloading_location" varchar(35),
	"additional_info" varchar(512),
	"return_code" varchar(10),
	"return_content" jsonb,
	"del_reason" varchar(255),
	"del_contact" varchar(64),
	"del_phone" varchar(32),
	"del_time" timestamp with time zone,
	"channel_id" integer,
	"send_time" timestamp with time zone,
	"client_seq_no" varchar(40),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passport_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50),
	"passport_id" integer NOT NULL,
	"passport_seqno" integer NOT NULL,
	"list_id" integer NOT NULL,
	"rlt_gds_seqno" integer NOT NULL,
	"gds_mtno" varchar(32),
	"gdecd" varchar(10),
	"gds_nm" varchar(255),
	"dcl_unitcd" varchar(3),
	"dcl_qty" numeric(19, 5) NOT NULL,
	"gross_wt" numeric(19, 5),
	"net_wt" numeric(19, 5),
	"rmk" varchar(255),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passport_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50),
	"passport_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"rlt_tb_typecd" varchar(50) DEFAULT '1' NOT NULL,
	"rlt_no" varchar(64) NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50),
	"book_id" integer NOT NULL,
	"ems_no" varchar(64),
	"ems_outside" varchar(64),
	"wms_no" varchar(32),
	"ems_type" varchar(50) DEFAULT '27' NOT NULL,
	"etps_preent_no" varchar(64) NOT NULL,
	"seq_no" varchar(18),
	"passport_no" varchar(64),
	"passport_typecd" varchar(50) DEFAULT '3' NOT NULL,
	"ie_flag" varchar(50) DEFAULT 'I' NOT NULL,
	"bind_typecd" varchar(50) DEFAULT '2',
	"rlt_tb_typecd" varchar(50) DEFAULT '1',
	"rlt_no" varchar(512),
	"master_cuscd" varchar(4) NOT NULL,
	"areain_etpsno" varchar(10),
	"areain_etps_nm" varchar(255),
	"areain_etps_sccd" varchar(18),
	"dcl_etpsno" varchar(10),
	"dcl_etps_nm" varchar(255),
	"dcl_etps_sccd" varchar(18),
	"vehicle_no" varchar(32) NOT NULL,
	"vehicle_ic_no" varchar(32),
	"vehicle_wt" numeric(19, 5) NOT NULL,
	"vehicle_frame_no" varchar(32),
	"vehicle_frame_wt" numeric(19, 5),
	"container_no" varchar(11),
	"container_type" varchar(4),
	"container_wt" numeric(19, 5),
	"total_gross_wt" numeric(19, 5),
	"total_net_wt" numeric(19, 5),
	"total_wt" numeric(19, 5) NOT NULL,
	"pass_collect_wt" numeric(19, 5),
	"wt_error" numeric(19, 5),
	"dcl_er_conc" varchar(255),
	"status" varchar(50) DEFAULT '0',
	"stucd" varchar(50),
	"pass_id" varchar(32),
	"pass_time" timestamp with time zone,
	"secd_pass_id" varchar(32),
	"secd_pass_time" timestamp with time zone,
	"rlt_entry_nos" varchar(512),
	"channel_id" integer,
	"send_time" timestamp with time zone,
	"client_seq_no" varchar(40),
	"return_message" varchar(500),
	"void_reason" varchar(255),
	"rmk" varchar(255),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_list_lines" ADD COLUMN "gross_wt" numeric(19, 5);--> statement-breakpoint
ALTER TABLE "inventory_list_lines" ADD COLUMN "net_wt" numeric(19, 5);--> statement-breakpoint
CREATE INDEX "document_events_doc_idx" ON "document_events" USING btree ("doc_type","doc_id","at");--> statement-breakpoint
CREATE INDEX "manifest_consignments_cd_company_id_idx" ON "manifest_consignments" USING btree ("cd_company_id");--> statement-breakpoint
CREATE INDEX "manifest_consignments_customer_code_idx" ON "manifest_consignments" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "manifest_consignments_manifest_id_idx" ON "manifest_consignments" USING btree ("manifest_id");--> statement-breakpoint
CREATE INDEX "manifest_consignments_bill_no_idx" ON "manifest_consignments" USING btree ("bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "manifest_consignments_manifest_id_bill_no_uq" ON "manifest_consignments" USING btree ("manifest_id","bill_no");--> statement-breakpoint
CREATE INDEX "manifest_items_cd_company_id_idx" ON "manifest_items" USING btree ("cd_company_id");--> statement-breakpoint
CREATE INDEX "manifest_items_customer_code_idx" ON "manifest_items" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "manifest_items_manifest_id_idx" ON "manifest_items" USING btree ("manifest_id");--> statement-breakpoint
CREATE INDEX "manifest_items_consignment_id_idx" ON "manifest_items" USING btree ("consignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manifest_items_consignment_id_seq_no_uq" ON "manifest_items" USING btree ("consignment_id","seq_no");--> statement-breakpoint
CREATE INDEX "manifests_cd_company_id_idx" ON "manifests" USING btree ("cd_company_id");--> statement-breakpoint
CREATE INDEX "manifests_customer_code_idx" ON "manifests" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "manifests_manifest_type_idx" ON "manifests" USING btree ("manifest_type");--> statement-breakpoint
CREATE INDEX "manifests_batch_no_idx" ON "manifests" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "manifests_ie_flag_idx" ON "manifests" USING btree ("ie_flag");--> statement-breakpoint
CREATE INDEX "manifests_customs_code_idx" ON "manifests" USING btree ("customs_code");--> statement-breakpoint
CREATE INDEX "manifests_bill_status_idx" ON "manifests" USING btree ("bill_status");--> statement-breakpoint
CREATE INDEX "manifests_message_status_idx" ON "manifests" USING btree ("message_status");--> statement-breakpoint
CREATE INDEX "manifests_channel_id_idx" ON "manifests" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manifests_cd_company_id_manifest_type_batch_no_uq" ON "manifests" USING btree ("cd_company_id","manifest_type","batch_no");--> statement-breakpoint
CREATE INDEX "passport_lines_company_id_idx" ON "passport_lines" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "passport_lines_customer_code_idx" ON "passport_lines" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "passport_lines_passport_id_idx" ON "passport_lines" USING btree ("passport_id");--> statement-breakpoint
CREATE INDEX "passport_lines_list_id_idx" ON "passport_lines" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passport_lines_passport_id_passport_seqno_uq" ON "passport_lines" USING btree ("passport_id","passport_seqno");--> statement-breakpoint
CREATE INDEX "passport_lists_company_id_idx" ON "passport_lists" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "passport_lists_customer_code_idx" ON "passport_lists" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "passport_lists_passport_id_idx" ON "passport_lists" USING btree ("passport_id");--> statement-breakpoint
CREATE INDEX "passport_lists_list_id_idx" ON "passport_lists" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passport_lists_passport_id_list_id_uq" ON "passport_lists" USING btree ("passport_id","list_id");--> statement-breakpoint
CREATE INDEX "passports_company_id_idx" ON "passports" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "passports_customer_code_idx" ON "passports" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "passports_book_id_idx" ON "passports" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "passports_ems_no_idx" ON "passports" USING btree ("ems_no");--> statement-breakpoint
CREATE INDEX "passports_etps_preent_no_idx" ON "passports" USING btree ("etps_preent_no");--> statement-breakpoint
CREATE INDEX "passports_seq_no_idx" ON "passports" USING btree ("seq_no");--> statement-breakpoint
CREATE INDEX "passports_passport_no_idx" ON "passports" USING btree ("passport_no");--> statement-breakpoint
CREATE INDEX "passports_passport_typecd_idx" ON "passports" USING btree ("passport_typecd");--> statement-breakpoint
CREATE INDEX "passports_ie_flag_idx" ON "passports" USING btree ("ie_flag");--> statement-breakpoint
CREATE INDEX "passports_rlt_no_idx" ON "passports" USING btree ("rlt_no");--> statement-breakpoint
CREATE INDEX "passports_master_cuscd_idx" ON "passports" USING btree ("master_cuscd");--> statement-breakpoint
CREATE INDEX "passports_vehicle_no_idx" ON "passports" USING btree ("vehicle_no");--> statement-breakpoint
CREATE INDEX "passports_container_type_idx" ON "passports" USING btree ("container_type");--> statement-breakpoint
CREATE INDEX "passports_status_idx" ON "passports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "passports_stucd_idx" ON "passports" USING btree ("stucd");--> statement-breakpoint
CREATE INDEX "passports_channel_id_idx" ON "passports" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passports_company_id_etps_preent_no_uq" ON "passports" USING btree ("company_id","etps_preent_no");--> statement-breakpoint
-- the new tables other records refer to announce their changes like the others (0019_names_notify)
CREATE TRIGGER passports_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON passports FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER manifests_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON manifests FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();--> statement-breakpoint
CREATE TRIGGER manifest_consignments_names_changed AFTER UPDATE OR DELETE OR TRUNCATE ON manifest_consignments FOR EACH STATEMENT EXECUTE FUNCTION app_names_changed();
