import { Tag } from '@blueprintjs/core';
import { audiences } from '../../../../i18n/audiences.ts';
import { STATUS_INTENT, type StatusColorName } from '../status.ts';

type Props = {
  enabled: boolean;
  statusColor: StatusColorName;
  status: { code: string; name: string; description?: string };
};

/**
 * The status chip (§4): the status in its colour (P_ENV blue, P_ACT orange, P_PUB green, any other
 * red); a disabled audience reads 'DESACTIVADO' in grey whatever its status.
 */
export function AudienceStatusTag({ enabled, statusColor, status }: Props) {
  const color: StatusColorName = enabled ? statusColor : 'GREY';
  return (
    <Tag
      intent={STATUS_INTENT[color]}
      minimal={color === 'GREY'}
      round
      title={enabled ? status.description || status.code : status.name}
      data-testid="audience-status"
      data-color={color}
      className="inca-nowrap"
    >
      {enabled ? status.name : audiences.list.table.disabled}
    </Tag>
  );
}
