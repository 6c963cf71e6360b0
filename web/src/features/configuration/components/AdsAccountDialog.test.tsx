import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdsAccountDialog } from './AdsAccountDialog.tsx';
import { SAVE_ADS_ACCOUNT } from '../graphql.ts';

const refused = (message: string, details: unknown) => ({
  request: { query: SAVE_ADS_ACCOUNT, variables: () => true },
  result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', details } })] },
});

function renderDialog(mocks: readonly unknown[]) {
  render(
    <MockedProvider mocks={mocks as never}>
      <AdsAccountDialog companyCode="022" onClose={vi.fn()} />
    </MockedProvider>,
  );
  return screen.getByTestId('ads-account-form');
}

const under = (form: HTMLElement, label: string) => within(form).getByLabelText(label).closest('.bp6-form-group');

/** A form the screen accepts: company data and the Facebook channel on with its id. */
async function fillValid(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('Nombre de la cuenta'), 'Cuenta uno');
  await userEvent.type(within(form).getByLabelText('Nombre técnico'), 'cuenta_uno');
  await userEvent.click(within(form).getByRole('tab', { name: /Facebook/ }));
  await userEvent.click(within(form).getByText('Canal activo'));
  await userEvent.type(within(form).getByLabelText('ID de la cuenta en la plataforma'), '1234567890');
}

describe('AdsAccountDialog (§2.7, §8)', () => {
  it('checks the service rules before sending: each message under its field, §8 "No se pudo guardar el registro." and no save', async () => {
    const result = vi.fn(() => ({ data: { saveAdsAccount: { id: '1' } } }));
    const form = renderDialog([{ request: { query: SAVE_ADS_ACCOUNT, variables: () => true }, result }]);
    await userEvent.type(within(form).getByLabelText('Nombre de la cuenta'), 'ab');
    await userEvent.type(within(form).getByLabelText('Nombre técnico'), 'Con Mayúsculas');
    await userEvent.type(within(form).getByLabelText('Correo del responsable de TI'), 'no-es-correo');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo guardar el registro.');
    expect(alert).toHaveTextContent('Active al menos un canal para la cuenta.');
    expect(under(form, 'Nombre de la cuenta')).toHaveTextContent('El nombre de la cuenta debe tener entre 3 y 80 caracteres.');
    expect(under(form, 'Nombre técnico')).toHaveTextContent('El nombre técnico usa minúsculas, dígitos y guiones bajos (3 a 60).');
    expect(under(form, 'Correo del responsable de TI')).toHaveTextContent('Ingrese un correo electrónico válido.');
    expect(result).not.toHaveBeenCalled();
  });

  it('an active channel needs its id in the platform format, an https endpoint and a readable credential; the first wrong channel opens', async () => {
    const form = renderDialog([]);
    await userEvent.type(within(form).getByLabelText('Nombre de la cuenta'), 'Cuenta uno');
    await userEvent.type(within(form).getByLabelText('Nombre técnico'), 'cuenta_uno');
    await userEvent.click(within(form).getByRole('tab', { name: /Google/ }));
    await userEvent.click(within(form).getByText('Canal activo'));
    await userEvent.click(within(form).getByRole('tab', { name: /Datos de la empresa/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    // The company tab is fine, so the dialog opens Google's, where the message is.
    expect(await within(form).findByText('Indique el ID de la cuenta de Google o desactive el canal.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('ID de la cuenta en la plataforma'), '12345');
    await userEvent.type(within(form).getByLabelText('Endpoint de la API'), 'http://ads.example.com');
    await userEvent.type(within(form).getByLabelText('Credencial (token)'), 'uno dos');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(form).findByText('El ID de cliente de Google Ads tiene 10 dígitos (por ejemplo 123-456-7890).'),
    ).toBeInTheDocument();
    expect(under(form, 'Endpoint de la API')).toHaveTextContent('El endpoint debe ser una dirección https:// válida.');
    expect(under(form, 'Credencial (token)')).toHaveTextContent(/La credencial de Google no es válida/);
  });

  it('a refused save shows every field message under its field and §8 "No se pudo guardar el registro."', async () => {
    const form = renderDialog([
      refused('Ya existe una cuenta con ese nombre técnico.', {
        fields: {
          technicalName: 'Ya existe una cuenta con ese nombre técnico.',
          channels: 'Active al menos un canal para la cuenta.',
          'channels.FBK.accountId': 'Indique el ID de la cuenta de Facebook o desactive el canal.',
        },
      }),
    ]);
    await fillValid(form);
    await userEvent.click(within(form).getByRole('tab', { name: /Datos de la empresa/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo guardar el registro.');
    expect(alert).toHaveTextContent('Active al menos un canal para la cuenta.');
    expect(under(form, 'Nombre técnico')).toHaveTextContent('Ya existe una cuenta con ese nombre técnico.');

    await userEvent.click(within(form).getByRole('tab', { name: /Facebook/ }));
    expect(under(form, 'ID de la cuenta en la plataforma')).toHaveTextContent(
      'Indique el ID de la cuenta de Facebook o desactive el canal.',
    );
  });

  it('a refusal that names only a channel field opens that channel', async () => {
    const form = renderDialog([
      refused('Cambió el endpoint de Tiktok: ingrese nuevamente la credencial.', {
        fields: { 'channels.TIKTOK.secret': 'Cambió el endpoint de Tiktok: ingrese nuevamente la credencial.' },
      }),
    ]);
    await fillValid(form);
    await userEvent.click(within(form).getByRole('tab', { name: /Datos de la empresa/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No se pudo guardar el registro.');
    expect(under(form, 'Credencial (token)')).toHaveTextContent('Cambió el endpoint de Tiktok: ingrese nuevamente la credencial.');
  });
});
