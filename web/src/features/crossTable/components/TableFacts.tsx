import { Button, Callout, Intent } from '@blueprintjs/core';
import { access } from '../../../i18n/access.ts';
import { formatCalendarDate, formatNumber } from '../../../ui/format.ts';

const t = access.crossTable;

export type TableFactsValue = {
  projectId: string;
  datasetId: string;
  objectId: string;
  isView?: boolean;
  description?: string;
  permissionExpirationDate?: string | null;
  numRows?: number | null;
};

type Props = {
  table: TableFactsValue;
  /** The viewer's access has expired (the service's clock decides). */
  expired: boolean;
  /** Opens the access-request form for this table (the key icon); absent in view mode. */
  onReRequest?: () => void;
};

/**
 * The read-only facts of the chosen table or view (§2.3): project, dataset, table or view,
 * description, access expiry and row count; an expired access says so and offers the key icon.
 */
export function TableFacts({ table, expired, onReRequest }: Props) {
  return (
    <div data-testid="table-facts">
      <dl className="inca-facts">
        <dt>{t.project}</dt>
        <dd>{table.projectId}</dd>
        <dt>{t.dataset}</dt>
        <dd>{table.datasetId}</dd>
        <dt>{table.isView ? t.view : t.tableKind}</dt>
        <dd>{table.objectId}</dd>
        {table.description !== undefined && (
          <>
            <dt>{t.description}</dt>
            <dd>{table.description || '—'}</dd>
          </>
        )}
        {table.permissionExpirationDate !== undefined && (
          <>
            <dt>{t.expiry}</dt>
            <dd data-testid="table-expiry" className={expired ? 'inca-expired' : undefined}>
              {table.permissionExpirationDate ? formatCalendarDate(table.permissionExpirationDate) : t.noExpiry}
            </dd>
          </>
        )}
        {table.numRows !== undefined && (
          <>
            <dt>{t.rows}</dt>
            <dd>{formatNumber(table.numRows)}</dd>
          </>
        )}
      </dl>
      {expired && (
        <Callout intent={Intent.WARNING} icon="time" title={t.expiredTitle} className="inca-gap" data-testid="access-expired">
          <p>{t.expired}</p>
          {onReRequest && <Button icon="key" intent={Intent.PRIMARY} text={t.reRequest} aria-label={t.reRequest} onClick={onReRequest} />}
        </Callout>
      )}
    </div>
  );
}
