import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_REQUEST_FILTER } from '../requestFilter.ts';
import { RequestFilters } from './RequestFilters.tsx';

const companies = [
  { code: '011', alias: 'Corp' },
  { code: '024', alias: 'Marca' },
];

describe('request filters', () => {
  it('applies the chosen filters on Enter and clears every field with Limpiar', async () => {
    const onSearch = vi.fn();
    render(<RequestFilters value={EMPTY_REQUEST_FILTER} companies={companies} onSearch={onSearch} />);
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Pendiente');
    await userEvent.selectOptions(screen.getByLabelText('Empresa solicitada'), '024 · Marca');
    await userEvent.type(screen.getByLabelText('Usuario solicitante'), 'ana{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({
      ...EMPTY_REQUEST_FILTER,
      status: 'PENDING',
      requestedCompanyCode: '024',
      requestedBy: 'ana',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onSearch).toHaveBeenLastCalledWith(EMPTY_REQUEST_FILTER);
    expect(screen.getByLabelText('Estado')).toHaveValue('');
    expect(screen.getByLabelText('Empresa solicitada')).toHaveValue('');
    expect(screen.getByLabelText('Usuario solicitante')).toHaveValue('');
  });

  it('refuses a backwards range in Spanish and does not search', async () => {
    const onSearch = vi.fn();
    render(
      <RequestFilters
        value={{ ...EMPTY_REQUEST_FILTER, untilDateFrom: '2026-02-01', untilDateTo: '2026-01-31' }}
        companies={companies}
        onSearch={onSearch}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha inicial debe ser anterior a la final.');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
