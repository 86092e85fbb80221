CREATE TABLE "recorded_receipts" (
	"identity" varchar(64) PRIMARY KEY NOT NULL,
	"declaration_id" integer NOT NULL,
	"code" varchar(10) NOT NULL,
	"file_name" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
