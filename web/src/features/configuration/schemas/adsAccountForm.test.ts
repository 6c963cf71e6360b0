import { describe, expect, it } from 'vitest';
import { adsAccountFormOf, adsAccountFormSchema, isCredential, type AdsAccountForm } from './adsAccountForm.ts';

const base = adsAccountFormOf();
const valid: AdsAccountForm = {
  ...base,
  businessName: 'Retail Publicidad',
  technicalName: 'retail_ads',
  channels: { ...base.channels, FBK: { ...base.channels.FBK, enabled: true, accountId: '1234567890' } },
};
const messages = (v: AdsAccountForm) =>
  Object.fromEntries((adsAccountFormSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const channel = (p: keyof AdsAccountForm['channels'], over: Partial<AdsAccountForm['channels']['FBK']>) => ({
  ...valid,
  channels: { ...valid.channels, [p]: { ...valid.channels[p], ...over } },
});

describe('ads account form (the service’s rules, §2.7)', () => {
  it('accepts a named account with one active channel and its id', () => {
    expect(messages(valid)).toEqual({});
  });

  it('names, e-mails and the active channel as the service words them', () => {
    expect(
      messages({
        ...base,
        businessName: ' ab ',
        technicalName: 'Con Mayúsculas',
        managerEmail: 'no-es-correo',
        gcpProject: 'x'.repeat(101),
      }),
    ).toEqual({
      businessName: 'El nombre de la cuenta debe tener entre 3 y 80 caracteres.',
      technicalName: 'El nombre técnico usa minúsculas, dígitos y guiones bajos (3 a 60).',
      managerEmail: 'Ingrese un correo electrónico válido.',
      gcpProject: 'El proyecto de GCP supera el máximo de 100 caracteres.',
      'root.noChannel': 'Active al menos un canal para la cuenta.',
    });
  });

  it('each channel: an id when on, in its platform format, an https endpoint, a readable credential, Adobe’s JSON', () => {
    expect(messages(channel('GADS', { enabled: true }))).toEqual({
      'channels.GADS.accountId': 'Indique el ID de la cuenta de Google o desactive el canal.',
    });
    expect(messages(channel('GADS', { accountId: '123-456-789' }))).toEqual({
      'channels.GADS.accountId': 'El ID de cliente de Google Ads tiene 10 dígitos (por ejemplo 123-456-7890).',
    });
    expect(messages(channel('GADS', { accountId: '123-456-7890' }))).toEqual({});
    expect(messages(channel('FBK', { endpoint: 'http://graph.facebook.com' }))).toEqual({
      'channels.FBK.endpoint': 'El endpoint debe ser una dirección https:// válida.',
    });
    expect(messages(channel('FBK', { secret: 'uno dos' }))['channels.FBK.secret']).toMatch(/^La credencial de Facebook no es válida/);
    expect(messages(channel('ADOBE', { params: '[1]' }))).toEqual({
      'channels.ADOBE.params': 'Los parámetros de Adobe deben ser un objeto JSON.',
    });
    expect(messages(channel('ADOBE', { params: '{"sandbox":"prod"}' }))).toEqual({});
  });

  it('a credential is a token (Talon.One: two keys) or a JSON object of texts', () => {
    expect(isCredential('FBK', 'EAAB123')).toBe(true);
    expect(isCredential('FBK', 'uno dos')).toBe(false);
    expect(isCredential('TALONONE', 'integracion gestion')).toBe(true);
    expect(isCredential('SALESFORCE', '{"clientId":"a","clientSecret":"b"}')).toBe(true);
    expect(isCredential('SALESFORCE', '{"clientId":""}')).toBe(false);
    expect(isCredential('SALESFORCE', '{no json')).toBe(false);
  });
});
