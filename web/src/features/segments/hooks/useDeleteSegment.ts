import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { segments as t } from '../../../i18n/segments.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DELETE_SEGMENT, SEGMENT_MERGE_USES } from '../graphql.ts';

/** Why the service refused a delete, with what uses the segment. */
export type DeleteRefusal = {
  message: string;
  /** Merge segments built on it; `viewable` ones link to their view. Audiences are named in the message only. */
  merges: { code: string; name: string; viewable: boolean }[];
};

type RefusalDetails = { merges?: { code?: unknown; name?: unknown }[] };

/** Reads the merges of a CONFLICT's details (`merges: [{ code, name }]`), ignoring anything else. */
export function refusalOf(message: string, details: unknown): DeleteRefusal {
  const d = (details && typeof details === 'object' ? details : {}) as RefusalDetails;
  const merges = (Array.isArray(d.merges) ? d.merges : [])
    .filter((m): m is { code: string; name?: unknown } => typeof m?.code === 'string')
    .map((m) => ({ code: m.code, name: typeof m.name === 'string' ? m.name : m.code, viewable: false }));
  return { message, merges };
}

/**
 * Deletes a segment and refreshes the list. A refusal (a merge segment or an audience uses it, or
 * no permission) is kept as `refusal` for the dialog to explain; the merges are checked against
 * what the viewer may open, so only those become links.
 */
export function useDeleteSegment() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(DELETE_SEGMENT, {
    context: { quietErrors: true },
    refetchQueries: ['SegmentList'],
    awaitRefetchQueries: true,
  });
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null);

  async function deleteSegment(code: string): Promise<boolean> {
    setRefusal(null);
    try {
      const result = await mutate({ variables: { code } });
      showSuccess(result.data?.deleteSegment.message ?? t.delete.done);
      return true;
    } catch (error) {
      const coded = graphQLErrorOf(error);
      if (coded?.code === 'CONFLICT' || coded?.code === 'FORBIDDEN') {
        const found = refusalOf(coded.message, coded.details);
        if (found.merges.length > 0) found.merges = await withViewable(code, found.merges);
        setRefusal(found);
      } else {
        showError(t.delete.failed);
      }
      return false;
    }
  }

  async function withViewable(code: string, merges: DeleteRefusal['merges']): Promise<DeleteRefusal['merges']> {
    try {
      const { data } = await client.query({
        query: SEGMENT_MERGE_USES,
        variables: { code },
        fetchPolicy: 'network-only',
        context: { quietErrors: true },
      });
      const viewable = new Set((data?.segment.usedInMerges ?? []).filter((m) => m.viewable).map((m) => m.code));
      return merges.map((m) => ({ ...m, viewable: viewable.has(m.code) }));
    } catch {
      return merges;
    }
  }

  return { deleteSegment, deleting: loading, refusal, clearRefusal: () => setRefusal(null) };
}
