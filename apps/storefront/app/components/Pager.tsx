/**
 * Previous, the first and last page and those near the current one, next: plain links, so a page
 * works without JavaScript and its URL alone says which page it is. The order history and the
 * product reviews use it; the listing has its own (first, last, spec 001 §9).
 */
import { AppLink } from '../shell/app-link.tsx';

export interface PagerTexts {
  /** The navigation's name. */
  label: string;
  previous: string;
  next: string;
  /** The accessible name of a page number's link. */
  page: (n: number) => string;
}

export function Pager(props: {
  page: number;
  count: number;
  hrefOf: (n: number) => string;
  texts: PagerTexts;
  className?: string;
  /** Paging a part of a long page keeps the reader where they are. */
  preventScrollReset?: boolean;
  nextTestId?: string;
}) {
  const { page, count, hrefOf, texts, preventScrollReset } = props;
  if (count <= 1) return null;
  const shown = Array.from({ length: count }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === count || Math.abs(n - page) <= 2,
  );
  return (
    <nav className={props.className ? `pager ${props.className}` : 'pager'} aria-label={texts.label}>
      <ul>
        {page > 1 ? (
          <li>
            <AppLink to={hrefOf(page - 1)} preventScrollReset={preventScrollReset} rel="prev">
              {texts.previous}
            </AppLink>
          </li>
        ) : null}
        {shown.map((n) => (
          <li key={n}>
            <AppLink
              to={hrefOf(n)}
              preventScrollReset={preventScrollReset}
              aria-current={n === page ? 'page' : undefined}
              aria-label={texts.page(n)}
            >
              {n}
            </AppLink>
          </li>
        ))}
        {page < count ? (
          <li>
            <AppLink
              to={hrefOf(page + 1)}
              preventScrollReset={preventScrollReset}
              rel="next"
              data-testid={props.nextTestId}
            >
              {texts.next}
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
