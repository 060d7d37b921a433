-- The shop's side of the withdrawal function (decision 268). An operator marks a withdrawal handled
-- (when, and a note), so the operator API's list shows what is still open; the partial index holds
-- only the open ones, newest first, however many are handled. The shop's notice mail of each
-- withdrawal is a second event, written with the statement: the due index names it too.
ALTER TABLE "order_withdrawals" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD COLUMN "handled_note" text;--> statement-breakpoint
CREATE INDEX "order_withdrawals_received_idx" ON "order_withdrawals" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "order_withdrawals_open_idx" ON "order_withdrawals" USING btree ("received_at","id")
  WHERE "handled_at" IS NULL;--> statement-breakpoint
DROP INDEX "domain_events_mail_due_idx";--> statement-breakpoint
CREATE INDEX "domain_events_mail_due_idx" ON "domain_events" USING btree ("id")
  WHERE "mail_state" IS NULL AND "type" IN ('order.cancelled', 'order.shipment-state-changed', 'order.payment-state-changed', 'order.withdrawal-received', 'order.withdrawal-notice');--> statement-breakpoint
-- Withdrawals received before this migration reached nobody at the shop: each gets its notice now.
INSERT INTO "domain_events" ("type", "payload")
  SELECT 'order.withdrawal-notice',
         jsonb_build_object('orderId', "order_id", 'orderNumber', "order_number", 'storeKey', "store_key",
                            'withdrawalId', "id", 'at', to_char("received_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM "order_withdrawals" ORDER BY "received_at", "id";
