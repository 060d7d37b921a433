/**
 * Writes the home, not-found and information pages of all 28 store variants (existing pages are
 * kept).
 */
import { LANGUAGE_CODES, type LanguageCode, LOCALE_CODES, type LocaleCode } from '@toolyard/domain';
import { sql } from 'drizzle-orm';
import { contentPages } from '../db/content.table.ts';
import type { ContentDatabase } from '../store.ts';
import bg from './copy/bg.json' with { type: 'json' };
import cs from './copy/cs.json' with { type: 'json' };
import da from './copy/da.json' with { type: 'json' };
import de from './copy/de.json' with { type: 'json' };
import el from './copy/el.json' with { type: 'json' };
import en from './copy/en.json' with { type: 'json' };
import es from './copy/es.json' with { type: 'json' };
import fi from './copy/fi.json' with { type: 'json' };
import fr from './copy/fr.json' with { type: 'json' };
import hr from './copy/hr.json' with { type: 'json' };
import hu from './copy/hu.json' with { type: 'json' };
import it from './copy/it.json' with { type: 'json' };
import lt from './copy/lt.json' with { type: 'json' };
import nb from './copy/nb.json' with { type: 'json' };
import nl from './copy/nl.json' with { type: 'json' };
import pl from './copy/pl.json' with { type: 'json' };
import pt from './copy/pt.json' with { type: 'json' };
import ro from './copy/ro.json' with { type: 'json' };
import sk from './copy/sk.json' with { type: 'json' };
import sl from './copy/sl.json' with { type: 'json' };
import sv from './copy/sv.json' with { type: 'json' };
import { type SeedCopy, seedCopySchema } from './copy-schema.ts';
import bgInfo from './info/bg.json' with { type: 'json' };
import csInfo from './info/cs.json' with { type: 'json' };
import daInfo from './info/da.json' with { type: 'json' };
import deInfo from './info/de.json' with { type: 'json' };
import elInfo from './info/el.json' with { type: 'json' };
import enInfo from './info/en.json' with { type: 'json' };
import esInfo from './info/es.json' with { type: 'json' };
import fiInfo from './info/fi.json' with { type: 'json' };
import frInfo from './info/fr.json' with { type: 'json' };
import hrInfo from './info/hr.json' with { type: 'json' };
import huInfo from './info/hu.json' with { type: 'json' };
import itInfo from './info/it.json' with { type: 'json' };
import ltInfo from './info/lt.json' with { type: 'json' };
import nbInfo from './info/nb.json' with { type: 'json' };
import nlInfo from './info/nl.json' with { type: 'json' };
import plInfo from './info/pl.json' with { type: 'json' };
import ptInfo from './info/pt.json' with { type: 'json' };
import roInfo from './info/ro.json' with { type: 'json' };
import skInfo from './info/sk.json' with { type: 'json' };
import slInfo from './info/sl.json' with { type: 'json' };
import svInfo from './info/sv.json' with { type: 'json' };
import { INFO_PAGE_KEYS, type InfoCopy, infoCopySchema, infoPages } from './info-pages.ts';
import { seedPages } from './pages.ts';
import { showcasePage } from './showcase.ts';

const RAW_COPIES: Record<LanguageCode, unknown> = {
  sk,
  en,
  de,
  pt,
  it,
  fr,
  hu,
  cs,
  nb,
  nl,
  da,
  sv,
  es,
  fi,
  pl,
  ro,
  lt,
  sl,
  bg,
  el,
  hr,
};

const RAW_INFO_COPIES: Record<LanguageCode, unknown> = {
  sk: skInfo,
  en: enInfo,
  de: deInfo,
  pt: ptInfo,
  it: itInfo,
  fr: frInfo,
  hu: huInfo,
  cs: csInfo,
  nb: nbInfo,
  nl: nlInfo,
  da: daInfo,
  sv: svInfo,
  es: esInfo,
  fi: fiInfo,
  pl: plInfo,
  ro: roInfo,
  lt: ltInfo,
  sl: slInfo,
  bg: bgInfo,
  el: elInfo,
  hr: hrInfo,
};

/** Information-page copy of every language, checked against its schema (placeholders kept). */
export function infoCopies(): Record<LanguageCode, InfoCopy> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, infoCopySchema.parse(RAW_INFO_COPIES[language])]),
  ) as Record<LanguageCode, InfoCopy>;
}

/** Seed copy of every language, checked against its schema (a broken file is a bug: throws). */
export function seedCopies(): Record<LanguageCode, SeedCopy> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, seedCopySchema.parse(RAW_COPIES[language])]),
  ) as Record<LanguageCode, SeedCopy>;
}

/** The seeded pages of one store variant (what seedContent writes for it). */
export function seededPages(locale: LocaleCode) {
  return {
    ...seedPages(locale, seedCopies()),
    ...infoPages(locale, infoCopies()),
    showcase: showcasePage(locale),
  };
}

export const CONTENT_PAGE_KEYS = ['home', 'not-found', ...INFO_PAGE_KEYS, 'showcase'] as const;

/**
 * Inserts the seeded pages; a page an operator already has is left alone unless `overwrite`.
 * Returns how many pages were written.
 */
export async function seedContent(
  db: ContentDatabase,
  options: { overwrite?: boolean } = {},
): Promise<number> {
  const copies = seedCopies();
  const info = infoCopies();
  const rows = LOCALE_CODES.flatMap((locale) => {
    const pages = {
      ...seedPages(locale, copies),
      ...infoPages(locale, info),
      showcase: showcasePage(locale),
    };
    return CONTENT_PAGE_KEYS.map((pageKey) => ({ pageKey, locale, blocks: pages[pageKey] as unknown[] }));
  });
  const insert = db.insert(contentPages).values(rows);
  const written = options.overwrite
    ? await insert
        .onConflictDoUpdate({
          target: [contentPages.pageKey, contentPages.locale],
          set: {
            blocks: sql`excluded.blocks`,
            version: sql`${contentPages.version} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ pageKey: contentPages.pageKey })
    : await insert.onConflictDoNothing().returning({ pageKey: contentPages.pageKey });
  return written.length;
}
