CREATE TABLE "attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_type" varchar(32) NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"is_header" boolean DEFAULT false NOT NULL,
	"company_id" integer,
	"customer_code" varchar(50),
	"file_name" varchar(64),
	"file_key" varchar(200),
	"file_size" bigint,
	"content_type" varchar(100),
	"uploaded_by" integer,
	"upload_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_file_whole" CHECK (("attachments"."file_key" is null) = ("attachments"."file_name" is null))
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" varchar(16) NOT NULL,
	"address" varchar(200) NOT NULL,
	"username" varchar(50),
	"code_hash" varchar(128) NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(50) NOT NULL,
	"nickname" varchar(32) NOT NULL,
	"email" varchar(200) NOT NULL,
	"phone" varchar(30),
	"company_id" integer NOT NULL,
	"customer_code" varchar(50) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" varchar(500),
	"user_id" integer,
	"reviewed_by" integer,
	"review_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_registrations_status" CHECK ("partner_registrations"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "task_order_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_order_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_order_id" integer NOT NULL,
	"doc_type" varchar(32) NOT NULL,
	"doc_id" integer NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_no" varchar(32),
	"status" varchar(50),
	"company_id" integer NOT NULL,
	"customer_code" varchar(50) NOT NULL,
	"customer_name" varchar(200) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"date" date NOT NULL,
	"slot_id" integer NOT NULL,
	"reserve_time" varchar(20),
	"receiver_code" varchar(18),
	"receiver_name" varchar(200) NOT NULL,
	"cd_type" varchar(50) NOT NULL,
	"cd_trade" varchar(50) NOT NULL,
	"is_ciq" varchar(50) DEFAULT '0',
	"inspection_no" varchar(32) NOT NULL,
	"ent_decl_no" varchar(18),
	"vehicle_no" varchar(16) NOT NULL,
	"vehicle_type" varchar(50) NOT NULL,
	"driver_name" varchar(50) NOT NULL,
	"driver_phone" varchar(11) NOT NULL,
	"driver_id_card" varchar(18) NOT NULL,
	"vehicle_weight" numeric(12, 3),
	"head_weight" numeric(12, 3),
	"frame_weight" numeric(12, 3),
	"container_weight" numeric(12, 3),
	"chassis_no" varchar(20),
	"container_no" varchar(11) NOT NULL,
	"container_type" varchar(50) NOT NULL,
	"order_no" varchar(50) NOT NULL,
	"email" varchar(100) NOT NULL,
	"pay_phone" varchar(11),
	"task_types" varchar(100) NOT NULL,
	"transport_company" varchar(200) NOT NULL,
	"note" varchar(500) NOT NULL,
	"reject_reason" varchar(500),
	"submit_time" timestamp with time zone,
	"review_time" timestamp with time zone,
	"arrive_time" timestamp with time zone,
	"leave_time" timestamp with time zone,
	"task_order_id" integer,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"carrier_code" varchar(32) NOT NULL,
	"carrier_name" varchar(200) NOT NULL,
	"credit_code" varchar(18),
	"contact" varchar(50),
	"phone" varchar(11),
	"email" varchar(100),
	"address" varchar(200),
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"carrier_id" integer NOT NULL,
	"driver_name" varchar(50) NOT NULL,
	"id_card" varchar(18) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"licence_no" varchar(32),
	"licence_expiry" date NOT NULL,
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_consignees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_consignees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_code" varchar(50),
	"consignee_code" varchar(18) NOT NULL,
	"consignee_name" varchar(200) NOT NULL,
	"contact" varchar(50),
	"phone" varchar(30),
	"email" varchar(100),
	"address" varchar(200),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"task_no" varchar(32),
	"task_types" varchar(100) NOT NULL,
	"customer_code" varchar(50) NOT NULL,
	"customer_name" varchar(200),
	"appointment_id" integer,
	"clerk_id" integer,
	"status" varchar(50) DEFAULT 'new' NOT NULL,
	"due_date" date,
	"container_no" varchar(11),
	"order_no" varchar(50),
	"note" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transport_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"order_no" varchar(32),
	"task_order_id" integer,
	"customer_code" varchar(50) NOT NULL,
	"status" varchar(50) DEFAULT 'planned' NOT NULL,
	"pickup_city_id" integer NOT NULL,
	"pickup_address" varchar(200) NOT NULL,
	"delivery_city_id" integer NOT NULL,
	"delivery_address" varchar(200) NOT NULL,
	"planned_pickup_time" timestamp with time zone NOT NULL,
	"planned_delivery_time" timestamp with time zone,
	"actual_pickup_time" timestamp with time zone,
	"actual_delivery_time" timestamp with time zone,
	"carrier_id" integer,
	"driver_id" integer,
	"vehicle_id" integer,
	"container_no" varchar(11),
	"container_type" varchar(50),
	"goods_desc" varchar(200),
	"pieces" integer,
	"gross_weight" numeric(12, 3),
	"distance_km" numeric(10, 1),
	"note" varchar(500),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"carrier_id" integer NOT NULL,
	"plate_no" varchar(16) NOT NULL,
	"vehicle_type" varchar(50) NOT NULL,
	"vehicle_weight" numeric(12, 3),
	"frame_weight" numeric(12, 3),
	"load_capacity" numeric(12, 3),
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"warehouse_id" integer NOT NULL,
	"slot_name" varchar(20),
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"capacity" integer NOT NULL,
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"warehouse_code" varchar(32) NOT NULL,
	"warehouse_name" varchar(100) NOT NULL,
	"address" varchar(200),
	"contact_phone" varchar(30),
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_registrations" ADD CONSTRAINT "partner_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_registrations" ADD CONSTRAINT "partner_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_registrations" ADD CONSTRAINT "partner_registrations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner" ON "attachments" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_file_key" ON "attachments" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "email_codes_address" ON "email_codes" USING btree ("purpose","address","create_time");--> statement-breakpoint
CREATE INDEX "email_codes_username" ON "email_codes" USING btree ("purpose","username","create_time");--> statement-breakpoint
CREATE INDEX "partner_registrations_company" ON "partner_registrations" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_registrations_username" ON "partner_registrations" USING btree ("username") WHERE "partner_registrations"."status" <> 'refused';--> statement-breakpoint
CREATE UNIQUE INDEX "task_order_links_doc" ON "task_order_links" USING btree ("task_order_id","doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "task_order_links_by_doc" ON "task_order_links" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "appointments_appointment_no_idx" ON "appointments" USING btree ("appointment_no");--> statement-breakpoint
CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "appointments_company_id_idx" ON "appointments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "appointments_customer_code_idx" ON "appointments" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "appointments_customer_name_idx" ON "appointments" USING btree ("customer_name");--> statement-breakpoint
CREATE INDEX "appointments_warehouse_id_idx" ON "appointments" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("date");--> statement-breakpoint
CREATE INDEX "appointments_slot_id_idx" ON "appointments" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "appointments_receiver_name_idx" ON "appointments" USING btree ("receiver_name");--> statement-breakpoint
CREATE INDEX "appointments_vehicle_no_idx" ON "appointments" USING btree ("vehicle_no");--> statement-breakpoint
CREATE INDEX "appointments_container_no_idx" ON "appointments" USING btree ("container_no");--> statement-breakpoint
CREATE INDEX "appointments_order_no_idx" ON "appointments" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "appointments_task_order_id_idx" ON "appointments" USING btree ("task_order_id");--> statement-breakpoint
CREATE INDEX "carriers_company_id_idx" ON "carriers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "carriers_carrier_code_idx" ON "carriers" USING btree ("carrier_code");--> statement-breakpoint
CREATE INDEX "carriers_carrier_name_idx" ON "carriers" USING btree ("carrier_name");--> statement-breakpoint
CREATE INDEX "carriers_status_idx" ON "carriers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_company_id_carrier_code_uq" ON "carriers" USING btree ("company_id","carrier_code");--> statement-breakpoint
CREATE INDEX "drivers_company_id_idx" ON "drivers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "drivers_carrier_id_idx" ON "drivers" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "drivers_driver_name_idx" ON "drivers" USING btree ("driver_name");--> statement-breakpoint
CREATE INDEX "drivers_licence_expiry_idx" ON "drivers" USING btree ("licence_expiry");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_company_id_id_card_uq" ON "drivers" USING btree ("company_id","id_card");--> statement-breakpoint
CREATE INDEX "partner_consignees_consignee_code_idx" ON "partner_consignees" USING btree ("consignee_code");--> statement-breakpoint
CREATE INDEX "partner_consignees_consignee_name_idx" ON "partner_consignees" USING btree ("consignee_name");--> statement-breakpoint
CREATE INDEX "partner_consignees_customer_code_idx" ON "partner_consignees" USING btree ("customer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_consignees_customer_code_consignee_code_uq" ON "partner_consignees" USING btree ("customer_code","consignee_code");--> statement-breakpoint
CREATE INDEX "task_orders_company_id_idx" ON "task_orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "task_orders_task_no_idx" ON "task_orders" USING btree ("task_no");--> statement-breakpoint
CREATE INDEX "task_orders_customer_code_idx" ON "task_orders" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "task_orders_customer_name_idx" ON "task_orders" USING btree ("customer_name");--> statement-breakpoint
CREATE INDEX "task_orders_appointment_id_idx" ON "task_orders" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "task_orders_clerk_id_idx" ON "task_orders" USING btree ("clerk_id");--> statement-breakpoint
CREATE INDEX "task_orders_status_idx" ON "task_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "task_orders_due_date_idx" ON "task_orders" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "task_orders_container_no_idx" ON "task_orders" USING btree ("container_no");--> statement-breakpoint
CREATE INDEX "task_orders_order_no_idx" ON "task_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "transport_orders_company_id_idx" ON "transport_orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "transport_orders_order_no_idx" ON "transport_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "transport_orders_task_order_id_idx" ON "transport_orders" USING btree ("task_order_id");--> statement-breakpoint
CREATE INDEX "transport_orders_customer_code_idx" ON "transport_orders" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "transport_orders_status_idx" ON "transport_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "transport_orders_pickup_city_id_idx" ON "transport_orders" USING btree ("pickup_city_id");--> statement-breakpoint
CREATE INDEX "transport_orders_delivery_city_id_idx" ON "transport_orders" USING btree ("delivery_city_id");--> statement-breakpoint
CREATE INDEX "transport_orders_planned_pickup_time_idx" ON "transport_orders" USING btree ("planned_pickup_time");--> statement-breakpoint
CREATE INDEX "transport_orders_carrier_id_idx" ON "transport_orders" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "transport_orders_driver_id_idx" ON "transport_orders" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "transport_orders_vehicle_id_idx" ON "transport_orders" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "transport_orders_container_no_idx" ON "transport_orders" USING btree ("container_no");--> statement-breakpoint
CREATE INDEX "vehicles_company_id_idx" ON "vehicles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "vehicles_carrier_id_idx" ON "vehicles" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "vehicles_plate_no_idx" ON "vehicles" USING btree ("plate_no");--> statement-breakpoint
CREATE INDEX "vehicles_vehicle_type_idx" ON "vehicles" USING btree ("vehicle_type");--> statement-breakpoint
CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_id_plate_no_uq" ON "vehicles" USING btree ("company_id","plate_no");--> statement-breakpoint
CREATE INDEX "warehouse_slots_company_id_idx" ON "warehouse_slots" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "warehouse_slots_warehouse_id_idx" ON "warehouse_slots" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_slots_status_idx" ON "warehouse_slots" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_slots_warehouse_id_start_time_uq" ON "warehouse_slots" USING btree ("warehouse_id","start_time");--> statement-breakpoint
CREATE INDEX "warehouses_company_id_idx" ON "warehouses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "warehouses_warehouse_code_idx" ON "warehouses" USING btree ("warehouse_code");--> statement-breakpoint
CREATE INDEX "warehouses_warehouse_name_idx" ON "warehouses" USING btree ("warehouse_name");--> statement-breakpoint
CREATE INDEX "warehouses_status_idx" ON "warehouses" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_company_id_warehouse_code_uq" ON "warehouses" USING btree ("company_id","warehouse_code");