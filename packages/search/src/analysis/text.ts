/** Text analysis shared by both engines: accent folding, tokens, stopwords, stemming, synonyms. */
import { tokenizer } from '@orama/orama/components';
import { germanStem } from './german-stemmer.ts';
import { STOPWORDS } from './stopwords.ts';
import { SYNONYMS } from './synonyms.ts';

/**
 * PostgreSQL text-search configuration per language (custom migration 0007): PostgreSQL's Snowball
 * configuration with accents folded where one exists, else 'simple' with accents folded.
 */
const POSTGRES_CONFIGS: Readonly<Record<string, string>> = {
  da: 'toolyard_danish',
  nl: 'toolyard_dutch',
  en: 'toolyard_english',
  fi: 'toolyard_finnish',
  fr: 'toolyard_french',
  de: 'toolyard_german',
  el: 'toolyard_greek',
  hu: 'toolyard_hungarian',
  it: 'toolyard_italian',
  lt: 'toolyard_lithuanian',
  nb: 'toolyard_norwegian',
  pt: 'toolyard_portuguese',
  ro: 'toolyard_romanian',
  es: 'toolyard_spanish',
  sv: 'toolyard_swedish',
};
export const SIMPLE_CONFIG = 'toolyard_simple';

export function postgresConfigOf(language: string): string {
  return POSTGRES_CONFIGS[language] ?? SIMPLE_CONFIG;
}

/** Lower case without diacritics ("Säge" → "sage"); ß and the Nordic letters have no mark to drop. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** Words of a text: runs of letters and digits. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

// Orama ships an English Porter stemmer; it is reached through its tokenizer, one word at a time.
const english = tokenizer.createTokenizer({ language: 'english', stemming: true });
const englishStem = (word: string) => english.tokenize(word)[0] ?? word;

const STEMMERS: Readonly<Record<string, (word: string) => string>> = {
  de: germanStem,
  en: englishStem,
};

const stopwordSets = new Map<string, Set<string>>();
function stopwordsOf(language: string): Set<string> {
  let set = stopwordSets.get(language);
  if (!set) {
    set = new Set(STOPWORDS[language] ?? []);
    stopwordSets.set(language, set);
  }
  return set;
}

/**
 * The in-process engine's index and query terms: words without stopwords, folded, stemmed where a
 * stemmer exists (German, English). Other languages match on folded words, prefixes and typos.
 */
export function analyze(text: string, language: string, stem = true): string[] {
  const stop = stopwordsOf(language);
  const stemmer = stem ? STEMMERS[language] : undefined;
  const out: string[] = [];
  for (const word of words(text)) {
    if (stop.has(word)) continue;
    const folded = fold(word);
    out.push(stemmer && /^\p{L}+$/u.test(folded) ? stemmer(folded) : folded);
  }
  return out;
}

/** Every synonym of the groups a text mentions, joined as extra searchable text. */
export function synonymText(text: string, language: string): string {
  const haystack = fold(text);
  const extra = new Set<string>();
  for (const group of SYNONYMS[language] ?? []) {
    const folded = group.map(fold);
    if (folded.some((member) => haystack.includes(member))) {
      for (const member of folded) if (!haystack.includes(member)) extra.add(member);
    }
  }
  return [...extra].join(' ');
}

/** Query words a search is made of (at most 10, each 1–40 characters). */
export function queryWords(text: string): string[] {
  return words(text)
    .map((word) => word.slice(0, 40))
    .slice(0, 10);
}
