-- Web-to-Case delivered from an outbox (decision 261): the case row written in the shopper's request
-- is the message; a job forwards the due ones with bounded retries and backoff. Cases that failed
-- before this migration stay as they were (those shoppers were told to send again).
ALTER TABLE "request_cases" ADD COLUMN "next_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_cases" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_cases" ADD COLUMN "last_delivery_error" text;--> statement-breakpoint
ALTER TABLE "request_cases" ADD COLUMN "delivery_gave_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "request_cases_pending_delivery_idx" ON "request_cases" USING btree ("next_delivery_at") WHERE "request_cases"."next_delivery_at" is not null;
