CREATE TABLE "shipping_bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"customer_code" varchar(50) NOT NULL,
	"bill_no" varchar(50) NOT NULL,
	"ie_flag" varchar(50) DEFAULT '1' NOT NULL,
	"cd_id" integer,
	"cd_sn" varchar(50),
	"entry_sn" varchar(18),
	"vessel_name" varchar(100),
	"voyage_no" varchar(50),
	"port_code" varchar(20),
	"customs_code" varchar(20),
	"dec_message_status" varchar(50) DEFAULT '0' NOT NULL,
	"del_message_status" varchar(50) DEFAULT '0' NOT NULL,
	"bill_message_status" varchar(50) DEFAULT '0' NOT NULL,
	"pack_num" integer,
	"gross_weight" numeric(19, 5),
	"send_time" timestamp with time zone,
	"return_message" varchar(500),
	"note" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shipping_bills_company_id_idx" ON "shipping_bills" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "shipping_bills_customer_code_idx" ON "shipping_bills" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "shipping_bills_bill_no_idx" ON "shipping_bills" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "shipping_bills_ie_flag_idx" ON "shipping_bills" USING btree ("ie_flag");--> statement-breakpoint
CREATE INDEX "shipping_bills_cd_sn_idx" ON "shipping_bills" USING btree ("cd_sn");--> statement-breakpoint
CREATE INDEX "shipping_bills_entry_sn_idx" ON "shipping_bills" USING btree ("entry_sn");--> statement-breakpoint
CREATE INDEX "shipping_bills_vessel_name_idx" ON "shipping_bills" USING btree ("vessel_name");--> statement-breakpoint
CREATE INDEX "shipping_bills_voyage_no_idx" ON "shipping_bills" USING btree ("voyage_no");--> statement-breakpoint
CREATE INDEX "shipping_bills_port_code_idx" ON "shipping_bills" USING btree ("port_code");--> statement-breakpoint
CREATE INDEX "shipping_bills_customs_code_idx" ON "shipping_bills" USING btree ("customs_code");--> statement-breakpoint
CREATE INDEX "shipping_bills_dec_message_status_idx" ON "shipping_bills" USING btree ("dec_message_status");--> statement-breakpoint
CREATE INDEX "shipping_bills_del_message_status_idx" ON "shipping_bills" USING btree ("del_message_status");--> statement-breakpoint
CREATE INDEX "shipping_bills_bill_message_status_idx" ON "shipping_bills" USING btree ("bill_message_status");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_bills_company_id_ie_flag_bill_no_uq" ON "shipping_bills" USING btree ("company_id","ie_flag","bill_no");