import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_COUPON_FILTER } from '../schemas/couponFilter.ts';
import { CouponFilters } from './CouponFilters.tsx';

const companies = [
  { code: '011', alias: 'Corp' },
  { code: '024', alias: 'Marca' },
];
const states = [
  { code: 'P_PUB', name: 'Publicada' },
  { code: 'P_NOD', name: 'No disponible' },
];

describe('coupon filters', () => {
  it('applies the chosen filters on Enter and clears every field with Limpiar', async () => {
    const onSearch = vi.fn();
    render(<CouponFilters value={EMPTY_COUPON_FILTER} companies={companies} states={states} onSearch={onSearch} />);
    await userEvent.selectOptions(screen.getByLabelText('Empresa'), '024 · Marca');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Publicada');
    await userEvent.selectOptions(screen.getByLabelText('Activación'), 'Desactivados');
    await userEvent.type(screen.getByLabelText('Nombre'), 'verano{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ name: 'verano', companyCode: '024', status: 'P_PUB', enabled: 'DISABLED' });
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onSearch).toHaveBeenLastCalledWith(EMPTY_COUPON_FILTER);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByLabelText('Empresa')).toHaveValue('');
    expect(screen.getByLabelText('Activación')).toHaveValue('ALL');
  });

  it('starts from the filter in force and hides the company for a viewer of one company', () => {
    render(
      <CouponFilters
        value={{ ...EMPTY_COUPON_FILTER, name: 'navidad', status: 'P_NOD' }}
        companies={null}
        states={states}
        onSearch={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Nombre')).toHaveValue('navidad');
    expect(screen.getByLabelText('Estado')).toHaveValue('P_NOD');
    expect(screen.queryByLabelText('Empresa')).toBeNull();
  });
});
