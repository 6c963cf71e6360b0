import { useState } from 'react';
import { Button, Card, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { variables as t } from '../../../i18n/variables.ts';
import { typeLabel } from './typeLabel.ts';

export type VariableFilterValue = { variable_code: string; variable_name: string; id_variable_type: string };

const EMPTY: VariableFilterValue = { variable_code: '', variable_name: '', id_variable_type: '' };

/** Filter of the variables grid (§2.5): code, name, type; at least one value (the caller says filter_required). */
export function VariableFilterPanel({
  types,
  value,
  onSearch,
  onClean,
}: {
  types: readonly { id: string; name: string }[];
  value: VariableFilterValue | null;
  onSearch: (value: VariableFilterValue) => void;
  onClean: () => void;
}) {
  const [draft, setDraft] = useState<VariableFilterValue>(value ?? EMPTY);
  const set = (key: keyof VariableFilterValue) => (e: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [key]: e.currentTarget.value });
  return (
    <Card className="inca-filter-panel" data-testid="variables-filter">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(draft);
        }}
      >
        <H5>{t.list.filterTitle}</H5>
        <FormGroup label={t.list.code} labelFor="vf-code">
          <InputGroup id="vf-code" value={draft.variable_code} onChange={set('variable_code')} maxLength={60} />
        </FormGroup>
        <FormGroup label={t.list.name} labelFor="vf-name">
          <InputGroup id="vf-name" value={draft.variable_name} onChange={set('variable_name')} maxLength={120} />
        </FormGroup>
        <FormGroup label={t.list.type} labelFor="vf-type">
          <HTMLSelect id="vf-type" fill value={draft.id_variable_type} onChange={set('id_variable_type')}>
            <option value="">{t.list.anyType}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {typeLabel(type)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="inca-actions">
          <Button type="submit" icon="search" intent={Intent.PRIMARY} text={t.common.search} />
          <Button
            text={t.common.clean}
            onClick={() => {
              setDraft(EMPTY);
              onClean();
            }}
          />
        </div>
      </form>
    </Card>
  );
}
