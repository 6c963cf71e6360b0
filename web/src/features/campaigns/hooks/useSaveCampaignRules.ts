import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { CampaignParamInput } from '../../../__generated__/graphql.ts';
import { useTracking } from '../../../analytics/useTracking.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { showSuccess } from '../../../ui/toaster.ts';
import { SAVE_RULES } from '../graphql/index.ts';
import { showRefusal } from './showRefusal.ts';

/**
 * "Guardar" on the rules page (§2.3): stores the parameters and reloads the page's rules; a refusal
 * shows the required-fields list or the service's message. Answers whether it was stored.
 */
export function useSaveCampaignRules(campaignId: string, campaignCode: string) {
  const [mutate, { loading }] = useMutation(SAVE_RULES, { context: { quietErrors: true }, refetchQueries: ['CampaignRules'] });
  const track = useTracking();
  const save = useCallback(
    async (params: CampaignParamInput[]): Promise<boolean> => {
      try {
        await mutate({ variables: { campaignId, params } });
        track('campaign_rules_save', { campaign_code: campaignCode });
        showSuccess(t.messages.confirm_save_message);
        return true;
      } catch (error) {
        showRefusal(error, t.messages.error_proccessing);
        return false;
      }
    },
    [mutate, track, campaignId, campaignCode],
  );
  return { save, saving: loading };
}
