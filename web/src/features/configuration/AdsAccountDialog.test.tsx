import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdsAccountDialog } from './AdsAccountDialog.tsx';
import { SAVE_ADS_ACCOUNT } from './graphql.ts';

const refused = (message: string, details: unknown) => ({
  request: { query: SAVE_ADS_ACCOUNT, variables: () => true },
  result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', details } })] },
});

function renderDialog(mocks: readonly unknown[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <AdsAccountDialog companyCode="022" onClose={vi.fn()} onSaved={vi.fn()} />
    </MockedProvider>,
  );
}

describe('AdsAccountDialog (§2.7, §8)', () => {
  it('a refused save shows every field message under its field and §8 "No se pudo guardar el registro."', async () => {
    renderDialog([
      refused('El nombre de la cuenta debe tener entre 3 y 80 caracteres.', [
        { path: 'business_name', message: 'El nombre de la cuenta debe tener entre 3 y 80 caracteres.' },
        { path: 'technical_name', message: 'El nombre técnico usa minúsculas, dígitos y guiones bajos (3 a 60).' },
        { path: 'channels', message: 'Active al menos un canal para la cuenta.' },
        { path: 'channels.fbk.account_id', message: 'Indique el ID de la cuenta de Facebook o desactive el canal.' },
      ]),
    ]);
    const form = screen.getByTestId('ads-account-form');
    await userEvent.type(within(form).getByLabelText('Nombre de la cuenta'), 'ab');
    await userEvent.type(within(form).getByLabelText('Nombre técnico'), 'AB');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo guardar el registro.');
    expect(alert).toHaveTextContent('Active al menos un canal para la cuenta.');
    // Both company-data messages at once, each under its own input.
    expect(within(form).getByLabelText('Nombre de la cuenta').closest('.bp6-form-group')).toHaveTextContent('El nombre de la cuenta debe tener entre 3 y 80 caracteres.');
    expect(within(form).getByLabelText('Nombre técnico').closest('.bp6-form-group')).toHaveTextContent('El nombre técnico usa minúsculas, dígitos y guiones bajos (3 a 60).');

    await userEvent.click(within(form).getByRole('tab', { name: /Facebook/ }));
    expect(within(form).getByLabelText('ID de la cuenta en la plataforma').closest('.bp6-form-group')).toHaveTextContent('Indique el ID de la cuenta de Facebook o desactive el canal.');
  });

  it('a refusal that names only a channel field opens that channel', async () => {
    renderDialog([
      refused('Cambió el endpoint de Tiktok: ingrese nuevamente la credencial.', { fields: { 'channels.tiktok.secret': 'Cambió el endpoint de Tiktok: ingrese nuevamente la credencial.' } }),
    ]);
    const form = screen.getByTestId('ads-account-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No se pudo guardar el registro.');
    expect(within(form).getByLabelText('Credencial (token)').closest('.bp6-form-group')).toHaveTextContent('Cambió el endpoint de Tiktok: ingrese nuevamente la credencial.');
  });
});
