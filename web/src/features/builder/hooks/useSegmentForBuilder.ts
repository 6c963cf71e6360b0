import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { builder } from '../../../i18n/builder.ts';
import { pathTo } from '../../../navigation/routes.ts';
import { showError } from '../../../ui/toaster.ts';
import { SEGMENT_FOR_BUILDER } from '../graphql.ts';
import type { BuilderMode } from './builderMode.ts';

/**
 * The segment a view or edit screen opens. A code that does not exist, or that the viewer may not
 * see, goes back to the segment list with one toast (spec §2.1, §8).
 */
export function useSegmentForBuilder(mode: BuilderMode, code: string | undefined) {
  const navigate = useNavigate();
  const skip = mode === 'create' || !code;
  const { data, loading, error } = useQuery(SEGMENT_FOR_BUILDER, {
    variables: { code: code ?? '' },
    skip,
    fetchPolicy: 'network-only',
    context: { quietErrors: true },
  });
  const segment = data?.segment;
  const missing = mode !== 'create' && (!code || (!loading && (Boolean(error) || !segment)));
  const left = useRef(false);
  useEffect(() => {
    if (!missing || left.current) return;
    left.current = true;
    showError(builder.messages.notFound);
    navigate(pathTo('segments'), { replace: true });
  }, [missing, navigate]);
  return { segment, loading: mode !== 'create' && !segment };
}
