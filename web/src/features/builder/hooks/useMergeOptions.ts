import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import type { AudienceSegmentType } from '../../../__generated__/graphql.ts';
import { builder } from '../../../i18n/builder.ts';
import { showError } from '../../../ui/toaster.ts';
import { MERGE_OPTIONS } from '../graphql.ts';

type Option = { code: string; name: string };

/**
 * Segments that may be merged for a segment type (§5: contact type offers contact segments and
 * untyped ones, advertising type only advertising ones), plus the saved A and B so they always show.
 */
export function useMergeOptions(typeName: AudienceSegmentType | '', saved: readonly (Option | null | undefined)[]) {
  const { data, error } = useQuery(MERGE_OPTIONS, {
    variables: { type: typeName || 'SEGMENT_CONTACT' },
    skip: !typeName,
    context: { quietErrors: true },
  });
  useEffect(() => {
    if (error) showError(builder.messages.mergeOptionsFailed);
  }, [error]);
  const options: Option[] = [...(data?.mergeOptions ?? [])];
  for (const s of saved) if (s && !options.some((o) => o.code === s.code)) options.push(s);
  return options;
}
