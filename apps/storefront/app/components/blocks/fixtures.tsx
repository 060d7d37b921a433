/**
 * Test helpers: render blocks inside an English (or given) I18nProvider and a router (as on every
 * page: the newsletter form posts through a fetcher), sample catalog data.
 */
import { money } from '@toolyard/domain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { createFsMessageSource } from '../../i18n/fs-source.server.ts';
import { I18nProvider, loadMessages, type Messages } from '../../i18n/index.ts';
import type { BlockData } from './environment.tsx';

export const fsSource = createFsMessageSource();

export async function renderWithI18n(node: ReactNode, locale = 'en-GB'): Promise<string> {
  const messages: Messages = await loadMessages(locale, { source: fsSource });
  const Page = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <I18nProvider locale={locale} messages={messages}>
          {node}
        </I18nProvider>
      ),
    },
  ]);
  return renderToString(<Page />);
}

export const sampleData: BlockData = {
  categories: {
    'all-power': { name: 'Power tools', href: '/power-tools/' },
    'all-garden': { name: 'Garden', href: '/garden/' },
  },
  productGroups: {
    bestsellers: [
      {
        sku: 'EX10000123',
        name: 'Cordless drill 18 V with two batteries',
        brand: 'Makita',
        href: '/cordless-drill-18-v-10000123',
        image: { src: 'https://img.example.com/drill.jpg', alt: 'Cordless drill' },
        price: money('EUR', 12990),
        originalPrice: money('EUR', 15990),
        rating: { average: 4.6, count: 128 },
        inStock: true,
      },
      {
        sku: 'EX10000456',
        name: 'Angle grinder 125 mm',
        href: '/angle-grinder-125-mm-10000456',
        price: money('EUR', 5900),
        inStock: false,
      },
    ],
    new: [
      {
        sku: 'EX10000789',
        name: 'Laser level with tripod',
        href: '/laser-level-10000789',
        price: money('EUR', 8900),
      },
    ],
  },
};
