import { useState } from 'react';
import { Alert, Button, HTMLTable, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { variables as t } from '../../../i18n/variables.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { RowActionsMenu } from '../../../ui/RowActionsMenu.tsx';
import { showError } from '../../../ui/toaster.ts';
import { useDeleteVariableGroup } from '../hooks/useDeleteVariableGroup.ts';
import { useVariableGroups } from '../hooks/useVariableGroups.ts';
import { groupFilterOf, type GroupFilterValues } from '../schemas/groupFilter.ts';
import { GroupFilterPanel } from './GroupFilterPanel.tsx';
import { GroupForm } from './GroupForm.tsx';

const PAGE_SIZE = 10;
const g = t.groups;

/** The Variable groups tab (§2.5): list with filter (one value needed), create, edit, delete with confirmation. */
export function GroupsTab() {
  const [filter, setFilter] = useState<GroupFilterValues | null>(null);
  const [showFilter, setShowFilter] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const list = useVariableGroups(filter && groupFilterOf(filter));
  const { remove, removing } = useDeleteVariableGroup();

  if (editing !== null) {
    return (
      <GroupForm
        groupId={editing}
        onDone={() => {
          setEditing(null);
          void list.refetch();
        }}
      />
    );
  }

  const rows = list.groups;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  async function onDelete() {
    if (!deleting) return;
    await remove(deleting.id);
    setDeleting(null);
  }

  return (
    <section aria-label={t.tabs.groups}>
      <div className="inca-actions inca-variables-toolbar">
        <Button icon="add" intent={Intent.PRIMARY} text={g.create} onClick={() => setEditing('0')} />
        <Button
          icon="filter"
          text={t.common.filter}
          active={showFilter}
          aria-expanded={showFilter}
          onClick={() => setShowFilter((s) => !s)}
        />
      </div>
      <div className={showFilter ? 'inca-with-panel' : undefined}>
        {showFilter && (
          <GroupFilterPanel
            value={filter}
            onSearch={(next) => {
              setFilter(next);
              setPage(1);
            }}
            onClean={() => {
              setFilter(null);
              setPage(1);
            }}
            onInvalid={showError}
          />
        )}
        <div className="inca-table-wrap">
          {list.loading ? (
            <div className="inca-center">
              <Spinner aria-label={t.common.loading} />
            </div>
          ) : list.failed ? (
            <NonIdealState
              icon="error"
              title={t.common.loadFailed}
              action={<Button icon="refresh" text={t.common.retry} onClick={() => void list.refetch()} />}
            />
          ) : rows.length === 0 ? (
            <NonIdealState icon="search" title={filter ? g.noMatches : g.empty} description={filter ? undefined : g.emptyHint} />
          ) : (
            <>
              <HTMLTable compact className="inca-fill" data-testid="groups-table">
                <thead>
                  <tr>
                    <th className="inca-num">{t.list.number}</th>
                    <th>{g.name}</th>
                    <th className="inca-num">{g.priority}</th>
                    <th className="inca-num">{g.variablesCount}</th>
                    <th>{g.created}</th>
                    <th>{g.modified}</th>
                    <th className="inca-num">{g.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {visible.map((row, i) => (
                    <tr key={row.id} data-testid="group-row" data-name={row.name}>
                      <td className="inca-num">{(current - 1) * PAGE_SIZE + i + 1}</td>
                      <td>
                        <strong>{row.name}</strong>
                      </td>
                      <td className="inca-num">{row.priority}</td>
                      <td className="inca-num">{row.variablesCount}</td>
                      <td className="inca-datetime">{formatDateTime(row.createdTime)}</td>
                      <td className="inca-datetime">{formatDateTime(row.modifiedTime)}</td>
                      <td className="inca-num">
                        <RowActionsMenu
                          actions={[{ kind: 'edit' }, { kind: 'delete' }]}
                          icons={{ edit: 'edit', delete: 'trash' }}
                          labels={{ edit: g.edit, delete: t.common.delete }}
                          label={g.rowActions(row.name)}
                          testId={`group-actions-${row.id}`}
                          onAction={(kind) => (kind === 'edit' ? setEditing(row.id) : setDeleting({ id: row.id, name: row.name }))}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <Pager page={current} pageSize={PAGE_SIZE} total={rows.length} onPage={setPage} />
            </>
          )}
        </div>
      </div>
      <Alert
        isOpen={deleting !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t.common.delete}
        cancelButtonText={t.common.cancel}
        loading={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
      >
        <p>{deleting ? g.deleteQuestion(deleting.name) : ''}</p>
      </Alert>
    </section>
  );
}
