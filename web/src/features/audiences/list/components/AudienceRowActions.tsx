import type { IconName } from '@blueprintjs/core';
import { RowActionsMenu } from '../../../../ui/RowActionsMenu.tsx';
import { audiences } from '../../../../i18n/audiences.ts';
import { audienceActionsOf, type AudienceActionKind, type AudiencePermissions } from './rowActions.ts';

const t = audiences.list;

const ICONS: Record<AudienceActionKind, IconName> = {
  view: 'eye-open',
  edit: 'edit',
  delete: 'trash',
  activate: 'tick-circle',
  deactivate: 'disable',
  resend: 'refresh',
  updateFrequency: 'time',
  billing: 'dollar',
  images: 'media',
};

type Props = {
  row: AudiencePermissions & { name: string };
  onAction: (kind: AudienceActionKind) => void;
};

/** The row's action menu; an action shows only when the service says the viewer may take it. */
export function AudienceRowActions({ row, onAction }: Props) {
  const actions = audienceActionsOf(row).map((a) => (a.disabled && a.kind === 'images' ? { ...a, reason: t.actions.imagesSoon } : a));
  return (
    <RowActionsMenu
      actions={actions}
      icons={ICONS}
      labels={t.actions}
      label={t.table.rowActions(row.name)}
      testId="audience-row-actions"
      onAction={onAction}
    />
  );
}
