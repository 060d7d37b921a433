-- Search (packages/search, decisions 087/088): extensions, one accent-folding text-search
-- configuration per language, and the GIN indexes. Both extensions are trusted: a database owner may
-- create them. The GIN indexes leave index_name out: a composite (index_name, tsv) GIN walks the
-- whole posting list of the index name and was 5–80× slower than filtering after the word match.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- PostgreSQL's Snowball configuration where one exists (stopwords + stemming), with accents folded
-- first so 'Säge' and 'Sage' meet; 'simple' + unaccent elsewhere.
CREATE TEXT SEARCH CONFIGURATION toolyard_danish (COPY = pg_catalog.danish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_danish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, danish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_dutch (COPY = pg_catalog.dutch);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_dutch ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_english (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_finnish (COPY = pg_catalog.finnish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_finnish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, finnish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_french (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_french ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_german (COPY = pg_catalog.german);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_german ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_greek (COPY = pg_catalog.greek);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_greek ALTER MAPPING FOR hword, hword_part, word WITH unaccent, greek_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_hungarian (COPY = pg_catalog.hungarian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_hungarian ALTER MAPPING FOR hword, hword_part, word WITH unaccent, hungarian_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_italian (COPY = pg_catalog.italian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_italian ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_lithuanian (COPY = pg_catalog.lithuanian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_lithuanian ALTER MAPPING FOR hword, hword_part, word WITH unaccent, lithuanian_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_norwegian (COPY = pg_catalog.norwegian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_norwegian ALTER MAPPING FOR hword, hword_part, word WITH unaccent, norwegian_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_portuguese (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_portuguese ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_romanian (COPY = pg_catalog.romanian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_romanian ALTER MAPPING FOR hword, hword_part, word WITH unaccent, romanian_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_spanish (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_spanish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_swedish (COPY = pg_catalog.swedish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_swedish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, swedish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION toolyard_simple (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION toolyard_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_categories_idx" ON "search_documents" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
