/**
 * The mails after the order (decision 259) in the composition root: the job of
 * packages/integrations, with links to the order tracking page of the order's store and language.
 * A job has no request to take its host from: the store's production domain when STORE_DOMAINS
 * names one, else the local family on this node's port (as in development).
 */
import type { Database, JobSchedule, Notifier } from '@toolyard/commerce';
import { normalizeCountryCode } from '@toolyard/domain';
import { type Mailer, scheduleOrderUpdateMails } from '@toolyard/integrations';
import {
  type DomainMap,
  LOCAL_DOMAIN_SUFFIX,
  languagePrefix,
  storeOfCountry,
  storeOrigin,
} from '../app/store/domain-map.ts';
import { orderTrackingUrl } from './order-mail.ts';

/** The order tracking page of an order, in its store and language; null for an unknown country. */
export function jobTrackingUrlOf(domainMap: DomainMap, port: number) {
  const production = [...domainMap.keys()].find(
    (host) => host !== 'localhost' && !host.endsWith(LOCAL_DOMAIN_SUFFIX),
  );
  const host = production ?? `localhost:${port}`;
  return ({ orderNumber, country, locale }: { orderNumber: string; country: string; locale: string }) => {
    const code = normalizeCountryCode(country);
    if (!code) return null;
    const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
    const store = storeOfCountry(code);
    return orderTrackingUrl(storeOrigin(code, domainMap, host), languagePrefix(store, language), orderNumber);
  };
}

export function startOrderUpdateMails(
  db: Database,
  mailer: Mailer,
  domainMap: DomainMap,
  port: number,
  log: (line: string) => void,
  /** Runs the job as soon as the operator changes an order on any node (decision 266). */
  notifier?: Notifier,
  /** SHOP_INBOX_EMAIL: where the shop hears of each withdrawal (decision 268); unset: the seller's e-mail. */
  shopInbox?: string,
): JobSchedule {
  return scheduleOrderUpdateMails(
    { db, mailer, trackingUrlOf: jobTrackingUrlOf(domainMap, port), shopInbox, log },
    { notifier },
  );
}
