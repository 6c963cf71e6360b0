import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AudienceTimeline, type TimelineEntry } from './AudienceTimeline.tsx';

const STATES = [
  { code: 'P_NOD', name: 'Sin datos' },
  { code: 'P_ENV', name: 'Enviado' },
  { code: 'P_ACT', name: 'Actualizando' },
  { code: 'P_PUB', name: 'Publicado' },
];

const entry = (statusCode: string, statusDate: string, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  statusCode,
  statusName: statusCode,
  statusDate,
  matchCount: 5_000,
  segmentUniqueUsers: 12_000,
  sourceFileRowCount: 11_500,
  message: null,
  ...extra,
});

const ENTRIES = [
  entry('P_PUB', '2026-10-05T12:00:00Z'),
  entry('P_ENV', '2026-10-04T12:00:00Z'),
  entry('P_NOD', '2026-10-03T12:00:00Z', { message: 'Dataset sin filas' }),
  entry('X_RARO', '2026-10-02T12:00:00Z', { statusName: 'X_RARO' }),
];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('audience timeline', () => {
  it('names a code the status table does not know INICIO, and shows each figure only for its status', () => {
    render(<AudienceTimeline entries={ENTRIES} states={STATES} page={1} pageSize={10} total={4} onPage={vi.fn()} />);
    const rows = screen.getAllByTestId('timeline-row');
    expect(rows).toHaveLength(4);
    // Fecha, Estado, Usuarios únicos, Registros enviados, Coincidencias, Detalle
    expect(cells(rows[0]!).slice(1)).toEqual(['Publicado', '', '', '5,000', '']);
    expect(cells(rows[1]!).slice(1)).toEqual(['Enviado', '12,000', '11,500', '', '']);
    expect(cells(rows[2]!).slice(1)).toEqual(['Sin datos', '', '', '', 'Dataset sin filas']);
    expect(cells(rows[3]!).slice(1)).toEqual(['INICIO', '', '', '', '']);
  });

  it('shows a failed publication’s reason in Detalle, and no message where the row shows figures', () => {
    const reason = 'No se pudo publicar la audiencia: Error de credenciales: la autorización expiró o no es válida.';
    render(
      <AudienceTimeline
        entries={[
          entry('E_ENV', '2026-10-06T12:00:00Z', { message: reason }),
          entry('P_ENV', '2026-10-05T12:00:00Z', { message: 'no se muestra' }),
        ]}
        states={[...STATES, { code: 'E_ENV', name: 'Error de envío' }]}
        page={1}
        pageSize={10}
        total={2}
        onPage={vi.fn()}
      />,
    );
    const rows = screen.getAllByTestId('timeline-row');
    expect(cells(rows[0]!).slice(1)).toEqual(['Error de envío', '', '', '', reason]);
    expect(cells(rows[1]!)[5]).toBe('');
  });

  it('without the status table it keeps the name the graph gave each entry', () => {
    render(
      <AudienceTimeline
        entries={[
          entry('P_ENV', '2026-10-04T12:00:00Z', { statusName: 'Enviado' }),
          entry('Z', '2026-10-01T12:00:00Z', { statusName: 'INICIO' }),
        ]}
        states={null}
        page={1}
        pageSize={10}
        total={2}
        onPage={vi.fn()}
      />,
    );
    const names = screen.getAllByTestId('timeline-row').map((r) => cells(r)[1]);
    expect(names).toEqual(['Enviado', 'INICIO']);
  });

  it('pages ten at a time', () => {
    render(<AudienceTimeline entries={ENTRIES} states={STATES} page={2} pageSize={10} total={14} onPage={vi.fn()} />);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('11–14 de 14');
  });
});
