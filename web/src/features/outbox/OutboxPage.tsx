import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { Button, Dialog, DialogBody, DialogFooter, H2, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { MailOutboxQuery } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { publishing } from '../../i18n/publishing.ts';
import { pathTo } from '../../navigation/routes.ts';
import { formatDateTime } from '../../ui/format.ts';
import { Pager } from '../../ui/Pager.tsx';
import { MAIL_OUTBOX } from './graphql.ts';
import './outbox.css';

const t = publishing.outbox;
const PAGE_SIZE = 10;

type Message = MailOutboxQuery['mailOutbox']['nodes'][number];

const DELIVERY_INTENT: Record<string, Intent> = { OUTBOX: Intent.NONE, SMTP: Intent.SUCCESS, SMTP_FAILED: Intent.DANGER };

/** What a message is about: its audience (a link), an ads account's channel (the daily check's notice), or a deleted audience. */
function about(m: Message) {
  if (m.audienceId && m.audienceName) return <Link to={pathTo('audience_detail', { id: m.audienceId })}>{m.audienceName}</Link>;
  if (m.adsAccountName) return t.adsAccount(m.adsAccountName, m.adsPlatform ? t.platforms[m.adsPlatform] : undefined);
  return <span className="bp6-text-muted">{t.deletedAudience}</span>;
}

/** "Correos enviados": the e-mails that told audiences' recipients how their runs ended, 10 a page, newest first, each readable in a dialog (audience admin). */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Message>();
  const navigate = useNavigate();
  const { data, previousData, loading, error, refetch } = useQuery(MAIL_OUTBOX, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    context: { quietErrors: true },
  });
  const shown = (data ?? previousData)?.mailOutbox;
  const forbidden = graphQLErrorOf(error)?.code === 'FORBIDDEN';

  return (
    <>
      <header className="inca-page-header">
        <H2>{t.title}</H2>
        <p className="bp6-text-muted">{t.subtitle}</p>
      </header>
      {!shown ? (
        loading ? (
          <div className="inca-center">
            <Spinner aria-label={t.loading} />
          </div>
        ) : forbidden ? (
          <NonIdealState icon="lock" title={t.forbidden} />
        ) : (
          <NonIdealState
            icon="error"
            title={t.loadFailed}
            action={<Button icon="refresh" text={t.retry} onClick={() => void refetch()} />}
          />
        )
      ) : shown.totalCount === 0 ? (
        <NonIdealState icon="inbox" title={t.empty} description={t.emptyHint} />
      ) : (
        <>
          <HTMLTable className="inca-fill" striped data-testid="outbox-table">
            <thead>
              <tr>
                <th>{t.date}</th>
                <th>{t.recipient}</th>
                <th>{t.subject}</th>
                <th>{t.audience}</th>
                <th>{t.delivery}</th>
                <th aria-label={t.view} />
              </tr>
            </thead>
            <tbody>
              {shown.nodes.map((m) => (
                <tr key={m.id} data-testid="outbox-row">
                  <td className="inca-nowrap">{formatDateTime(m.createdAt)}</td>
                  <td>{m.recipient}</td>
                  <td>{m.subject}</td>
                  <td>{about(m)}</td>
                  <td>
                    <Tag minimal intent={DELIVERY_INTENT[m.delivery]} title={m.error ? t.smtpError(m.error) : undefined}>
                      {t.deliveries[m.delivery] ?? m.delivery}
                    </Tag>
                  </td>
                  <td>
                    <Button size="small" icon="eye-open" text={t.view} aria-label={t.viewLabel(m.subject)} onClick={() => setOpen(m)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <Pager page={shown.page} pageSize={PAGE_SIZE} total={shown.totalCount} onPage={setPage} />
        </>
      )}
      <Dialog isOpen={Boolean(open)} onClose={() => setOpen(undefined)} title={open?.subject} icon="envelope" className="inca-mail-dialog">
        {open && (
          <>
            <DialogBody>
              <dl className="inca-mail-fields">
                <dt>{t.to}</dt>
                <dd>{open.recipient}</dd>
                <dt>{t.date}</dt>
                <dd>{formatDateTime(open.createdAt)}</dd>
                <dt>{t.delivery}</dt>
                <dd>{t.deliveries[open.delivery] ?? open.delivery}</dd>
                {open.error && (
                  <>
                    <dt />
                    <dd>{t.smtpError(open.error)}</dd>
                  </>
                )}
              </dl>
              <pre className="inca-mail-body" data-testid="mail-body">
                {open.body}
              </pre>
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  {open.audienceId && open.audienceName && (
                    <Button
                      variant="minimal"
                      icon="eye-open"
                      text={t.openAudience}
                      onClick={() => navigate(pathTo('audience_detail', { id: open.audienceId! }))}
                    />
                  )}
                  <Button text={t.close} onClick={() => setOpen(undefined)} />
                </>
              }
            />
          </>
        )}
      </Dialog>
    </>
  );
}
