import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../../apollo/errors.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { START_BILLING } from '../graphql.ts';

const t = audiences.billing;

/** Starts billing an audience and refreshes its billing; success 'Se ha iniciado la facturación', failure the server's message (§8). */
export function useStartBilling() {
  const [mutate, { loading }] = useMutation(START_BILLING, {
    context: { quietErrors: true },
    refetchQueries: ['AudienceBilling'],
    awaitRefetchQueries: true,
  });

  async function start(id: string): Promise<boolean> {
    try {
      await mutate({ variables: { id } });
      showSuccess(t.startDone);
      return true;
    } catch (error) {
      showError(graphQLErrorOf(error)?.message ?? t.startFailed);
      return false;
    }
  }

  return { start, starting: loading };
}
