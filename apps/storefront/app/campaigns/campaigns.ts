/**
 * Store campaigns in the storefront (docs/decisions/172): the home page's CampaignBanner and
 * CampaignCountdown and the listing's campaign tag name a campaign by the same rule — its
 * `campaigns.name.<name>` message, else the name title-cased (spec 000 §5) — and link to the same
 * listing filter (`refinementList[tags][0]=campaign:<name>`, spec 000 §2.3).
 */
import { type CampaignWindow, campaignTag, campaignTitle } from '@toolyard/domain';
import type { Translator } from '../i18n/index.ts';

/** A campaign as the page gets it: absolute instants, so the browser's clock can decide too. */
export type CampaignData = CampaignWindow;

/** A campaign's title: its translation when the catalog has one, else the name title-cased. */
export function campaignTitleOf(
  t: Pick<Translator, 'has'> & ((key: string) => string),
  name: string,
): string {
  return campaignTitle(name, t.has(`campaigns.name.${name}`) ? t(`campaigns.name.${name}`) : null);
}

/** The listing of a campaign's products (the search page filtered by the campaign tag). */
export function campaignListingHref(prefix: string, name: string): string {
  // The colon stays as the listing writes it (spec 000 §2.3: campaign:black_friday).
  return `${prefix}/search?refinementList%5Btags%5D%5B0%5D=${campaignTag(encodeURIComponent(name))}`;
}

/** The campaign shown at `now`: the running one that ends soonest; null outside every window. */
export function campaignAt(campaigns: readonly CampaignData[], now: number): CampaignData | null {
  let shown: CampaignData | null = null;
  for (const campaign of campaigns) {
    if (campaign.startsAt <= now && now <= campaign.endsAt && (!shown || campaign.endsAt < shown.endsAt))
      shown = campaign;
  }
  return shown;
}

/** Time left until `endsAt` as days, hours, minutes and seconds (never negative). */
export function timeLeft(endsAt: number, now: number) {
  const total = Math.max(0, Math.floor((endsAt + 1 - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
