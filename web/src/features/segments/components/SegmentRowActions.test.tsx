import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentRowActions } from './SegmentRowActions.tsx';
import type { RowPermissions } from './rowActions.ts';

const row = (name: string, flags: Partial<RowPermissions>) => ({
  name,
  screen: 'SEGMENT' as const,
  requested: false,
  editVisible: false,
  canEdit: false,
  editBlockedReason: null,
  canShare: false,
  canDelete: false,
  canDuplicate: false,
  ...flags,
});

async function openMenu(name: string, flags: Partial<RowPermissions>, onAction = vi.fn()) {
  render(<SegmentRowActions row={row(name, flags)} onAction={onAction} />);
  await userEvent.click(screen.getByRole('button', { name: `Acciones de ${name}` }));
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  expect(items.length).toBeGreaterThan(0);
  return { items, onAction };
}

const labels = (items: HTMLElement[]) => items.map((i) => i.textContent);

describe('segment row actions', () => {
  it('a row the viewer may edit, share, duplicate and delete offers every action, and each one reports its kind', async () => {
    const { items, onAction } = await openMenu('INCA_Retail clientes', {
      editVisible: true,
      canEdit: true,
      canShare: true,
      canDuplicate: true,
      canDelete: true,
    });
    expect(labels(items)).toEqual(['Ver', 'Editar', 'Compartir', 'Duplicar', 'Eliminar']);
    expect(items.every((i) => i.getAttribute('aria-disabled') !== 'true')).toBe(true);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    expect(onAction).toHaveBeenCalledWith('delete');
  });

  it('a requested row offers only to view it and to read the request, whatever other flags say', async () => {
    const { items, onAction } = await openMenu('INCA_Marca fieles', {
      requested: true,
      editVisible: true,
      canEdit: true,
      canShare: true,
      canDuplicate: true,
      canDelete: true,
    });
    expect(labels(items)).toEqual(['Ver', 'Ver detalle de solicitud']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Ver detalle de solicitud' }));
    expect(onAction).toHaveBeenCalledWith('requests');
  });

  it('a shared row the viewer may only duplicate offers view and duplicate', async () => {
    const { items } = await openMenu('INCA_Compartido', { canDuplicate: true });
    expect(labels(items)).toEqual(['Ver', 'Duplicar']);
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Compartir' })).toBeNull();
  });

  it('a cross-table or sandbox row (types 1 and 4) is viewed and edited on the cross-table screen', async () => {
    const { items, onAction } = await openMenu('INCA_Retail compras', { screen: 'CROSS_TABLE', editVisible: true, canEdit: true });
    expect(labels(items)).toEqual(['Ver', 'Editar']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(onAction).toHaveBeenCalledWith('view');
  });

  it('edit visible but blocked shows disabled with the reason, and does nothing when clicked', async () => {
    const { items, onAction } = await openMenu('INCA_Bloqueado', {
      editVisible: true,
      canEdit: false,
      editBlockedReason: 'Lo usa una audiencia activa.',
    });
    expect(labels(items)).toEqual(['Ver', 'Editar']);
    const edit = screen.getByRole('menuitem', { name: 'Editar' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit.closest('[title]')).toHaveAttribute('title', 'Lo usa una audiencia activa.');
    await userEvent.click(edit);
    expect(onAction).not.toHaveBeenCalled();
  });
});
