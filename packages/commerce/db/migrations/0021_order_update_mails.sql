-- The shopper's mails after the order (decision 259): each domain event that may warrant one records
-- whether its mail went out. NULL is "due"; the partial index holds only the due events, so the
-- job's read stays small however long the outbox grows.
ALTER TABLE "domain_events" ADD COLUMN "mail_state" text;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "mail_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "mail_error" text;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
-- Changes made before the mails existed are old news: no shopper gets a "shipped" mail for a parcel
-- that arrived last month.
UPDATE "domain_events" SET "mail_state" = 'skipped'
  WHERE "type" IN ('order.cancelled', 'order.shipment-state-changed', 'order.payment-state-changed');--> statement-breakpoint
CREATE INDEX "domain_events_mail_due_idx" ON "domain_events" USING btree ("id")
  WHERE "mail_state" IS NULL AND "type" IN ('order.cancelled', 'order.shipment-state-changed', 'order.payment-state-changed');
