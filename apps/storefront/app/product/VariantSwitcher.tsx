/**
 * The variant switcher (spec 000 §3 product variants): a native radio group in a GET form, so the
 * chosen variant is the URL's `?sku=` (shareable, server-rendered) and works before hydration with
 * the submit button; once hydrated, picking a radio navigates at once and the loader answers with
 * that variant's price, stock, images and EAN (decision 187).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import type { ProductPageData } from './product-page.ts';

const KIND_KEYS: Record<string, string> = {
  A: 'pdp-media.kind-new',
  B: 'product.b-ware',
  set: 'pdp-media.kind-set',
  test: 'pdp-media.kind-test',
};

export function VariantSwitcher({ variants }: { variants: ProductPageData['variants'] }) {
  const { t, formatMoney } = useI18n();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (variants.length < 2) return null;
  return (
    // A plain GET form: without script its submit loads `?sku=` (the form's only field).
    <form method="get" className="pdp-variants">
      <fieldset>
        <legend>{t('pdp-media.variant')}</legend>
        <div className="pdp-variants__options">
          {variants.map((variant) => (
            <label key={variant.sku} className="pdp-variants__option" data-testid="pdp-variant">
              <input
                type="radio"
                name="sku"
                value={variant.sku}
                defaultChecked={variant.selected}
                onChange={() =>
                  navigate(`?sku=${encodeURIComponent(variant.sku)}`, {
                    preventScrollReset: true,
                    replace: true,
                  })
                }
              />
              <span className="pdp-variants__name">
                {t(KIND_KEYS[variant.kind] ?? 'pdp-media.kind-new')}
                {variant.details.length > 0 ? ` · ${variant.details.join(' · ')}` : null}
              </span>
              <span className="pdp-variants__meta">
                {variant.price ? formatMoney(variant.price) : null}
                {variant.inStock ? null : ` · ${t('product.out-of-stock')}`}
              </span>
            </label>
          ))}
        </div>
        {/* Before hydration nothing reacts to a radio: the form's own submit does the switch. */}
        {hydrated ? null : (
          <button type="submit" className="button pdp-variants__submit">
            {t('pdp-media.show-variant')}
          </button>
        )}
      </fieldset>
    </form>
  );
}
