import { Dialog, DialogBody, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { audiences } from '../../../i18n/audiences.ts';
import { configuration } from '../../../i18n/configuration.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { useAdsAccountValidations } from '../hooks/useAdsAccountValidations.ts';

const t = configuration.ads;
const kinds = audiences.list.apiHealth.errors;

/** The errors dialog: each channel's check of the account on the chosen day, with the §4 reading. */
export function ChecksDialog({
  companyCode,
  account,
  date,
  onClose,
}: {
  companyCode: string;
  account: { code: string; name: string };
  date: string;
  onClose: () => void;
}) {
  const { checks: rows, loading } = useAdsAccountValidations(companyCode, account.code, date);
  return (
    <Dialog isOpen onClose={onClose} title={t.errorsTitle(account.name, date)} icon="offline" className="inca-dialog-wide">
      <DialogBody>
        {loading ? (
          <Spinner size={24} aria-label={configuration.flags.loading} />
        ) : rows.length === 0 ? (
          <p>{t.noChecks}</p>
        ) : (
          <HTMLTable className="inca-table inca-table-full" compact data-testid="ads-checks">
            <thead>
              <tr>
                <th>{t.platform}</th>
                <th>{t.result}</th>
                <th>{t.answer}</th>
                <th>{t.checkedBy}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((v) => (
                <tr key={v.platform}>
                  <td>{configuration.platforms[v.platform] ?? v.platform}</td>
                  <td>
                    <Tag minimal intent={v.ok ? Intent.SUCCESS : Intent.WARNING}>
                      {kinds[v.errorKind as keyof typeof kinds] ?? kinds.UNKNOWN}
                    </Tag>
                  </td>
                  <td className="inca-cell-wrap">{v.errorText}</td>
                  <td>
                    {v.checkedBy}
                    <br />
                    <span className="bp6-text-muted">{formatDateTime(v.checkedAt)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
    </Dialog>
  );
}
