import { describe, expect, it } from 'vitest';
import { identityFromOidc } from './sessions.ts';
import { formatGatewayError } from '../app.ts';

const claims = { email: 'email', name: 'name', company: 'org.company_code', roles: 'realm.roles' };

describe('OIDC claim mapping', () => {
  it('maps nested claims, lower-cases the e-mail and keeps only known roles', () => {
    const identity = identityFromOidc(
      {
        sub: 'abc',
        email: 'Ana@Corp.Demo',
        name: 'Ana',
        org: { company_code: '032' },
        realm: { roles: ['AUDIENCE_ADMIN', 'offline_access'] },
      },
      claims,
    );
    expect(identity).toEqual({ sub: 'abc', email: 'ana@corp.demo', name: 'Ana', companyCode: '032', roles: ['audience_admin'] });
  });

  it('accepts roles as a space or comma separated string', () => {
    const identity = identityFromOidc(
      { sub: 'x', email: 'a@b.c', org: { company_code: '022' }, realm: { roles: 'audience_user, audience_analyst' } },
      claims,
    );
    expect(identity.roles).toEqual(['audience_user', 'audience_analyst']);
  });

  it('refuses a token without the mapped company', () => {
    expect(() => identityFromOidc({ sub: 'x', email: 'a@b.c' }, claims)).toThrow();
  });
});

describe('error masking', () => {
  const error = { message: 'connect ECONNREFUSED 10.0.0.1:5432', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x.ts:1'] } };

  it('hides internal errors and stack traces in production', () => {
    const masked = formatGatewayError(true)(error);
    expect(masked.message).toBe('Error interno. Intente nuevamente en unos minutos.');
    expect(JSON.stringify(masked)).not.toContain('ECONNREFUSED');
    expect(JSON.stringify(masked)).not.toContain('stacktrace');
  });

  it('keeps coded user errors readable, without the stack', () => {
    const forbidden = formatGatewayError(true)({
      message: 'No tiene permisos para realizar esta acción.',
      extensions: { code: 'FORBIDDEN', stacktrace: ['x'] },
    });
    expect(forbidden).toEqual({ message: 'No tiene permisos para realizar esta acción.', extensions: { code: 'FORBIDDEN' } });
  });

  it('passes everything through in development', () => {
    expect(formatGatewayError(false)(error)).toBe(error);
  });
});
