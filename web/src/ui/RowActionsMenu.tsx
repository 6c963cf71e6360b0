import { Button, Classes, Intent, Menu, MenuItem, PopoverNext, type IconName } from '@blueprintjs/core';

/** One action of a table row, as the screen's rules (the service's flags) allow it. */
export type RowAction<K extends string> = { kind: K; disabled?: boolean; reason?: string };

type Props<K extends string> = {
  actions: readonly RowAction<K>[];
  icons: Record<K, IconName>;
  labels: Record<K, string>;
  /** Accessible name of the menu button, e.g. "Acciones de INCA_…". */
  label: string;
  testId: string;
  onAction: (kind: K) => void;
};

/**
 * A row's action menu (the "…" button): only the actions the row allows, delete in red, disabled
 * ones with their reason; a dash when none.
 */
export function RowActionsMenu<K extends string>({ actions, icons, labels, label, testId, onAction }: Props<K>) {
  if (actions.length === 0) return <span className={Classes.TEXT_MUTED}>—</span>;
  const menu = (
    <Menu>
      {actions.map((a) => (
        <MenuItem
          key={a.kind}
          icon={icons[a.kind]}
          text={labels[a.kind]}
          intent={a.kind === 'delete' ? Intent.DANGER : undefined}
          disabled={a.disabled}
          title={a.reason}
          onClick={() => onAction(a.kind)}
        />
      ))}
    </Menu>
  );
  // PopoverNext (floating-ui), as Blueprint's own tooltips and menus: the first screen already has
  // it, where the classic Popover would add popper.js to every list.
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" icon="more" aria-label={label} data-testid={testId} />
    </PopoverNext>
  );
}
