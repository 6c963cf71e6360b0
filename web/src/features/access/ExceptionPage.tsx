import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Button, Card, H2, H5, NonIdealState, SegmentedControl, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { access } from '../../i18n/access.ts';
import { AccessRequestsPanel } from './components/AccessRequestsPanel.tsx';
import { NewRequestForm } from './components/NewRequestForm.tsx';
import { RestrictionsPanel } from './components/RestrictionsPanel.tsx';
import { TableRequestsPanel } from './components/TableRequestsPanel.tsx';
import { EXCEPTION_ACCESS } from './graphql.ts';
import './access.css';

const t = access.exception;
type TabId = 'requests' | 'create' | 'configuration';

/**
 * The exception screen (§2.5): Requests (audience admin, or a steward whose company approves data
 * requests), Request exception (everyone) and Configuration (audience admin) — the service decides
 * which tabs the viewer sees (§6). The tab is kept in the address (?tab=).
 */
export function ExceptionPage() {
  const { data, loading, error, refetch } = useQuery(EXCEPTION_ACCESS);
  const [params, setParams] = useSearchParams();

  if (loading && !data) {
    return (
      <div className="inca-center">
        <Spinner aria-label={access.requests.loading} />
      </div>
    );
  }
  if (!data)
    return (
      <NonIdealState
        icon="error"
        title={access.requests.loadFailed}
        action={<Button icon="refresh" text={access.requests.retry} onClick={() => void refetch()} />}
      />
    );
  void error;

  const visible: TabId[] = [
    ...(data.exceptionAccess.requests ? (['requests'] as const) : []),
    ...(data.exceptionAccess.requestException ? (['create'] as const) : []),
    ...(data.exceptionAccess.configuration ? (['configuration'] as const) : []),
  ];
  const asked = params.get('tab') as TabId | null;
  const tab: TabId = asked && visible.includes(asked) ? asked : (visible[0] ?? 'create');
  const list = params.get('list') === 'tables' ? 'tables' : 'segments';
  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        p.set(key, value);
        return p;
      },
      { replace: true },
    );

  return (
    <>
      <header className="inca-page-header">
        <H2>{t.title}</H2>
        <p className="bp6-text-muted">{t.subtitle}</p>
      </header>
      <Tabs id="exception-tabs" selectedTabId={tab} onChange={(id) => setParam('tab', String(id))} large renderActiveTabPanelOnly>
        {visible.includes('requests') && (
          <Tab
            id="requests"
            title={t.tabs.requests}
            icon="inbox"
            panel={
              <>
                <SegmentedControl
                  className="inca-gap-below"
                  options={[
                    { value: 'segments', label: access.tableRequests.segments },
                    { value: 'tables', label: access.tableRequests.tables },
                  ]}
                  value={list}
                  onValueChange={(value) => setParam('list', value)}
                />
                {list === 'tables' ? <TableRequestsPanel /> : <AccessRequestsPanel />}
              </>
            }
          />
        )}
        {visible.includes('create') && (
          <Tab
            id="create"
            title={t.tabs.create}
            icon="add"
            panel={
              <div className="inca-exception-create">
                <NewRequestForm />
                {!visible.includes('requests') && (
                  <Card>
                    <H5>{access.tableRequests.mine}</H5>
                    <TableRequestsPanel mine />
                  </Card>
                )}
              </div>
            }
          />
        )}
        {visible.includes('configuration') && (
          <Tab id="configuration" title={t.tabs.configuration} icon="cog" panel={<RestrictionsPanel />} />
        )}
      </Tabs>
    </>
  );
}
