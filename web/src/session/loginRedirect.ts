/**
 * Where the login page sends the user, and how the app sends them there. A deep link opened
 * without a session comes back after login; only a path of this site is accepted as the way back,
 * never an absolute or protocol-relative address.
 */
const LOGIN_PATH = '/login';
const SIGNED_IN_KEY = 'inca.session.signedIn';

/** A same-origin path to return to after login, or '/' for anything else. */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const base = 'http://inca.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.pathname === LOGIN_PATH ? '/' : path;
  } catch {
    return '/';
  }
}

export type LoginReason = 'expired' | 'logout' | null;

/** The login address: `expired`/`logout` show their notice; `next` is where to return. */
export function loginPath(reason: LoginReason, returnTo?: string): string {
  const query = new URLSearchParams();
  if (reason) query.set(reason, '1');
  const next = returnTo ? safeReturnPath(returnTo) : '/';
  if (next !== '/') query.set('next', next);
  const search = query.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}

type Flag = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const storage = (): Flag | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The session cookie is HttpOnly, so the app remembers on its own that this browser signed in:
 * the server refusing the session then means it expired; without the mark it is a first visit.
 */
export function rememberSignedIn(store: Flag | undefined = storage()): void {
  store?.setItem(SIGNED_IN_KEY, '1');
}

export function forgetSignedIn(store: Flag | undefined = storage()): void {
  store?.removeItem(SIGNED_IN_KEY);
}

export function wasSignedIn(store: Flag | undefined = storage()): boolean {
  return store?.getItem(SIGNED_IN_KEY) === '1';
}

/**
 * The server answered UNAUTHENTICATED: go to the login page, keeping the current address to come
 * back to, with the expiry notice only when this browser had a session.
 */
export function redirectToLogin(
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'assign'> = window.location,
  store: Flag | undefined = storage(),
): void {
  if (location.pathname === LOGIN_PATH) return;
  // The mark stays until sign-out: several queries failing at once all send to the same address.
  const reason: LoginReason = wasSignedIn(store) ? 'expired' : null;
  location.assign(loginPath(reason, `${location.pathname}${location.search}${location.hash}`));
}
