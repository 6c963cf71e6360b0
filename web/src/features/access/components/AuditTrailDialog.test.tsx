import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditTrailDialog, describeState } from './AuditTrailDialog.tsx';

describe('audit trail', () => {
  it('reads a stored state in Spanish', () => {
    expect(describeState('{"status":"APPROVED","untilDate":"2026-12-31"}')).toBe('Estado: Aprobada · Fecha hasta: 2026-12-31');
    expect(describeState('{"restrictedCompanies":[]}')).toBe('Empresas restringidas: ninguno');
    expect(describeState('{"status":"PENDING","until_date":"2027-01-22"}')).toBe('Estado: Pendiente · Fecha hasta: 2027-01-22');
    expect(describeState('{"status":"PENDING","untilDate":"2027-01-22","kind":"ACCESS"}')).toBe(
      'Estado: Pendiente · Fecha hasta: 2027-01-22 · Tipo: Acceso',
    );
    expect(describeState(null)).toBe('—');
  });

  it('lists who did what and when, with the state before and after', () => {
    render(
      <AuditTrailDialog
        title="Historial"
        onClose={() => undefined}
        entries={[
          { action: 'REQUESTED', actor: 'user@brand.demo', at: '2026-11-10T15:00:00.000Z', before: null, after: '{"status":"PENDING"}' },
          {
            action: 'APPROVED',
            actor: 'admin@corp.demo',
            at: '2026-11-11T15:00:00.000Z',
            before: '{"status":"PENDING"}',
            after: '{"status":"APPROVED","untilDate":"2026-12-31"}',
          },
        ]}
      />,
    );
    const rows = within(screen.getByTestId('audit-trail')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['2026-11-10 12:00:00', 'user@brand.demo', 'Solicitada', '—', 'Estado: Pendiente'],
      ['2026-11-11 12:00:00', 'admin@corp.demo', 'Aprobada', 'Estado: Pendiente', 'Estado: Aprobada · Fecha hasta: 2026-12-31'],
    ]);
  });
});
