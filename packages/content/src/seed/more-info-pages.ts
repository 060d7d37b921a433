/**
 * The information pages of spec 000 §2.1 added after the first eight: help centre (FAQ), premium
 * guarantee (`premium-gurantee`, spelled so by the spec), our history, inspirations, product recalls
 * and merchant information. Copy per language (./more-info/*.json); the guarantee plans and the
 * volume-discount tiers come from @toolyard/domain, so the pages never promise what the shop does
 * not sell. A store that sells no extra guarantee (CH, NO) has no premium-guarantee page: its URL
 * is a 404 there and the footer leaves the link out.
 */
import {
  COUNTRIES,
  EXTRA_GUARANTEE_PLANS,
  FOOTER_START_YEAR,
  type LanguageCode,
  type LocaleCode,
  parseLocale,
  sellsExtraGuarantee,
  VOLUME_DISCOUNT_TIERS,
} from '@toolyard/domain';
import { z } from 'zod';
import type { ContentBlock } from '../blocks/index.ts';

export const MORE_INFO_PAGE_KEYS = [
  'help-centre',
  'premium-gurantee',
  'our-history',
  'inspirations',
  'product-recalls',
  'merchant-information',
] as const;

export type MoreInfoPageKey = (typeof MORE_INFO_PAGE_KEYS)[number];

const text = z.string().min(1);
const withPlaceholders = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), {
    message: `must contain ${names.map((name) => `{${name}}`).join(', ')}`,
  });
const paragraphs3 = z.tuple([text, text, text]);

export const moreInfoCopySchema = z.strictObject({
  helpTitle: text,
  helpIntro: text,
  faqTitle: text,
  faq: z.array(z.strictObject({ question: text, answer: text })).length(6),
  helpContact: text,
  helpContactLink: text,
  premiumTitle: text,
  premiumIntro: text,
  premiumPlansTitle: text,
  premiumPlan: withPlaceholders('years', 'rate'),
  premiumRulesTitle: text,
  premiumRules: z.tuple([text, text, text, text]),
  historyTitle: text,
  history: z.tuple([withPlaceholders('year'), text, text]),
  inspirationsTitle: text,
  inspirations: paragraphs3,
  inspirationsLink: text,
  recallsTitle: text,
  recalls: paragraphs3,
  merchantTitle: text,
  merchantIntro: text,
  merchantTier: withPlaceholders('items', 'percent'),
  merchant: paragraphs3,
});

export type MoreInfoCopy = z.infer<typeof moreInfoCopySchema>;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );

const heading = (value: string): ContentBlock => ({ name: 'Heading', props: { text: value, level: 2 } });
const paragraphs = (texts: readonly string[]): ContentBlock => ({
  name: 'RichText',
  props: { content: texts.map((value) => ({ type: 'paragraph' as const, text: value })) },
});

/** The added information pages of one store variant (premium guarantee only where it is sold). */
export function moreInfoPages(
  locale: LocaleCode,
  copies: Readonly<Record<LanguageCode, MoreInfoCopy>>,
): Partial<Record<MoreInfoPageKey, ContentBlock[]>> {
  const parts = parseLocale(locale);
  if (!parts) throw new RangeError(`Not a store variant: ${locale}`);
  const { language, country } = parts;
  const base = copies[language];
  // Swiss standard German writes "ss" where Germany writes "ß".
  const copy =
    country === 'CH' && language === 'de'
      ? (JSON.parse(JSON.stringify(base).replaceAll('ß', 'ss')) as MoreInfoCopy)
      : base;
  // The default language of a store has no path prefix (spec 000 §2.2).
  const prefix = language === COUNTRIES[country].defaultLanguage ? '/' : `/${language}/`;
  const percent = new Intl.NumberFormat(`${language}-${country}`, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const pages: Partial<Record<MoreInfoPageKey, ContentBlock[]>> = {
    'help-centre': [
      heading(copy.helpTitle),
      paragraphs([copy.helpIntro]),
      {
        name: 'FaqSection',
        props: {
          title: copy.faqTitle,
          items: copy.faq.map((item) => ({ question: item.question, answer: item.answer })),
        },
      },
      {
        name: 'RichText',
        props: {
          content: [
            { type: 'paragraph', text: copy.helpContact },
            { type: 'link', link: { label: copy.helpContactLink, href: `${prefix}customer-service/` } },
          ],
        },
      },
    ],
    'our-history': [
      heading(copy.historyTitle),
      paragraphs(copy.history.map((value) => fill(value, { year: FOOTER_START_YEAR }))),
    ],
    inspirations: [
      heading(copy.inspirationsTitle),
      {
        name: 'RichText',
        props: {
          content: [
            ...copy.inspirations.map((value) => ({ type: 'paragraph' as const, text: value })),
            {
              type: 'link',
              link: {
                label: copy.inspirationsLink,
                href: `${prefix}search?refinementList%5Btags%5D%5B0%5D=new`,
              },
            },
          ],
        },
      },
    ],
    'product-recalls': [heading(copy.recallsTitle), paragraphs(copy.recalls)],
    'merchant-information': [
      heading(copy.merchantTitle),
      {
        name: 'RichText',
        props: {
          content: [
            { type: 'paragraph', text: copy.merchantIntro },
            {
              type: 'list',
              items: VOLUME_DISCOUNT_TIERS.map((tier) =>
                fill(copy.merchantTier, {
                  items: tier.volume,
                  percent: percent.format(tier.permyriad / 10000),
                }),
              ),
            },
            ...copy.merchant.map((value) => ({ type: 'paragraph' as const, text: value })),
          ],
        },
      },
    ],
  };
  if (sellsExtraGuarantee(country)) {
    pages['premium-gurantee'] = [
      heading(copy.premiumTitle),
      {
        name: 'RichText',
        props: {
          content: [
            { type: 'paragraph', text: copy.premiumIntro },
            { type: 'heading', text: copy.premiumPlansTitle },
            {
              type: 'list',
              items: EXTRA_GUARANTEE_PLANS.map((plan) =>
                fill(copy.premiumPlan, {
                  years: plan.years,
                  rate: percent.format(plan.rateBasisPoints / 10000),
                }),
              ),
            },
            { type: 'heading', text: copy.premiumRulesTitle },
            { type: 'list', items: [...copy.premiumRules] },
          ],
        },
      },
    ];
  }
  return pages;
}
