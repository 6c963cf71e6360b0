import { useQuery } from '@apollo/client/react';
import { SEGMENT_NAME } from '../graphql/index.ts';

/**
 * The name of the segment a rule targets (the rule stores its code; the name is what a user knows
 * it by). A code the viewer cannot read, e.g. another company's, answers nothing and stays a code.
 */
export function useCampaignSegmentName(code: string) {
  const { data } = useQuery(SEGMENT_NAME, { variables: { code }, skip: !code, context: { quietErrors: true } });
  return code ? data?.segment.name : undefined;
}
