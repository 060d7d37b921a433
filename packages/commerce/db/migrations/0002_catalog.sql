CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"tree" text NOT NULL,
	"parent_id" text,
	"ancestors" text[] DEFAULT '{}'::text[] NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"order_hint" text DEFAULT '0.5' NOT NULL,
	"image_url" text,
	"has_products" text[] DEFAULT '{}'::text[] NOT NULL,
	"content_html" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category_posts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"related_category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"link" text,
	"hide_chevron" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "category_texts" (
	"category_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "category_texts_category_id_language_pk" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
CREATE TABLE "extra_guarantees" (
	"sku" text PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"excluded_skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_relations" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled_on_market" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"sku" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"cent_amount" bigint NOT NULL,
	"net_cent_amount" bigint,
	CONSTRAINT "prices_sku_country_pk" PRIMARY KEY("sku","country")
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	CONSTRAINT "product_texts_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"product_type" text DEFAULT 'standard_product' NOT NULL,
	"brand" text,
	"family" text,
	"model" text,
	"ean" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"referenced_category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_accessories" text[] DEFAULT '{}'::text[] NOT NULL,
	"parent_products_for_accessory" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_package_type_freight" boolean DEFAULT false NOT NULL,
	"is_bware" boolean DEFAULT false NOT NULL,
	"volume_discount_group" text,
	"eligible_for_selling" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled_on_market" text[] DEFAULT '{}'::text[] NOT NULL,
	"tax_category" text DEFAULT 'standard' NOT NULL,
	"release_date" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"review_rating_sum" integer DEFAULT 0 NOT NULL,
	"ratings_distribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "products_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" integer NOT NULL,
	"kind" text DEFAULT 'A' NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"image_key" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_discounts" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"value_type" text NOT NULL,
	"permyriad" integer,
	"amounts" jsonb,
	"minimum_amounts" jsonb,
	"volume" integer,
	"volume_discount_group" text,
	"store_key" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"requires_discount_code" boolean DEFAULT false NOT NULL,
	"sort_order" text DEFAULT '0.5' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "cart_discounts_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"cart_discount_id" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"store_keys" text[],
	"max_applications" bigint
);
--> statement-breakpoint
CREATE TABLE "product_discounts" (
	"id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"country" text,
	"name" jsonb NOT NULL,
	"value_type" text NOT NULL,
	"permyriad" integer,
	"amounts" jsonb,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"key" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"languages" text[] NOT NULL,
	"name" text NOT NULL,
	"cod_fee_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bank_owner" text,
	"bank_institute" text,
	"iban" text,
	"bic" text,
	"campaigns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_guarantee_enabled" boolean DEFAULT false NOT NULL,
	"complementary_products_enabled" boolean DEFAULT false NOT NULL,
	"address_autocomplete_enabled" boolean DEFAULT false NOT NULL,
	"vat_validation_enabled" boolean DEFAULT false NOT NULL,
	"tax_rate_change_enabled" boolean DEFAULT false NOT NULL,
	"trust_score_enabled" boolean DEFAULT false NOT NULL,
	"review_collection_enabled" boolean DEFAULT false NOT NULL,
	"campaigns_enabled" boolean DEFAULT false NOT NULL,
	"maps_reviews_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_country_unique" UNIQUE("country")
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"sku" text PRIMARY KEY NOT NULL,
	"available_quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_time" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_methods_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"method_id" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"cent_amount" bigint NOT NULL,
	"free_above_cent_amount" bigint
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"customer_id" text,
	"author_name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"rating" smallint NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_care_response_text" text,
	"source" text DEFAULT 'shop' NOT NULL,
	"title_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"included_in_statistics" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_redirects" (
	"source_url" text PRIMARY KEY NOT NULL,
	"target_url" text NOT NULL,
	"redirection_code" integer DEFAULT 308 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_texts" ADD CONSTRAINT "category_texts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_guarantees" ADD CONSTRAINT "extra_guarantees_sku_variants_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."variants"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_sku_variants_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."variants"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_cart_discount_id_cart_discounts_id_fk" FOREIGN KEY ("cart_discount_id") REFERENCES "public"."cart_discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_method_id_shipping_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_tree_parent_idx" ON "categories" USING btree ("tree","parent_id","order_hint");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_ancestors_idx" ON "categories" USING gin ("ancestors");--> statement-breakpoint
CREATE UNIQUE INDEX "category_texts_language_slug_idx" ON "category_texts" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "category_texts_slug_idx" ON "category_texts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "prices_country_amount_idx" ON "prices" USING btree ("country","cent_amount");--> statement-breakpoint
CREATE UNIQUE INDEX "product_texts_language_slug_idx" ON "product_texts" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_category_ids_idx" ON "products" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_product_variant_idx" ON "variants" USING btree ("product_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_discounts_group_idx" ON "cart_discounts" USING btree ("volume_discount_group","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_discounts_sku_idx" ON "product_discounts" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_method_country_idx" ON "shipping_rates" USING btree ("method_id","country");--> statement-breakpoint
CREATE INDEX "shipping_rates_country_idx" ON "shipping_rates" USING btree ("country");--> statement-breakpoint
CREATE INDEX "reviews_top_idx" ON "reviews" USING btree ("product_id","rating" DESC NULLS LAST,"review_created_at" DESC NULLS LAST,"text" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_recent_idx" ON "reviews" USING btree ("product_id","review_created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_sku_idx" ON "reviews" USING btree ("customer_id","sku") WHERE "reviews"."customer_id" is not null;