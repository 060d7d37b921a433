/**
 * The campaigns a page may show: the store's campaigns that have not ended, read in the store's
 * time zone (domain campaignWindow), only when the store's campaigns setting is on. Upcoming ones
 * are sent too: a cached page (decision 116) still shows a campaign that starts after it was
 * rendered, because the browser re-checks the windows with its own clock.
 */
import { currentAndUpcomingCampaigns } from '@toolyard/domain';
import type { ShellContext } from '../shell/context.ts';
import type { CampaignData } from './campaigns.ts';

export async function loadCampaigns(shell: ShellContext, now: number): Promise<CampaignData[]> {
  const read = shell.catalog?.storeCampaigns;
  if (!read) return [];
  const settings = await read().catch((error: Error) => {
    console.warn(`campaigns: store settings not read: ${error.message}`);
    return null;
  });
  if (!settings?.enabled) return [];
  return currentAndUpcomingCampaigns(settings.campaigns, shell.store.country, now);
}
