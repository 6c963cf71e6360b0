import { useState } from 'react';
import { Button, Checkbox, Intent, Popover, Tag, Tooltip } from '@blueprintjs/core';
import { campaigns as t } from '../../../i18n/campaigns.ts';

type Group = { id: string; name: string; priority: number };

type Props = {
  code: string;
  options: readonly Group[];
  value: readonly Group[];
  disabled: boolean;
  saving: boolean;
  onSave: (ids: string[]) => void;
};

/** The per-row multi-select of variable groups with its save icon (§2.1): changes stay local until saved. */
export function GroupPicker({ code, options, value, disabled, saving, onSave }: Props) {
  const initial = value.map((g) => g.id);
  const [chosen, setChosen] = useState<string[]>(initial);
  const dirty = chosen.length !== initial.length || chosen.some((id) => !initial.includes(id));
  const names = options.filter((o) => chosen.includes(o.id)).map((o) => o.name);
  const picker = (
    <div className="inca-group-picker" data-testid={`group-picker-${code}`}>
      {options.map((o) => (
        <Checkbox
          key={o.id}
          label={o.name}
          checked={chosen.includes(o.id)}
          onChange={(e) => setChosen(e.currentTarget.checked ? [...chosen, o.id] : chosen.filter((x) => x !== o.id))}
        />
      ))}
    </div>
  );
  return (
    <div className="inca-campaign-groups">
      <Popover content={picker} placement="bottom-start" disabled={disabled}>
        <Button
          variant="minimal"
          endIcon="caret-down"
          disabled={disabled}
          aria-label={`${t.list.groups} ${code}`}
          data-testid={`groups-${code}`}
        >
          {names.length ? (
            <span className="inca-nowrap" title={names.join(', ')}>
              <Tag minimal>{names[0]}</Tag>
              {names.length > 1 && (
                <Tag minimal className="inca-gap-tag">
                  +{names.length - 1}
                </Tag>
              )}
            </span>
          ) : (
            <span className="bp6-text-muted">{t.list.groupsPlaceholder}</span>
          )}
        </Button>
      </Popover>
      <Tooltip content={dirty ? t.list.unsavedGroups : t.list.saveGroups} placement="top">
        <Button
          variant="minimal"
          icon="floppy-disk"
          intent={dirty ? Intent.PRIMARY : undefined}
          disabled={!dirty || disabled}
          loading={saving}
          aria-label={`${t.list.saveGroups} ${code}`}
          onClick={() => onSave(chosen)}
        />
      </Tooltip>
    </div>
  );
}
