import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { AudienceFilter, AudienceSort } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { formatNumber } from '../../../../ui/format.ts';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { downloadAudiences } from '../download.ts';

const t = audiences.list.download;

/** Builds and saves lista_audiencias.xlsx for the list's filter and sort; `progress` is null when idle. */
export function useDownloadAudiences(filter: AudienceFilter, sort: AudienceSort) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);

  async function download(): Promise<void> {
    setProgress(0);
    try {
      const count = await downloadAudiences(client, filter, sort, setProgress);
      showSuccess(t.done(formatNumber(count)));
    } catch {
      showError(t.failed);
    } finally {
      setProgress(null);
    }
  }

  return { download, progress };
}
