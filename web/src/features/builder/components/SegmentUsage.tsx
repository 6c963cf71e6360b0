import { Card, H5 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { graphql } from '../../../__generated__/gql.ts';
import type { SegmentUsage_SegmentFragment } from '../../../__generated__/graphql.ts';
import { builder } from '../../../i18n/builder.ts';
import { pathTo } from '../../../navigation/routes.ts';

export const SegmentUsage_segment = graphql(`
  fragment SegmentUsage_segment on Segment {
    audiences {
      id
      name
      platform {
        code
      }
    }
    usedInMerges {
      code
      name
      viewable
    }
  }
`);

const t = builder.usage;

/** Where a segment is used (audiences and merge segments); a merge the viewer may open is a link. */
export function SegmentUsage({ segment }: { segment: SegmentUsage_SegmentFragment }) {
  const { audiences, usedInMerges } = segment;
  return (
    <Card data-testid="segment-usage">
      <H5>{t.title}</H5>
      {audiences.length === 0 && usedInMerges.length === 0 && <p className="bp6-text-muted">{t.none}</p>}
      {usedInMerges.length > 0 && (
        <section aria-label={t.merges}>
          <p className="bp6-text-muted inca-small">{t.merges}</p>
          <ul className="inca-list">
            {usedInMerges.map((m) => (
              <li key={m.code}>
                {m.viewable ? <Link to={pathTo('view_merge_segment', { code: m.code })}>{m.name}</Link> : <span>{m.name}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {audiences.length > 0 && (
        <section aria-label={t.audiences}>
          <p className="bp6-text-muted inca-small">{t.audiences}</p>
          <ul className="inca-list">
            {audiences.map((a) => (
              <li key={a.id}>{a.name}</li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
