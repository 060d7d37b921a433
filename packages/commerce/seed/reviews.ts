/** Demo reviews: short texts in several languages, ratings skewed to the positive like real shops. */
import type { Random } from './random.ts';
import { stableId } from './random.ts';

type ReviewText = readonly [title: string, text: string];

const TEXTS: Record<string, { good: readonly ReviewText[]; bad: readonly ReviewText[] }> = {
  en: {
    good: [
      ['Does the job', 'Solid build, good power and the battery lasts all day.'],
      ['Great value', 'Works as described and arrived quickly. Would buy again.'],
      ['Very happy', 'Precise, quiet and well balanced in the hand.'],
    ],
    bad: [
      ['Disappointing', 'Stopped working after two weeks.'],
      ['Average', 'Does what it should but feels cheap.'],
    ],
  },
  de: {
    good: [
      ['Top Gerät', 'Sehr gute Verarbeitung und viel Leistung.'],
      ['Preis-Leistung stimmt', 'Funktioniert einwandfrei, schnelle Lieferung.'],
      ['Sehr zufrieden', 'Liegt gut in der Hand und arbeitet präzise.'],
    ],
    bad: [
      ['Enttäuscht', 'Nach zwei Wochen defekt.'],
      ['Geht so', 'Tut was es soll, wirkt aber billig.'],
    ],
  },
  sk: {
    good: [
      ['Výborné náradie', 'Kvalitné spracovanie a dostatok výkonu.'],
      ['Odporúčam', 'Funguje bez problémov, rýchle doručenie.'],
    ],
    bad: [['Sklamanie', 'Po dvoch týždňoch prestalo fungovať.']],
  },
  cs: {
    good: [
      ['Skvělé nářadí', 'Kvalitní zpracování a dostatek výkonu.'],
      ['Doporučuji', 'Funguje bez problémů, rychlé doručení.'],
    ],
    bad: [['Zklamání', 'Po dvou týdnech přestalo fungovat.']],
  },
  pl: {
    good: [
      ['Świetne narzędzie', 'Solidne wykonanie i duża moc.'],
      ['Polecam', 'Działa bez zarzutu, szybka dostawa.'],
    ],
    bad: [['Rozczarowanie', 'Po dwóch tygodniach przestało działać.']],
  },
  fr: {
    good: [
      ['Très bon outil', 'Bonne finition et beaucoup de puissance.'],
      ['Je recommande', 'Fonctionne parfaitement, livraison rapide.'],
    ],
    bad: [['Déçu', 'Tombé en panne après deux semaines.']],
  },
  it: {
    good: [
      ['Ottimo attrezzo', 'Costruzione solida e tanta potenza.'],
      ['Consigliato', 'Funziona perfettamente, consegna veloce.'],
    ],
    bad: [['Deluso', 'Si è rotto dopo due settimane.']],
  },
  hu: {
    good: [
      ['Kiváló szerszám', 'Jó minőség és nagy teljesítmény.'],
      ['Ajánlom', 'Hibátlanul működik, gyors szállítás.'],
    ],
    bad: [['Csalódás', 'Két hét után elromlott.']],
  },
};

const REVIEW_LOCALES = [
  'de-DE',
  'de-AT',
  'sk-SK',
  'cs-CZ',
  'pl-PL',
  'fr-FR',
  'it-IT',
  'hu-HU',
  'en-GB',
  'en-IE',
  'nl-NL',
  'es-ES',
];
const AUTHORS = [
  'Martin K.',
  'Jana',
  'Thomas B.',
  'Peter',
  'Lukas M.',
  'Anna S.',
  'Marek',
  'Sophie L.',
  'Giulia',
  'Tomáš',
  'Krisztián',
  'Ewa',
  'John D.',
  'Pierre',
  'Jan',
];

export interface SeedReview {
  id: string;
  productId: string;
  sku: string;
  customerId: null;
  authorName: string;
  title: string;
  text: string;
  rating: number;
  locale: string;
  createdAt: Date;
  reviewCreatedAt: Date;
  customerCareResponseText: string | null;
  source: string;
  titleTranslations: Record<string, string>;
  textTranslations: Record<string, string>;
  answerTranslations: Record<string, string>;
  includedInStatistics: boolean;
}

export function generateReviews(
  random: Random,
  productId: string,
  sku: string,
  from: Date,
  now: Date,
  count: number,
): SeedReview[] {
  const out: SeedReview[] = [];
  const span = Math.max(1, now.getTime() - from.getTime());
  for (let n = 0; n < count; n++) {
    const rating = random.weighted([
      [5, 45],
      [4, 35],
      [3, 12],
      [2, 5],
      [1, 3],
    ] as const);
    const locale = random.pick(REVIEW_LOCALES);
    const language = locale.slice(0, 2);
    const texts = TEXTS[language] ?? TEXTS.en;
    const english = TEXTS.en as (typeof TEXTS)['en'];
    const good = rating >= 4;
    const index = random.int(0, 9);
    const [title, text] = (good ? texts?.good : texts?.bad)?.[
      index % (good ? (texts?.good.length ?? 1) : (texts?.bad.length ?? 1))
    ] ?? ['', ''];
    const [enTitle, enText] = (good ? english.good : english.bad)[
      index % (good ? english.good.length : english.bad.length)
    ] ?? ['', ''];
    const created = new Date(from.getTime() + Math.floor(random.next() * span));
    const answered = !good && random.chance(0.6);
    out.push({
      id: stableId(`review:${sku}:${n}`),
      productId,
      sku,
      customerId: null,
      authorName: random.pick(AUTHORS),
      title,
      text,
      rating,
      locale,
      createdAt: created,
      reviewCreatedAt: created,
      customerCareResponseText: answered
        ? 'We are sorry to hear that. Our support team will contact you about a replacement.'
        : null,
      source: random.chance(0.8) ? 'shop' : 'trusted-reviews',
      titleTranslations: language === 'en' ? {} : { en: enTitle },
      textTranslations: language === 'en' ? {} : { en: enText },
      answerTranslations: answered
        ? { en: 'We are sorry to hear that. Our support team will contact you.' }
        : {},
      includedInStatistics: true,
    });
  }
  return out;
}
