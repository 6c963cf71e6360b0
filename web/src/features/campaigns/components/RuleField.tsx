import { useRef } from 'react';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, NumericInput } from '@blueprintjs/core';
import { VARIABLE_TYPE, formatQuantity, toggleAll } from '@inca/domain';
import type { CampaignParamFieldsFragment } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { chosenKeys, clampedRange, listSize, type ParamValue } from '../rulesState.ts';
import type { VariableOption } from '@inca/domain';

const r = t.rules;

type Props = {
  param: CampaignParamFieldsFragment;
  value: ParamValue;
  options: VariableOption[];
  parentMissing: boolean;
  disabled: boolean;
  onChange: (next: ParamValue) => void;
  onChooseSegment: () => void;
  onUploadList: (file: File) => void;
  onDownloadList: () => void;
  /** The chosen segment's name (a segment selector shows it instead of the code when known). */
  segmentName?: string;
};

/** One field of the configuration tab, by variable type (§2.3, §4): selects with select-all and parent/child, ranges, segment, date, list. */
export function RuleField({
  param,
  value,
  options,
  parentMissing,
  disabled,
  onChange,
  onChooseSegment,
  onUploadList,
  onDownloadList,
  segmentName,
}: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const id = `rule-${param.groupId}-${param.variableId}`;
  const label = (
    <span>
      {param.variableName}
      {param.required && (
        <span className="inca-star" title={r.required} aria-label={r.required}>
          *
        </span>
      )}
    </span>
  );
  const helper = param.variableDescription || undefined;
  const type = param.variableTypeId;

  if (type === VARIABLE_TYPE.SELECT) {
    if (parentMissing) {
      return (
        <FormGroup label={label} helperText={r.chooseParentFirst}>
          <HTMLSelect id={id} disabled fill>
            <option>{r.choose}</option>
          </HTMLSelect>
        </FormGroup>
      );
    }
    if (param.multiple) {
      const chosen = chosenKeys(value);
      const all = options.length > 0 && options.every((o) => chosen.includes(o.data_key));
      return (
        <FormGroup label={label} helperText={helper}>
          <div className="inca-options" data-testid={`field-${param.variableCode}`}>
            <Checkbox
              label={all ? r.selectNone : r.selectAll}
              checked={all}
              indeterminate={!all && chosen.length > 0}
              disabled={disabled}
              onChange={() => onChange({ ...value, value: '', items: toggleAll(chosen, options) })}
            />
            {options.map((o) => (
              <Checkbox
                key={o.data_key}
                label={o.data_value}
                checked={chosen.includes(o.data_key)}
                disabled={disabled}
                onChange={(e) =>
                  onChange({
                    ...value,
                    value: '',
                    items: e.currentTarget.checked ? [...chosen, o.data_key] : chosen.filter((k) => k !== o.data_key),
                  })
                }
              />
            ))}
          </div>
        </FormGroup>
      );
    }
    return (
      <FormGroup label={label} labelFor={id} helperText={helper}>
        <HTMLSelect
          id={id}
          fill
          disabled={disabled}
          value={value.value}
          onChange={(e) => onChange({ ...value, value: e.currentTarget.value, items: [] })}
          data-testid={`field-${param.variableCode}`}
        >
          <option value="">{r.choose}</option>
          {options.map((o) => (
            <option key={o.data_key} value={o.data_key}>
              {o.data_value}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    );
  }

  if (type === VARIABLE_TYPE.NUMBER && param.range) {
    const set = (edited: 'start' | 'end', n: number | null) => {
      const next = { ...value, [edited === 'start' ? 'rangeStart' : 'rangeEnd']: n };
      const range = clampedRange(param, next, edited);
      onChange({ ...next, rangeStart: range.start, rangeEnd: range.end });
    };
    return (
      <FormGroup label={label} helperText={r.rangeHelp(formatQuantity(param.minRange), formatQuantity(param.maxRange))}>
        <div className="inca-range" data-testid={`field-${param.variableCode}`}>
          <NumericInput
            aria-label={`${param.variableName} ${r.from}`}
            placeholder={r.from}
            fill
            buttonPosition="none"
            disabled={disabled}
            value={value.rangeStart ?? ''}
            onValueChange={(n, text) => set('start', text.trim() === '' || Number.isNaN(n) ? null : n)}
          />
          <NumericInput
            aria-label={`${param.variableName} ${r.to}`}
            placeholder={r.to}
            fill
            buttonPosition="none"
            disabled={disabled}
            value={value.rangeEnd ?? ''}
            onValueChange={(n, text) => set('end', text.trim() === '' || Number.isNaN(n) ? null : n)}
          />
        </div>
      </FormGroup>
    );
  }

  if (type === VARIABLE_TYPE.TXT && param.segmentSelector) {
    return (
      <FormGroup label={label} helperText={helper}>
        <div className="inca-actions" style={{ justifyContent: 'flex-start' }}>
          <Button
            icon="people"
            text={value.value ? r.segmentChosen(value.value, segmentName) : r.segment}
            disabled={disabled}
            onClick={onChooseSegment}
            data-testid={`field-${param.variableCode}`}
          />
        </div>
      </FormGroup>
    );
  }

  if (type === VARIABLE_TYPE.TABLA) {
    return (
      <FormGroup label={label} helperText={listSize(param, value) > 0 ? r.listItems(listSize(param, value)) : helper}>
        <div className="inca-actions" style={{ justifyContent: 'flex-start' }}>
          <Button icon="document-open" text={r.uploadList} disabled={disabled} onClick={() => fileInput.current?.click()} />
          {param.id && listSize(param, value) > 0 && <Button icon="download" text={r.downloadList} onClick={onDownloadList} />}
          <input
            ref={fileInput}
            type="file"
            accept=".csv"
            hidden
            data-testid={`list-upload-${param.variableCode}`}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) onUploadList(file);
            }}
          />
        </div>
      </FormGroup>
    );
  }

  return (
    <FormGroup label={label} labelFor={id} helperText={helper}>
      <InputGroup
        id={id}
        type={type === VARIABLE_TYPE.DATETIME ? 'date' : type === VARIABLE_TYPE.NUMBER ? 'number' : 'text'}
        disabled={disabled}
        value={value.value}
        onValueChange={(v) => onChange({ ...value, value: v })}
        data-testid={`field-${param.variableCode}`}
      />
    </FormGroup>
  );
}
