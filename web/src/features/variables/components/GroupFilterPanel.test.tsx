import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GroupFilterPanel } from './GroupFilterPanel.tsx';

describe('variable groups filter panel', () => {
  it('applies the name on Enter and clears it with Limpiar', async () => {
    const onSearch = vi.fn();
    const onClean = vi.fn();
    render(<GroupFilterPanel value={null} onSearch={onSearch} onClean={onClean} onInvalid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'ventas{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ name: 'ventas', createdFrom: '', createdTo: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onClean).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });

  it('tells the caller what is wrong instead of searching: nothing set, or a backwards range', async () => {
    const onSearch = vi.fn();
    const onInvalid = vi.fn();
    const { unmount } = render(<GroupFilterPanel value={null} onSearch={onSearch} onClean={vi.fn()} onInvalid={onInvalid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onInvalid).toHaveBeenLastCalledWith('Ingrese al menos un valor para filtrar.');
    unmount();
    render(
      <GroupFilterPanel
        value={{ name: '', createdFrom: '2026-05-01', createdTo: '2026-01-01' }}
        onSearch={onSearch}
        onClean={vi.fn()}
        onInvalid={onInvalid}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onInvalid).toHaveBeenLastCalledWith('La fecha de creación inicial debe ser anterior a la final.');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
