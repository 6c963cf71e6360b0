import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SEGMENTS_FOR_CAMPAIGN } from '../graphql/index.ts';
import { SegmentSelectDialog } from './SegmentSelectDialog.tsx';

vi.setConfig({ testTimeout: 30_000 });

type Vars = { filter: { usableByCompany?: string; name?: string }; page: number };

const segment = (n: number, name = `Segmento reciente ${n}`) => ({
  __typename: 'Segment',
  code: `SEG${String(n).padStart(7, '0')}`,
  name,
  type: { __typename: 'SegmentType', id: 2, label: 'Atributos' },
  createdDate: '2026-01-02T10:00:00Z',
  lastProcessDate: '2026-11-20T10:00:00Z',
  uniqueUsers: 12_345,
  numAudiences: 1,
  shared: false,
});
const types = [{ __typename: 'SegmentType', id: 2, label: 'Atributos' }];
const page = (nodes: ReturnType<typeof segment>[], totalCount: number) => ({
  data: { segments: { __typename: 'SegmentPage', totalCount, nodes }, segmentTypes: types },
});

const asked: Vars[] = [];
const mocks = [
  {
    request: {
      query: SEGMENTS_FOR_CAMPAIGN,
      variables: (v: Vars) => (asked.push(v), v.filter.usableByCompany === '011' && !v.filter.name && v.page === 1),
    },
    result: page(
      Array.from({ length: 10 }, (_, i) => segment(i + 1)),
      131,
    ),
    maxUsageCount: 5,
  },
  {
    request: { query: SEGMENTS_FOR_CAMPAIGN, variables: (v: Vars) => v.filter.usableByCompany === '011' && !v.filter.name && v.page === 2 },
    result: page(
      Array.from({ length: 10 }, (_, i) => segment(i + 11)),
      131,
    ),
    maxUsageCount: 5,
  },
  {
    request: {
      query: SEGMENTS_FOR_CAMPAIGN,
      variables: (v: Vars) => v.filter.usableByCompany === '011' && v.filter.name === 'Supermercado semanal Zona Norte' && v.page === 1,
    },
    result: page([segment(120, 'Supermercado semanal Zona Norte')], 1),
    maxUsageCount: 5,
  },
];

describe('SegmentSelectDialog', () => {
  it("searches the campaign company's segments on the server and pages through them, so an older one can be chosen", async () => {
    const onChoose = vi.fn();
    render(
      <MockedProvider mocks={mocks as never}>
        <SegmentSelectDialog companyCode="011" onChoose={onChoose} onClose={() => undefined} />
      </MockedProvider>,
    );
    const table = await screen.findByTestId('segment-select-table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1–10 de 131');
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await within(screen.getByTestId('segment-select-table')).findByText('Segmento reciente 11')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Nombre'), 'Supermercado semanal Zona Norte');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    const found = await screen.findByText('Supermercado semanal Zona Norte', { selector: 'td' });
    expect(found.closest('tr')).toHaveAttribute('data-code', 'SEG0000120');
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1–1 de 1');
    // Every request is limited to what the campaign's company may use.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((v) => v.filter.usableByCompany === '011')).toBe(true);
  });

  it('applies the name on Enter and lists every usable segment again after Limpiar', async () => {
    render(
      <MockedProvider mocks={mocks as never}>
        <SegmentSelectDialog companyCode="011" onChoose={vi.fn()} onClose={() => undefined} />
      </MockedProvider>,
    );
    await screen.findByTestId('segment-select-table');
    await userEvent.type(screen.getByLabelText('Nombre'), 'Supermercado semanal Zona Norte{Enter}');
    expect(await screen.findByText('1–1 de 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(await screen.findByText('1–10 de 131')).toBeInTheDocument();
  });
});
