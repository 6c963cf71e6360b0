import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { SAVE_CAMPAIGN_GROUPS } from '../graphql/index.ts';

/**
 * Saves the variable groups of one campaign row (§2.1): at least one group (message_validation); the
 * answer updates the row in the cache.
 */
export function useSaveCampaignGroups(campaignId: string) {
  const [mutate, { loading }] = useMutation(SAVE_CAMPAIGN_GROUPS, { context: { quietErrors: true } });
  const save = useCallback(
    async (groupIds: string[]) => {
      if (groupIds.length === 0) return showError(t.messages.message_validation);
      try {
        await mutate({ variables: { campaignId, groupIds } });
        showSuccess(t.messages.confirm_save_message);
      } catch (error) {
        showError(`${t.messages.error_title}: ${graphQLErrorOf(error)?.message || t.messages.error_proccessing}`);
      }
    },
    [mutate, campaignId],
  );
  return { save, saving: loading };
}
