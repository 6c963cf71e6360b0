import { Intent, Tag } from '@blueprintjs/core';
import { access } from '../../../i18n/access.ts';
import type { RequestStatusName } from '../requestActions.ts';

const INTENT: Record<RequestStatusName, Intent> = { PENDING: Intent.WARNING, APPROVED: Intent.SUCCESS, DECLINED: Intent.DANGER };

/** The status chip of a request (§2.5): pending orange, approved green, declined red. */
export function RequestStatusTag({ status }: { status: RequestStatusName }) {
  return (
    <Tag round intent={INTENT[status]} className="inca-nowrap" data-testid="request-status" data-status={status}>
      {access.requests.status[status] ?? status}
    </Tag>
  );
}
