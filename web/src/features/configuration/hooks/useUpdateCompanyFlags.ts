import { useMutation } from '@apollo/client/react';
import type { CompanyFlagsInput } from '../../../__generated__/graphql.ts';
import { configuration } from '../../../i18n/configuration.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { UPDATE_COMPANY_FLAGS } from '../graphql.ts';

const t = configuration.flags;

/** Saves a company's flags with the spec's toast and reloads the table; answers whether it went through. */
export function useUpdateCompanyFlags() {
  const [mutate, { loading }] = useMutation(UPDATE_COMPANY_FLAGS, { refetchQueries: ['CompanyConfigurations'] });

  async function updateFlags(companyCode: string, flags: CompanyFlagsInput): Promise<boolean> {
    try {
      await mutate({ variables: { companyCode, flags } });
      showSuccess(t.saved);
      return true;
    } catch {
      showError(t.failed);
      return false;
    }
  }

  return { updateFlags, saving: loading };
}
