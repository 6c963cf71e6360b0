import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { CampaignParamInput } from '../../../__generated__/graphql.ts';
import { useTracking } from '../../../analytics/useTracking.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { showSuccess } from '../../../ui/toaster.ts';
import type { SummaryLine } from '../components/RulesSummaryPanel.tsx';
import { PREVIEW_RULES } from '../graphql/index.ts';
import { showRefusal } from './showRefusal.ts';

/** "Previsualizar" (§2.3): the summary the rules on screen would give, without storing them; undefined when refused. */
export function usePreviewCampaignRules(campaignId: string, campaignCode: string) {
  const [mutate, { loading }] = useMutation(PREVIEW_RULES, { context: { quietErrors: true } });
  const track = useTracking();
  const preview = useCallback(
    async (params: CampaignParamInput[]): Promise<SummaryLine[] | undefined> => {
      try {
        const result = await mutate({ variables: { campaignId, params } });
        track('campaign_rules_preview', { campaign_code: campaignCode });
        showSuccess(t.rules.previewDone);
        return result.data?.previewCampaignRules ?? [];
      } catch (error) {
        showRefusal(error, t.messages.previewError);
        return undefined;
      }
    },
    [mutate, track, campaignId, campaignCode],
  );
  return { preview, previewing: loading };
}
