import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { configuration } from '../../../i18n/configuration.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { VERIFY_ACCOUNT } from '../graphql.ts';

const t = configuration.ads;

/** Checks an ads account against its platforms now, with the spec's toast; `verifying` names the account being checked. */
export function useVerifyAdsAccount() {
  const [mutate] = useMutation(VERIFY_ACCOUNT, { refetchQueries: ['CompanyAdsAccounts'], awaitRefetchQueries: true });
  const [verifying, setVerifying] = useState<string | null>(null);

  async function verify(companyCode: string, adsAccountCode: string): Promise<void> {
    setVerifying(adsAccountCode);
    try {
      await mutate({ variables: { companyCode, adsAccountCode } });
      showSuccess(t.verified);
    } catch {
      showError(t.verifyFailed);
    } finally {
      setVerifying(null);
    }
  }

  return { verify, verifying };
}
