import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Dialog, DialogBody, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { configuration } from '../../i18n/configuration.ts';
import { formatDateTime } from '../../ui/format.ts';
import { showError, showSuccess } from '../../ui/toaster.ts';
import { changedFlags, FLAG_KEYS, flagsInput, type FlagKey } from './flags.ts';
import { COMPANY_CONFIGURATIONS, COMPANY_FLAG_CHANGES, UPDATE_COMPANY_FLAGS } from './graphql.ts';

const t = configuration.flags;
type Flags = Record<FlagKey, boolean>;

/** Activators (spec §2.7): each company's nine flags; a row switches to edit mode, then saves or cancels. */
export function FlagsTab() {
  const [draftName, setDraftName] = useState('');
  const [name, setName] = useState('');
  const list = useQuery(COMPANY_CONFIGURATIONS, { variables: { name: name || null }, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(UPDATE_COMPANY_FLAGS);
  const [editing, setEditing] = useState<{ code: string; flags: Flags } | null>(null);
  const [history, setHistory] = useState<{ code: string; name: string } | null>(null);

  const submit = async () => {
    if (!editing) return;
    try {
      await save({ variables: { companyCode: editing.code, flags: flagsInput(editing.flags) } });
      showSuccess(t.saved);
      setEditing(null);
      await list.refetch();
    } catch {
      showError(t.failed);
    }
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
          <InputGroup id="flags-company" placeholder={t.filterPlaceholder} value={draftName} onChange={(e) => setDraftName(e.currentTarget.value)} />
        </FormGroup>
        <Button type="submit" icon="search" text={t.search} />
      </form>
      {list.loading && !list.data ? (
        <div className="inca-center">
          <Spinner aria-label={t.loading} />
        </div>
      ) : !list.data ? (
        <NonIdealState icon="error" title={t.loadFailed} action={<Button icon="refresh" text={t.retry} onClick={() => void list.refetch()} />} />
      ) : list.data.companyConfigurations.length === 0 ? (
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
              {list.data.companyConfigurations.map(({ company, flags }) => {
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
                          onChange={(e) => rowEditing && setEditing({ code: company.code, flags: { ...editing.flags, [k]: e.currentTarget.checked } })}
                        />
                      </td>
                    ))}
                    <td className="inca-nowrap">
                      {rowEditing ? (
                        <>
                          <Button icon="floppy-disk" intent="primary" text={t.save} loading={saving.loading} onClick={() => void submit()} />
                          <Button variant="minimal" text={t.cancel} onClick={() => setEditing(null)} />
                        </>
                      ) : (
                        <>
                          <Button variant="minimal" icon="edit" aria-label={t.edit(company.name)} disabled={!!editing} onClick={() => setEditing({ code: company.code, flags: flagsInput(flags) })} />
                          <Button variant="minimal" icon="time" aria-label={t.history(company.name)} onClick={() => setHistory({ code: company.code, name: label })} />
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
      {history && <HistoryDialog company={history} onClose={() => setHistory(null)} />}
    </>
  );
}

/** The audit trail of a company's flags: who changed what, when. */
function HistoryDialog({ company, onClose }: { company: { code: string; name: string }; onClose: () => void }) {
  const { data, loading } = useQuery(COMPANY_FLAG_CHANGES, { variables: { name: null }, fetchPolicy: 'network-only' });
  const changes = data?.companyConfigurations.find((c) => c.company.code === company.code)?.changes ?? [];
  return (
    <Dialog isOpen onClose={onClose} title={t.historyTitle(company.name)} icon="time" className="inca-dialog-wide">
      <DialogBody>
        {loading || !data ? (
          <Spinner size={24} aria-label={t.loading} />
        ) : changes.length === 0 ? (
          <p>{t.historyEmpty}</p>
        ) : (
          <HTMLTable className="inca-table" compact>
            <thead>
              <tr>
                <th>{t.changedAt}</th>
                <th>{t.changedBy}</th>
                <th>{t.changed}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.id}>
                  <td className="inca-nowrap">{formatDateTime(c.changedAt)}</td>
                  <td>{c.changedBy}</td>
                  <td>
                    {changedFlags(c.before, c.after).map((k) => (
                      <Tag key={k} minimal intent={c.after[k] ? 'success' : 'none'} className="inca-tag-gap">
                        {t.names[k]}: {c.after[k] ? t.on : t.off}
                      </Tag>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
    </Dialog>
  );
}
