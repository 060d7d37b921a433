/** The listing as the catch-all route's own chunk (see shell/preloadable.tsx). */
import { preloadable } from '../shell/preloadable.tsx';
import type { ListingPageProps } from './ListingPage.tsx';

export const lazyListingPage = preloadable<ListingPageProps>(() =>
  import('./ListingPage.tsx').then((module) => module.ListingPage),
);
