import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { isCsvFileName } from '@inca/domain';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { showError, showSuccess, showWarning } from '../../../ui/toaster.ts';
import { READ_VARIABLE_DATA_CSV } from '../graphql/index.ts';
import type { DataRow } from '../schemas/variableConfig.ts';
import { readFileText } from '../variableFlags.ts';

const m = t.messages;

/**
 * "Cargar datos" of the configuration modal (§2.5, §7): the service reads a .csv of key, value and
 * (with a parent) parent key; skipped rows are listed with their row number. Answers the rows read,
 * undefined when nothing was read.
 */
export function useReadVariableDataCsv() {
  const [mutate, { loading }] = useMutation(READ_VARIABLE_DATA_CSV, { context: { quietErrors: true } });
  const read = useCallback(
    async (file: File, withParent: boolean): Promise<DataRow[] | undefined> => {
      if (!isCsvFileName(file.name)) return void showError(m.csvOnly);
      let csv: string;
      try {
        csv = await readFileText(file);
      } catch {
        return void showError(m.message_error_reading_file);
      }
      try {
        const result = (await mutate({ variables: { csv, withParent } })).data?.readVariableDataCsv;
        if (!result) return undefined;
        if (result.skipped.length)
          showWarning(
            t.config.skipped(result.skipped.length),
            result.skipped.slice(0, 8).map((s) => s.message),
          );
        showSuccess(t.config.appended(result.rows.length));
        return result.rows.map((r) => ({ key: r.key, value: r.value, parentKey: r.parentKey ?? '' }));
      } catch (error) {
        showError(graphQLErrorOf(error)?.message || m.message_error_reading_file);
        return undefined;
      }
    },
    [mutate],
  );
  return { read, reading: loading };
}
