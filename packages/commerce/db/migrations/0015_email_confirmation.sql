ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "email_confirmation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"email_lower" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_customer_idx" ON "email_confirmation_tokens" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree ("store_key", lower("document"->>'customerEmail')) WHERE "customer_id" IS NULL;
