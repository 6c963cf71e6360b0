import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { AudienceFilter, AudienceSort } from '../../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../../apollo/errors.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { formatNumber } from '../../../../ui/format.ts';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { DownloadError, downloadAudiences } from '../download.ts';

const t = audiences.list.download;

/** Downloads lista_audiencias.xlsx for the list's filter and sort (built by the server); `downloading` while it runs. */
export function useDownloadAudiences(filter: AudienceFilter, sort: AudienceSort) {
  const client = useApolloClient();
  const [downloading, setDownloading] = useState(false);

  async function download(): Promise<void> {
    setDownloading(true);
    try {
      const count = await downloadAudiences(client, filter, sort);
      showSuccess(t.done(formatNumber(count)));
    } catch (error) {
      // A refusal of the service or of the graph says why in Spanish; anything else gets the generic message.
      const refusal = error instanceof DownloadError && !/^HTTP \d+$/.test(error.message) ? error.message : graphQLErrorOf(error)?.message;
      showError(refusal || t.failed);
    } finally {
      setDownloading(false);
    }
  }

  return { download, downloading };
}
