import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudienceRuns, runStatusLabel, type AudienceRunRow } from './AudienceRuns.tsx';

const run = (id: string, extra: Partial<AudienceRunRow> = {}): AudienceRunRow => ({
  id,
  status: 'SENT',
  startedAt: '2026-10-05T12:00:00Z',
  finishedAt: '2026-10-05T12:00:07Z',
  sent: 12_000,
  removed: 30,
  rejected: 0,
  error: null,
  rejectedByReason: [],
  predictedMatch: null,
  predictionBasis: null,
  actualMatch: null,
  predictionError: null,
  ...extra,
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('audience publishing runs', () => {
  it('says there are no runs yet', () => {
    render(<AudienceRuns runs={[]} />);
    expect(screen.getByText('Aún no hay publicaciones.')).toBeInTheDocument();
    expect(screen.queryByTestId('audience-runs')).toBeNull();
  });

  it('lists each run with its status in Spanish, its counts and the reasons of its rejections', () => {
    render(
      <AudienceRuns
        runs={[
          run('9', {
            rejected: 20,
            rejectedByReason: [
              { reason: 'ph: unusable', count: 15 },
              { reason: 'em: absent', count: 5 },
            ],
          }),
          run('8', { status: 'RUNNING', finishedAt: null, sent: 0, removed: 0 }),
          run('7', { status: 'NOTHING', sent: 0, removed: 0 }),
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Inicio',
      'Fin',
      'Estado',
      'Enviados',
      'Eliminados',
      'Rechazados',
      'Coincidencias previstas / reales',
    ]);
    const rows = screen.getAllByTestId('run-row');
    expect(rows).toHaveLength(3);
    expect(cells(rows[0]!).slice(2)).toEqual(['Enviada', '12,000', '30', '20Teléfono no válido: 15Correo sin dato: 5', '—']);
    const reasons = within(rows[0]!).getByTestId('run-reasons');
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Teléfono no válido: 15', 'Correo sin dato: 5']);
    expect(cells(rows[1]!).slice(1, 3)).toEqual(['—', 'En curso']);
    expect(within(rows[1]!).queryByTestId('run-reasons')).toBeNull();
    expect(cells(rows[2]!)[2]).toBe('Sin cambios');
  });

  it('shows why a run failed right under it, in full, not only on hover', () => {
    const reason =
      'No se pudo publicar la audiencia: La API de Criteo no está disponible en este momento, contáctese con su administrador de TI.';
    render(<AudienceRuns runs={[run('5', { status: 'FAILED', sent: 0, removed: 0, error: reason }), run('4', { status: 'SENT' })]} />);
    const rows = screen.getAllByTestId('run-row');
    expect(cells(rows[0]!)[2]).toBe('Fallida');
    const details = screen.getAllByTestId('run-detail');
    expect(details).toHaveLength(1);
    expect(details[0]).toHaveTextContent(reason);
    // The reason's row follows its run's row.
    expect(rows[0]!.nextElementSibling).toBe(details[0]!.closest('tr'));
  });

  it('shows the match each run predicted against the platform answer, and how far apart they were', () => {
    render(
      <AudienceRuns
        runs={[
          run('12', {
            status: 'PUBLISHED',
            predictedMatch: 7_100,
            predictionBasis: 'HISTORY',
            actualMatch: 7_400,
            predictionError: -0.0405,
          }),
          run('11', { status: 'SENT', predictedMatch: 480, predictionBasis: 'DEFAULT' }),
          run('10', { status: 'PUBLISHED', predictedMatch: 550, predictionBasis: 'DEFAULT', actualMatch: 500, predictionError: 0.1 }),
        ]}
      />,
    );
    expect(screen.getAllByTestId('run-prediction').map((c) => c.textContent)).toEqual([
      '7,100 / 7,400 (−4 %)',
      '480 / esperando a la plataforma',
      '550 / 500 (+10 %)',
    ]);
  });

  it('names every status the engine writes in Spanish and keeps an unknown one as written', () => {
    expect(['RUNNING', 'SENT', 'PUBLISHED', 'NOTHING', 'FAILED', 'ABANDONED'].map(runStatusLabel)).toEqual([
      'En curso',
      'Enviada',
      'Publicada',
      'Sin cambios',
      'Fallida',
      'Abandonada',
    ]);
    expect(runStatusLabel('OTRO')).toBe('OTRO');
  });
});
