/**
 * CampaignBanner with its CampaignCountdown (spec 000 §2.5 blocks; docs/decisions/172): shown only
 * inside a campaign's window. The server decides with its clock; after hydration the browser
 * decides with its own and ticks the countdown each second, so a cached page is right too.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import campaignsCss from './campaigns.css?url';
import {
  type CampaignData,
  campaignAt,
  campaignListingHref,
  campaignTitleOf,
  timeLeft,
} from './campaigns.ts';

const two = (value: number) => String(value).padStart(2, '0');

export function CampaignCountdown(props: { endsAt: number; now: number }) {
  const t = useT();
  const left = timeLeft(props.endsAt, props.now);
  return (
    <p className="campaign-banner__countdown" data-testid="campaign-countdown">
      {t('campaigns.ends-in')}{' '}
      <time dateTime={new Date(props.endsAt + 1).toISOString()}>
        {left.days > 0 ? `${t('campaigns.days', { count: left.days })} ` : ''}
        {`${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`}
      </time>
    </p>
  );
}

export function CampaignBanner(props: { campaigns: readonly CampaignData[]; renderedAt: number }) {
  const t = useT();
  const prefix = useRootData()?.prefix ?? '';
  // The first render uses the server's clock, so hydration matches; then the browser's clock.
  const [now, setNow] = useState(props.renderedAt);
  const campaign = campaignAt(props.campaigns, now);
  const pending = props.campaigns.length > 0;
  useEffect(() => {
    if (!pending) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  if (!campaign) return null;
  const title = campaignTitleOf(t, campaign.name);
  return (
    <section
      className="campaign-banner"
      aria-labelledby="campaign-banner-title"
      data-testid="campaign-banner"
      data-campaign={campaign.name}
    >
      <link rel="stylesheet" href={campaignsCss} precedence="default" />
      <p className="campaign-banner__eyebrow">{t('campaigns.eyebrow')}</p>
      <h2 className="campaign-banner__title" id="campaign-banner-title">
        {title}
      </h2>
      <CampaignCountdown endsAt={campaign.endsAt} now={now} />
      <Link className="button button--primary" to={campaignListingHref(prefix, campaign.name)}>
        {t('campaigns.cta', { name: title })}
      </Link>
    </section>
  );
}
