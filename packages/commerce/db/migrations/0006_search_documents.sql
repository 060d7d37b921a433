CREATE TABLE "search_documents" (
	"index_name" text NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"slug" text NOT NULL,
	"brand" text,
	"model" text,
	"ean" text,
	"image_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	"standard_price" bigint NOT NULL,
	"in_stock" boolean NOT NULL,
	"available_quantity" integer NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"release_date" timestamp with time zone,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_index_name_product_id_pk" PRIMARY KEY("index_name","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"index_name" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_index_name_term_pk" PRIMARY KEY("index_name","term")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_product_idx" ON "search_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_documents_price_idx" ON "search_documents" USING btree ("index_name","price");--> statement-breakpoint
CREATE INDEX "search_documents_name_idx" ON "search_documents" USING btree ("index_name","sort_name");--> statement-breakpoint
CREATE INDEX "search_documents_created_idx" ON "search_documents" USING btree ("index_name","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_documents_published_idx" ON "search_documents" USING btree ("index_name","published_at" DESC NULLS LAST);