-- The history of a company's authorised declaring code (company-declare-codes): each code with the day
-- from which it is valid. A declaration is checked against the code valid on its declaration date.
CREATE TABLE "company_declare_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_declare_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" varchar(10) NOT NULL,
	"valid_from" date NOT NULL,
	"note" varchar(200),
	"create_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_id" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_declare_codes_company_id_idx" ON "company_declare_codes" USING btree ("company_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "company_declare_codes_company_id_valid_from_uq" ON "company_declare_codes" USING btree ("company_id","valid_from");
