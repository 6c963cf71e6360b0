import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Card, FormGroup, H4, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import type { AnalyticsReportKind, BuiltInReportFilter } from '../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { reports } from '../../../i18n/reports.ts';
import { CompanySelect } from '../../../ui/CompanySelect.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { formatNumber } from '../../../ui/format.ts';
import { saveBlob } from '../../../ui/saveFile.ts';
import { showError } from '../../../ui/toaster.ts';
import { buildChart, CHARTS_OF, isEmpty, totals, type ChartSpec } from '../charts.ts';
import { useBuiltInReport } from '../hooks/useBuiltInReport.ts';
import { EMPTY_BUILT_IN_FILTER, builtInFilterOf, builtInFilterSchema, type BuiltInFilterValues } from '../schemas/builtInFilter.ts';

const t = reports.builtIn;
const EChart = lazy(() => import('./EChart.tsx'));
const DATE_TEXTS = {
  placeholder: 'AAAA-MM-DD',
  invalidDate: 'Fecha inválida',
  outOfRange: 'Fecha fuera de rango',
  today: 'Hoy',
  clear: 'Limpiar',
};

async function download(spec: ChartSpec) {
  try {
    const { chartWorkbook } = await import('../exportChart.ts');
    saveBlob(
      new Blob([await chartWorkbook(spec)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      t.exportName(spec.title),
    );
  } catch {
    showError(reports.management.errorDetail);
  }
}

/**
 * A report the platform draws from its own data (link type INCA): filters by company, dates and
 * platform, headline figures, and charts whose figures download as xlsx.
 */
export function BuiltInReport({ report, params }: { report: AnalyticsReportKind; params: string }) {
  const form = useForm<BuiltInFilterValues>({ resolver: zodResolver(builtInFilterSchema), defaultValues: EMPTY_BUILT_IN_FILTER });
  const { control } = form;
  const invalid = form.formState.errors.to?.message;
  const [filter, setFilter] = useState<BuiltInReportFilter>({});
  const { shown, loading, refreshing, error, refetch } = useBuiltInReport(report, params, filter);
  const firstDrawn = useRef(false);
  const onFirstChart = useCallback(() => {
    if (firstDrawn.current) return;
    firstDrawn.current = true;
    performance.mark('inca-first-chart');
  }, []);
  const charts = useMemo(() => (shown ? CHARTS_OF[report].map((id) => buildChart(id, shown.builtInReport)) : []), [shown, report]);

  if (!shown) {
    if (error) {
      return (
        <NonIdealState
          icon="error"
          title={reports.frame.loadFailed}
          description={graphQLErrorOf(error)?.message}
          action={<Button icon="refresh" text={reports.management.retry} onClick={() => void refetch()} />}
        />
      );
    }
    return (
      <div className="inca-center">
        <Spinner aria-label={reports.frame.loading} />
      </div>
    );
  }
  const figures = shown.builtInReport;
  const sum = totals(figures);
  const companies = shown.viewer.accessibleCompanies;
  const dateField = (name: 'from' | 'to', label: string) => (
    <FormGroup label={label} labelFor={`report-${name}`}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <DateField label={label} value={field.value} onChange={field.onChange} texts={DATE_TEXTS} />}
      />
    </FormGroup>
  );

  return (
    <div className="inca-report" data-testid="built-in-report" aria-busy={loading}>
      <form className="inca-report-filters" onSubmit={(e) => void form.handleSubmit((values) => setFilter(builtInFilterOf(values)))(e)}>
        {companies.length > 1 && (
          <Controller
            control={control}
            name="companyCode"
            render={({ field }) => (
              <CompanySelect
                id="report-company"
                companies={companies}
                value={field.value}
                onChange={field.onChange}
                anyLabel={t.allCompanies}
              />
            )}
          />
        )}
        {dateField('from', t.from)}
        {dateField('to', t.to)}
        <FormGroup label={t.platform} labelFor="report-platform">
          <Controller
            control={control}
            name="platform"
            render={({ field }) => (
              <HTMLSelect
                id="report-platform"
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              >
                <option value="">{t.allPlatforms}</option>
                {Object.entries(reports.platforms).map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </HTMLSelect>
            )}
          />
        </FormGroup>
        <Button type="submit" icon="filter" text={t.apply} loading={refreshing} />
      </form>
      {invalid && (
        <p className="inca-error-text" role="alert">
          {invalid}
        </p>
      )}
      {error && <p className="inca-error-text">{graphQLErrorOf(error)?.message ?? reports.management.errorDetail}</p>}
      <p className="bp6-text-muted">{t.range(figures.from, figures.to)}</p>
      <div className="inca-report-totals">
        {(Object.keys(sum) as (keyof typeof sum)[]).map((key) => (
          <Card key={key} className="inca-report-total">
            <span className="bp6-text-muted">{t.totals[key]}</span>
            <strong>{key === 'matchRate' ? `${formatNumber(sum[key])} %` : formatNumber(sum[key])}</strong>
          </Card>
        ))}
      </div>
      <div className="inca-report-grid">
        {charts.map((spec, index) => (
          <Card key={spec.id} className="inca-report-card" data-testid={`chart-${spec.id}`}>
            <div className="inca-row">
              <H4>{spec.title}</H4>
              <Button variant="minimal" icon="download" text={t.export} disabled={isEmpty(spec)} onClick={() => void download(spec)} />
            </div>
            {isEmpty(spec) ? (
              <NonIdealState
                icon="timeline-bar-chart"
                title={spec.empty?.title ?? t.noData}
                description={spec.empty?.hint ?? t.noDataHint}
              />
            ) : (
              <Suspense fallback={<Spinner size={24} aria-label={reports.frame.loading} />}>
                <EChart option={spec.option} label={spec.title} onRendered={index === 0 ? onFirstChart : undefined} />
              </Suspense>
            )}
          </Card>
        ))}
      </div>
    </div>
  );
}
