import { useCallback, useState } from 'react';
import { CAMPAIGN_FILES } from '@inca/domain';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { saveBlob } from '../../../ui/saveFile.ts';
import { showError, showInfo, showSuccess } from '../../../ui/toaster.ts';
import { fileNameOf, useCampaignFiles } from './useCampaignFiles.ts';

/**
 * "Cargar reglas" (§2.1, §7): one .xlsx file; the result file is downloaded whatever the outcome
 * (§8), then `onUploaded` runs (the list reloads).
 */
export function useUploadRulesSheet(onUploaded: () => void) {
  const files = useCampaignFiles();
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (chosen: readonly File[]) => {
      if (chosen.length !== 1) return showError(t.messages.oneFile);
      const file = chosen[0]!;
      if (!/\.xlsx$/i.test(file.name)) return showError(t.messages.xlsxOnly);
      setUploading(true);
      try {
        const response = await files.upload({ file: 'RULES_UPLOAD' }, file);
        if (!response) return;
        const isFile = (response.headers.get('content-type') ?? '').startsWith('text/csv');
        if (!isFile) return showError(await files.errorMessage(response));
        saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), CAMPAIGN_FILES.uploadResult));
        if (response.status === 200) showSuccess(t.messages.upload_success);
        else showInfo(t.messages.message_upload_failed);
        onUploaded();
      } finally {
        setUploading(false);
      }
    },
    [files, onUploaded],
  );
  return { upload, uploading };
}
