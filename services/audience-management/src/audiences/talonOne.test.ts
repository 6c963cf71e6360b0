import { describe, expect, it } from 'vitest';
import { PlatformError } from '@inca/platforms';
import { TALONONE_MESSAGES, talonOneError } from './talonOne.ts';

describe('Talon.One catalogue errors in Spanish', () => {
  it('maps refused credentials, a missing application and anything else', () => {
    const auth = talonOneError(new PlatformError({ message: 'Invalid API key', status: 401, kind: 'AUTH' }), 'applications');
    expect([auth.status, auth.code, auth.message]).toEqual([502, 'SERVICE_UNAVAILABLE', TALONONE_MESSAGES.credentials]);
    const missing = talonOneError(new PlatformError({ message: 'Not Found', status: 404, kind: 'NOT_FOUND' }), 'campaigns');
    expect([missing.status, missing.message]).toEqual([400, TALONONE_MESSAGES.applicationMissing]);
    const server = talonOneError(new PlatformError({ message: 'Internal Server Error', status: 500, kind: 'SERVER' }), 'campaigns');
    expect([server.status, server.message]).toEqual([502, TALONONE_MESSAGES.campaigns]);
    expect(talonOneError(new Error('boom'), 'applications').message).toBe(TALONONE_MESSAGES.applications);
    for (const message of Object.values(TALONONE_MESSAGES)) expect(message).not.toMatch(/HTTP|Error:|API key/);
  });
});
