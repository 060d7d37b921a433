-- The withdrawal function (Directive 2011/83/EU art. 11a, decision 265): each withdrawal statement
-- as received, one per distinct statement of an order (the same statement twice is one), with when
-- it reached us. Its acknowledgement is mailed through the order update mails' outbox, so the due
-- index now names the withdrawal's event type too.
CREATE TABLE "order_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"store_key" text NOT NULL,
	"order_number" text NOT NULL,
	"statement_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"lines" jsonb,
	"locale" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_withdrawals_order_idx" ON "order_withdrawals" USING btree ("order_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_withdrawals_statement_idx" ON "order_withdrawals" USING btree ("order_id","statement_key");--> statement-breakpoint
DROP INDEX "domain_events_mail_due_idx";--> statement-breakpoint
CREATE INDEX "domain_events_mail_due_idx" ON "domain_events" USING btree ("id")
  WHERE "mail_state" IS NULL AND "type" IN ('order.cancelled', 'order.shipment-state-changed', 'order.payment-state-changed', 'order.withdrawal-received');
