import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { segments as t } from '../../../i18n/segments.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DUPLICATE_SEGMENT } from '../graphql.ts';

/**
 * Copies a segment under a new name and refreshes the list. Answers undefined when done, or the
 * service's message for a name it refuses (shown under the field); other failures are a toast.
 */
export function useDuplicateSegment() {
  const [mutate, { loading }] = useMutation(DUPLICATE_SEGMENT, { context: { quietErrors: true }, refetchQueries: ['SegmentList'] });

  async function duplicate(code: string, name: string): Promise<{ ok: true } | { ok: false; fieldError?: string }> {
    try {
      await mutate({ variables: { code, name: name.trim() } });
      showSuccess(t.duplicate.done);
      return { ok: true };
    } catch (e) {
      const coded = graphQLErrorOf(e);
      if (coded && (coded.code === 'BAD_USER_INPUT' || coded.code === 'CONFLICT')) return { ok: false, fieldError: coded.message };
      showError(t.duplicate.failed);
      return { ok: false };
    }
  }

  return { duplicate, duplicating: loading };
}
