import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudienceQualityReport, type AudienceQualityReportData } from './AudienceQualityReport.tsx';

const report = (extra: Partial<AudienceQualityReportData> = {}): AudienceQualityReportData => ({
  runId: '9',
  startedAt: '2026-10-05T12:00:00Z',
  rowsRead: 9_000,
  valid: 8_000,
  rejected: 1_000,
  segmentSize: 10_000,
  sampled: false,
  sampleSize: 9_000,
  identifiers: [
    {
      key: 'em',
      type: 'EMAIL',
      sentAsMember: true,
      total: 10_000,
      usable: 8_000,
      share: 0.8,
      reasons: [
        { reason: 'MISSING', count: 1_500 },
        { reason: 'PLACEHOLDER', count: 400 },
        { reason: 'EMAIL_FORMAT', count: 100 },
      ],
    },
    {
      key: 'ph',
      type: 'PHONE',
      sentAsMember: false,
      total: 10_000,
      usable: 6_000,
      share: 0.6,
      reasons: [{ reason: 'PHONE_OLD', count: 4_000 }],
    },
    { key: 'country', type: 'COUNTRY', sentAsMember: false, total: 10_000, usable: 10_000, share: 1, reasons: [] },
  ],
  ...extra,
});

describe('audience quality report', () => {
  it('before the first run it says when the report will appear', () => {
    render(<AudienceQualityReport report={null} />);
    expect(screen.getByText('El informe de calidad aparecerá después de la primera publicación.')).toBeInTheDocument();
    expect(screen.queryByTestId('audience-quality')).toBeNull();
  });

  it('one row per identifier in Spanish: the usable share as a bar, and why the rest was not usable', () => {
    render(<AudienceQualityReport report={report()} />);
    expect(screen.getByText(/de 10,000 clientes del segmento, 8,000 tenían un identificador/)).toBeInTheDocument();
    expect(screen.queryByText(/muestra/)).toBeNull();
    const rows = screen.getAllByTestId('quality-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['CorreoSe envía', 'Teléfono', 'País']);
    expect(within(rows[0]!).getByRole('img').getAttribute('aria-label')).toBe('Correo: 80 % utilizable');
    expect(within(rows[0]!).getAllByRole('cell')[1]!.textContent).toBe('80 % · 8,000 de 10,000');
    expect(
      within(rows[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sin dato: 1,500 (15 %)', 'Valor de relleno (por ejemplo «sin correo»): 400 (4 %)', 'Correo mal escrito: 100 (1 %)']);
    expect(within(rows[1]!).getByRole('listitem').textContent).toBe('Número antiguo de 7 u 8 dígitos (ambiguo): 4,000 (40 %)');
    expect(within(rows[2]!).getAllByRole('cell')[2]!.textContent).toBe('Todos utilizables');
  });

  it('says when the shares come from a sample of the segment', () => {
    render(<AudienceQualityReport report={report({ sampled: true, sampleSize: 20_000 })} />);
    expect(screen.getByText('Porcentajes estimados sobre una muestra de 20,000 clientes del segmento.')).toBeInTheDocument();
  });
});
