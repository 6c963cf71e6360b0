import { Button, Classes, Intent, Menu, MenuItem, Popover, type IconName } from '@blueprintjs/core';
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
  const actions = rowActionsOf(row);
  if (actions.length === 0) return <span className={Classes.TEXT_MUTED}>—</span>;
  const menu = (
    <Menu>
      {actions.map((a) => (
        <MenuItem
          key={a.kind}
          icon={ICONS[a.kind]}
          text={t.actions[a.kind]}
          intent={a.kind === 'delete' ? Intent.DANGER : undefined}
          disabled={a.disabled}
          title={a.reason}
          onClick={() => onAction(a.kind)}
        />
      ))}
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button variant="minimal" icon="more" aria-label={t.table.rowActions(row.name)} data-testid="row-actions" />
    </Popover>
  );
}
