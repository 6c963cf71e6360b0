import { useMemo, useState } from 'react';
import {
  Button,
  Callout,
  Checkbox,
  Collapse,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  InputGroup,
  Intent,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { VARIABLE_LIMITS, objectAssociationErrors } from '@inca/domain';
import type { VariableFieldsFragment } from '../../../__generated__/graphql.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { showError } from '../../../ui/toaster.ts';
import { useSaveVariableObject } from '../hooks/useSaveVariableObject.ts';
import { useVariableObjects } from '../hooks/useVariableObjects.ts';
import { typeLabel } from './typeLabel.ts';

/**
 * The object modal (§2.5): warehouse tables (filter by name, view), then the viewed table's columns
 * (filter by name) with the single associated column, join columns and the script (≤ 300).
 */
export function VariableObjectDialog({ variable, onClose }: { variable: VariableFieldsFragment; onClose: () => void }) {
  const objects = useVariableObjects();
  const { save, saving } = useSaveVariableObject(variable.id, variable.code);
  const [tableFilter, setTableFilter] = useState('');
  const [columnFilter, setColumnFilter] = useState('');
  const [viewed, setViewed] = useState<string | null>(variable.objectName ?? null);
  const [associated, setAssociated] = useState<string | null>(variable.columnMatchName ?? null);
  const [joins, setJoins] = useState<ReadonlySet<string>>(new Set(variable.joinedColumns));
  const [script, setScript] = useState(variable.columnParserScript ?? '');
  const [scriptOpen, setScriptOpen] = useState(false);
  const [tablesOpen, setTablesOpen] = useState(true);
  const [columnsOpen, setColumnsOpen] = useState(true);

  const tables = useMemo(
    () => objects.objects.filter((o) => o.tableId.toLocaleLowerCase('es').includes(tableFilter.trim().toLocaleLowerCase('es'))),
    [objects.objects, tableFilter],
  );
  const table = objects.objects.find((o) => o.id === viewed);
  const columns = (table?.columns ?? []).filter((c) =>
    c.name.toLocaleLowerCase('es').includes(columnFilter.trim().toLocaleLowerCase('es')),
  );

  function view(id: string) {
    setColumnsOpen(true);
    if (id !== viewed) {
      setViewed(id);
      setAssociated(null);
      setJoins(new Set());
      setScript('');
    }
  }

  async function onSave() {
    const problems = objectAssociationErrors({
      object_name: viewed,
      column_match_name: associated,
      joined_ids_names: [...joins],
      column_parser_script: script,
    });
    if (problems.length) return showError(problems[0]!.message);
    const saved = await save({
      objectName: viewed!,
      columnMatchName: associated,
      joinedColumns: [...joins],
      columnParserScript: script.trim() ? script : null,
      typeId: variable.type?.id ?? null,
    });
    if (saved) onClose();
  }

  return (
    <Dialog isOpen onClose={onClose} title={t.object.title} icon="th" style={{ width: 880 }}>
      <DialogBody>
        <dl className="inca-variable-summary">
          <div>
            <dt>{t.list.code}</dt>
            <dd>{variable.code}</dd>
          </div>
          <div>
            <dt>{t.list.name}</dt>
            <dd>{variable.name}</dd>
          </div>
          <div>
            <dt>{t.list.type}</dt>
            <dd>{variable.type ? typeLabel(variable.type) : t.common.noType}</dd>
          </div>
          <div>
            <dt>{t.list.description}</dt>
            <dd>{variable.description || '—'}</dd>
          </div>
        </dl>
        {variable.objectSaved && variable.objectName && (
          <Callout intent={Intent.PRIMARY} icon="info-sign" compact className="inca-gap">
            {t.object.current(variable.objectName.split('.').at(-1) ?? variable.objectName, variable.columnMatchName ?? '—')}
          </Callout>
        )}
        <Button
          variant="minimal"
          icon={tablesOpen ? 'caret-down' : 'caret-right'}
          text={t.object.tables}
          onClick={() => setTablesOpen((o) => !o)}
          aria-expanded={tablesOpen}
        />
        <Collapse isOpen={tablesOpen}>
          <InputGroup
            leftIcon="search"
            placeholder={t.object.tableFilter}
            aria-label={t.object.tableFilter}
            value={tableFilter}
            onChange={(e) => setTableFilter(e.currentTarget.value)}
          />
          {objects.loading ? (
            <Spinner size={20} aria-label={t.common.loading} />
          ) : tables.length === 0 ? (
            <p className="bp6-text-muted">{t.object.noTables}</p>
          ) : (
            <div className="inca-object-tables">
              <HTMLTable compact className="inca-fill" data-testid="object-tables">
                <thead>
                  <tr>
                    <th>{t.object.table}</th>
                    <th>{t.object.dataset}</th>
                    <th className="inca-num">{t.object.columns}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {tables.map((o) => (
                    <tr key={o.id} className={o.id === viewed ? 'inca-highlight' : undefined}>
                      <td>
                        <strong>{o.tableId}</strong>
                      </td>
                      <td className="bp6-text-muted">{o.datasetId}</td>
                      <td className="inca-num">{o.columns.length}</td>
                      <td className="inca-num">
                        <Button
                          size="small"
                          icon="eye-open"
                          text={o.id === viewed ? t.object.viewing : t.object.view}
                          active={o.id === viewed}
                          onClick={() => view(o.id)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </Collapse>
        <div className="inca-gap">
          <Button
            variant="minimal"
            icon={table && columnsOpen ? 'caret-down' : 'caret-right'}
            text={t.object.columns}
            onClick={() => setColumnsOpen((o) => !o)}
            aria-expanded={Boolean(table) && columnsOpen}
            disabled={!table}
          />
        </div>
        {!table ? (
          <p className="bp6-text-muted">{t.object.columnsHint}</p>
        ) : (
          <Collapse isOpen={columnsOpen}>
            <InputGroup
              leftIcon="search"
              placeholder={t.object.columnFilter}
              aria-label={t.object.columnFilter}
              value={columnFilter}
              onChange={(e) => setColumnFilter(e.currentTarget.value)}
            />
            <HTMLTable compact className="inca-fill" data-testid="object-columns">
              <thead>
                <tr>
                  <th>{t.object.column}</th>
                  <th>{t.object.dataType}</th>
                  <th>{t.object.associated}</th>
                  <th>{t.object.join}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {columns.map((c) => (
                  <tr key={c.name}>
                    <td>{c.name}</td>
                    <td className="bp6-text-muted">{c.type}</td>
                    <td>
                      <Checkbox
                        aria-label={`${t.object.associated} ${c.name}`}
                        checked={associated === c.name}
                        onChange={(e) => setAssociated(e.currentTarget.checked ? c.name : null)}
                      />
                    </td>
                    <td>
                      <Checkbox
                        aria-label={`${t.object.join} ${c.name}`}
                        checked={joins.has(c.name)}
                        onChange={(e) => {
                          const next = new Set(joins);
                          if (e.currentTarget.checked) next.add(c.name);
                          else next.delete(c.name);
                          setJoins(next);
                        }}
                      />
                    </td>
                    <td className="inca-num">
                      {associated === c.name && (
                        <Button size="small" icon="edit" text={t.object.script} onClick={() => setScriptOpen(true)} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Collapse>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.common.cancel} onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="floppy-disk" text={t.common.save} loading={saving} onClick={() => void onSave()} />
          </>
        }
      />
      <Dialog isOpen={scriptOpen} onClose={() => setScriptOpen(false)} title={t.object.scriptTitle} icon="edit">
        <DialogBody>
          <TextArea
            fill
            rows={6}
            aria-label={t.object.scriptTitle}
            value={script}
            maxLength={VARIABLE_LIMITS.script}
            onChange={(e) => setScript(e.currentTarget.value)}
          />
          <p className="bp6-text-muted">{t.object.scriptCount([...script].length)}</p>
        </DialogBody>
        <DialogFooter actions={<Button intent={Intent.PRIMARY} text={t.common.confirm} onClick={() => setScriptOpen(false)} />} />
      </Dialog>
    </Dialog>
  );
}
