import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { CreateAudienceInput } from '../../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../../apollo/errors.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { showError, showSuccess, showWarning } from '../../../../ui/toaster.ts';
import { CREATE_AUDIENCES } from '../graphql.ts';

const m = audiences.form.messages;

/** created: names of the audiences created (go to the list); problem: the service's refusal to show. */
export type CreateOutcome = { created: string[] } | { problem?: string };

/**
 * Creates one audience per platform (§8): full success is a success toast; partial success shows
 * 'Audiencia Creada: name (platform)' for each created one with the errors as a warning; nothing
 * created with errors shows each error as a warning item; a refused input shows the service's
 * message; a network failure only stops the loading indicator.
 */
export function useCreateAudiences() {
  const [mutate, { loading }] = useMutation(CREATE_AUDIENCES, { context: { quietErrors: true }, refetchQueries: ['AudienceList'] });
  const create = useCallback(
    async (input: CreateAudienceInput): Promise<CreateOutcome> => {
      try {
        const result = (await mutate({ variables: { input } })).data?.createAudiences;
        if (!result) return {};
        const createdLines = result.created.map((a) => m.created(a.name, a.platform.name));
        const errorLines = result.errors.map((e) =>
          e.platform ? `${audiences.form.platformNames[e.platform] ?? e.platform}: ${e.message}` : e.message,
        );
        if (result.created.length === 0) {
          if (errorLines.length === 0) showError(m.createEmpty);
          else showWarning(m.createFailed, errorLines);
          return {};
        }
        if (errorLines.length > 0) showWarning(createdLines.join(' · '), errorLines);
        else showSuccess(createdLines.join(' · '));
        return { created: result.created.map((a) => a.name) };
      } catch (error) {
        const coded = graphQLErrorOf(error);
        if (!coded) return {};
        showError(m.createFailed);
        return { problem: coded.message };
      }
    },
    [mutate],
  );
  return { create, creating: loading };
}
