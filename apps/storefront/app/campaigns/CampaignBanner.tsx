/**
 * CampaignBanner with its CampaignCountdown (spec 000 §2.5 blocks; docs/decisions/172): shown only
 * inside a campaign's window. The server decides with its clock; after hydration the browser
 * decides with its own and ticks the countdown each second, so a cached page is right too.
 */
import { type ReactNode, useEffect, useState } from 'react';

import { useT } from '../i18n/index.ts';
import { AppLink } from '../shell/app-link.tsx';
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

/**
 * The campaign running now, and now: the first render uses the server's clock (so hydration
 * matches), then the browser's, each second while there are campaigns to decide about.
 */
export function useRunningCampaign(campaigns: readonly CampaignData[], renderedAt: number) {
  const [now, setNow] = useState(renderedAt);
  const pending = campaigns.length > 0;
  useEffect(() => {
    if (!pending) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  return { campaign: campaignAt(campaigns, now), now };
}

/** The banner of a running campaign; the caller gives the call to action's link (router or CMS). */
export function CampaignBannerView(props: {
  campaign: CampaignData;
  now: number;
  titleId: string;
  renderLink: (link: { href: string; className: string; label: string }) => ReactNode;
  prefix: string;
}) {
  const t = useT();
  const { campaign } = props;
  const title = campaignTitleOf(t, campaign.name);
  return (
    <section
      className="campaign-banner"
      aria-labelledby={props.titleId}
      data-testid="campaign-banner"
      data-campaign={campaign.name}
    >
      <link rel="stylesheet" href={campaignsCss} precedence="default" />
      <p className="campaign-banner__eyebrow">{t('campaigns.eyebrow')}</p>
      <h2 className="campaign-banner__title" id={props.titleId}>
        {title}
      </h2>
      <CampaignCountdown endsAt={campaign.endsAt} now={props.now} />
      {props.renderLink({
        href: campaignListingHref(props.prefix, campaign.name),
        className: 'button button--primary',
        label: t('campaigns.cta', { name: title }),
      })}
    </section>
  );
}

/** The home page's banner (decision 172). */
export function CampaignBanner(props: { campaigns: readonly CampaignData[]; renderedAt: number }) {
  const prefix = useRootData()?.prefix ?? '';
  const { campaign, now } = useRunningCampaign(props.campaigns, props.renderedAt);
  if (!campaign) return null;
  return (
    <CampaignBannerView
      campaign={campaign}
      now={now}
      titleId="campaign-banner-title"
      prefix={prefix}
      renderLink={(link) => (
        <AppLink className={link.className} to={link.href}>
          {link.label}
        </AppLink>
      )}
    />
  );
}

/** The countdown on its own (CMS CampaignCountdown block): the running campaign's name and time left. */
export function RunningCampaignCountdown(props: { campaigns: readonly CampaignData[]; renderedAt: number }) {
  const t = useT();
  const { campaign, now } = useRunningCampaign(props.campaigns, props.renderedAt);
  if (!campaign) return null;
  return (
    <div className="campaign-banner campaign-banner--countdown" data-campaign={campaign.name}>
      <link rel="stylesheet" href={campaignsCss} precedence="default" />
      <p className="campaign-banner__eyebrow">{campaignTitleOf(t, campaign.name)}</p>
      <CampaignCountdown endsAt={campaign.endsAt} now={now} />
    </div>
  );
}
