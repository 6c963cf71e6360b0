import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { access } from '../../../i18n/access.ts';
import { formatDateTime } from '../../../ui/format.ts';

const t = access.requests.history;

export type AuditEntry = { action: string; actor: string; at: string; before?: string | null; after: string };

const ACTIONS: Record<string, string> = {
  REQUESTED: 'Solicitada',
  APPROVED: 'Aprobada',
  DECLINED: 'Rechazada',
  UNTIL_DATE_UPDATED: 'Fecha hasta actualizada',
  RESTRICTIONS_UPDATED: 'Restricciones actualizadas',
  ATTRIBUTE_RESTRICTIONS_UPDATED: 'Atributos restringidos actualizados',
};
const FIELDS: Record<string, string> = {
  status: 'Estado',
  untilDate: 'Fecha hasta',
  requestUntilDate: 'Fecha hasta',
  restrictedCompanies: 'Empresas restringidas',
  restrictions: 'Empresas restringidas',
  restriction: 'Empresas restringidas',
  attributeIds: 'Atributos',
  attributes: 'Atributos',
  kind: 'Tipo',
};
const VALUES: Record<string, string> = { ACCESS: 'Acceso', PRODUCTIVIZE: 'Productivizar' };
// The services keep states with snake_case keys (until_date); both spellings read the same.
const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A state kept as JSON ({"status":"APPROVED","untilDate":"2026-12-31"}) read in Spanish: "Estado: Aprobada · Fecha hasta: 2026-12-31". */
export function describeState(json: string | null | undefined): string {
  if (!json) return '—';
  try {
    const state = JSON.parse(json) as Record<string, unknown>;
    const parts = Object.entries(state)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => {
        const key = camel(k);
        const value = Array.isArray(v)
          ? v.length
            ? v.join(', ')
            : 'ninguno'
          : key === 'status'
            ? (access.requests.status[String(v)] ?? String(v))
            : (VALUES[String(v)] ?? String(v));
        return `${FIELDS[key] ?? k}: ${value}`;
      });
    return parts.length ? parts.join(' · ') : '—';
  } catch {
    return json;
  }
}

/** The audit trail of a request (who, when, what, before and after), oldest first. */
export function AuditTrailDialog({ title, entries, onClose }: { title: string; entries: readonly AuditEntry[]; onClose: () => void }) {
  return (
    <Dialog isOpen onClose={onClose} title={title} icon="time" style={{ width: 820, maxWidth: '95vw' }}>
      <DialogBody>
        {entries.length === 0 ? (
          <NonIdealState icon="time" description={t.none} />
        ) : (
          <HTMLTable compact striped className="inca-fill" data-testid="audit-trail">
            <thead>
              <tr>
                <th>{t.when}</th>
                <th>{t.who}</th>
                <th>{t.what}</th>
                <th>{t.before}</th>
                <th>{t.after}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e, i) => (
                <tr key={i}>
                  <td className="inca-nowrap">{formatDateTime(e.at)}</td>
                  <td>{e.actor}</td>
                  <td>{ACTIONS[e.action] ?? e.action}</td>
                  <td>{describeState(e.before)}</td>
                  <td>{describeState(e.after)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t.close} onClick={onClose} />} />
    </Dialog>
  );
}
