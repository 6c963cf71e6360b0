import { FormGroup, HTMLSelect } from '@blueprintjs/core';

type Props = {
  id: string;
  companies: readonly { code: string; alias: string }[];
  value: string;
  onChange: (code: string) => void;
  /** Label of an empty first option ('Todas'); absent = a company must be chosen. */
  anyLabel?: string;
  disabled?: boolean;
};

/** The "Empresa" field used across screens: code and alias of each company. */
export function CompanySelect({ id, companies, value, onChange, anyLabel, disabled }: Props) {
  return (
    <FormGroup label="Empresa" labelFor={id}>
      <HTMLSelect id={id} fill value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {companies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} · {c.alias}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
