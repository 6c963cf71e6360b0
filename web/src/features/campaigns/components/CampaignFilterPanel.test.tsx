import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampaignFilterPanel } from './CampaignFilterPanel.tsx';

// Typing into Blueprint date inputs in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

describe('CampaignFilterPanel', () => {
  it('takes the validity range in the Spanish date field (aaaa-mm-dd), never the browser date input', async () => {
    const onSearch = vi.fn();
    const { container } = render(
      <CampaignFilterPanel companies={[]} showCompany={false} onSearch={onSearch} onClean={() => undefined} onInvalid={() => undefined} />,
    );
    expect(container.querySelector('input[type="date"]')).toBeNull();
    // The calendar loads on first show; the field is the same before and after.
    await waitFor(() => expect(screen.getByLabelText('Vigente desde')).not.toHaveAttribute('readonly'), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByLabelText('Vigente hasta')).not.toHaveAttribute('readonly'), { timeout: 5_000 });
    const from = screen.getByLabelText('Vigente desde');
    expect(from).toHaveAttribute('placeholder', 'aaaa-mm-dd');
    await userEvent.type(from, '2026-12-01{Enter}');
    await userEvent.type(screen.getByLabelText('Vigente hasta'), '2027-12-31{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ startDate: '2026-12-01', endDate: '2027-12-31' }));
  });

  it('filters by platform (the coupons platform) and by file type (CUPONES, PRODUCTOS, PAQUETE PRODUCTOS)', async () => {
    const onSearch = vi.fn();
    render(
      <CampaignFilterPanel companies={[]} showCompany={false} onSearch={onSearch} onClean={() => undefined} onInvalid={() => undefined} />,
    );
    const fileType = screen.getByLabelText('Tipo de archivo');
    expect([...(fileType as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Todos los tipos de archivo',
      'CUPONES',
      'PRODUCTOS',
      'PAQUETE PRODUCTOS',
    ]);
    const platform = screen.getByLabelText('Plataforma');
    expect([...(platform as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Todas las plataformas', 'Plataforma de cupones']);
    await userEvent.selectOptions(fileType, 'PAQUETE PRODUCTOS');
    await userEvent.selectOptions(platform, 'Plataforma de cupones');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ fileTypes: [3], platformCode: 'CUPONES' }));
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(fileType).toHaveValue('');
    expect(platform).toHaveValue('');
  });

  it('closes the calendar once a whole date is typed, so it does not stay over Buscar', async () => {
    const onSearch = vi.fn();
    render(
      <CampaignFilterPanel companies={[]} showCompany={false} onSearch={onSearch} onClean={() => undefined} onInvalid={() => undefined} />,
    );
    await waitFor(() => expect(screen.getByLabelText('Vigente desde')).not.toHaveAttribute('readonly'), { timeout: 5_000 });
    await userEvent.click(screen.getByLabelText('Vigente desde'));
    await waitFor(() => expect(document.querySelector('.bp6-datepicker')).not.toBeNull());
    await userEvent.type(screen.getByLabelText('Vigente desde'), '2026-12-01');
    await waitFor(() => expect(document.querySelector('.bp6-datepicker')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ startDate: '2026-12-01' }));
  });
});
