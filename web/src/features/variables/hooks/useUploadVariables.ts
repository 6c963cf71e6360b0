import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { isCsvFileName } from '@inca/domain';
import { useTracking } from '../../../analytics/useTracking.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { UPLOAD_VARIABLES } from '../graphql/index.ts';
import { readFileText } from '../variableFlags.ts';

const m = t.messages;

/**
 * "Cargar variables" (§2.5, §7): one .csv of codes and names; the service's message on success, its
 * reason (or uploadFail) when refused, uploadUnexpectedError when it cannot be reached. The grid reloads.
 */
export function useUploadVariables() {
  const [mutate, { loading }] = useMutation(UPLOAD_VARIABLES, {
    context: { quietErrors: true },
    refetchQueries: ['VariablesPage'],
    awaitRefetchQueries: true,
  });
  const track = useTracking();
  const upload = useCallback(
    async (file: File | undefined) => {
      if (!file) return showError(m.errorNoFile);
      if (!isCsvFileName(file.name)) return showError(m.csvOnly);
      try {
        const csv = await readFileText(file);
        const result = await mutate({ variables: { csv } });
        track('variable_create', { created: result.data?.uploadVariables.created ?? 0 });
        showSuccess(result.data?.uploadVariables.message || m.uploadSuccess);
      } catch (error) {
        const coded = graphQLErrorOf(error);
        showError(coded ? coded.message || m.uploadFail : m.uploadUnexpectedError);
      }
    },
    [mutate, track],
  );
  return { upload, uploading: loading };
}
