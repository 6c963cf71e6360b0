import { Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, Switch } from '@blueprintjs/core';
import type { CompareSymbol } from '../../__generated__/graphql.ts';
import type { CatalogueAttribute, Value } from './selection.ts';

const SYMBOLS: { value: CompareSymbol; label: string }[] = [
  { value: 'GE', label: '>=' },
  { value: 'EQ', label: '=' },
  { value: 'LT', label: '<' },
  { value: 'GT', label: '>' },
  { value: 'LE', label: '<=' },
];

const toInt = (text: string): number | null => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Math.trunc(Number(text)));

type Props = {
  attribute: CatalogueAttribute;
  options: CatalogueAttribute['options'];
  value: Value | undefined;
  required: boolean;
  readOnly: boolean;
  onChange: (value: Value | null) => void;
};

/** One element per attribute type (§2.1): switches, checkbox lists, selects, ranges and comparisons. */
export function AttributeInput({ attribute: a, options, value, required, readOnly, onChange }: Props) {
  const id = `attr-${a.id}`;
  const label = (
    <span>
      {a.businessName}
      {required && !value && <span className="inca-required"> · requerido</span>}
    </span>
  );
  const intent = required && !value ? Intent.WARNING : Intent.NONE;
  switch (a.type) {
    case 'BOOLEAN':
      return (
        <Switch
          id={id}
          label={a.businessName}
          checked={value?.kind === 'boolean' && value.on}
          disabled={readOnly}
          onChange={(e) => onChange({ kind: 'boolean', on: e.currentTarget.checked })}
          className={required && !value ? 'inca-required-field' : undefined}
        />
      );
    case 'MULTI_SELECT':
    case 'MASKED_MULTI_SELECT': {
      const chosen = value?.kind === 'values' ? value.values : [];
      return (
        <FormGroup label={label} intent={intent}>
          <div className={`inca-checks ${options.length > 8 ? 'inca-checks-scroll' : ''}`} role="group" aria-label={a.businessName}>
            {options.map((o) => (
              <Checkbox
                key={o.value}
                label={o.name}
                checked={chosen.includes(o.value)}
                disabled={readOnly}
                onChange={(e) =>
                  onChange({ kind: 'values', values: e.currentTarget.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value) })
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
            value={value?.kind === 'single' ? value.value : ''}
            onChange={(e) => onChange({ kind: 'single', value: e.currentTarget.value })}
          >
            <option value="">Seleccione…</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      );
    case 'RANGE': {
      const r = value?.kind === 'range' ? value : { kind: 'range' as const, lower: null, upper: null };
      const set = (patch: Partial<typeof r>) => {
        const next = { ...r, ...patch };
        onChange(next.lower === null && next.upper === null ? null : next);
      };
      return (
        <FormGroup label={label} intent={intent} helperText={`Entre ${a.min ?? 1} y ${a.max ?? 999999999}`}>
          <div className="inca-range">
            <InputGroup aria-label={`${a.businessName} desde`} type="number" disabled={readOnly} value={r.lower?.toString() ?? ''} placeholder={String(a.min ?? 1)} onValueChange={(t) => set({ lower: toInt(t) })} />
            <span>a</span>
            <InputGroup aria-label={`${a.businessName} hasta`} type="number" disabled={readOnly} value={r.upper?.toString() ?? ''} placeholder={String(a.max ?? 999999999)} onValueChange={(t) => set({ upper: toInt(t) })} />
          </div>
        </FormGroup>
      );
    }
    case 'INPUT_COMPARE': {
      const c = value?.kind === 'compare' ? value : { kind: 'compare' as const, value: null, symbol: 'GE' as CompareSymbol };
      return (
        <FormGroup label={label} intent={intent}>
          <div className="inca-range">
            <HTMLSelect aria-label={`${a.businessName} comparación`} disabled={readOnly} value={c.symbol} onChange={(e) => onChange({ ...c, symbol: e.currentTarget.value as CompareSymbol })}>
              {SYMBOLS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </HTMLSelect>
            <InputGroup
              aria-label={`${a.businessName} valor`}
              type="number"
              disabled={readOnly}
              value={c.value?.toString() ?? ''}
              onValueChange={(t) => {
                const n = toInt(t);
                onChange(n === null ? null : { ...c, value: n });
              }}
            />
          </div>
        </FormGroup>
      );
    }
  }
}
