/**
 * The search bench's query mix (decision 091), shared by bench/search.ts and bench/search-probe.ts so
 * the probe times exactly what the bench reports.
 */
import type { SearchDocument, SearchQueryInput } from '@toolyard/search';

/**
 * After a rebuild, vacuumed as well as analysed: on a kept database the previous run's rows are still
 * there, dead, and until autovacuum reaches them (mid-run, on the same two cores) every search reads
 * twice the index entries. Measured is the settled index a shop serves.
 */
export async function settleSearchIndex(pool: { query: (text: string) => Promise<unknown> }) {
  await pool.query('vacuum (analyze) search_documents, search_matches');
}

export const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 300);
export const WARMUP = 30;

/** Text + two facets, drawn from the index's own documents: a type word, brand + prefix, or a typo. */
export function queriesFor(docs: readonly SearchDocument[]): SearchQueryInput[] {
  const out: SearchQueryInput[] = [];
  for (let i = 0; i < QUERIES + WARMUP; i++) {
    const doc = docs[(i * 7_919) % docs.length] as SearchDocument;
    const words = doc.name.split(' ');
    const type = words.slice(1, -1).join(' ') || (words[0] as string);
    const variant = i % 3;
    const text =
      variant === 0
        ? type
        : variant === 1
          ? `${doc.brand ?? ''} ${type.slice(0, 4)}`
          : `${type.slice(0, 2)}${type[2] === 'x' ? 'y' : 'x'}${type.slice(3)}`;
    out.push({
      text,
      filters: { brand: [doc.brand ?? ''], price: { max: Math.ceil((doc.price * 2) / 100) } },
      hitsPerPage: 24,
    });
  }
  return out;
}
