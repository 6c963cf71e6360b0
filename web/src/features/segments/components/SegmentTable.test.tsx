import ExcelJS from 'exceljs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildSegmentsWorkbook, SEGMENTS_SHEET } from '../exportSegments.ts';
import { SegmentTable, type SegmentRow } from './SegmentTable.tsx';

// The instant and both sides of Chile's September 2026 clock change.
const INSTANTS = ['2026-10-23T01:26:07.000Z', '2026-09-06T03:30:00Z', '2026-09-06T04:30:00Z'];

const row = (code: string, at: string): SegmentRow => ({
  code,
  name: `INCA_Retail ${code}`,
  description: '',
  screen: 'SEGMENT',
  type: { id: 2, name: 'SEGMENT_CONTACT', label: 'Segmento de contacto' },
  ownerCompany: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail' },
  createdDate: at,
  lastProcessDate: at,
  uniqueUsers: 1200,
  numAudiences: 0,
  shared: false,
  requested: false,
  editVisible: true,
  canEdit: true,
  editBlockedReason: null,
  canShare: true,
  canDelete: true,
  canDuplicate: true,
});

describe('segment table', () => {
  it('shows each date exactly as lista_segmentos.xlsx writes it', async () => {
    const rows = INSTANTS.map((at, i) => row(`S${i}`, at));
    render(
      <SegmentTable
        rows={rows}
        showCompany
        sort={{ field: 'LAST_PROCESS_DATE', order: 'DESC' }}
        onSort={vi.fn()}
        highlight={null}
        refreshing={false}
        onAction={vi.fn()}
      />,
    );
    const screenRows = screen.getAllByTestId('segment-row');
    expect(screenRows).toHaveLength(INSTANTS.length);
    // Columns: Empresa, Segmento, Tipo, Fecha de creación, Última modificación, …
    const shown = screenRows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(3, 5)
        .map((c) => c.textContent),
    );

    const workbook = new ExcelJS.Workbook();
    const exported = rows.map((r) => ({
      code: r.code,
      name: r.name,
      typeLabel: r.type.label,
      companyCode: r.ownerCompany.code,
      companyName: r.ownerCompany.name,
      createdDate: r.createdDate,
      lastProcessDate: r.lastProcessDate,
      uniqueUsers: r.uniqueUsers,
      numAudiences: r.numAudiences,
      shared: r.shared,
      audiences: [],
    }));
    await workbook.xlsx.load(await buildSegmentsWorkbook(exported, false));
    const sheet = workbook.getWorksheet(SEGMENTS_SHEET)!;
    const inFile = rows.map((_, i) => [sheet.getRow(i + 2).getCell(6).value, sheet.getRow(i + 2).getCell(7).value]);

    expect(shown).toEqual(inFile);
    expect(shown.map(([created]) => created)).toEqual(['2026-10-22 22:26:07', '2026-09-05 23:30:00', '2026-09-06 01:30:00']);
  });

  it('marks the sorted column and highlights the segment just viewed', () => {
    render(
      <SegmentTable
        rows={[row('A', INSTANTS[0]!), row('B', INSTANTS[1]!)]}
        showCompany={false}
        sort={{ field: 'NAME', order: 'ASC' }}
        onSort={vi.fn()}
        highlight="B"
        refreshing={false}
        onAction={vi.fn()}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Segmento',
      'Tipo',
      'Fecha de creación',
      'Última modificación',
      'Usuarios únicos',
      'Audiencias',
      'Acciones',
    ]);
    expect(headers[0]).toHaveAttribute('aria-sort', 'ascending');
    const highlighted = screen.getAllByTestId('segment-row').filter((r) => r.classList.contains('inca-highlight'));
    expect(highlighted.map((r) => r.getAttribute('data-code'))).toEqual(['B']);
  });
});
