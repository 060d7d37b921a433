/**
 * CMS CampaignBanner and CampaignCountdown (spec 000 §2.5, decision 185): the home page's campaign
 * components (decision 172) fed with the store's campaigns, which the CMS page loader reads. The
 * CMS only picks a campaign by name; outside its window (or without store data) nothing shows.
 */
import type { CampaignBlockProps } from '@toolyard/content/blocks';
import { useId } from 'react';
import {
  CampaignBannerView,
  RunningCampaignCountdown,
  useRunningCampaign,
} from '../../campaigns/CampaignBanner.tsx';
import type { CampaignData } from '../../campaigns/campaigns.ts';
import { type BlockPosition, useBlockEnvironment } from './environment.tsx';
import { SmartLink } from './links.tsx';

type Props = CampaignBlockProps & { position: BlockPosition };

const NONE: readonly CampaignData[] = [];

/** The store's campaigns this block may show (by name when the CMS names one) and the server's clock. */
function useBlockCampaigns(name: string | undefined) {
  const data = useBlockEnvironment().data.storeCampaigns;
  const all = data?.campaigns ?? NONE;
  return {
    campaigns: name ? all.filter((campaign) => campaign.name === name) : all,
    renderedAt: data?.renderedAt ?? 0,
  };
}

export function CampaignBanner(props: Props) {
  const { pathPrefix } = useBlockEnvironment();
  const { campaigns, renderedAt } = useBlockCampaigns(props.campaignName);
  const { campaign, now } = useRunningCampaign(campaigns, renderedAt);
  const titleId = useId();
  if (!campaign) return null;
  return (
    <CampaignBannerView
      campaign={campaign}
      now={now}
      titleId={titleId}
      prefix={pathPrefix}
      renderLink={(link) => (
        <SmartLink href={link.href} className={link.className}>
          {link.label}
        </SmartLink>
      )}
    />
  );
}

export function CampaignCountdown(props: Props) {
  const { campaigns, renderedAt } = useBlockCampaigns(props.campaignName);
  return <RunningCampaignCountdown campaigns={campaigns} renderedAt={renderedAt} />;
}
