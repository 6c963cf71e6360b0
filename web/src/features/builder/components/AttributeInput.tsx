import { useState } from 'react';
import { Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { COMPARE_SYMBOL_TEXT, DEFAULT_COMPARE_SYMBOL, type CompareSymbolCode } from '@inca/warehouse/selection';
import type { CompareSymbol, SelectedAttributeInput } from '../../../__generated__/graphql.ts';
import { builder } from '../../../i18n/builder.ts';
import type { CatalogueAttribute } from '../selection.ts';

const SYMBOL_CODES = Object.keys(COMPARE_SYMBOL_TEXT) as CompareSymbolCode[];
const DEFAULT_MIN = 1;
const DEFAULT_MAX = 999_999_999;
const t = builder.attribute;

const toInt = (text: string): number | null => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Math.trunc(Number(text)));

type Props = {
  attribute: CatalogueAttribute;
  /** Options offered now (a dependent list follows its parent). */
  options: CatalogueAttribute['options'];
  value: SelectedAttributeInput | undefined;
  required: boolean;
  readOnly: boolean;
  /** The new value, or null when the attribute is cleared. */
  onChange: (value: SelectedAttributeInput | null) => void;
};

/** One element per attribute type (§2.1): switches, checkbox lists, selects, ranges and comparisons. */
export function AttributeInput({ attribute: a, options, value, required, readOnly, onChange }: Props) {
  // A symbol chosen before the number is typed is kept until the number arrives.
  const [pendingSymbol, setPendingSymbol] = useState<CompareSymbol>(DEFAULT_COMPARE_SYMBOL);
  const id = `attr-${a.id}`;
  const missing = required && !value;
  const label = (
    <span>
      {a.businessName}
      {missing && <span className="inca-required"> · {t.required}</span>}
    </span>
  );
  const intent = missing ? Intent.WARNING : Intent.NONE;
  switch (a.type) {
    case 'BOOLEAN':
      return (
        <Switch
          id={id}
          label={a.businessName}
          checked={value?.value === '1'}
          disabled={readOnly}
          onChange={(e) => onChange({ id: a.id, value: e.currentTarget.checked ? '1' : '0' })}
          className={missing ? 'inca-required-field' : undefined}
        />
      );
    case 'MULTI_SELECT':
    case 'MASKED_MULTI_SELECT': {
      const chosen = value?.values ?? [];
      return (
        <FormGroup label={label} intent={intent}>
          <div className={`inca-checks ${options.length > 8 ? 'inca-checks-scroll' : ''}`} role="group" aria-label={a.businessName}>
            {options.map((o) => (
              <Checkbox
                key={o.value}
                label={o.name}
                title={o.tooltip ?? undefined}
                checked={chosen.includes(o.value)}
                disabled={readOnly}
                onChange={(e) =>
                  onChange({ id: a.id, values: e.currentTarget.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value) })
                }
              />
            ))}
          </div>
        </FormGroup>
      );
    }
    case 'SELECT':
    case 'SELECT_RANGE':
      return (
        <FormGroup label={label} labelFor={id} intent={intent}>
          <HTMLSelect
            id={id}
            fill
            disabled={readOnly}
            value={value?.value ?? ''}
            onChange={(e) => onChange({ id: a.id, value: e.currentTarget.value })}
          >
            <option value="">{t.choose}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      );
    case 'RANGE': {
      const lower = value?.lower ?? null;
      const upper = value?.upper ?? null;
      const set = (next: { lower: number | null; upper: number | null }) =>
        onChange(next.lower === null && next.upper === null ? null : { id: a.id, ...next });
      const min = a.min ?? DEFAULT_MIN;
      const max = a.max ?? DEFAULT_MAX;
      return (
        <FormGroup label={label} intent={intent} helperText={t.between(min, max)}>
          <div className="inca-range">
            <InputGroup
              aria-label={t.from(a.businessName)}
              type="number"
              disabled={readOnly}
              value={lower?.toString() ?? ''}
              placeholder={String(min)}
              onValueChange={(v) => set({ lower: toInt(v), upper })}
            />
            <span>{t.rangeJoin}</span>
            <InputGroup
              aria-label={t.to(a.businessName)}
              type="number"
              disabled={readOnly}
              value={upper?.toString() ?? ''}
              placeholder={String(max)}
              onValueChange={(v) => set({ lower, upper: toInt(v) })}
            />
          </div>
        </FormGroup>
      );
    }
    case 'INPUT_COMPARE': {
      const symbol: CompareSymbol = value?.symbol ?? pendingSymbol;
      const number = value?.value ?? '';
      return (
        <FormGroup label={label} intent={intent}>
          <div className="inca-range">
            <HTMLSelect
              aria-label={t.compare(a.businessName)}
              disabled={readOnly}
              value={symbol}
              onChange={(e) => {
                const next = e.currentTarget.value as CompareSymbol;
                setPendingSymbol(next);
                if (number !== '') onChange({ id: a.id, value: number, symbol: next });
              }}
            >
              {SYMBOL_CODES.map((code) => (
                <option key={code} value={code}>
                  {COMPARE_SYMBOL_TEXT[code]}
                </option>
              ))}
            </HTMLSelect>
            <InputGroup
              aria-label={t.compareValue(a.businessName)}
              type="number"
              disabled={readOnly}
              value={number}
              onValueChange={(text) => {
                const n = toInt(text);
                onChange(n === null ? null : { id: a.id, value: String(n), symbol });
              }}
            />
          </div>
        </FormGroup>
      );
    }
  }
}
