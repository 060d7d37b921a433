CREATE TABLE "request_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"store_key" text NOT NULL,
	"locale" text NOT NULL,
	"reason" text NOT NULL,
	"subreason" text NOT NULL,
	"email" text NOT NULL,
	"request" jsonb NOT NULL,
	"service" text NOT NULL,
	"forward_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone,
	CONSTRAINT "request_cases_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE INDEX "request_cases_email_idx" ON "request_cases" USING btree ("email","created_at");
