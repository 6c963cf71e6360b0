import { useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { segments as t } from '../../../i18n/segments.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { SEGMENT_REQUESTS } from '../graphql.ts';

/** Approved data-access requests through which the segment reached the viewer's company. */
export function RequestDetailsDialog({ segment, onClose }: { segment: { code: string; name: string }; onClose: () => void }) {
  const { data, loading } = useQuery(SEGMENT_REQUESTS, { variables: { code: segment.code } });
  const rows = data?.segment.requestDetails ?? [];
  return (
    <Dialog isOpen onClose={onClose} title={t.requests.title(segment.name)} icon="document-open" style={{ width: 720 }}>
      <DialogBody>
        {loading && !data ? (
          <Spinner size={24} />
        ) : rows.length === 0 ? (
          <NonIdealState icon="inbox" description={t.requests.none} />
        ) : (
          <HTMLTable compact striped className="inca-fill" data-testid="request-details">
            <thead>
              <tr>
                <th>{t.requests.company}</th>
                <th>{t.requests.requestedBy}</th>
                <th>{t.requests.reason}</th>
                <th>{t.requests.reviewedBy}</th>
                <th>{t.requests.reviewedDate}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.requestingCompany.code} · {r.requestingCompany.alias}
                  </td>
                  <td>{r.requestedBy}</td>
                  <td>{r.reason || '—'}</td>
                  <td>{r.reviewedBy ?? '—'}</td>
                  <td className="inca-nowrap">{formatDateTime(r.reviewedDate)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t.requests.close} onClick={onClose} />} />
    </Dialog>
  );
}
