import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { SalesforceAutomationInput } from '../../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../../apollo/errors.ts';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { CREATE_SALESFORCE_AUTOMATION } from '../graphql.ts';

export type SalesforceAutomation = { id: string; name: string; audienceName: string };

/** Creates the Salesforce automation flow before the audience; the toast shows the service's message for both outcomes (§8). */
export function useCreateSalesforceAutomation() {
  const [mutate, { loading }] = useMutation(CREATE_SALESFORCE_AUTOMATION, { context: { quietErrors: true } });
  const createAutomation = useCallback(
    async (input: SalesforceAutomationInput): Promise<SalesforceAutomation | null> => {
      try {
        const result = (await mutate({ variables: { input } })).data?.createSalesforceAutomation;
        if (!result) return null;
        showSuccess(result.message);
        return { id: result.automation.id, name: result.automation.name, audienceName: result.automation.audienceName };
      } catch (error) {
        const coded = graphQLErrorOf(error);
        if (coded) showError(coded.message);
        return null;
      }
    },
    [mutate],
  );
  return { createAutomation, creatingAutomation: loading };
}
