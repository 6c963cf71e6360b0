import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { campaigns as t } from '../../i18n/campaigns.ts';
import { pathTo } from '../../navigation/routes.ts';
import { showWarning } from '../../ui/toaster.ts';

/** Key of the copy of the campaign last opened from the list (written by the list, §2.3). */
export const STORED_CAMPAIGN_KEY = 'inca.campaign';

/** The id of the campaign kept in local storage, if a readable one is there. */
export function storedCampaignId(): string | undefined {
  try {
    const id = (JSON.parse(localStorage.getItem(STORED_CAMPAIGN_KEY) ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The rules page reached without a campaign in its address (§2.3): the campaign kept in local
 * storage opens; with none, the list opens and says why.
 */
export function CampaignRulesStored() {
  const id = storedCampaignId();
  const told = useRef(false);
  useEffect(() => {
    if (id || told.current) return;
    told.current = true;
    showWarning(t.messages.noCampaignOpen);
  }, [id]);
  return <Navigate to={id ? pathTo('campaigns_rules', { campaign: id }) : pathTo('campaigns_list')} replace />;
}
