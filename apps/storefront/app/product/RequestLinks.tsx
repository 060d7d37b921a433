/**
 * "Request a manual" and "request a quote" (spec 000 §5 prefills): open the contact modal with the
 * product number fixed; without JavaScript the link is the request page with the same prefill.
 */
import { PRODUCT_NUMBER_PATTERN, type RequestPrefillKind } from '@toolyard/domain';
import { openContactForm } from '../components/contact-form-opener.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';

const LINKS: readonly { kind: RequestPrefillKind; flag: string; label: string }[] = [
  { kind: 'manual-request', flag: 'manual', label: 'request-form.request-manual' },
  { kind: 'quote-request', flag: 'quote', label: 'request-form.request-quote' },
];

export function RequestLinks({ productNumber }: { productNumber: string }) {
  const t = useT();
  const prefix = useRootData()?.prefix ?? '';
  if (!PRODUCT_NUMBER_PATTERN.test(productNumber)) return null;
  return (
    <ul className="pdp-request-links" data-testid="pdp-request-links">
      {LINKS.map((link) => (
        <li key={link.kind}>
          <a
            href={`${prefix}/customer-service/?prefill=${link.flag}&product=${productNumber}`}
            onClick={(event) => {
              event.preventDefault();
              openContactForm({ prefill: link.kind, productNumber });
            }}
          >
            {t(link.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}
