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
import bgMore from './more-info/bg.json' with { type: 'json' };
import csMore from './more-info/cs.json' with { type: 'json' };
import daMore from './more-info/da.json' with { type: 'json' };
import deMore from './more-info/de.json' with { type: 'json' };
import elMore from './more-info/el.json' with { type: 'json' };
import enMore from './more-info/en.json' with { type: 'json' };
import esMore from './more-info/es.json' with { type: 'json' };
import fiMore from './more-info/fi.json' with { type: 'json' };
import frMore from './more-info/fr.json' with { type: 'json' };
import hrMore from './more-info/hr.json' with { type: 'json' };
import huMore from './more-info/hu.json' with { type: 'json' };
import itMore from './more-info/it.json' with { type: 'json' };
import ltMore from './more-info/lt.json' with { type: 'json' };
import nbMore from './more-info/nb.json' with { type: 'json' };
import nlMore from './more-info/nl.json' with { type: 'json' };
import plMore from './more-info/pl.json' with { type: 'json' };
import ptMore from './more-info/pt.json' with { type: 'json' };
import roMore from './more-info/ro.json' with { type: 'json' };
import skMore from './more-info/sk.json' with { type: 'json' };
import slMore from './more-info/sl.json' with { type: 'json' };
import svMore from './more-info/sv.json' with { type: 'json' };
import {
  MORE_INFO_PAGE_KEYS,
  type MoreInfoCopy,
  moreInfoCopySchema,
  moreInfoPages,
} from './more-info-pages.ts';
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

const RAW_MORE_INFO_COPIES: Record<LanguageCode, unknown> = {
  sk: skMore,
  en: enMore,
  de: deMore,
  pt: ptMore,
  it: itMore,
  fr: frMore,
  hu: huMore,
  cs: csMore,
  nb: nbMore,
  nl: nlMore,
  da: daMore,
  sv: svMore,
  es: esMore,
  fi: fiMore,
  pl: plMore,
  ro: roMore,
  lt: ltMore,
  sl: slMore,
  bg: bgMore,
  el: elMore,
  hr: hrMore,
};

/** Information-page copy of every language, checked against its schema (placeholders kept). */
export function infoCopies(): Record<LanguageCode, InfoCopy> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, infoCopySchema.parse(RAW_INFO_COPIES[language])]),
  ) as Record<LanguageCode, InfoCopy>;
}

/** Copy of the added information pages (help centre, premium guarantee, …) of every language. */
export function moreInfoCopies(): Record<LanguageCode, MoreInfoCopy> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, moreInfoCopySchema.parse(RAW_MORE_INFO_COPIES[language])]),
  ) as Record<LanguageCode, MoreInfoCopy>;
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
    ...moreInfoPages(locale, moreInfoCopies()),
    showcase: showcasePage(locale),
  };
}

export const CONTENT_PAGE_KEYS = [
  'home',
  'not-found',
  ...INFO_PAGE_KEYS,
  ...MORE_INFO_PAGE_KEYS,
  'showcase',
] as const;

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
  const more = moreInfoCopies();
  const rows = LOCALE_CODES.flatMap((locale) => {
    const pages: Partial<Record<string, unknown[]>> = {
      ...seedPages(locale, copies),
      ...infoPages(locale, info),
      ...moreInfoPages(locale, more),
      showcase: showcasePage(locale),
    };
    // A page a variant must not have (premium guarantee where none is sold) is written empty: it
    // then hides the page its fallback variant has (it-ch borrows from it-it), so it is a 404.
    return CONTENT_PAGE_KEYS.map((pageKey) => ({ pageKey, locale, blocks: pages[pageKey] ?? [] }));
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
