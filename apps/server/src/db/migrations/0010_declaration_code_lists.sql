ALTER TABLE "declarations" ALTER COLUMN "entry_type" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "declarations" ALTER COLUMN "entry_type" SET DEFAULT 'M';--> statement-breakpoint
ALTER TABLE "declarations" ALTER COLUMN "dcl_trn_rel_flag" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "declarations" ALTER COLUMN "dcl_trn_rel_flag" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "declarations" ALTER COLUMN "edi_id" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "declarations" ALTER COLUMN "edi_id" SET DEFAULT '1';