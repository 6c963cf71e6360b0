import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTER } from '../listState.ts';
import { SegmentFilters } from './SegmentFilters.tsx';

const companies = [
  { code: '011', alias: 'Corp' },
  { code: '022', alias: 'Retail' },
  { code: '024', alias: 'Marca' },
];

describe('segment filters', () => {
  it('shows saved dates whole as yyyy-mm-dd and sends typed dates in the same shape', async () => {
    const onSearch = vi.fn();
    render(<SegmentFilters value={{ ...EMPTY_FILTER, createdFrom: '2026-09-01' }} companies={companies} types={[]} onSearch={onSearch} />);
    // The calendar input arrives with its lazily loaded chunk.
    const from = await screen.findByRole('combobox', { name: 'Creación desde' }, { timeout: 5_000 });
    expect(from).toHaveValue('2026-09-01');
    expect(from).toHaveAttribute('placeholder', 'aaaa-mm-dd');
    const to = await screen.findByRole('combobox', { name: 'Creación hasta' });
    await userEvent.type(to, '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ createdFrom: '2026-09-01', createdTo: '2026-12-31' });
  });

  it('refuses a backwards range in Spanish', async () => {
    const onSearch = vi.fn();
    render(
      <SegmentFilters
        value={{ ...EMPTY_FILTER, modifiedFrom: '2026-05-01', modifiedTo: '2026-01-01' }}
        companies={null}
        types={[]}
        onSearch={onSearch}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha de modificación inicial debe ser anterior a la final.');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers every company it is given, with Todas first', () => {
    render(<SegmentFilters value={EMPTY_FILTER} companies={companies} types={[]} onSearch={vi.fn()} />);
    const options = screen.getAllByRole('option').filter((o) => o.closest('#f-company'));
    expect(options.length).toBeGreaterThan(0);
    expect(options.map((o) => o.textContent)).toEqual(['Todas', '011 · Corp', '022 · Retail', '024 · Marca']);
  });
});
