import { useMutation } from '@apollo/client/react';
import { segments as t } from '../../../i18n/segments.ts';
import { showError } from '../../../ui/toaster.ts';
import { SEGMENT_SHARES, UNSHARE_SEGMENT } from '../graphql.ts';

/** Removes one share of a segment and refreshes its shares and the list. */
export function useUnshareSegment(code: string) {
  const [mutate, { loading }] = useMutation(UNSHARE_SEGMENT, {
    context: { quietErrors: true },
    refetchQueries: [{ query: SEGMENT_SHARES, variables: { code } }, 'SegmentList'],
    awaitRefetchQueries: true,
  });

  async function unshare(sharingId: string): Promise<void> {
    try {
      await mutate({ variables: { code, sharingId } });
    } catch {
      showError(t.share.removeFailed);
    }
  }

  return { unshare, unsharing: loading };
}
