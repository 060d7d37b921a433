import type { TrustedBrandsProps, TrustedPaymentsProps, UspSectionProps } from '@toolyard/content/blocks';
import { useT } from '../../i18n/index.ts';
import { Icon } from '../icons.tsx';
import type { BlockPosition } from './environment.tsx';
import { BlockImage } from './image.tsx';
import { SmartLink } from './links.tsx';

export function UspSection(props: UspSectionProps & { position: BlockPosition }) {
  const t = useT();
  const id = `tb-usp-${props.position.index}`;
  return (
    <section className="tb-usps" aria-labelledby={id}>
      <h2 id={id} className={props.title ? 'tb-section__title' : 'visually-hidden'}>
        {props.title ?? t('blocks.usp-title')}
      </h2>
      <ul className="tb-usps__list">
        {props.items.map((item) => (
          <li key={item.title} className="tb-usp">
            <Icon name={item.icon} size={28} className="tb-usp__icon" />
            <span>
              <strong className="tb-usp__title">{item.title}</strong>
              {item.text ? <span className="tb-usp__text">{item.text}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TrustedBrands(props: TrustedBrandsProps & { position: BlockPosition }) {
  const t = useT();
  const id = `tb-brands-${props.position.index}`;
  return (
    <section className="tb-section tb-brands" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title ?? t('blocks.trusted-brands')}
      </h2>
      <ul className="tb-brands__list">
        {props.brands.map((brand) => {
          const mark = brand.logo ? (
            <BlockImage image={{ ...brand.logo, alt: brand.name }} eager={false} className="tb-brand__logo" />
          ) : (
            <span className="tb-brand__word">{brand.name}</span>
          );
          return (
            <li key={brand.name} className="tb-brand">
              {brand.href ? (
                <SmartLink href={brand.href} className="tb-brand__link">
                  {mark}
                </SmartLink>
              ) : (
                mark
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function TrustedPayments(props: TrustedPaymentsProps & { position: BlockPosition }) {
  const t = useT();
  const id = `tb-payments-${props.position.index}`;
  return (
    <section className="tb-section tb-payments" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title ?? t('blocks.trusted-payments')}
      </h2>
      <ul className="tb-payments__list">
        {props.methods.map((method) => (
          <li key={method} className="tb-payment">
            {t(`checkout.payment-methods.${method}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
