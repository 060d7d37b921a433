CREATE TABLE "content_pages" (
	"page_key" text NOT NULL,
	"locale" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_page_key_locale_pk" PRIMARY KEY("page_key","locale")
);
