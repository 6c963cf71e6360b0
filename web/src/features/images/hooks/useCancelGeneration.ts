import { useMutation } from '@apollo/client/react';
import { images as t } from '../../../i18n/images.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { CANCEL_GENERATION } from '../graphql.ts';

/** Cancels a generation: its work stops and nothing of it is kept; answers whether the service took it. */
export function useCancelGeneration() {
  const [mutate, { loading }] = useMutation(CANCEL_GENERATION, { context: { quietErrors: true } });
  async function cancel(id: string): Promise<boolean> {
    try {
      await mutate({ variables: { id } });
      showSuccess(t.cancelled);
      return true;
    } catch {
      showError(t.cancelFailed);
      return false;
    }
  }
  return { cancel, cancelling: loading };
}
