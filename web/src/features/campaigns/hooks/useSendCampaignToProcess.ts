import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { CampaignParamInput } from '../../../__generated__/graphql.ts';
import { useTracking } from '../../../analytics/useTracking.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { showSuccess } from '../../../ui/toaster.ts';
import type { SummaryLine } from '../components/RulesSummaryPanel.tsx';
import { SEND_TO_PROCESS } from '../graphql/index.ts';
import { showRefusal } from './showRefusal.ts';

/**
 * "Enviar a proceso" (§2.3): the service stores the rules on screen and starts the process; the page's
 * rules reload. Answers the new summary (null when the service gives none), undefined when refused.
 */
export function useSendCampaignToProcess(campaignId: string, campaignCode: string) {
  const [mutate, { loading }] = useMutation(SEND_TO_PROCESS, { context: { quietErrors: true }, refetchQueries: ['CampaignRules'] });
  const track = useTracking();
  const send = useCallback(
    async (params: CampaignParamInput[]): Promise<{ summary: SummaryLine[] | null } | undefined> => {
      try {
        const answer = (await mutate({ variables: { campaignId, params } })).data?.sendCampaignToProcess;
        track('campaign_process_send', { campaign_code: campaignCode, process_id: answer?.processId ?? null });
        showSuccess(answer?.message || t.messages.message_process_started);
        return { summary: answer?.summary ?? null };
      } catch (error) {
        showRefusal(error, t.messages.processError);
        return undefined;
      }
    },
    [mutate, track, campaignId, campaignCode],
  );
  return { send, sending: loading };
}
