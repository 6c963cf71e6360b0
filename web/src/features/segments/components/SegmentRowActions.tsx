import type { IconName } from '@blueprintjs/core';
import { RowActionsMenu } from '../../../ui/RowActionsMenu.tsx';
import { segments as t } from '../../../i18n/segments.ts';
import { rowActionsOf, type RowActionKind, type RowPermissions } from './rowActions.ts';

const ICONS: Record<RowActionKind, IconName> = {
  view: 'eye-open',
  requests: 'document-open',
  edit: 'edit',
  share: 'share',
  duplicate: 'duplicate',
  delete: 'trash',
};

type Props = {
  row: RowPermissions & { name: string };
  onAction: (kind: RowActionKind) => void;
};

/** The row's action menu; an action shows only when the service says the viewer may take it. */
export function SegmentRowActions({ row, onAction }: Props) {
  return (
    <RowActionsMenu
      actions={rowActionsOf(row)}
      icons={ICONS}
      labels={t.actions}
      label={t.table.rowActions(row.name)}
      testId="row-actions"
      onAction={onAction}
    />
  );
}
