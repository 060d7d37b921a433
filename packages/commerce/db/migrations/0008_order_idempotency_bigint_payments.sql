ALTER TABLE "orders" DROP CONSTRAINT "orders_cart_id_unique";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "cent_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("store_key","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_live_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."order_state" <> 'Cancelled';