import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportFormDialog } from './ReportFormDialog.tsx';

const setup = () => {
  const onSubmit = vi.fn().mockResolvedValue(true);
  render(<ReportFormDialog companies={[]} onSubmit={onSubmit} onClose={vi.fn()} />);
  const form = screen.getByTestId('report-form');
  const hours = within(form).getByLabelText('Horas de actualización');
  const tags = () => Array.from(form.querySelectorAll('.bp6-tag')).map((tag) => tag.textContent);
  return { onSubmit, form, hours, tags };
};

describe('report form dialog', () => {
  it('does not keep an update hour outside 00:00–23:59 as a tag, and says what is wrong with it', async () => {
    const { hours, tags } = setup();
    expect(tags()).toEqual(['06:00']);
    await userEvent.type(hours, '25:00{Enter}');
    expect(screen.getByText('«25:00» no es una hora válida: escriba HH:MM entre 00:00 y 23:59.')).toBeInTheDocument();
    expect(tags()).toEqual(['06:00']);
    // It stays in the box to be corrected.
    expect(hours).toHaveValue('25:00');
    expect(hours).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(hours);
    expect(screen.queryByText(/no es una hora válida/)).toBeNull();
    await userEvent.type(hours, '23:59{Enter}');
    expect(tags()).toEqual(['06:00', '23:59']);
    expect(hours).toHaveValue('');
  });

  it('Enter adds the hour and does not submit the form', async () => {
    const { onSubmit, form, hours, tags } = setup();
    await userEvent.type(hours, '07:30{Enter}');
    expect(tags()).toEqual(['06:00', '07:30']);
    expect(within(form).queryByText('Este campo es obligatorio.')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is not saved while a wrong hour is typed', async () => {
    const { onSubmit, form, hours } = setup();
    await userEvent.type(within(form).getByLabelText('Código'), 'horas');
    await userEvent.type(within(form).getByLabelText('Título'), 'Horas');
    await userEvent.type(within(form).getByLabelText('Descripción'), 'Prueba');
    await userEvent.type(hours, '7:5');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('«7:5» no es una hora válida: escriba HH:MM entre 00:00 y 23:59.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
