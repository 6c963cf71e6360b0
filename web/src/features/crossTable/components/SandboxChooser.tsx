import { Button, ControlGroup, FormGroup, HTMLSelect, Intent, Tooltip } from '@blueprintjs/core';
import { access } from '../../../i18n/access.ts';
import { formatCalendarDate, formatNumber } from '../../../ui/format.ts';
import { fromSandboxKey, sandboxKey } from '../schemas/crossTableForm.ts';

const t = access.crossTable;

export type SandboxOption = { useCase: string; group: string; processDate: string; numRows: number };

type Props = {
  id: string;
  options: readonly SandboxOption[];
  /** sandboxKey(useCase, group), or ''. */
  value: string;
  onChange: (key: string) => void;
  onRefresh: () => void;
  refreshing?: boolean;
  disabled?: boolean;
  error?: string;
  /** The stored group when it is no longer offered (view and edit of an old segment). */
  fallback?: { useCase: string; group: string; processDate?: string | null; numRows?: number | null } | null;
};

/**
 * The sandbox chooser (§2.3, switch on): one choice of use case and group, grouped by use case, with
 * a refresh icon; below it the read-only use case, group, process date and row count.
 */
export function SandboxChooser({ id, options, value, onChange, onRefresh, refreshing, disabled, error, fallback }: Props) {
  const chosen = fromSandboxKey(value);
  const option = chosen ? options.find((o) => o.useCase === chosen.useCase && o.group === chosen.group) : undefined;
  const byUseCase = new Map<string, SandboxOption[]>();
  for (const o of options) byUseCase.set(o.useCase, [...(byUseCase.get(o.useCase) ?? []), o]);
  const missing = chosen && !option && fallback ? fallback : null;
  return (
    <>
      <FormGroup
        label={`${t.useCase} · ${t.group}`}
        labelFor={id}
        intent={error ? Intent.DANGER : Intent.NONE}
        helperText={error ?? (options.length === 0 && !disabled ? t.noUseCases : undefined)}
      >
        <ControlGroup fill>
          <HTMLSelect id={id} fill value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)}>
            <option value="">{t.choose}</option>
            {missing && <option value={value}>{`${missing.useCase} · ${missing.group}`}</option>}
            {[...byUseCase.entries()].map(([useCase, groups]) => (
              <optgroup key={useCase} label={useCase}>
                {groups.map((g) => (
                  <option key={g.group} value={sandboxKey(g.useCase, g.group)}>
                    {`${g.useCase} · ${g.group}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </HTMLSelect>
          {!disabled && (
            <Tooltip content={t.refreshUseCases} placement="top">
              <Button icon="refresh" aria-label={t.refreshUseCases} loading={refreshing} onClick={onRefresh} />
            </Tooltip>
          )}
        </ControlGroup>
      </FormGroup>
      {chosen && (
        <dl className="inca-facts" data-testid="sandbox-facts">
          <dt>{t.useCase}</dt>
          <dd>{chosen.useCase}</dd>
          <dt>{t.group}</dt>
          <dd>{chosen.group}</dd>
          <dt>{t.processDate}</dt>
          <dd>{formatCalendarDate(option?.processDate ?? fallback?.processDate)}</dd>
          <dt>{t.rows}</dt>
          <dd>{option ? formatNumber(option.numRows) : fallback?.numRows != null ? formatNumber(fallback.numRows) : '—'}</dd>
        </dl>
      )}
    </>
  );
}
