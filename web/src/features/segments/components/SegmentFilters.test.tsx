import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTER, type FilterForm } from '../listState.ts';
import { SegmentFilters } from './SegmentFilters.tsx';

const companies = [
  { code: '011', alias: 'Corp' },
  { code: '022', alias: 'Retail' },
  { code: '024', alias: 'Marca' },
];

/** The panel as the list shows it: applying or clearing replaces the filter in force and shows the panel again. */
function AsInTheList({ onSearch }: { onSearch: (filter: FilterForm) => void }) {
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const apply = (next: FilterForm) => {
    onSearch(next);
    setFilter(next);
  };
  return (
    <SegmentFilters
      key={JSON.stringify(filter)}
      value={filter}
      companies={companies}
      types={[{ id: 2, label: 'Manual' }]}
      onSearch={apply}
      onClear={() => apply(EMPTY_FILTER)}
    />
  );
}

describe('segment filters', () => {
  it('shows saved dates whole as yyyy-mm-dd and sends typed dates in the same shape', async () => {
    const onSearch = vi.fn();
    render(
      <SegmentFilters
        value={{ ...EMPTY_FILTER, createdFrom: '2026-09-01' }}
        companies={companies}
        types={[]}
        onSearch={onSearch}
        onClear={vi.fn()}
      />,
    );
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
        onClear={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha de modificación inicial debe ser anterior a la final.');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('applies the typed name on Enter and clears every field with Limpiar', async () => {
    const onSearch = vi.fn();
    render(<AsInTheList onSearch={onSearch} />);
    await userEvent.selectOptions(screen.getByLabelText('Empresa'), '022 · Retail');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('Nombre'), 'clientes{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, companyCode: '022', name: 'clientes', requestedOnly: true });
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onSearch).toHaveBeenLastCalledWith(EMPTY_FILTER);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByLabelText('Empresa')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('offers every company it is given, with Todas first', () => {
    render(<SegmentFilters value={EMPTY_FILTER} companies={companies} types={[]} onSearch={vi.fn()} onClear={vi.fn()} />);
    const options = screen.getAllByRole('option').filter((o) => o.closest('#f-company'));
    expect(options.length).toBeGreaterThan(0);
    expect(options.map((o) => o.textContent)).toEqual(['Todas', '011 · Corp', '022 · Retail', '024 · Marca']);
  });
});
