-- trigram indexes serve the contains-searches of a book's goods (100,000 lines per book)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "account_book_goods_book_id_idx";--> statement-breakpoint
DROP INDEX "account_book_goods_g_no_idx";--> statement-breakpoint
DROP INDEX "account_book_goods_cop_g_no_idx";--> statement-breakpoint
DROP INDEX "account_book_goods_type_idx";--> statement-breakpoint
DROP INDEX "account_book_goods_status_idx";--> statement-breakpoint
DROP INDEX "account_book_goods_code_t_idx";--> statement-breakpoint
DROP INDEX "account_book_goods_g_name_idx";--> statement-breakpoint
DROP INDEX "account_book_goods_unit_idx";--> statement-breakpoint
DROP INDEX "account_book_goods_country_code_idx";--> statement-breakpoint
DROP INDEX "account_book_goods_curr_idx";--> statement-breakpoint
DROP INDEX "account_book_goods_book_id_type_g_no_uq";--> statement-breakpoint
DROP INDEX "account_book_goods_book_id_type_cop_g_no_uq";--> statement-breakpoint
CREATE INDEX "account_book_goods_cop_g_no_trgm" ON "account_book_goods" USING gin ("cop_g_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_book_goods_book_id_type_idx" ON "account_book_goods" USING btree ("book_id","type");--> statement-breakpoint
CREATE INDEX "account_book_goods_book_id_status_idx" ON "account_book_goods" USING btree ("book_id","status");--> statement-breakpoint
CREATE INDEX "account_book_goods_book_id_code_t_idx" ON "account_book_goods" USING btree ("book_id","code_t");--> statement-breakpoint
CREATE INDEX "account_book_goods_g_name_trgm" ON "account_book_goods" USING gin ("g_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_book_goods_book_id_unit_idx" ON "account_book_goods" USING btree ("book_id","unit");--> statement-breakpoint
CREATE INDEX "account_book_goods_book_id_country_code_idx" ON "account_book_goods" USING btree ("book_id","country_code");--> statement-breakpoint
CREATE INDEX "account_book_goods_book_id_curr_idx" ON "account_book_goods" USING btree ("book_id","curr");--> statement-breakpoint
CREATE UNIQUE INDEX "account_book_goods_book_id_g_no_type_uq" ON "account_book_goods" USING btree ("book_id","g_no","type");--> statement-breakpoint
CREATE UNIQUE INDEX "account_book_goods_book_id_cop_g_no_type_uq" ON "account_book_goods" USING btree ("book_id","cop_g_no","type");