import { describe, expect, it } from 'vitest';
import {
  santiagoOffsetMs,
  AUDIENCE_MESSAGES,
  adobeFieldErrors,
  adobeTableName,
  audienceDateErrors,
  audienceFormErrors,
  audienceNameError,
  audienceNamePrefixFor,
  audiencePermissionFlags,
  audiencePermissions,
  audienceStatusColor,
  audienceTextError,
  billingFigure,
  billingPercentages,
  bulkUpdateErrors,
  enabledPlatforms,
  googleAudienceTypeRule,
  googleFieldErrors,
  matchCountOf,
  matchDataFor,
  nextDay,
  parseRecipients,
  platformSelectionError,
  recipientsError,
  salesforceAutomationMatches,
  santiagoToday,
  segmentOfferedForAudience,
  storedUpdateDay,
  stripAudienceNameCharacters,
  timelineColumns,
  trimDate,
  updateDayError,
  withAudiencePrefix,
  type AudienceFacts,
} from './audiences.ts';
import { PLATFORMS } from './companyFlags.ts';
import type { Role } from './roles.ts';

const viewers: Record<string, { roles: Role[]; companyCode: string }> = {
  admin: { roles: ['audience_admin'], companyCode: '032' },
  steward: { roles: ['org_data_management'], companyCode: '032' },
  retailAnalyst: { roles: ['audience_analyst'], companyCode: '022' },
  brandAnalyst: { roles: ['audience_analyst'], companyCode: '024' },
  retailUser: { roles: ['audience_user'], companyCode: '022' },
  brandUser: { roles: ['audience_user'], companyCode: '024' },
};
const STATUSES = ['P_NOD', 'P_ENV', 'P_ACT', 'P_PUB', 'E_ENV', 'UNKNOWN'];

describe('audience permissions (§6), exhaustive', () => {
  // Every role × own/foreign company × status × platform × requested × enabled × row count × to_update.
  const cases: { viewer: string; own: boolean; facts: AudienceFacts; enabled: boolean; gpt: boolean }[] = [];
  for (const viewer of Object.keys(viewers))
    for (const own of [true, false])
      for (const statusCode of STATUSES)
        for (const platform of PLATFORMS)
          for (const requested of [false, true])
            for (const enabled of [true, false])
              for (const sourceFileRowCount of [0, 1200])
                for (const toUpdate of [false, true]) {
                  const v = viewers[viewer]!;
                  const companyCode = own ? v.companyCode : v.companyCode === '022' ? '024' : '022';
                  cases.push({
                    viewer,
                    own,
                    enabled,
                    gpt: sourceFileRowCount > 0,
                    facts: { companyCode, platform, statusCode, sourceFileRowCount, requested, toUpdate },
                  });
                }

  it('covers the whole space', () => {
    expect(cases.length).toBe(6 * 2 * 6 * 7 * 2 * 2 * 2 * 2);
  });

  it('edit: admin any, steward and retail analyst any, others own company; never requested', () => {
    for (const c of cases) {
      const p = audiencePermissions(viewers[c.viewer]!, c.facts, { gptImages: c.gpt });
      const expected = !c.facts.requested && (c.viewer === 'admin' || c.viewer === 'steward' || c.viewer === 'retailAnalyst' || c.own);
      expect(p.canEdit, JSON.stringify(c)).toBe(expected);
    }
  });

  it('delete: admin any, retail analyst any, a steward only its own company, others own; never requested', () => {
    for (const c of cases) {
      const p = audiencePermissions(viewers[c.viewer]!, c.facts, { gptImages: c.gpt });
      const expected = !c.facts.requested && (c.viewer === 'admin' || c.viewer === 'retailAnalyst' || c.own);
      expect(p.canDelete, JSON.stringify(c)).toBe(expected);
    }
    // The steward case spelled out: foreign refused, own allowed.
    const foreign = { companyCode: '022', platform: 'gads', statusCode: 'P_PUB', sourceFileRowCount: 5, requested: false, toUpdate: false };
    expect(audiencePermissions(viewers.steward!, foreign, { gptImages: false }).canDelete).toBe(false);
    expect(audiencePermissions(viewers.steward!, { ...foreign, companyCode: '032' }, { gptImages: false }).canDelete).toBe(true);
    expect(audiencePermissions(viewers.steward!, foreign, { gptImages: false }).canEdit).toBe(true);
  });

  it('activate/deactivate: admin any, others their own company; never requested', () => {
    for (const c of cases) {
      const p = audiencePermissions(viewers[c.viewer]!, c.facts, { gptImages: c.gpt });
      expect(p.canToggle, JSON.stringify(c)).toBe(!c.facts.requested && (c.viewer === 'admin' || c.own));
    }
  });

  it('resend: P_NOD or no rows for its company, the admin always', () => {
    for (const c of cases) {
      const p = audiencePermissions(viewers[c.viewer]!, c.facts, { gptImages: c.gpt });
      const expected = c.viewer === 'admin' || (c.own && (c.facts.statusCode === 'P_NOD' || c.facts.sourceFileRowCount <= 0));
      expect(p.canResend, JSON.stringify(c)).toBe(expected);
    }
  });

  it('frequency update: only with to_update, for the admin or its company', () => {
    for (const c of cases) {
      const p = audiencePermissions(viewers[c.viewer]!, c.facts, { gptImages: c.gpt });
      expect(p.canUpdateFrequency, JSON.stringify(c)).toBe(c.facts.toUpdate && (c.viewer === 'admin' || c.own));
    }
  });

  it('billing: only staff of 032, never salesforce or talonone', () => {
    for (const c of cases) {
      const p = audiencePermissions(viewers[c.viewer]!, c.facts, { gptImages: c.gpt });
      const expected = viewers[c.viewer]!.companyCode === '032' && c.facts.platform !== 'salesforce' && c.facts.platform !== 'talonone';
      expect(p.canBill, JSON.stringify(c)).toBe(expected);
    }
  });

  it('images follow the gpt_images flag of the audience company', () => {
    for (const c of cases) expect(audiencePermissions(viewers[c.viewer]!, c.facts, { gptImages: c.gpt }).canSeeImages).toBe(c.gpt);
  });

  it('the enabled state does not change who may act (activation toggles it)', () => {
    const f: AudienceFacts = {
      companyCode: '022',
      platform: 'fbk',
      statusCode: 'P_PUB',
      sourceFileRowCount: 10,
      requested: false,
      toUpdate: false,
    };
    expect(audiencePermissionFlags(viewers.retailUser!, f, { gptImages: true })).toEqual({
      can_edit: true,
      can_delete: true,
      can_toggle: true,
      can_resend: false,
      can_update_frequency: false,
      can_bill: false,
      can_see_images: true,
    });
  });
});

describe('status colour (§4) and timeline columns', () => {
  it('colours by code, grey when disabled', () => {
    expect(audienceStatusColor('P_ENV', true)).toBe('BLUE');
    expect(audienceStatusColor('P_ACT', '1')).toBe('ORANGE');
    expect(audienceStatusColor('P_PUB', 1)).toBe('GREEN');
    expect(audienceStatusColor('P_NOD', true)).toBe('RED');
    expect(audienceStatusColor('E_ENV', true)).toBe('RED');
    expect(audienceStatusColor('ANY', true)).toBe('RED');
    for (const code of ['P_ENV', 'P_ACT', 'P_PUB', 'P_NOD']) {
      expect(audienceStatusColor(code, false)).toBe('GREY');
      expect(audienceStatusColor(code, '0')).toBe('GREY');
      expect(audienceStatusColor(code, 0)).toBe('GREY');
    }
  });
  it('P_ENV shows users and upload size, P_PUB the match, adobe P_NOD the message', () => {
    expect(timelineColumns('P_ENV', 'gads')).toEqual({ uniqueUsers: true, uploadSize: true, matchSize: false, message: false });
    expect(timelineColumns('P_PUB', 'gads')).toEqual({ uniqueUsers: false, uploadSize: false, matchSize: true, message: false });
    expect(timelineColumns('P_NOD', 'adobe').message).toBe(true);
    expect(timelineColumns('P_NOD', 'gads').message).toBe(false);
  });
});

describe('match count per platform shape (§3)', () => {
  it('reads each platform its own way', () => {
    expect(matchCountOf('gads', { size_for_display: 100, size_for_search: 201 })).toBe(151);
    expect(matchCountOf('fbk', { lower_bound: 1000, upper_bound: 2000 })).toBe(1500);
    expect(matchCountOf('tiktok', { cover_num: 77 })).toBe(77);
    expect(matchCountOf('talonone', { num_received: 5 })).toBe(5);
    expect(matchCountOf('salesforce', { num_received: '6' })).toBe(6);
    expect(matchCountOf('adobe', { num_received: 8, message: 'ok' })).toBe(8);
    expect(matchCountOf('criteo', { size: 9 })).toBe(9);
  });
  it('is null without a shape or its numbers, and uses the one bound present', () => {
    expect(matchCountOf('gads', null)).toBeNull();
    expect(matchCountOf('gads', {})).toBeNull();
    expect(matchCountOf('criteo', { num_received: 4 })).toBeNull();
    expect(matchCountOf('fbk', { lower_bound: 40 })).toBe(40);
    expect(matchCountOf('tiktok', { cover_num: 'x' })).toBeNull();
  });
  it('example shapes read back as their size', () => {
    for (const p of PLATFORMS) expect(matchCountOf(p, matchDataFor(p, 1000))).toBe(1000);
  });
});

describe('billing (§4, §5)', () => {
  it('percentage is the share of the summed totals with 2 decimals; a zero sum counts as 1', () => {
    expect(billingPercentages([1, 1, 1])).toEqual([33.33, 33.33, 33.33]);
    expect(billingPercentages([300, 100])).toEqual([75, 25]);
    expect(billingPercentages([0, 0])).toEqual([0, 0]);
    expect(billingPercentages([])).toEqual([]);
    expect(billingPercentages([2, 1])).toEqual([66.67, 33.33]);
  });
  it('the figure counts P_PUB only, never salesforce or talonone', () => {
    expect(billingFigure('gads', 'P_PUB', { size_for_display: 10, size_for_search: 20 })).toBe(15);
    expect(billingFigure('fbk', 'P_PUB', { lower_bound: 10, upper_bound: 30 })).toBe(20);
    expect(billingFigure('tiktok', 'P_PUB', { cover_num: 3 })).toBe(3);
    expect(billingFigure('gads', 'P_ENV', { size_for_display: 10, size_for_search: 20 })).toBe(0);
    expect(billingFigure('salesforce', 'P_PUB', { num_received: 10 })).toBe(0);
    expect(billingFigure('gads', 'P_PUB', null)).toBe(0);
  });
});

describe('names and texts (§5)', () => {
  it('adds INCA_ only when missing', () => {
    expect(withAudiencePrefix('retail_x')).toBe('INCA_retail_x');
    expect(withAudiencePrefix('INCA_retail_x')).toBe('INCA_retail_x');
    expect(withAudiencePrefix('  INCA_a ')).toBe('INCA_a');
    expect(withAudiencePrefix('inca_a')).toBe('INCA_inca_a');
  });
  it('builds the prefix from the organisation domain', () => {
    expect(audienceNamePrefixFor('retail.demo')).toBe('retail_');
    expect(audienceNamePrefixFor('corp')).toBe('corp_');
  });
  it('strips the forbidden characters as typed', () => {
    expect(stripAudienceNameCharacters(`a<b>c"d'e\`f`)).toBe('abcdef');
  });
  it('text fields: required, no special characters, nothing script-like', () => {
    expect(audienceTextError('')).toBe('Este campo es requerido');
    expect(audienceTextError('   ')).toBe('Este campo es requerido');
    expect(audienceTextError(undefined)).toBe('Este campo es requerido');
    for (const c of ['<', '>', '"', "'", '`'])
      expect(audienceTextError(`ab${c}cd`)).toBe('No se permiten caracteres especiales como <, >, ", \', `');
    expect(audienceTextError('x onerror=alert(1)')).toBe('Texto inválido detectado');
    expect(audienceTextError('javascript:alert(1)')).toBe('Texto inválido detectado');
    expect(audienceTextError('Compradores frecuentes')).toBeUndefined();
  });
  it('name length: 45 typed on create (INCA_ not counted), 50 in edit, the message says 50', () => {
    expect(audienceNameError('a'.repeat(45), 'create')).toBeUndefined();
    expect(audienceNameError(`INCA_${'a'.repeat(45)}`, 'create')).toBeUndefined();
    expect(audienceNameError('a'.repeat(46), 'create')).toBe('El nombre de la audiencia debe ser máximo de 50 caracteres.');
    expect(audienceNameError('a'.repeat(50), 'edit')).toBeUndefined();
    expect(audienceNameError('a'.repeat(51), 'edit')).toBe('El nombre de la audiencia debe ser máximo de 50 caracteres.');
    expect(audienceNameError('INCA_', 'create')).toBe('Este campo es requerido');
    expect(audienceNameError('a<b', 'edit')).toBe('No se permiten caracteres especiales como <, >, ", \', `');
  });
});

describe('dates (§5) and today in Santiago', () => {
  it('requires both, real dates, start not after end; trims at T', () => {
    expect(audienceDateErrors('2025-01-01', '2025-01-01')).toEqual({});
    expect(audienceDateErrors('2025-01-01T10:00:00Z', '2025-02-01T00:00:00')).toEqual({});
    expect(audienceDateErrors('', '2025-01-01')).toEqual({ start_date: 'Este campo es requerido' });
    expect(audienceDateErrors('2025-01-01', null)).toEqual({ end_date: 'Este campo es requerido' });
    expect(audienceDateErrors('2025-02-02', '2025-02-01')).toEqual({ start_date: AUDIENCE_MESSAGES.datesOrder });
    expect(audienceDateErrors('2025-02-31', '2025-03-01').start_date).toBe(AUDIENCE_MESSAGES.dateFormat);
    expect(trimDate('2025-03-04T05:06:07Z')).toBe('2025-03-04');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
  });
  it('today is the date in America/Santiago, not UTC', () => {
    // 02:00 UTC on 1 March is still 28/29 February in Santiago (UTC−3 in summer).
    expect(santiagoToday(new Date('2025-03-01T02:00:00Z'))).toBe('2025-02-28');
    expect(santiagoToday(new Date('2025-07-01T05:00:00Z'))).toBe('2025-07-01');
    expect(santiagoToday(new Date('2025-07-01T03:59:00Z'))).toBe('2025-06-30');
  });
});

describe('frequency and update day (§5)', () => {
  it('frequency is required', () => {
    expect(audienceFormErrors(baseForm({ frequency: '' }), 'create').audience_frequency_code).toBe(
      'Debe seleccionar la frecuencia de actualización.',
    );
    expect(audienceFormErrors(baseForm({ frequency: '2_DAY' }), 'create').audience_frequency_code).toBe(
      'Debe seleccionar la frecuencia de actualización.',
    );
  });
  it('weekly 0..6, monthly 1..28, others none', () => {
    expect(updateDayError('1_WEEK', null)).toBe('Debe seleccionar el día de actualización.');
    expect(updateDayError('1_WEEK', 0)).toBeUndefined();
    expect(updateDayError('1_WEEK', 6)).toBeUndefined();
    expect(updateDayError('1_WEEK', 7)).toBe('El día de actualización debe ser entre 0 y 6');
    expect(updateDayError('1_WEEK', -1)).toBe('El día de actualización debe ser entre 0 y 6');
    expect(updateDayError('1_MONTH', undefined)).toBe('Debe ingresar el día de actualización.');
    expect(updateDayError('1_MONTH', 0)).toBe('El día de actualización debe ser entre 1 y 28');
    expect(updateDayError('1_MONTH', 29)).toBe('El día de actualización debe ser entre 1 y 28');
    expect(updateDayError('1_MONTH', 1.5)).toBe('El día de actualización debe ser entre 1 y 28');
    expect(updateDayError('1_MONTH', 28)).toBeUndefined();
    for (const f of ['1_DAY', '15_DAY', '6_MONTH']) expect(updateDayError(f, 99)).toBeUndefined();
    expect(storedUpdateDay('1_DAY', 3)).toBeNull();
    expect(storedUpdateDay('1_WEEK', 3)).toBe(3);
  });
});

const account = {
  flag_gads: '1',
  flag_fbk: '1',
  flag_tiktok: '0',
  flag_salesforce: '1',
  flag_talonone: '0',
  flag_criteo: '0',
  flag_adobe: '1',
};
const names = { gads: 'Google Ads', tiktok: 'TikTok' } as const;
const baseForm = (over: Partial<Parameters<typeof audienceFormErrors>[0]> = {}) => ({
  name: 'retail_compradores',
  description: 'Compradores',
  segmentTypeName: 'SEGMENT_CONTACT',
  segmentCode: 'SEG0000001',
  adsAccountCode: 'retail_ads',
  startDate: '2025-01-01',
  endDate: '2025-02-01',
  frequency: '1_DAY',
  updateDay: null,
  platforms: ['gads'],
  ...over,
});

describe('platforms, account flags and segment types', () => {
  it('at least one platform, each enabled by the account', () => {
    expect(enabledPlatforms(account)).toEqual(['gads', 'fbk', 'salesforce', 'adobe']);
    expect(platformSelectionError([], account, 'SEGMENT_CONTACT')).toBe('Debe seleccionar al menos una plataforma publicitaria.');
    expect(platformSelectionError(['gads', 'tiktok'], account, 'SEGMENT_CONTACT', names)).toBe(
      'La cuenta publicitaria no tiene habilitada la plataforma TikTok.',
    );
    expect(platformSelectionError(['gads', 'fbk', 'adobe'], account, 'SEGMENT_CONTACT', names)).toBeUndefined();
    expect(platformSelectionError(['zzz'], account, 'SEGMENT_CONTACT')).toBe('Debe seleccionar al menos una plataforma publicitaria.');
  });
  it('advertising segments go to Google Ads only', () => {
    expect(platformSelectionError(['gads'], account, 'SEGMENT_ADVERTISING')).toBeUndefined();
    expect(platformSelectionError(['gads', 'fbk'], account, 'SEGMENT_ADVERTISING')).toBe(AUDIENCE_MESSAGES.advertisingOnlyGoogle);
  });
  it('the whole form reports every field with its message', () => {
    expect(audienceFormErrors(baseForm(), 'create')).toEqual({});
    const errors = audienceFormErrors(
      baseForm({ name: '', description: '<b>', segmentCode: '', adsAccountCode: '', platforms: [], frequency: '1_MONTH', updateDay: null }),
      'create',
    );
    expect(errors).toEqual({
      audience_name: 'Este campo es requerido',
      audience_description: 'No se permiten caracteres especiales como <, >, ", \', `',
      segment_code: 'Este campo es requerido',
      ads_account_code: 'Este campo es requerido',
      audience_update_date_number: 'Debe ingresar el día de actualización.',
      platform: 'Debe seleccionar al menos una plataforma publicitaria.',
    });
    // Edit mode does not ask for segment, account or platforms.
    expect(audienceFormErrors(baseForm({ segmentCode: '', adsAccountCode: '', platforms: [] }), 'edit')).toEqual({});
  });
});

describe('Google (§4, §5)', () => {
  it('audience type rule per segment type and flag', () => {
    expect(googleAudienceTypeRule('SEGMENT_ADVERTISING', true)).toEqual({
      locked: true,
      allowed: ['MOBILE_ADVERTISING_ID'],
      default: 'MOBILE_ADVERTISING_ID',
    });
    expect(googleAudienceTypeRule('SEGMENT_CONTACT', true).allowed).toEqual(['CONTACT_INFO']);
    expect(googleAudienceTypeRule(null, true).allowed).toEqual(['CONTACT_INFO']);
    expect(googleAudienceTypeRule('CROSS_TABLE', false).allowed).toEqual(['CONTACT_INFO']);
    expect(googleAudienceTypeRule('CROSS_TABLE', true)).toEqual({
      locked: false,
      allowed: ['CONTACT_INFO', 'MOBILE_ADVERTISING_ID'],
      default: 'CONTACT_INFO',
    });
  });
  it('app id rules', () => {
    expect(googleFieldErrors({})).toEqual({ audience_type_google: 'El campo es requerido.' });
    expect(googleFieldErrors({ audience_type_google: 'CONTACT_INFO' })).toEqual({});
    expect(googleFieldErrors({ audience_type_google: 'MOBILE_ADVERTISING_ID' })).toEqual({
      app_id_type: 'El campo es requerido.',
      app_id: 'El campo es requerido.',
    });
    const mobile = (app_id_type: string, app_id: string) =>
      googleFieldErrors({ audience_type_google: 'MOBILE_ADVERTISING_ID', app_id_type, app_id });
    expect(mobile('GOOGLE_PLAY', 'com.ejemplo.app')).toEqual({});
    expect(mobile('GOOGLE_PLAY', 'Com.Ejemplo')).toEqual({ app_id: 'Formato inválido para Google Play. Use formato: com.ejemplo.app' });
    expect(mobile('GOOGLE_PLAY', 'ejemplo')).toEqual({ app_id: 'Formato inválido para Google Play. Use formato: com.ejemplo.app' });
    expect(mobile('APP_STORE', 'id987654321')).toEqual({});
    expect(mobile('APP_STORE', 'id9876543210')).toEqual({});
    expect(mobile('APP_STORE', 'id98765432')).toEqual({ app_id: 'Formato inválido para App Store. Use formato: id987654321' });
    expect(mobile('APP_STORE', '987654321')).toEqual({ app_id: 'Formato inválido para App Store. Use formato: id987654321' });
    expect(mobile('GOOGLE_PLAY', `com.${'a'.repeat(50)}`)).toEqual({ app_id: 'Máximo 50 caracteres.' });
  });
});

describe('Adobe (§5)', () => {
  it('dataset, table (19 typed on create, 30 in edit) and flag variable', () => {
    const ok = { dataset_adobe: 'inca_ds1', table_adobe: 'compradores_2025', nombre_var_adobe: '_tenant.inca.flag' };
    expect(adobeFieldErrors(ok, 'create')).toEqual({});
    expect(adobeFieldErrors({}, 'create')).toEqual({
      dataset_adobe: 'Este campo es requerido',
      table_adobe: 'Este campo es requerido',
      nombre_var_adobe: 'Este campo es requerido',
    });
    expect(adobeFieldErrors({ ...ok, dataset_adobe: 'Inca' }, 'create').dataset_adobe).toBe(AUDIENCE_MESSAGES.adobeIdentifier);
    expect(adobeFieldErrors({ ...ok, dataset_adobe: '1inca' }, 'create').dataset_adobe).toBe(AUDIENCE_MESSAGES.adobeIdentifier);
    expect(adobeFieldErrors({ ...ok, dataset_adobe: 'inca_' }, 'create').dataset_adobe).toBe(AUDIENCE_MESSAGES.adobeIdentifier);
    expect(adobeFieldErrors({ ...ok, dataset_adobe: 'a'.repeat(31) }, 'create').dataset_adobe).toBe('Máximo 30 caracteres.');
    expect(adobeFieldErrors({ ...ok, table_adobe: 'a'.repeat(19) }, 'create')).toEqual({});
    expect(adobeFieldErrors({ ...ok, table_adobe: 'a'.repeat(20) }, 'create').table_adobe).toBe('Máximo 19 caracteres.');
    expect(adobeFieldErrors({ ...ok, table_adobe: `t_inca_rel_${'a'.repeat(19)}` }, 'create')).toEqual({});
    expect(adobeFieldErrors({ ...ok, table_adobe: 'a'.repeat(30) }, 'edit')).toEqual({});
    expect(adobeFieldErrors({ ...ok, nombre_var_adobe: 'tenant.flag' }, 'create').nombre_var_adobe).toBe(
      'Formato no válido "_____._____._____".',
    );
    expect(adobeFieldErrors({ ...ok, nombre_var_adobe: 'a.b.c d' }, 'create').nombre_var_adobe).toBe(
      'Formato no válido "_____._____._____".',
    );
    expect(adobeTableName('compradores')).toBe('t_inca_rel_compradores');
    expect(adobeTableName('t_inca_rel_compradores')).toBe('t_inca_rel_compradores');
  });
});

describe('Salesforce automation and recipients', () => {
  it('counts only for the name it was made for', () => {
    expect(salesforceAutomationMatches('INCA_retail_a', 'retail_a')).toBe(true);
    expect(salesforceAutomationMatches('INCA_retail_a', 'INCA_retail_a')).toBe(true);
    expect(salesforceAutomationMatches('INCA_retail_a', 'retail_b')).toBe(false);
    expect(salesforceAutomationMatches(undefined, 'retail_a')).toBe(false);
  });
  it('recipients are a comma string of e-mails', () => {
    expect(parseRecipients(' A@x.cl, b@y.cl ,,')).toEqual(['a@x.cl', 'b@y.cl']);
    expect(recipientsError(['a@x.cl'])).toBeUndefined();
    expect(recipientsError(['nope'])).toBe('Ingrese correos electrónicos válidos separados por coma.');
  });
});

describe('bulk update (§5)', () => {
  const today = '2025-05-10';
  it('needs a selection, an end date after today, a frequency and its day', () => {
    expect(bulkUpdateErrors({ ids: [1], endDate: '2025-05-11', frequency: '1_DAY' }, today)).toEqual({});
    expect(bulkUpdateErrors({ ids: [], endDate: '2025-05-10', frequency: '' }, today)).toEqual({
      custom_audience_ids: AUDIENCE_MESSAGES.bulkSelection,
      end_date: 'La fecha fin debe ser mayor a la fecha actual.',
      frequency: 'Por favor, seleccione una frecuencia.',
    });
    expect(bulkUpdateErrors({ ids: [1], endDate: '2025-06-01', frequency: '1_MONTH', updateDay: 29 }, today)).toEqual({
      audience_update_date_number: 'El día debe estar entre 1 y 28 para frecuencia mensual.',
    });
    expect(bulkUpdateErrors({ ids: [1], endDate: '2025-06-01', frequency: '1_MONTH', updateDay: null }, today)).toEqual({
      audience_update_date_number: 'El día debe estar entre 1 y 28 para frecuencia mensual.',
    });
    expect(bulkUpdateErrors({ ids: [1], endDate: '2025-06-01', frequency: '1_WEEK', updateDay: 7 }, today)).toEqual({
      audience_update_date_number: 'El día de actualización debe ser entre 0 y 6',
    });
    expect(bulkUpdateErrors({ ids: [1], endDate: '2025-06-01', frequency: '1_WEEK', updateDay: 0 }, today)).toEqual({});
  });
});

describe('segments offered in the form (§6)', () => {
  const seg = (ownerCompanyCode: string, sharedWithOtherCompany: boolean) => ({ ownerCompanyCode, sharedWithOtherCompany });
  it('admin: only the chosen company’s segments', () => {
    expect(segmentOfferedForAudience(viewers.admin!, '022', seg('022', true))).toBe(true);
    expect(segmentOfferedForAudience(viewers.admin!, '022', seg('032', false))).toBe(false);
  });
  it('others: not owned by 032, or owned by 032 and not shared with another company', () => {
    for (const v of ['steward', 'retailAnalyst', 'retailUser', 'brandUser']) {
      expect(segmentOfferedForAudience(viewers[v]!, '022', seg('022', true))).toBe(true);
      expect(segmentOfferedForAudience(viewers[v]!, '022', seg('032', false))).toBe(true);
      expect(segmentOfferedForAudience(viewers[v]!, '022', seg('032', true))).toBe(false);
    }
  });
});

describe("Chile's offset from UTC", () => {
  it('is -3 h in summer and -4 h in winter, and follows the clock change within the day it happens', () => {
    expect(santiagoOffsetMs(Date.parse('2026-11-27T03:00:00Z'))).toBe(-3 * 3_600_000);
    expect(santiagoOffsetMs(Date.parse('2026-07-15T12:00:00Z'))).toBe(-4 * 3_600_000);
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }).format(
        Date.parse(iso),
      );
    // Every hour of April and September 2026 (both changes): the offset turns the instant into Chile's wall clock.
    for (const month of ['2026-04-01T00:00:00Z', '2026-09-01T00:00:00Z']) {
      for (let ms = Date.parse(month), n = 0; n < 30 * 24; ms += 3_600_000, n++) {
        const wall = new Date(ms + santiagoOffsetMs(ms)).toISOString().replace('T', ', ').slice(0, 20);
        expect(wall, new Date(ms).toISOString()).toBe(day(new Date(ms).toISOString()));
      }
    }
  });
});
