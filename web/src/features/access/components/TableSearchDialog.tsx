import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { tableSearchProblem } from '@inca/domain';
import type { TableResult_TableFragment } from '../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { access } from '../../../i18n/access.ts';
import { formatCalendarDate, formatNumber } from '../../../ui/format.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { TABLE_SEARCH, TABLE_SEARCH_DOMAINS } from '../graphql.ts';
import { TableRequestForm, type RequestTarget } from './TableRequestForm.tsx';

const t = access.search;

type Props = {
  onClose: () => void;
  /** Called once a request is registered (the dialog then closes). */
  onRequested?: (relativeResourceName: string) => void;
  /** Opens straight at the request form for this table (the key icon of an expired access). */
  target?: RequestTarget;
};

const toTarget = (table: TableResult_TableFragment): RequestTarget => ({
  relativeResourceName: table.relativeResourceName,
  projectId: table.projectId,
  datasetId: table.datasetId,
  tableId: table.tableId,
  isView: table.isView,
  description: table.description,
});

/**
 * Solicitar Acceso (§2.4): search the catalogue of a domain (at least 3 letters), pick a table or view
 * among the ranked results, fill the request form, submit; the dialog closes.
 */
export function TableSearchDialog({ onClose, onRequested, target: initialTarget }: Props) {
  const domains = useQuery(TABLE_SEARCH_DOMAINS, { skip: Boolean(initialTarget) });
  const [text, setText] = useState('');
  const [chosenDomain, setDomain] = useState('');
  const [problem, setProblem] = useState<string>();
  const [searched, setSearched] = useState<{ text: string; domain: string; page: number } | null>(null);
  const [target, setTarget] = useState<RequestTarget | null>(initialTarget ?? null);
  const result = useQuery(TABLE_SEARCH, {
    variables: { text: searched?.text ?? '', domain: searched?.domain || null, page: searched?.page ?? 1 },
    skip: !searched,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
    context: { quietErrors: true },
  });
  const domainList = domains.data?.tableSearchDomains ?? [];
  // The first domain is chosen until the user picks another.
  const domain = chosenDomain || (domainList[0]?.domain ?? '');

  function run(next: { text: string; domain: string; page: number }) {
    // The same search again reads the catalogue again (access may have changed meanwhile).
    if (searched && JSON.stringify(searched) === JSON.stringify(next)) void result.refetch();
    else setSearched(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = tableSearchProblem(text);
    setProblem(invalid);
    if (!invalid) run({ text: text.trim(), domain, page: 1 });
  }

  const searchError = result.error ? (graphQLErrorOf(result.error)?.message ?? t.notFound) : undefined;
  const page = result.data?.tableSearch;

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={target && initialTarget ? access.crossTable.reRequest : t.title}
      icon="key"
      style={{ width: 780, maxWidth: '95vw' }}
    >
      <DialogBody>
        {target ? (
          <TableRequestForm
            target={target}
            onBack={initialTarget ? undefined : () => setTarget(null)}
            onCancel={onClose}
            onRequested={(name) => {
              onRequested?.(name);
              onClose();
            }}
          />
        ) : (
          <>
            <p className="bp6-text-muted">{t.intro}</p>
            <form onSubmit={submit} className="inca-search-form" data-testid="table-search-form">
              <FormGroup
                label={t.text}
                labelFor="table-search-text"
                intent={problem ? Intent.DANGER : Intent.NONE}
                helperText={problem}
                className="inca-grow"
              >
                <InputGroup
                  id="table-search-text"
                  leftIcon="search"
                  value={text}
                  placeholder={t.textPlaceholder}
                  onValueChange={setText}
                  intent={problem ? Intent.DANGER : Intent.NONE}
                  autoFocus
                />
              </FormGroup>
              <FormGroup label={t.domain} labelFor="table-search-domain">
                <HTMLSelect
                  id="table-search-domain"
                  value={domain}
                  onChange={(e) => setDomain(e.currentTarget.value)}
                  disabled={domainList.length <= 1}
                >
                  {domainList.map((d) => (
                    <option key={d.domain} value={d.domain}>
                      {d.label}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                icon="search"
                text={t.search}
                loading={result.loading}
                className="inca-search-button"
              />
            </form>
            {!searched ? (
              <NonIdealState icon="search" description={t.start} className="inca-search-empty" />
            ) : result.loading && !page ? (
              <div className="inca-search-empty">
                <Spinner aria-label={t.searching} />
              </div>
            ) : searchError ? (
              <Callout intent={Intent.WARNING} role="alert">
                {searchError}
              </Callout>
            ) : !page || page.items.length === 0 ? (
              <NonIdealState icon="search" description={t.notFound} className="inca-search-empty" />
            ) : (
              <>
                <p className="bp6-text-muted inca-small">{t.results(formatNumber(page.total))}</p>
                <ul className="inca-results" data-testid="table-results">
                  {page.items.map(({ table }) => (
                    <TableResult key={table.relativeResourceName} table={table} onChoose={() => setTarget(toTarget(table))} />
                  ))}
                </ul>
                <Pager page={page.page} pageSize={page.pageSize} total={page.total} onPage={(p) => run({ ...searched, page: p })} />
              </>
            )}
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}

/** One result: name, kind, description, tags, rows, and where the viewer stands with it. */
function TableResult({ table, onChoose }: { table: TableResult_TableFragment; onChoose: () => void }) {
  const name = `${table.datasetId}.${table.tableId}`;
  const status =
    table.access === 'ACTIVE'
      ? t.alreadyGranted(table.permissionExpirationDate ? formatCalendarDate(table.permissionExpirationDate) : access.crossTable.noExpiry)
      : table.access === 'PENDING'
        ? t.pending
        : table.access === 'EXPIRED'
          ? access.crossTable.expiredTitle
          : null;
  return (
    <li className="inca-result" data-testid="table-result">
      <div className="inca-result-main">
        <div>
          <strong>{name}</strong>
          <Tag minimal className="inca-tag-gap">
            {table.isView ? t.view : t.table}
          </Tag>
          {status && (
            <Tag minimal intent={table.access === 'ACTIVE' ? Intent.SUCCESS : Intent.WARNING} className="inca-tag-gap">
              {status}
            </Tag>
          )}
        </div>
        <div className="bp6-text-muted inca-small">
          {table.projectId} · {t.rows(formatNumber(table.numRows))} · {t.created} {formatCalendarDate(table.creationTime)}
        </div>
        {table.description && <div>{table.description}</div>}
        {table.tags.length > 0 && (
          <div className="inca-tags">
            {table.tags.map((tag) => (
              <Tag key={tag} minimal round>
                {tag}
              </Tag>
            ))}
          </div>
        )}
        <div className="bp6-text-muted inca-small inca-fields" title={table.fields.map((f) => `${f.name} (${f.type})`).join(', ')}>
          {t.fields}: {table.fields.map((f) => f.name).join(', ')}
        </div>
      </div>
      <Button
        icon="key"
        text={t.choose}
        aria-label={t.chooseTitle(name)}
        disabled={table.access === 'ACTIVE' || table.access === 'PENDING'}
        onClick={onChoose}
      />
    </li>
  );
}
