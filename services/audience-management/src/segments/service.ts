import type { z } from 'zod';
import type { Pool } from '@inca/db';
import type { Identity } from '@inca/domain';
import type * as api from '@inca/contracts/audience-management';
import { presentSegment } from './access.ts';
import { audiencesOfSegments, listSegments, segmentViewerOf } from './repository.ts';

/** One page of the segment list as the caller may see it, with each segment's audiences when asked for. */
export async function segmentPage(pool: Pool, identity: Identity, q: z.output<typeof api.segmentListQuery>) {
  const { rows, total } = await listSegments(pool, await segmentViewerOf(pool, identity), {
    companyCodes: q.company_code,
    name: q.name || undefined,
    typeIds: q.type,
    shared: q.shared,
    createdFrom: q.created_from,
    createdTo: q.created_to,
    modifiedFrom: q.modified_from,
    modifiedTo: q.modified_to,
    requestedOnly: q.requested === 'true',
    usableBy: q.usable_by,
    sort: q.sort,
    order: q.order,
    offset: (q.page - 1) * q.page_size,
    limit: q.page_size,
  });
  const data = rows.map((row) => presentSegment(identity, row));
  if (q.include_audiences !== 'true') return { rows: data, total };
  const audiences = await audiencesOfSegments(
    pool,
    rows.map((r) => r.code),
  );
  return { rows: data.map((row) => ({ ...row, audiences: audiences.filter((a) => a.segment_code === row.code) })), total };
}
