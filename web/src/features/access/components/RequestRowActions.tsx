import type { IconName } from '@blueprintjs/core';
import { access } from '../../../i18n/access.ts';
import { RowActionsMenu } from '../../../ui/RowActionsMenu.tsx';
import type { RequestActionKind } from '../requestActions.ts';

const ICONS: Record<RequestActionKind, IconName> = {
  approve: 'tick-circle',
  decline: 'disable',
  update: 'calendar',
  view: 'eye-open',
  history: 'time',
};

/** The row's action menu: only the actions the service allows the viewer on this request. */
export function RequestRowActions({
  actions,
  label,
  onAction,
}: {
  actions: readonly RequestActionKind[];
  label: string;
  onAction: (kind: RequestActionKind) => void;
}) {
  return (
    <RowActionsMenu
      actions={actions.map((kind) => ({ kind }))}
      icons={ICONS}
      labels={access.requests.actions}
      label={label}
      testId="request-actions"
      onAction={onAction}
    />
  );
}
