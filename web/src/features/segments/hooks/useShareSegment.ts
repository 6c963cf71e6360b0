import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Intent } from '@blueprintjs/core';
import { shareRoleWarning } from '@inca/domain';
import type { ShareTargetType } from '../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { segments as t } from '../../../i18n/segments.ts';
import { showSuccess } from '../../../ui/toaster.ts';
import { SEGMENT_SHARES, SHARE_SEGMENT, USER_HAS_ROLE } from '../graphql.ts';

export type ShareProblem = { intent: Intent; text: string };
export type ShareTarget = { type: ShareTargetType; email: string; companyCode: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Shares a segment with a user or a company. A user without an audience role gets the spec's
 * warning before anything is written (the service refuses it too). Refreshes the shares and the list.
 */
export function useShareSegment(code: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(SHARE_SEGMENT, {
    context: { quietErrors: true },
    refetchQueries: [{ query: SEGMENT_SHARES, variables: { code } }, 'SegmentList'],
    awaitRefetchQueries: true,
  });
  const [problem, setProblem] = useState<ShareProblem>();
  const [sharing, setSharing] = useState(false);

  async function share({ type, email, companyCode }: ShareTarget): Promise<boolean> {
    setProblem(undefined);
    const target = email.trim().toLowerCase();
    if (type === 'USER' && !EMAIL.test(target)) {
      setProblem({ intent: Intent.DANGER, text: t.share.invalidEmail });
      return false;
    }
    setSharing(true);
    try {
      if (type === 'USER') {
        const check = (role: 'AUDIENCE_USER' | 'AUDIENCE_ANALYST') =>
          client.query({
            query: USER_HAS_ROLE,
            variables: { email: target, role },
            fetchPolicy: 'network-only',
            context: { quietErrors: true },
          });
        const [asUser, asAnalyst] = await Promise.all([check('AUDIENCE_USER'), check('AUDIENCE_ANALYST')]);
        if (!asUser.data?.userHasRole && !asAnalyst.data?.userHasRole) {
          setProblem({ intent: Intent.WARNING, text: shareRoleWarning(target) });
          return false;
        }
      }
      await mutate({
        variables: { code, input: type === 'USER' ? { type, email: target, companyCode: companyCode || null } : { type, companyCode } },
      });
      showSuccess(t.share.done);
      return true;
    } catch (error) {
      setProblem({ intent: Intent.DANGER, text: graphQLErrorOf(error)?.message ?? t.share.failed });
      return false;
    } finally {
      setSharing(false);
    }
  }

  return { share, sharing, problem, clearProblem: () => setProblem(undefined) };
}
