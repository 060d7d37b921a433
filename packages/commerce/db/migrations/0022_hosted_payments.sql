-- Hosted Checkout payments (decision 258): the provider session of each card/wallet payment, the
-- verified AUTHORISATION its webhook brought (the return's session result carries no amount or
-- pspReference), and when the shopper was back.
CREATE TABLE "hosted_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"session_id" text,
	"method" text,
	"authorisation" jsonb,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_payments_session_idx" ON "hosted_payments" USING btree ("session_id");
