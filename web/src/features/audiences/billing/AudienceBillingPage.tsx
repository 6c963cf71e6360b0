import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Breadcrumbs, Button, Dialog, DialogBody, DialogFooter, FormGroup, H2, HTMLSelect, Intent, NonIdealState } from '@blueprintjs/core';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { audiences } from '../../../i18n/audiences.ts';
import { AudiencePageWaiting } from '../components/AudiencePageWaiting.tsx';
import { ROUTES, pathTo } from '../../../navigation/routes.ts';
import { formatCalendarDate } from '../../../ui/format.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { BillingTable, sortBillingRows } from './components/BillingTable.tsx';
import { AUDIENCE_BILLING } from './graphql.ts';
import { useStartBilling } from './hooks/useStartBilling.ts';

const t = audiences.billing;
const PAGE_SIZE = 10;

/** §2.7: the billing rows of one audience, filtered by process date, and the start-billing action. */
export function AudienceBillingPage() {
  const { custom_audience_id: id } = useParams();
  if (!id) return <Navigate to={ROUTES.link_list_audiences.path} replace />;
  return <AudienceBilling key={id} id={id} />;
}

function AudienceBilling({ id }: { id: string }) {
  const navigate = useNavigate();
  const [processDate, setProcessDate] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const { start, starting } = useStartBilling();
  const { data, previousData, loading, error, refetch } = useQuery(AUDIENCE_BILLING, {
    variables: { id, processDate: processDate || null },
    context: { quietErrors: true },
  });
  const shown = data ?? previousData;
  const code = graphQLErrorOf(error)?.code;
  // Billing applies only where the service allows it (canBill); otherwise, like an unknown audience, back to the list.
  const refused = !shown && (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT');

  useEffect(() => {
    if (refused) navigate(ROUTES.link_list_audiences.path, { replace: true });
  }, [refused, navigate]);

  const rows = useMemo(() => sortBillingRows(shown?.audience.billing ?? []), [shown]);
  const back = () => navigate(pathTo('link_list_audiences', {}, { viewed: id }));
  const crumbs = [
    { text: t.breadcrumbList, onClick: back, href: ROUTES.link_list_audiences.path },
    { text: t.breadcrumb, current: true },
  ];

  if (!shown) {
    return (
      <AudiencePageWaiting
        crumbs={crumbs}
        waiting={loading || refused}
        loadingLabel={t.loading}
        failedTitle={t.loadFailed}
        onRetry={() => void refetch()}
      />
    );
  }

  const a = shown.audience;
  const pageRows = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className="inca-page-header inca-row">
        <div>
          <H2>{t.title(a.name)}</H2>
          <p className="bp6-text-muted">
            {a.company.code} · {a.company.alias} · {a.platform.name}
          </p>
        </div>
        <div className="inca-actions">
          <Button icon="chevron-left" text={t.back} onClick={back} />
          <Button icon="tick" intent={Intent.PRIMARY} text={t.start} onClick={() => setConfirming(true)} disabled={!a.canBill} />
        </div>
      </header>
      <div className="inca-row inca-gap">
        <FormGroup label={t.processDate} labelFor="billing-date" inline>
          <HTMLSelect
            id="billing-date"
            value={processDate}
            onChange={(e) => {
              setProcessDate(e.currentTarget.value);
              setPage(1);
            }}
          >
            <option value="">{t.allDates}</option>
            {a.billingProcessDates.map((d) => (
              <option key={d} value={d}>
                {formatCalendarDate(d)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <div className="inca-table-wrap">
        {rows.length === 0 ? (
          <NonIdealState icon="inbox" description={t.empty} />
        ) : (
          <>
            <BillingTable rows={pageRows} states={shown.audienceStates} />
            <Pager page={page} pageSize={PAGE_SIZE} total={rows.length} onPage={setPage} />
          </>
        )}
      </div>
      {confirming && (
        <Dialog
          isOpen
          onClose={starting ? undefined : () => setConfirming(false)}
          title={t.startTitle}
          icon="info-sign"
          style={{ width: 480 }}
        >
          <DialogBody>
            <p>{t.startQuestion}</p>
            <p className="bp6-text-muted">{a.name}</p>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t.cancel} onClick={() => setConfirming(false)} disabled={starting} />
                <Button
                  intent={Intent.PRIMARY}
                  text={t.start}
                  loading={starting}
                  onClick={() => void start(id).then((ok) => ok && setConfirming(false))}
                />
              </>
            }
          />
        </Dialog>
      )}
    </>
  );
}
