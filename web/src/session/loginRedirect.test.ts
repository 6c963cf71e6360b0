import { describe, expect, it } from 'vitest';
import { forgetSignedIn, loginPath, redirectToLogin, rememberSignedIn, safeReturnPath, wasSignedIn } from './loginRedirect.ts';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

const at = (href: string) => {
  const url = new URL(href, 'http://localhost');
  const visited: string[] = [];
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign: (to: string | URL) => void visited.push(String(to)),
    visited,
  };
};

describe('login redirect', () => {
  it('keeps only paths of this site as the way back', () => {
    expect(safeReturnPath('/segments/XYZ/view?foo')).toBe('/segments/XYZ/view?foo');
    expect(safeReturnPath('/segments/list?viewed=A#top')).toBe('/segments/list?viewed=A#top');
    for (const hostile of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'segments/list',
      '',
      null,
      undefined,
      '/login?next=/x',
    ]) {
      expect(safeReturnPath(hostile)).toBe('/');
    }
  });

  it('a first visit goes to the login page with no notice, keeping the deep link', () => {
    const store = memory();
    const location = at('/segments/XYZ/view?foo');
    redirectToLogin(location, store);
    expect(location.visited).toEqual(['/login?next=%2Fsegments%2FXYZ%2Fview%3Ffoo']);
    expect(new URLSearchParams(location.visited[0]!.split('?')[1]).has('expired')).toBe(false);
  });

  it('an expired session says so, and keeps saying so for every failing query of the page', () => {
    const store = memory();
    rememberSignedIn(store);
    const location = at('/segments/list');
    redirectToLogin(location, store);
    redirectToLogin(location, store);
    expect(location.visited).toEqual(['/login?expired=1&next=%2Fsegments%2Flist', '/login?expired=1&next=%2Fsegments%2Flist']);
  });

  it('signing out forgets the session; the login page itself never redirects', () => {
    const store = memory();
    rememberSignedIn(store);
    expect(wasSignedIn(store)).toBe(true);
    forgetSignedIn(store);
    expect(wasSignedIn(store)).toBe(false);
    const login = at('/login?next=/x');
    redirectToLogin(login, store);
    expect(login.visited).toEqual([]);
  });

  it('the home page needs no way back', () => {
    expect(loginPath(null, '/')).toBe('/login');
    expect(loginPath('logout')).toBe('/login?logout=1');
  });
});
