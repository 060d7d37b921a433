-- Search documents for the one-statement search (decision 190).
-- `levels`: the "lvl{n}:{id}" category facet values alone. A search copies the facet columns of its
-- match set into memory; the full `categories` (every tree's ids as well) doubled that copy and made
-- 4,000-row match sets spill to disk. The documents are derived from the catalog: they are dropped
-- here and every node's start rebuilds the empty indexes (decision 102), as migration 0012 did.
TRUNCATE "search_documents";--> statement-breakpoint
TRUNCATE "search_terms";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- GIN indexes without a pending list. With the default fastupdate, new and changed documents wait in
-- an unsorted list until a vacuum merges them, and every search scans the whole list (up to
-- gin_pending_list_limit, 4 MB): 500 extra pages per search after a 100k rebuild. The indexer writes
-- batches of 1,000, so merging at write time costs little. Partitioned indexes take no storage
-- options: each partition's index gets it.
DO $$
DECLARE
	part regclass;
BEGIN
	FOR part IN
		SELECT i.inhrelid::regclass FROM pg_inherits i
		WHERE i.inhparent IN ('search_documents_tsv_idx'::regclass, 'search_documents_categories_idx'::regclass)
	LOOP
		EXECUTE format('ALTER INDEX %s SET (fastupdate = off)', part);
	END LOOP;
END $$;
