import { Dialog, DialogBody, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { configuration } from '../../../i18n/configuration.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { changedFlags } from '../flags.ts';
import { useCompanyFlagChanges } from '../hooks/useCompanyFlagChanges.ts';

const t = configuration.flags;

/** The audit trail of a company's flags: who changed what, when. */
export function FlagHistoryDialog({ company, onClose }: { company: { code: string; name: string }; onClose: () => void }) {
  const { changes, loading } = useCompanyFlagChanges(company.code);
  return (
    <Dialog isOpen onClose={onClose} title={t.historyTitle(company.name)} icon="time" className="inca-dialog-wide">
      <DialogBody>
        {loading ? (
          <Spinner size={24} aria-label={t.loading} />
        ) : changes.length === 0 ? (
          <p>{t.historyEmpty}</p>
        ) : (
          <HTMLTable className="inca-table" compact>
            <thead>
              <tr>
                <th>{t.changedAt}</th>
                <th>{t.changedBy}</th>
                <th>{t.changed}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.id}>
                  <td className="inca-nowrap">{formatDateTime(c.changedAt)}</td>
                  <td>{c.changedBy}</td>
                  <td>
                    {changedFlags(c.before, c.after).map((k) => (
                      <Tag key={k} minimal intent={c.after[k] ? 'success' : 'none'} className="inca-tag-gap">
                        {t.names[k]}: {c.after[k] ? t.on : t.off}
                      </Tag>
                    ))}
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
