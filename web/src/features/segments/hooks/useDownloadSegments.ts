import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { SegmentFilter, SegmentSort } from '../../../__generated__/graphql.ts';
import { segments as t } from '../../../i18n/segments.ts';
import { formatCount } from '../../../ui/format.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { downloadSegments } from '../download.ts';

/** Builds and saves lista_segmentos.xlsx for the list's filter and sort; `progress` is null when idle. */
export function useDownloadSegments(filter: SegmentFilter, sort: SegmentSort) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);

  async function download(withAudiences: boolean): Promise<void> {
    setProgress(0);
    try {
      const count = await downloadSegments(client, filter, sort, withAudiences, setProgress);
      showSuccess(t.download.done(formatCount(count)));
    } catch {
      showError(t.download.failed);
    } finally {
      setProgress(null);
    }
  }

  return { download, progress };
}
