/** meta() helpers shared by the route modules. */
import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '../i18n/index.ts';
import { type RootData, rootMessages } from './root-data.ts';
import { buildMeta, type SeoInput } from './seo.ts';

export interface PageMetaInput {
  root: RootData | undefined;
  path: string;
  search: string;
  title: string | null;
  metaTitle?: string | null;
  description?: string | null;
  robots?: SeoInput['robots'];
  alternates?: boolean;
  pathsByLanguage?: Readonly<Record<string, string>>;
  countries?: readonly string[];
}

export function rootDataOf(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}

/** One of the root's browser messages (a page title, say); null without root data or translation. */
export function rootMessage(root: RootData | undefined, key: string): string | null {
  return root ? (rootMessages(root)[key] ?? null) : null;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { root } = input;
  if (!root) return [{ title: input.title ?? 'Toolyard' }];
  const t = createTranslator(root.locale, rootMessages(root));
  const page = Number(new URLSearchParams(input.search).get('page'));
  return buildMeta({
    origins: root.origins,
    country: root.country,
    language: root.language,
    path: input.path,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    title: input.title,
    metaTitle: input.metaTitle ?? null,
    pageSuffix: (n) => t('common.page-suffix', { page: n }),
    description: input.description ?? null,
    robots: input.robots ?? 'index, follow',
    alternates: input.alternates ?? true,
    pathsByLanguage: input.pathsByLanguage,
    countries: input.countries,
  });
}

/** The path of a location without its language prefix. */
export function unprefixed(pathname: string, prefix: string): string {
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === '' ? '/' : rest;
}
