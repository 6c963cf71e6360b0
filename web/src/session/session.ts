import { forgetSignedIn, rememberSignedIn } from './loginRedirect.ts';

/** Sign-in and sign-out against the gateway; the session itself is an HttpOnly cookie. */
export type SessionUser = { email: string; name: string; companyCode: string; roles: string[] };

export class LoginError extends Error {}

export async function login(email: string, password: string): Promise<SessionUser> {
  let response: Response;
  try {
    response = await fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      credentials: 'same-origin',
    });
  } catch {
    throw new LoginError('No se pudo conectar con el servidor. Intente nuevamente.');
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; user?: SessionUser };
  if (!response.ok || !body.user) throw new LoginError(body.message ?? 'Usuario o contraseña incorrectos.');
  rememberSignedIn();
  return body.user;
}

export async function logout(): Promise<void> {
  forgetSignedIn();
  await fetch('/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}
