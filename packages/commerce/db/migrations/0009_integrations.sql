CREATE TABLE "mailbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"envelope_from" text,
	"envelope_to" text[] NOT NULL,
	"message_id" text,
	"subject" text NOT NULL,
	"text_body" text,
	"html_body" text,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_id_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_key" text NOT NULL,
	"vat_id" text NOT NULL,
	"requester_vat_id" text,
	"service" text NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb,
	"code" text,
	"outcome" text NOT NULL,
	"timed_out" boolean DEFAULT false NOT NULL,
	"error" text,
	"requested_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mailbox_messages_received_idx" ON "mailbox_messages" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "vat_id_checks_vat_id_idx" ON "vat_id_checks" USING btree ("vat_id","requested_at");