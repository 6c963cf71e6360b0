import { Button, Classes, Intent, Menu, MenuItem, Popover, type IconName } from '@blueprintjs/core';
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
  const actions = audienceActionsOf(row);
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
          title={a.disabled && a.kind === 'images' ? t.actions.imagesSoon : undefined}
          onClick={() => onAction(a.kind)}
        />
      ))}
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button variant="minimal" icon="more" aria-label={t.table.rowActions(row.name)} data-testid="audience-row-actions" />
    </Popover>
  );
}
