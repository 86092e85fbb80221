ALTER TABLE "companies" ADD COLUMN "note" varchar(500);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "seal_image" varchar(500);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "signature_image" varchar(500);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "flag" varchar(20);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "org_code" varchar(20);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ciq_code" varchar(20);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_show_cachet" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "data_sources" varchar(50);