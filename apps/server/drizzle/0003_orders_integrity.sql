DROP INDEX "order_pays_pay_no_idx";--> statement-breakpoint
DROP INDEX "order_settlements_order_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_goods_sku_live_unique" ON "carts" USING btree ("user_id","goods_id","sku_id") WHERE "carts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_pays_pay_no_unique" ON "order_pays" USING btree ("pay_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_pays_trade_unique" ON "order_pays" USING btree ("payment_name","trade_no") WHERE "order_pays"."trade_no" <> '' and "order_pays"."trade_no" <> '-';--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("order_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_pay_time_idx" ON "orders" USING btree ("order_status","pay_time");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_pending_unique" ON "refunds" USING btree ("order_id") WHERE "refunds"."refund_verify" = 0 and "refunds"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_settlements_order_live_unique" ON "order_settlements" USING btree ("order_id") WHERE "order_settlements"."deleted_at" is null;