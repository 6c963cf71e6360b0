import { describe, expect, it } from 'vitest';
import { GOOGLE_MESSAGES, PlatformError } from '@inca/platforms';
import { COUPON_PUBLISH_MESSAGES } from './couponConnector.ts';
import { PublishRefusal, runFailureOf } from './runFailure.ts';

const platformError = (message: string, status: number, kind: ConstructorParameters<typeof PlatformError>[0]['kind']) =>
  new PlatformError({ message, status, kind });

describe('the reason users read when a run fails', () => {
  it('never passes on the platform’s own words: a Criteo 500 is the §8 "API not available" text', () => {
    const failure = runFailureOf(platformError('internal-error: Internal Server Error', 500, 'SERVER'), 'criteo');
    expect(failure.message).toBe(
      'No se pudo publicar la audiencia: La API de Criteo no está disponible en este momento, contáctese con su administrador de TI.',
    );
    expect(failure.message).not.toMatch(/internal|server error/i);
    // The raw text stays on the run record for operators.
    expect(failure.raw).toContain('internal-error: Internal Server Error');
  });

  it('timeouts, refused connections and rate limits read as the platform being unavailable', () => {
    for (const [kind, status] of [
      ['TIMEOUT', 0],
      ['NETWORK', 0],
      ['RATE_LIMIT', 429],
    ] as const) {
      expect(runFailureOf(platformError('fetch failed: ECONNREFUSED 10.0.0.1:443', status, kind), 'fbk').message).toBe(
        'No se pudo publicar la audiencia: La API de Facebook no está disponible en este momento, contáctese con su administrador de TI.',
      );
    }
  });

  it('account problems take the §4 texts: version, credentials, Data Use Checkup, application deleted', () => {
    expect(runFailureOf(platformError('API version v12.0 has been deprecated', 400, 'CLIENT'), 'fbk').message).toBe(
      'No se pudo publicar la audiencia: Error de versión de la API.',
    );
    expect(runFailureOf(platformError('invalid_grant: Token has been expired or revoked.', 400, 'CLIENT'), 'gads').message).toBe(
      'No se pudo publicar la audiencia: Error de credenciales: la autorización expiró o no es válida.',
    );
    expect(runFailureOf(platformError('Forbidden', 403, 'AUTH'), 'tiktok').message).toBe(
      'No se pudo publicar la audiencia: Error de credenciales: la autorización expiró o no es válida.',
    );
    expect(runFailureOf(platformError('(#200) Please complete the Data Use Checkup', 400, 'CLIENT'), 'fbk').message).toBe(
      'No se pudo publicar la audiencia: Debe completar el Data Use Checkup de la aplicación.',
    );
    expect(runFailureOf(platformError('The application deleted by its owner', 400, 'CLIENT'), 'tiktok').message).toBe(
      'No se pudo publicar la audiencia: La aplicación fue eliminada.',
    );
  });

  it('anything else, from the platform or from the process, is the §4 unknown error', () => {
    expect(runFailureOf(platformError('Bad Request: field "schema" is required', 400, 'CLIENT'), 'adobe').message).toBe(
      'No se pudo publicar la audiencia: Error desconocido.',
    );
    const db = runFailureOf(new Error('Connection terminated due to connection timeout'), 'talonone');
    expect(db.message).toBe('No se pudo publicar la audiencia: Error desconocido.');
    expect(db.raw).toBe('Error: Connection terminated due to connection timeout');
  });

  it('keeps the texts already written for users (coupon campaign missing, Google app settings)', () => {
    expect(runFailureOf(new PublishRefusal(COUPON_PUBLISH_MESSAGES.campaignMissing('1201', '424242')), 'talonone').message).toBe(
      'No se pudo publicar la audiencia: La campaña 424242 no existe en la aplicación 1201 de Talon One.',
    );
    expect(runFailureOf(platformError(GOOGLE_MESSAGES.mobileListNeedsApp, 400, 'CLIENT'), 'gads').message).toBe(
      `No se pudo publicar la audiencia: ${GOOGLE_MESSAGES.mobileListNeedsApp}`,
    );
  });
});
