import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIL_OUTBOX } from './graphql.ts';
import { OutboxPage } from './OutboxPage.tsx';

const message = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'MailMessage',
  id: String(id),
  audienceId: '42',
  audienceName: 'INCA_retail_compradores',
  adsAccountName: null,
  adsPlatform: null,
  recipient: `persona${id}@retail.demo`,
  subject: `Audiencia INCA_retail_compradores publicada en Facebook Ads (${id})`,
  body: `Hola:\n\nLa audiencia INCA_retail_compradores se publicó.\nClientes enviados a la plataforma: ${id},000`,
  delivery: 'OUTBOX',
  error: null,
  createdAt: '2026-10-05T12:00:00Z',
  ...extra,
});

const page = (n: number, nodes: ReturnType<typeof message>[], total: number) => ({
  request: { query: MAIL_OUTBOX, variables: { page: n, pageSize: 10 } },
  result: { data: { mailOutbox: { __typename: 'MailMessagePage', totalCount: total, page: n, pageSize: 10, nodes } } },
});

const show = (mocks: ReturnType<typeof page>[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <OutboxPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('outbox screen', () => {
  it('lists the messages 10 a page, newest first as the service gives them, and pages on', async () => {
    const first = Array.from({ length: 10 }, (_, i) => message(12 - i));
    show([
      page(1, first, 12),
      page(2, [message(2), message(1, { delivery: 'SMTP_FAILED', error: 'connection refused', audienceId: null, audienceName: null })], 12),
    ]);
    const rows = await screen.findAllByTestId('outbox-row');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getAllByRole('cell')[1]!.textContent).toBe('persona12@retail.demo');
    expect(within(rows[0]!).getByText('Guardado aquí (sin servidor de correo)')).toBeInTheDocument();
    expect(screen.getByTestId('pager-range').textContent).toBe('1–10 de 12');

    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByText('persona1@retail.demo');
    const second = screen.getAllByTestId('outbox-row');
    expect(second).toHaveLength(2);
    expect(within(second[1]!).getByText('No se pudo enviar')).toBeInTheDocument();
    expect(within(second[1]!).getByText('Audiencia eliminada')).toBeInTheDocument();
  });

  it("names the ads account and channel of the daily check's notice to an IT manager, not a deleted audience", async () => {
    show([
      page(
        1,
        [
          message(5, {
            audienceId: null,
            audienceName: null,
            adsAccountName: 'Retail Fidelización',
            adsPlatform: 'TALONONE',
            subject: 'Canal Talon.One no disponible',
          }),
        ],
        1,
      ),
    ]);
    const row = await screen.findByTestId('outbox-row');
    expect(within(row).getByText('Cuenta Retail Fidelización · Talon.One')).toBeInTheDocument();
    expect(within(row).queryByText('Audiencia eliminada')).not.toBeInTheDocument();
  });

  it('opens a message in a dialog with its recipient and its whole body', async () => {
    show([page(1, [message(3)], 1)]);
    await userEvent.click(await screen.findByRole('button', { name: /Ver el correo/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Audiencia INCA_retail_compradores publicada en Facebook Ads (3)')).toBeInTheDocument();
    expect(within(dialog).getByText('persona3@retail.demo')).toBeInTheDocument();
    expect(within(dialog).getByTestId('mail-body').textContent).toContain('Clientes enviados a la plataforma: 3,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a user who is not the audience admin that the screen is the admin’s', async () => {
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: MAIL_OUTBOX, variables: { page: 1, pageSize: 10 } },
            result: { errors: [new GraphQLError('No tiene permisos.', { extensions: { code: 'FORBIDDEN' } })] },
          },
        ]}
      >
        <MemoryRouter>
          <OutboxPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText('Solo el administrador de audiencias puede ver los correos enviados.')).toBeInTheDocument();
    expect(screen.queryByTestId('outbox-table')).toBeNull();
  });

  it('says when no e-mail was sent yet', async () => {
    show([page(1, [], 0)]);
    expect(await screen.findByText('Aún no se ha enviado ningún correo.')).toBeInTheDocument();
  });
});
