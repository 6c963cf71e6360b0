import { useMutation } from '@apollo/client/react';
import type { AdsAccountInput } from '../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { configuration } from '../../../i18n/configuration.ts';
import { showSuccess } from '../../../ui/toaster.ts';
import { SAVE_ADS_ACCOUNT } from '../graphql.ts';
import { adsAccountRefusal, type AdsAccountRefusal } from '../schemas/adsAccountRefusal.ts';

/**
 * Registers (no id) or edits an ads account and reloads the accounts and their settings. A refusal
 * comes back split into messages per form field and the rest, for the dialog to show; no toast then.
 */
export function useSaveAdsAccount() {
  const [mutate, { loading }] = useMutation(SAVE_ADS_ACCOUNT, {
    context: { quietErrors: true },
    refetchQueries: ['CompanyAdsAccounts', 'AdsAccountSettings'],
  });

  async function saveAdsAccount(id: string | null, input: AdsAccountInput): Promise<{ refusal?: AdsAccountRefusal }> {
    try {
      await mutate({ variables: { id, input } });
      showSuccess(configuration.ads.dialog.saved);
      return {};
    } catch (error) {
      const coded = graphQLErrorOf(error);
      return { refusal: adsAccountRefusal(coded?.message, coded?.details) };
    }
  }

  return { saveAdsAccount, saving: loading };
}
