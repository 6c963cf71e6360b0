import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { showError, showSuccess, showWarning } from '../../../ui/toaster.ts';
import { SEND_CAMPAIGNS } from '../graphql/index.ts';

/**
 * "Procesar a recomendación" (§2.1): sends every complete campaign; says how many were queued and
 * lists the first skipped ones with the service's reason; the list reloads.
 */
export function useSendCampaigns() {
  const [send, { loading }] = useMutation(SEND_CAMPAIGNS, { context: { quietErrors: true }, refetchQueries: ['CampaignsPage'] });
  const sendAll = useCallback(async () => {
    try {
      const r = (await send({ variables: {} })).data?.sendCampaignsToRecommendation;
      if (!r) return;
      if (r.queued.length === 0 && r.skipped.length === 0) return showWarning(t.messages.nothingToSend);
      if (r.skipped.length)
        showWarning(
          t.messages.bulkDone(r.queued.length, r.skipped.length),
          r.skipped.slice(0, 5).map((s) => s.message),
        );
      else showSuccess(t.messages.bulkDone(r.queued.length, 0));
    } catch (error) {
      showError(graphQLErrorOf(error)?.message || t.messages.processError);
    }
  }, [send]);
  return { sendAll, sending: loading };
}
