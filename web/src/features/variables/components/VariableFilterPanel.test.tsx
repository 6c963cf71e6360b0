import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VariableFilterPanel } from './VariableFilterPanel.tsx';

const types = [{ id: '2', name: 'TEXT' }];

describe('variables filter panel', () => {
  it('applies code, name and type on Enter and clears them with Limpiar', async () => {
    const onSearch = vi.fn();
    const onClean = vi.fn();
    render(<VariableFilterPanel types={types} value={null} onSearch={onSearch} onClean={onClean} onInvalid={vi.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), '2');
    await userEvent.type(screen.getByLabelText('Código'), 'comu{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ variable_code: 'comu', variable_name: '', id_variable_type: '2' });
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onClean).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Código')).toHaveValue('');
    expect(screen.getByLabelText('Tipo')).toHaveValue('');
  });

  it('tells the caller filter_required for an empty filter instead of searching', async () => {
    const onSearch = vi.fn();
    const onInvalid = vi.fn();
    render(<VariableFilterPanel types={types} value={null} onSearch={onSearch} onClean={vi.fn()} onInvalid={onInvalid} />);
    await userEvent.type(screen.getByLabelText('Nombre'), '   {Enter}');
    expect(onInvalid).toHaveBeenCalledWith('Ingrese al menos un valor para filtrar.');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows the filter in force when it reopens', () => {
    render(
      <VariableFilterPanel
        types={types}
        value={{ variable_code: 'EDAD', variable_name: '', id_variable_type: '' }}
        onSearch={vi.fn()}
        onClean={vi.fn()}
        onInvalid={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Código')).toHaveValue('EDAD');
  });
});
