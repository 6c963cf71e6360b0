import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { CampaignParamFieldsFragment } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { useCampaignFiles } from './useCampaignFiles.ts';

/**
 * The list of a table parameter (§2.3, §7): a .csv posted to the parameter's upload link; the page's
 * rules reload to show the stored count.
 */
export function useUploadParamList(campaignId: string) {
  const files = useCampaignFiles();
  const client = useApolloClient();
  return useCallback(
    async (p: Pick<CampaignParamFieldsFragment, 'groupId' | 'variableId'>, file: File) => {
      if (!/\.csv$/i.test(file.name)) return showError(t.messages.csvOnly);
      const response = await files.upload({ file: 'PARAM_LIST_UPLOAD', campaignId, groupId: p.groupId, variableId: p.variableId }, file);
      if (!response) return;
      if (!response.ok) return showError(await files.errorMessage(response));
      const body = (await response.json()) as { data: { items: number } };
      showSuccess(t.rules.listUploaded(body.data.items));
      void client.refetchQueries({ include: ['CampaignRules'] });
    },
    [files, client, campaignId],
  );
}
