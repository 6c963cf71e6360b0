import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage.tsx';

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>destino</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const signIn = async () => {
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'analyst@retail.demo');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
};

describe('login page', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ user: { email: 'analyst@retail.demo', name: 'Ana', companyCode: '022', roles: [] } }), {
            status: 200,
          }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a first visit shows no expiry notice', () => {
    open('/login?next=%2Fsegments%2Flist');
    expect(screen.getByRole('heading', { name: 'Ingresar a INCA Audiencias' })).toBeInTheDocument();
    expect(screen.queryByText(/Su sesión expiró/)).toBeNull();
  });

  it('an expired session says so', () => {
    open('/login?expired=1');
    expect(screen.getByText('Su sesión expiró. Ingrese nuevamente.')).toBeInTheDocument();
  });

  it('returns to the deep link after signing in, and remembers the session for a later expiry', async () => {
    const router = open('/login?next=%2Fsegments%2FXYZ%2Fview%3Ffoo');
    await signIn();
    await vi.waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/segments/XYZ/view?foo'));
    expect(localStorage.getItem('inca.session.signedIn')).toBe('1');
  });

  it('never follows an address of another site', async () => {
    const router = open('/login?next=https%3A%2F%2Fevil.example%2Fx');
    await signIn();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
