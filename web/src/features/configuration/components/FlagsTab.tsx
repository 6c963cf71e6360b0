import { useState } from 'react';
import { Button, Checkbox, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { configuration } from '../../../i18n/configuration.ts';
import { FLAG_KEYS, flagsInput, type FlagKey } from '../flags.ts';
import { useCompanyConfigurations } from '../hooks/useCompanyConfigurations.ts';
import { useUpdateCompanyFlags } from '../hooks/useUpdateCompanyFlags.ts';
import { FlagHistoryDialog } from './FlagHistoryDialog.tsx';

const t = configuration.flags;
type Flags = Record<FlagKey, boolean>;

/** Activators (spec §2.7): each company's nine flags; a row switches to edit mode, then saves or cancels. */
export function FlagsTab() {
  const [draftName, setDraftName] = useState('');
  const [name, setName] = useState('');
  const list = useCompanyConfigurations(name);
  const { updateFlags, saving } = useUpdateCompanyFlags();
  const [editing, setEditing] = useState<{ code: string; flags: Flags } | null>(null);
  const [history, setHistory] = useState<{ code: string; name: string } | null>(null);

  const submit = async () => {
    if (!editing) return;
    if (await updateFlags(editing.code, flagsInput(editing.flags))) setEditing(null);
  };

  return (
    <>
      <form
        className="inca-filter-row"
        onSubmit={(e) => {
          e.preventDefault();
          setName(draftName.trim());
        }}
      >
        <FormGroup label={t.filter} labelFor="flags-company">
          <InputGroup
            id="flags-company"
            placeholder={t.filterPlaceholder}
            value={draftName}
            onChange={(e) => setDraftName(e.currentTarget.value)}
          />
        </FormGroup>
        <Button type="submit" icon="search" text={t.search} />
      </form>
      {list.loading ? (
        <div className="inca-center">
          <Spinner aria-label={t.loading} />
        </div>
      ) : !list.companies ? (
        <NonIdealState
          icon="error"
          title={t.loadFailed}
          action={<Button icon="refresh" text={t.retry} onClick={() => void list.refetch()} />}
        />
      ) : list.companies.length === 0 ? (
        <NonIdealState icon="search" title={t.empty} />
      ) : (
        <div className="inca-table-wrap">
          <HTMLTable className="inca-table inca-table-full inca-config-table" striped data-testid="flags-table">
            <thead>
              <tr>
                <th>{t.company}</th>
                {FLAG_KEYS.map((k) => (
                  <th key={k} className="inca-config-flag-head">
                    {t.names[k]}
                  </th>
                ))}
                <th>{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.companies.map(({ company, flags }) => {
                const rowEditing = editing?.code === company.code;
                const shown = rowEditing ? editing.flags : flags;
                const label = `${company.code} · ${company.name}`;
                return (
                  <tr key={company.code} data-testid={`flags-row-${company.code}`}>
                    <td>{label}</td>
                    {FLAG_KEYS.map((k) => (
                      <td key={k} className="inca-config-flag">
                        <Checkbox
                          aria-label={`${t.names[k]} · ${company.name}`}
                          checked={shown[k]}
                          disabled={!rowEditing}
                          onChange={(e) =>
                            rowEditing && setEditing({ code: company.code, flags: { ...editing.flags, [k]: e.currentTarget.checked } })
                          }
                        />
                      </td>
                    ))}
                    <td className="inca-nowrap">
                      {rowEditing ? (
                        <>
                          <Button icon="floppy-disk" intent="primary" text={t.save} loading={saving} onClick={() => void submit()} />
                          <Button variant="minimal" text={t.cancel} onClick={() => setEditing(null)} />
                        </>
                      ) : (
                        <>
                          <Button
                            variant="minimal"
                            icon="edit"
                            aria-label={t.edit(company.name)}
                            disabled={!!editing}
                            onClick={() => setEditing({ code: company.code, flags: flagsInput(flags) })}
                          />
                          <Button
                            variant="minimal"
                            icon="time"
                            aria-label={t.history(company.name)}
                            onClick={() => setHistory({ code: company.code, name: label })}
                          />
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {history && <FlagHistoryDialog company={history} onClose={() => setHistory(null)} />}
    </>
  );
}
