import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../navigation/routes.ts';
import { AudienceRowActions } from './AudienceRowActions.tsx';
import type { AudiencePermissions } from './rowActions.ts';

const NONE: AudiencePermissions = {
  enabled: true,
  requested: false,
  canEdit: false,
  canDelete: false,
  canToggle: false,
  canResend: false,
  canUpdateFrequency: false,
  canBill: false,
  canSeeImages: false,
};
const ALL: Partial<AudiencePermissions> = {
  canEdit: true,
  canDelete: true,
  canToggle: true,
  canResend: true,
  canUpdateFrequency: true,
  canBill: true,
  canSeeImages: true,
};

async function openMenu(flags: Partial<AudiencePermissions>, onAction = vi.fn()) {
  const name = 'INCA_Retail verano';
  render(<AudienceRowActions row={{ name, ...NONE, ...flags }} onAction={onAction} />);
  await userEvent.click(screen.getByRole('button', { name: `Acciones de ${name}` }));
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  expect(items.length).toBeGreaterThan(0);
  return { items, onAction };
}

const labels = (items: HTMLElement[]) => items.map((i) => i.textContent);

describe('audience row actions', () => {
  it('every flag on offers every action in menu order; images opens the images screen', async () => {
    expect(ROUTES.images.built).toBe(true);
    const { items, onAction } = await openMenu(ALL);
    const edit = ROUTES.audience_edit.built ? ['Editar'] : [];
    expect(labels(items)).toEqual(['Ver detalle', ...edit, 'Eliminar', 'Desactivar', 'Reenviar', 'Actualizar', 'Facturación', 'Imágenes']);
    const images = screen.getByRole('menuitem', { name: 'Imágenes' });
    expect(images).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(images);
    expect(onAction).toHaveBeenCalledWith('images');
  });

  it('no flag offers only the detail', async () => {
    const { items } = await openMenu({});
    expect(labels(items)).toEqual(['Ver detalle']);
  });

  it('a requested audience is never edited, deleted, activated or deactivated, whatever its flags say', async () => {
    const { items } = await openMenu({ ...ALL, requested: true, canSeeImages: false });
    expect(labels(items)).toEqual(['Ver detalle', 'Reenviar', 'Actualizar', 'Facturación']);
  });

  it('activation offers the opposite of the current state', async () => {
    const { items, onAction } = await openMenu({ enabled: false, canToggle: true });
    expect(labels(items)).toEqual(['Ver detalle', 'Activar']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Activar' }));
    expect(onAction).toHaveBeenCalledWith('activate');
  });

  it('each flag alone adds exactly its own action', async () => {
    const cases: [Partial<AudiencePermissions>, string][] = [
      [{ canDelete: true }, 'Eliminar'],
      [{ canResend: true }, 'Reenviar'],
      [{ canUpdateFrequency: true }, 'Actualizar'],
      [{ canBill: true }, 'Facturación'],
    ];
    for (const [flags, label] of cases) {
      const { items } = await openMenu(flags);
      expect(labels(items)).toEqual(['Ver detalle', label]);
      await userEvent.keyboard('{Escape}');
      document.body.innerHTML = '';
    }
  });
});
