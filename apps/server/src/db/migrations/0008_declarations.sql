CREATE TABLE "declaration_containers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declaration_containers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"declaration_id" integer NOT NULL,
	"container_no" varchar(32),
	"container_spec" varchar(32),
	"container_weight" numeric(18, 5),
	"container_gw" numeric(19, 5),
	"container_desc" varchar(200),
	"container_lcl" varchar(1),
	"container_num" integer,
	"container_seal_no" varchar(50),
	"container_transports_code" varchar(50),
	"goods_no" varchar(255),
	"container_info" varchar(500),
	"container_flag" varchar(10)
);
--> statement-breakpoint
CREATE TABLE "declaration_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declaration_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"declaration_id" integer NOT NULL,
	"doc_type" varchar(8),
	"doc_no" varchar(64),
	"file_name" varchar(200),
	"file_path" varchar(500),
	"note" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "declaration_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declaration_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"declaration_id" integer NOT NULL,
	"g_no" integer,
	"code_ts" varchar(10),
	"contr_item" integer,
	"g_name" varchar(255),
	"g_model" varchar(255),
	"decl_goods_ename" varchar(100),
	"g_qty" numeric(19, 5),
	"g_unit" varchar(3),
	"first_qty" numeric(19, 5),
	"first_unit" varchar(3),
	"second_qty" numeric(19, 5),
	"second_unit" varchar(3),
	"decl_price" numeric(19, 4),
	"decl_total" numeric(19, 4),
	"trade_curr" varchar(3),
	"origin_country" varchar(3),
	"destination_country" varchar(3),
	"district_code" varchar(5),
	"dest_code" varchar(8),
	"duty_mode" varchar(1),
	"use_to" varchar(2),
	"exg_no" varchar(30),
	"exg_version" integer,
	"factor" numeric(11, 3),
	"work_usd" numeric(19, 4),
	"class_mark" varchar(1),
	"ciq_code" varchar(20),
	"ciq_name" varchar(50),
	"orig_place_code" varchar(50),
	"purpose" varchar(4),
	"prod_valid_dt" varchar(20),
	"prod_qgp" varchar(20),
	"goods_attr" varchar(20),
	"stuff" varchar(400),
	"uncode" varchar(20),
	"dang_name" varchar(80),
	"dang_pack_type" varchar(4),
	"dang_pack_spec" varchar(24),
	"no_dang_flag" varchar(1),
	"eng_man_ent_cnm" varchar(100),
	"goods_spec" varchar(2000),
	"goods_model" varchar(2000),
	"goods_brand" varchar(2000),
	"produce_date" varchar(2000),
	"prod_batch_no" varchar(2000),
	"mnufctr_reg_no" varchar(20),
	"mnufctr_reg_name" varchar(150),
	"rcep_orig_place_code" varchar(3),
	"control_explain_code" varchar(4)
);
--> statement-breakpoint
CREATE TABLE "declaration_licences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declaration_licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"declaration_id" integer NOT NULL,
	"acmp_form_code" varchar(2),
	"acmp_form_no" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "agent_relations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_relations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consignor_name" varchar(100) NOT NULL,
	"consignor_code" varchar(18) NOT NULL,
	"agent_name" varchar(100) NOT NULL,
	"agent_code" varchar(18) NOT NULL,
	"begin_date" date NOT NULL,
	"expire_months" integer DEFAULT 12 NOT NULL,
	"end_date" date,
	"status" varchar(50),
	"cd_company_id" integer,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"customs_code" varchar(4),
	"transport_type" varchar(50) DEFAULT 'ftp_tool' NOT NULL,
	"org_code" varchar(50),
	"company_id" integer,
	"type" varchar(50) DEFAULT 'dec' NOT NULL,
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"sender" varchar(50),
	"input_name" varchar(32),
	"input_code" varchar(30),
	"input_cert" varchar(50),
	"main_dir" varchar(500),
	"is_transfer" boolean DEFAULT false,
	"msg_version" varchar(20) DEFAULT '3.1',
	"cpu_seq" varchar(50),
	"kafka_brokers" varchar(500),
	"kafka_topic" varchar(200),
	"kafka_reply_topic" varchar(200),
	"note" varchar(255),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cd_sn" varchar(50),
	"customer_id" integer,
	"customer_code" varchar(50),
	"ie_flag" varchar(50) NOT NULL,
	"cd_no" varchar(18),
	"qp_sn" varchar(18),
	"entry_sn" varchar(18),
	"inv_no" varchar(50),
	"customs_code" varchar(4),
	"ie_port" varchar(4),
	"record_no" varchar(12),
	"agreement_no" varchar(32),
	"ie_date" date,
	"apply_date" date,
	"license_no" varchar(20),
	"receiver_scc" varchar(18),
	"receiver_code" varchar(10),
	"receiver_name" varchar(100),
	"enter_scc" varchar(18),
	"enter_code" varchar(10),
	"enter_name" varchar(100),
	"declare_scc" varchar(18),
	"declare_code" varchar(10),
	"declare_name" varchar(100),
	"trans_method" varchar(1),
	"trans_name" varchar(50),
	"trans_no" varchar(32),
	"bill_no" varchar(32),
	"supervise_method" varchar(4),
	"tax_method" varchar(3),
	"tax" varchar(50),
	"pay_mode" varchar(2),
	"dest_country" varchar(3),
	"dest_port" varchar(6),
	"supply_from" varchar(5),
	"deal_method" varchar(1),
	"freight_mark" varchar(50),
	"freight_curr" varchar(3),
	"freight_amount" numeric(19, 5),
	"premium_mark" varchar(50),
	"premium_curr" varchar(3),
	"premium_amount" numeric(19, 5),
	"extras_mark" varchar(50),
	"extras_curr" varchar(3),
	"extras_amount" numeric(19, 5),
	"num" integer,
	"warp_type" varchar(2),
	"gross_weight" numeric(19, 5),
	"net_weight" numeric(19, 5),
	"trade_country" varchar(3),
	"container_type" varchar(10),
	"cd_type" varchar(6),
	"entry_type" varchar(1) DEFAULT 'M',
	"bill_status" varchar(10),
	"cd_status" varchar(50) DEFAULT '0',
	"print_time" timestamp with time zone,
	"print_count" integer DEFAULT 0,
	"send_time" timestamp with time zone,
	"send_content" text,
	"client_seq_no" varchar(18),
	"channel_id" integer,
	"return_time" timestamp with time zone,
	"return_code" varchar(10),
	"return_content" jsonb,
	"note" varchar(255),
	"message_sn" varchar(50),
	"transfer_type" varchar(10),
	"cd_company_id" integer,
	"allow_time" timestamp with time zone,
	"pass_time" timestamp with time zone,
	"complete_time" timestamp with time zone,
	"refund_time" timestamp with time zone,
	"check_time" timestamp with time zone,
	"attachment_status" varchar(10),
	"goods_total" numeric(19, 4),
	"goods_curr" varchar(3),
	"item_num" integer,
	"first_good_name" varchar(255),
	"wms_no" varchar(50),
	"task_no" varchar(50),
	"rlt_putrec_no" varchar(12),
	"edit_name" varchar(50),
	"edit_time" timestamp with time zone,
	"tax_mode" varchar(10),
	"check_id" integer,
	"check_type" varchar(10),
	"task_company_id" integer,
	"overseas_consignor_code" varchar(50),
	"overseas_consignor_ename" varchar(100),
	"overseas_consignor_cname" varchar(150),
	"overseas_consignor_addr" varchar(100),
	"overseas_consignee_code" varchar(50),
	"overseas_consignee_ename" varchar(400),
	"domestic_consignee_ename" varchar(400),
	"entry_port_code" varchar(8),
	"desp_port_code" varchar(8),
	"org_code" varchar(10),
	"insp_org_code" varchar(10),
	"purp_org_code" varchar(4),
	"vsa_org_code" varchar(10),
	"mark_no" varchar(400),
	"desp_date" date,
	"cmpl_dschrg_dt" date,
	"bl_no" varchar(50),
	"goods_place" varchar(100),
	"trade_ciq_code" varchar(10),
	"owner_ciq_code" varchar(10),
	"decl_ciq_code" varchar(10),
	"promise_items" varchar(32),
	"dec_cop_promise" varchar(20),
	"dcl_trn_rel_flag" varchar(1) DEFAULT '0',
	"edi_id" varchar(1) DEFAULT '1',
	"payment_method" varchar(10),
	"appr_no" varchar(32),
	"chk_surety" varchar(1),
	"bill_type" varchar(1),
	"spec_decl_flag" varchar(10),
	"orig_box_flag" varchar(1),
	"no_other_pack" varchar(1),
	"correlation_no" varchar(500),
	"correlation_reason_flag" varchar(2),
	"check_flow" varchar(1),
	"tax_aamin_mark" varchar(1),
	"data_source" varchar(5),
	"edi_remark" varchar(128),
	"edi_remark2" varchar(128),
	"cop_code" varchar(9),
	"cop_name" varchar(70),
	"cop_code_scc" varchar(18),
	"inputer_name" varchar(32),
	"typist_no" varchar(30),
	"declarant_name" varchar(50),
	"bon_no" varchar(32),
	"cus_fie" varchar(8),
	"dec_bp_no" varchar(32),
	"dec_no" varchar(13),
	"rel_id" varchar(18),
	"rel_man_no" varchar(12),
	"shipping_bill_ref" jsonb,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sensitive_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_code" varchar(50),
	"type" varchar(50) NOT NULL,
	"compare_type" varchar(50) DEFAULT 'contains' NOT NULL,
	"words" text NOT NULL,
	"level" varchar(50) DEFAULT 'remind' NOT NULL,
	"ie_flag" varchar(50),
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"cd_company_id" integer,
	"note" varchar(255),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declaration_containers" ADD CONSTRAINT "declaration_containers_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_documents" ADD CONSTRAINT "declaration_documents_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_goods" ADD CONSTRAINT "declaration_goods_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_licences" ADD CONSTRAINT "declaration_licences_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declaration_containers_declaration_idx" ON "declaration_containers" USING btree ("declaration_id");--> statement-breakpoint
CREATE INDEX "declaration_containers_no_idx" ON "declaration_containers" USING btree ("container_no");--> statement-breakpoint
CREATE INDEX "declaration_documents_declaration_idx" ON "declaration_documents" USING btree ("declaration_id");--> statement-breakpoint
CREATE INDEX "declaration_goods_declaration_idx" ON "declaration_goods" USING btree ("declaration_id","g_no");--> statement-breakpoint
CREATE INDEX "declaration_goods_code_ts_idx" ON "declaration_goods" USING btree ("code_ts");--> statement-breakpoint
CREATE INDEX "declaration_licences_declaration_idx" ON "declaration_licences" USING btree ("declaration_id");--> statement-breakpoint
CREATE INDEX "agent_relations_consignor_name_idx" ON "agent_relations" USING btree ("consignor_name");--> statement-breakpoint
CREATE INDEX "agent_relations_consignor_code_idx" ON "agent_relations" USING btree ("consignor_code");--> statement-breakpoint
CREATE INDEX "agent_relations_agent_name_idx" ON "agent_relations" USING btree ("agent_name");--> statement-breakpoint
CREATE INDEX "agent_relations_agent_code_idx" ON "agent_relations" USING btree ("agent_code");--> statement-breakpoint
CREATE INDEX "agent_relations_begin_date_idx" ON "agent_relations" USING btree ("begin_date");--> statement-breakpoint
CREATE INDEX "agent_relations_status_idx" ON "agent_relations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "agent_relations_cd_company_id_idx" ON "agent_relations" USING btree ("cd_company_id");--> statement-breakpoint
CREATE INDEX "channels_name_idx" ON "channels" USING btree ("name");--> statement-breakpoint
CREATE INDEX "channels_customs_code_idx" ON "channels" USING btree ("customs_code");--> statement-breakpoint
CREATE INDEX "channels_transport_type_idx" ON "channels" USING btree ("transport_type");--> statement-breakpoint
CREATE INDEX "channels_company_id_idx" ON "channels" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "channels_status_idx" ON "channels" USING btree ("status");--> statement-breakpoint
CREATE INDEX "declarations_cd_sn_idx" ON "declarations" USING btree ("cd_sn");--> statement-breakpoint
CREATE INDEX "declarations_customer_code_idx" ON "declarations" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "declarations_ie_flag_idx" ON "declarations" USING btree ("ie_flag");--> statement-breakpoint
CREATE INDEX "declarations_cd_no_idx" ON "declarations" USING btree ("cd_no");--> statement-breakpoint
CREATE INDEX "declarations_qp_sn_idx" ON "declarations" USING btree ("qp_sn");--> statement-breakpoint
CREATE INDEX "declarations_entry_sn_idx" ON "declarations" USING btree ("entry_sn");--> statement-breakpoint
CREATE INDEX "declarations_customs_code_idx" ON "declarations" USING btree ("customs_code");--> statement-breakpoint
CREATE INDEX "declarations_ie_port_idx" ON "declarations" USING btree ("ie_port");--> statement-breakpoint
CREATE INDEX "declarations_apply_date_idx" ON "declarations" USING btree ("apply_date");--> statement-breakpoint
CREATE INDEX "declarations_receiver_name_idx" ON "declarations" USING btree ("receiver_name");--> statement-breakpoint
CREATE INDEX "declarations_enter_name_idx" ON "declarations" USING btree ("enter_name");--> statement-breakpoint
CREATE INDEX "declarations_trans_method_idx" ON "declarations" USING btree ("trans_method");--> statement-breakpoint
CREATE INDEX "declarations_bill_no_idx" ON "declarations" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "declarations_supervise_method_idx" ON "declarations" USING btree ("supervise_method");--> statement-breakpoint
CREATE INDEX "declarations_tax_method_idx" ON "declarations" USING btree ("tax_method");--> statement-breakpoint
CREATE INDEX "declarations_pay_mode_idx" ON "declarations" USING btree ("pay_mode");--> statement-breakpoint
CREATE INDEX "declarations_dest_country_idx" ON "declarations" USING btree ("dest_country");--> statement-breakpoint
CREATE INDEX "declarations_dest_port_idx" ON "declarations" USING btree ("dest_port");--> statement-breakpoint
CREATE INDEX "declarations_supply_from_idx" ON "declarations" USING btree ("supply_from");--> statement-breakpoint
CREATE INDEX "declarations_deal_method_idx" ON "declarations" USING btree ("deal_method");--> statement-breakpoint
CREATE INDEX "declarations_freight_curr_idx" ON "declarations" USING btree ("freight_curr");--> statement-breakpoint
CREATE INDEX "declarations_premium_curr_idx" ON "declarations" USING btree ("premium_curr");--> statement-breakpoint
CREATE INDEX "declarations_extras_curr_idx" ON "declarations" USING btree ("extras_curr");--> statement-breakpoint
CREATE INDEX "declarations_warp_type_idx" ON "declarations" USING btree ("warp_type");--> statement-breakpoint
CREATE INDEX "declarations_trade_country_idx" ON "declarations" USING btree ("trade_country");--> statement-breakpoint
CREATE INDEX "declarations_container_type_idx" ON "declarations" USING btree ("container_type");--> statement-breakpoint
CREATE INDEX "declarations_cd_status_idx" ON "declarations" USING btree ("cd_status");--> statement-breakpoint
CREATE INDEX "declarations_channel_id_idx" ON "declarations" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "declarations_return_code_idx" ON "declarations" USING btree ("return_code");--> statement-breakpoint
CREATE INDEX "declarations_cd_company_id_idx" ON "declarations" USING btree ("cd_company_id");--> statement-breakpoint
CREATE INDEX "declarations_entry_port_code_idx" ON "declarations" USING btree ("entry_port_code");--> statement-breakpoint
CREATE INDEX "declarations_desp_port_code_idx" ON "declarations" USING btree ("desp_port_code");--> statement-breakpoint
CREATE INDEX "sensitive_words_customer_code_idx" ON "sensitive_words" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "sensitive_words_type_idx" ON "sensitive_words" USING btree ("type");--> statement-breakpoint
CREATE INDEX "sensitive_words_compare_type_idx" ON "sensitive_words" USING btree ("compare_type");--> statement-breakpoint
CREATE INDEX "sensitive_words_words_idx" ON "sensitive_words" USING btree ("words");--> statement-breakpoint
CREATE INDEX "sensitive_words_level_idx" ON "sensitive_words" USING btree ("level");--> statement-breakpoint
CREATE INDEX "sensitive_words_ie_flag_idx" ON "sensitive_words" USING btree ("ie_flag");--> statement-breakpoint
CREATE INDEX "sensitive_words_status_idx" ON "sensitive_words" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sensitive_words_cd_company_id_idx" ON "sensitive_words" USING btree ("cd_company_id");