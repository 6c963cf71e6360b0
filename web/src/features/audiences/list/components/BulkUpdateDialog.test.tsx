import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkUpdateDialog } from './BulkUpdateDialog.tsx';

const TODAY = '2026-11-23';

async function setup(count = 2) {
  const onSubmit = vi.fn().mockResolvedValue({ ok: true });
  const onClose = vi.fn();
  render(<BulkUpdateDialog count={count} today={TODAY} onSubmit={onSubmit} onClose={onClose} />);
  const endDate = await screen.findByRole('combobox', { name: 'Fecha fin' }, { timeout: 5_000 });
  return { onSubmit, onClose, endDate };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));

describe('bulk update dialog', () => {
  it('asks for an end date and a frequency', async () => {
    const { onSubmit } = await setup();
    await submit();
    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();
    expect(screen.getByText('Por favor, seleccione una frecuencia.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end date that is not later than today', async () => {
    const { onSubmit, endDate } = await setup();
    await userEvent.type(endDate, TODAY);
    await userEvent.click(screen.getByRole('radio', { name: 'Diaria' }));
    await submit();
    expect(await screen.findByText('La fecha fin debe ser mayor a la fecha actual.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('monthly needs a day from 1 to 28; a valid form is sent for the chosen rows', async () => {
    const { onSubmit, onClose, endDate } = await setup(3);
    expect(screen.getByText('Se actualizarán 3 audiencias seleccionadas.')).toBeInTheDocument();
    await userEvent.type(endDate, '2026-11-24');
    expect(screen.queryByLabelText('Día de actualización')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Mensual' }));
    const day = screen.getByLabelText('Día de actualización');
    await userEvent.type(day, '29');
    await submit();
    expect(await screen.findByText('El día debe estar entre 1 y 28 para frecuencia mensual.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(day);
    await userEvent.type(day, '28');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ endDate: '2026-11-24', frequency: 'MONTHLY', updateDay: '28' });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('weekly offers the days Monday (0) to Sunday (6) and requires one', async () => {
    const { onSubmit, endDate } = await setup();
    await userEvent.type(endDate, '2027-01-10');
    await userEvent.click(screen.getByRole('radio', { name: 'Semanal' }));
    const day = screen.getByRole('combobox', { name: 'Día de la semana' });
    await submit();
    expect(await screen.findByText('El día debe estar entre 0 y 6 para frecuencia semanal.')).toBeInTheDocument();
    await userEvent.selectOptions(day, 'Lunes');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ endDate: '2027-01-10', frequency: 'WEEKLY', updateDay: '0' }));
  });

  it('with no audience selected the update cannot be sent', async () => {
    await setup(0);
    expect(screen.getByText('Seleccione al menos una audiencia en la tabla.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  });
});
