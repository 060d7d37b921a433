-- Search documents partitioned by index (decision 125): each prod.{locale} index has its own table and
-- its own GIN, so a word common in one index never makes another index's search read its rows. The
-- documents are derived from the catalog: the app rebuilds the (now empty) indexes at start-up.
DROP TABLE "search_documents";--> statement-breakpoint
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
) PARTITION BY LIST ("index_name");--> statement-breakpoint
CREATE TABLE "search_documents_de_at" PARTITION OF "search_documents" FOR VALUES IN ('prod.de-at');--> statement-breakpoint
CREATE TABLE "search_documents_fr_be" PARTITION OF "search_documents" FOR VALUES IN ('prod.fr-be');--> statement-breakpoint
CREATE TABLE "search_documents_nl_be" PARTITION OF "search_documents" FOR VALUES IN ('prod.nl-be');--> statement-breakpoint
CREATE TABLE "search_documents_bg_bg" PARTITION OF "search_documents" FOR VALUES IN ('prod.bg-bg');--> statement-breakpoint
CREATE TABLE "search_documents_de_ch" PARTITION OF "search_documents" FOR VALUES IN ('prod.de-ch');--> statement-breakpoint
CREATE TABLE "search_documents_fr_ch" PARTITION OF "search_documents" FOR VALUES IN ('prod.fr-ch');--> statement-breakpoint
CREATE TABLE "search_documents_it_ch" PARTITION OF "search_documents" FOR VALUES IN ('prod.it-ch');--> statement-breakpoint
CREATE TABLE "search_documents_en_gb" PARTITION OF "search_documents" FOR VALUES IN ('prod.en-gb');--> statement-breakpoint
CREATE TABLE "search_documents_cs_cz" PARTITION OF "search_documents" FOR VALUES IN ('prod.cs-cz');--> statement-breakpoint
CREATE TABLE "search_documents_de_de" PARTITION OF "search_documents" FOR VALUES IN ('prod.de-de');--> statement-breakpoint
CREATE TABLE "search_documents_da_dk" PARTITION OF "search_documents" FOR VALUES IN ('prod.da-dk');--> statement-breakpoint
CREATE TABLE "search_documents_es_es" PARTITION OF "search_documents" FOR VALUES IN ('prod.es-es');--> statement-breakpoint
CREATE TABLE "search_documents_fi_fi" PARTITION OF "search_documents" FOR VALUES IN ('prod.fi-fi');--> statement-breakpoint
CREATE TABLE "search_documents_fr_fr" PARTITION OF "search_documents" FOR VALUES IN ('prod.fr-fr');--> statement-breakpoint
CREATE TABLE "search_documents_el_gr" PARTITION OF "search_documents" FOR VALUES IN ('prod.el-gr');--> statement-breakpoint
CREATE TABLE "search_documents_hr_hr" PARTITION OF "search_documents" FOR VALUES IN ('prod.hr-hr');--> statement-breakpoint
CREATE TABLE "search_documents_hu_hu" PARTITION OF "search_documents" FOR VALUES IN ('prod.hu-hu');--> statement-breakpoint
CREATE TABLE "search_documents_en_ie" PARTITION OF "search_documents" FOR VALUES IN ('prod.en-ie');--> statement-breakpoint
CREATE TABLE "search_documents_it_it" PARTITION OF "search_documents" FOR VALUES IN ('prod.it-it');--> statement-breakpoint
CREATE TABLE "search_documents_lt_lt" PARTITION OF "search_documents" FOR VALUES IN ('prod.lt-lt');--> statement-breakpoint
CREATE TABLE "search_documents_nl_nl" PARTITION OF "search_documents" FOR VALUES IN ('prod.nl-nl');--> statement-breakpoint
CREATE TABLE "search_documents_nb_no" PARTITION OF "search_documents" FOR VALUES IN ('prod.nb-no');--> statement-breakpoint
CREATE TABLE "search_documents_pl_pl" PARTITION OF "search_documents" FOR VALUES IN ('prod.pl-pl');--> statement-breakpoint
CREATE TABLE "search_documents_pt_pt" PARTITION OF "search_documents" FOR VALUES IN ('prod.pt-pt');--> statement-breakpoint
CREATE TABLE "search_documents_ro_ro" PARTITION OF "search_documents" FOR VALUES IN ('prod.ro-ro');--> statement-breakpoint
CREATE TABLE "search_documents_sv_se" PARTITION OF "search_documents" FOR VALUES IN ('prod.sv-se');--> statement-breakpoint
CREATE TABLE "search_documents_sk_sk" PARTITION OF "search_documents" FOR VALUES IN ('prod.sk-sk');--> statement-breakpoint
CREATE TABLE "search_documents_sl_si" PARTITION OF "search_documents" FOR VALUES IN ('prod.sl-si');--> statement-breakpoint
CREATE TABLE "search_documents_other" PARTITION OF "search_documents" DEFAULT;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_product_idx" ON "search_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_documents_price_idx" ON "search_documents" USING btree ("index_name","price");--> statement-breakpoint
CREATE INDEX "search_documents_name_idx" ON "search_documents" USING btree ("index_name","sort_name");--> statement-breakpoint
CREATE INDEX "search_documents_created_idx" ON "search_documents" USING btree ("index_name","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_documents_published_idx" ON "search_documents" USING btree ("index_name","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_categories_idx" ON "search_documents" USING gin ("categories");
