-- Tracking events recorded by the tracking simulator (spec 001 §7 "Tracking service"), the default
-- when no Bloomreach project is configured. The simulator bounds the table itself: with each insert
-- it deletes a batch older than 30 days (the received_at index) and below max(id) minus its row cap
-- (the primary key), so neither read scans the table.
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_type" text NOT NULL,
	"locale" text NOT NULL,
	"cookie" text NOT NULL,
	"user_id" text,
	"email" text,
	"properties" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tracking_events_received_at_idx" ON "tracking_events" USING btree ("received_at");
