import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupPicker } from './GroupPicker.tsx';

const groups = [
  { id: '1', name: 'Segmentación de clientes', priority: 1 },
  { id: '2', name: 'Productos y categorías', priority: 2 },
];

describe('GroupPicker', () => {
  it('keeps changes local until the save icon, which then sends the chosen ids', async () => {
    const onSave = vi.fn();
    render(<GroupPicker code="C1" options={groups} value={[groups[0]!]} disabled={false} saving={false} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Guardar grupos C1' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Grupos de variables C1' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Productos y categorías' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith(['1', '2']);
  });

  it('a read-only campaign cannot change its groups', () => {
    render(<GroupPicker code="C2" options={groups} value={[]} disabled saving={false} onSave={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Grupos de variables C2' })).toBeDisabled();
    expect(screen.getByText('Elija grupos…')).toBeInTheDocument();
  });
});
