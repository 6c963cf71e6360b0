import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Callout,
  Card,
  FormGroup,
  H2,
  H5,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { ACCESS_MESSAGES, productivizeMissingFields, productivizeUntilDate, tableSearchProblem } from '@inca/domain';
import type { TableResult_TableFragment } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { productivize as t } from '../../i18n/productivize.ts';
import { pathTo } from '../../navigation/routes.ts';
import { useViewer } from '../../session/viewer.ts';
import { CompanySelect } from '../../ui/CompanySelect.tsx';
import { formatCalendarDate, formatNumber } from '../../ui/format.ts';
import { showError, showSuccess } from '../../ui/toaster.ts';
import { RequestActionConfirm } from '../access/components/RequestActionConfirm.tsx';
import { todayInSantiago } from '../access/dates.ts';
import { TABLE_SEARCH } from '../access/graphql.ts';
import '../access/access.css';
import './productivize.css';
import { useBuilderCompanies } from '../builder/hooks/useBuilderCompanies.ts';
import { PRODUCTIVIZE_USE_CASES, REQUEST_PRODUCTIVIZE, TABLE_ACCESS_TODAY } from './graphql.ts';

/** Longest reason the service keeps. */
const REASON_MAX = 200;

type Problems = { useCase?: string; table?: string; reason?: string; server?: string };

/**
 * Productivize (§5 Table search): a sandbox use case of a company, the catalogue table holding its
 * output (it must have every field of the use case: 'La tabla no tiene los mismos campos que el caso
 * de uso.') and a reason; after confirmation a request with access for 20 years is filed, decided like
 * any table access request. Opened from a sandbox segment (?company=&useCase=) or by address.
 */
export function ProductivizePage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const companies = useBuilderCompanies(false);
  const [companyCode, setCompanyCode] = useState(params.get('company') ?? viewer.company.code);
  const [useCase, setUseCase] = useState(params.get('useCase') ?? '');
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [table, setTable] = useState<TableResult_TableFragment | null>(null);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const serviceToday = useQuery(TABLE_ACCESS_TODAY, { context: { quietErrors: true } });
  const until = productivizeUntilDate(serviceToday.data?.tableAccessToday ?? todayInSantiago());

  const useCases = useQuery(PRODUCTIVIZE_USE_CASES, { variables: { companyCode }, context: { quietErrors: true } });
  const search = useQuery(TABLE_SEARCH, {
    variables: { text: searched ?? '', domain: null, page: 1 },
    skip: !searched,
    fetchPolicy: 'network-only',
    context: { quietErrors: true },
  });
  const [request, { loading }] = useMutation(REQUEST_PRODUCTIVIZE, {
    context: { quietErrors: true },
    refetchQueries: ['TableAccessRequests'],
  });

  // One entry per use case (the list has one row per group), with the attributes every group shares.
  const options = useMemo(() => {
    const byName = new Map<string, string[]>();
    for (const u of useCases.data?.sandboxUseCases ?? []) if (!byName.has(u.useCase)) byName.set(u.useCase, u.attributes);
    return [...byName.entries()].map(([name, attributes]) => ({ name, attributes }));
  }, [useCases.data]);
  const chosen = options.find((o) => o.name === useCase);
  const missing =
    chosen && table
      ? productivizeMissingFields(
          table.fields.map((f) => f.name),
          chosen.attributes,
        )
      : [];

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const invalid = tableSearchProblem(text);
    setProblems((p) => ({ ...p, table: invalid }));
    if (invalid) return;
    setTable(null);
    if (searched === text.trim()) void search.refetch();
    else setSearched(text.trim());
  }

  function onSubmit() {
    const next: Problems = {
      useCase: chosen ? undefined : t.useCaseRequired,
      table: table ? (missing.length ? t.fieldsMissing : undefined) : t.tableRequired,
      reason: !reason.trim()
        ? ACCESS_MESSAGES.required
        : [...reason.trim()].length > REASON_MAX
          ? `Máximo ${REASON_MAX} caracteres.`
          : undefined,
    };
    setProblems(next);
    if (!next.useCase && !next.table && !next.reason) setConfirming(true);
  }

  async function register() {
    if (!chosen || !table) return;
    try {
      await request({
        variables: { input: { relativeResourceName: table.relativeResourceName, useCase: chosen.name, reason: reason.trim() } },
      });
      showSuccess(t.success);
      navigate(pathTo('exception', {}, { tab: 'requests', list: 'tables' }));
    } catch (error) {
      setConfirming(false);
      showError(t.failed);
      setProblems({ server: graphQLErrorOf(error)?.message ?? t.failed });
    }
  }

  const results = search.data?.tableSearch.items ?? [];
  const searchFailed = search.error ? (graphQLErrorOf(search.error)?.message ?? t.notFound) : undefined;

  return (
    <>
      <header className="inca-page-header">
        <H2>{t.title}</H2>
        <p className="bp6-text-muted">{t.intro}</p>
      </header>
      <div className="inca-productivize" data-testid="productivize-page">
        <Card>
          <H5>{t.useCaseCard}</H5>
          {companies.length > 1 ? (
            <FormGroup label={t.company} labelFor="productivize-company">
              <CompanySelect
                id="productivize-company"
                companies={companies}
                value={companyCode}
                onChange={(code) => {
                  setCompanyCode(code);
                  setUseCase('');
                }}
              />
            </FormGroup>
          ) : (
            <p>
              {t.company}: <strong>{`${viewer.company.code} · ${viewer.company.alias}`}</strong>
            </p>
          )}
          <FormGroup
            label={t.useCase}
            labelFor="productivize-use-case"
            intent={problems.useCase ? Intent.DANGER : Intent.NONE}
            helperText={
              problems.useCase ?? (useCases.error ? t.useCasesFailed : useCases.data && options.length === 0 ? t.noUseCases : undefined)
            }
          >
            <HTMLSelect
              id="productivize-use-case"
              fill
              value={chosen ? useCase : ''}
              disabled={useCases.loading}
              onChange={(e) => setUseCase(e.currentTarget.value)}
            >
              <option value="">{t.choose}</option>
              {options.map((o) => (
                <option key={o.name} value={o.name}>
                  {o.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          {chosen && (
            <FormGroup label={t.fields}>
              <div className="inca-tag-list" data-testid="productivize-fields">
                {chosen.attributes.map((a) => (
                  <Tag
                    key={a}
                    minimal
                    intent={table ? (missing.includes(a) ? Intent.DANGER : Intent.SUCCESS) : Intent.NONE}
                    icon={table ? (missing.includes(a) ? 'cross' : 'tick') : undefined}
                  >
                    {a}
                  </Tag>
                ))}
              </div>
            </FormGroup>
          )}
        </Card>
        <Card>
          <H5>{t.tableCard}</H5>
          <form onSubmit={onSearch} className="inca-search-row">
            <FormGroup
              label={t.searchLabel}
              labelFor="productivize-search"
              intent={problems.table && !table ? Intent.DANGER : Intent.NONE}
              helperText={!table ? problems.table : undefined}
            >
              <InputGroup
                id="productivize-search"
                value={text}
                placeholder={t.searchPlaceholder}
                onValueChange={setText}
                leftIcon="search"
              />
            </FormGroup>
            <Button type="submit" icon="search" text={t.search} loading={search.loading} />
          </form>
          {search.loading && !search.data && <Spinner size={20} />}
          {searched && !search.loading && (searchFailed || results.length === 0) && (
            <NonIdealState icon="search" title={searchFailed ?? t.notFound} />
          )}
          {results.length > 0 && (
            <ul className="inca-result-list" data-testid="productivize-results">
              {results.map(({ table: r }) => {
                const picked = table?.relativeResourceName === r.relativeResourceName;
                return (
                  <li key={r.relativeResourceName} className={picked ? 'inca-result-picked' : undefined}>
                    <div>
                      <strong>{`${r.datasetId}.${r.tableId}`}</strong>
                      <span className="bp6-text-muted inca-small inca-block">{r.description || r.projectId}</span>
                      <span className="bp6-text-muted inca-small">{t.rows(formatNumber(r.numRows))}</span>
                    </div>
                    <Button
                      icon={picked ? 'tick' : undefined}
                      intent={picked ? Intent.SUCCESS : Intent.NONE}
                      text={picked ? t.chosen : t.pick}
                      aria-label={`${picked ? t.chosen : t.pick} ${r.datasetId}.${r.tableId}`}
                      onClick={() => {
                        setTable(r);
                        setProblems((p) => ({ ...p, table: undefined, server: undefined }));
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {chosen && table && (
            <Callout
              intent={missing.length ? Intent.DANGER : Intent.SUCCESS}
              className="inca-gap"
              data-testid="productivize-check"
              role={missing.length ? 'alert' : undefined}
            >
              {missing.length ? (
                <>
                  <p>{t.fieldsMissing}</p>
                  <p>{t.missing(missing.join(', '))}</p>
                </>
              ) : (
                t.fieldsOk
              )}
            </Callout>
          )}
        </Card>
        <Card>
          <FormGroup label={t.until}>
            <p data-testid="productivize-until">
              <strong>{formatCalendarDate(until)}</strong> <span className="bp6-text-muted">{t.untilHint}</span>
            </p>
          </FormGroup>
          <FormGroup
            label={t.reason}
            labelFor="productivize-reason"
            intent={problems.reason ? Intent.DANGER : Intent.NONE}
            helperText={problems.reason ?? `${t.reasonHint} · ${t.counter([...reason].length, REASON_MAX)}`}
          >
            <TextArea
              id="productivize-reason"
              fill
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              intent={problems.reason ? Intent.DANGER : Intent.NONE}
            />
          </FormGroup>
          {problems.server && (
            <Callout intent={Intent.DANGER} role="alert" className="inca-gap" data-testid="productivize-problem">
              {problems.server}
            </Callout>
          )}
          <div className="inca-actions">
            <Button text={t.cancel} onClick={() => navigate(-1)} disabled={loading} />
            <Button intent={Intent.PRIMARY} icon="rocket-slant" text={t.submit} loading={loading} onClick={onSubmit} />
          </div>
        </Card>
      </div>
      {confirming && chosen && table && (
        <RequestActionConfirm
          title={t.confirmTitle}
          question={t.confirmQuestion(chosen.name, `${table.datasetId}.${table.tableId}`, formatCalendarDate(until))}
          confirm={t.confirm}
          cancel={t.cancel}
          running={loading}
          onClose={() => setConfirming(false)}
          onConfirm={() => void register()}
        />
      )}
    </>
  );
}
