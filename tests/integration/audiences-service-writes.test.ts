import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { santiagoToday } from '@inca/domain';
import { login, rest } from '../src/client.ts';
import type { AudienceRow } from './audiences-service.test.ts';

/** Writes of the audience service: create (partial success), refusals that write nothing, edit, actions, bulk, billing. */

type Err = { status: false; code: string; message: string };
type Created = {
  data: {
    list_audience_data: (AudienceRow & { audience_metadata: { custom_audience_name: string; platform_name: string } })[];
    list_audience_data_errors: { platform: string; message: string }[];
  };
};

const USERS = ['admin@corp.demo', 'steward@corp.demo', 'analyst@retail.demo', 'user@retail.demo', 'user@brand.demo'];
const tokens: Record<string, string> = {};
let db: pg.Client;
beforeAll(async () => {
  for (const email of USERS) tokens[email] = (await login(email)).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => db?.end());

const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });
const RUN = Date.now().toString(36).slice(-5);
const today = santiagoToday();
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Rows of every audience table: a refused request must leave all of them as they were. */
async function counts() {
  const { rows } = await db.query<{ a: string; t: string; b: string; s: string; x: string }>(
    `SELECT (SELECT count(*) FROM audience_management.audiences) a, (SELECT count(*) FROM audience_management.audience_timeline) t,
            (SELECT count(*) FROM audience_management.billing_rows) b, (SELECT count(*) FROM audience_management.salesforce_automations) s,
            (SELECT md5(string_agg(id || custom_audience_name || end_date || frequency || coalesce(update_date_number, -1) || is_enabled || assignment_status_code, ',' ORDER BY id)) FROM audience_management.audiences) x`,
  );
  return rows[0];
}

let segment = '';
beforeAll(async () => {
  const offered = (
    await am<{ data: { code: string; owner_company_code: string; segment_type_name: string }[] }>(
      'analyst@retail.demo',
      '/audiences/segments?company_code=022',
    )
  ).body.data;
  segment = offered.find((s) => s.owner_company_code === '022' && s.segment_type_name === 'SEGMENT_CONTACT')!.code;
});

const payload = (over: Record<string, unknown> = {}) => ({
  payload: {
    segment_code: segment,
    company_code: '022',
    audience_name: `retail_prueba ${RUN}`,
    audience_description: 'Audiencia de prueba',
    audience_frequency_code: '1_WEEK',
    audience_start_date: today,
    audience_end_date: `${plusDays(60)}T00:00:00.000Z`,
    audience_update_date_number: 2,
    platform: ['gads', 'fbk'],
    ads_account_code: 'retail_ads',
    recipients: 'equipo@retail.demo, otro@retail.demo',
    audience_type_google: 'CONTACT_INFO',
    ...over,
  },
});
const create = (email: string, over: Record<string, unknown> = {}) =>
  am<Created & Err>(email, '/audiences/create', { method: 'POST', body: payload(over) });

describe('create', () => {
  it('creates one audience per platform at P_NOD, INCA_ added once, no platform called', async () => {
    const before = await counts();
    const created = await create('analyst@retail.demo', { audience_name: `INCA_retail_dos ${RUN}`, platform: ['gads', 'fbk', 'tiktok'] });
    expect(created.status).toBe(200);
    const rows = created.body.data.list_audience_data;
    expect(rows.map((r) => r.ads_platform_code)).toEqual(['gads', 'fbk', 'tiktok']);
    expect(created.body.data.list_audience_data_errors).toEqual([]);
    for (const r of rows) {
      expect(r.custom_audience_name).toBe(`INCA_retail_dos ${RUN}`);
      expect(r.audience_metadata.custom_audience_name).toBe(r.custom_audience_name);
      expect(r.assignment_status_code).toBe('P_NOD');
      expect(r.end_date).toBe(plusDays(60));
      expect(r.recipients).toBe('equipo@retail.demo,otro@retail.demo');
      expect(r.custom_audience_id).toBe(String(r.id));
    }
    expect(rows.find((r) => r.ads_platform_code === 'gads')!.audience_type_google).toBe('CONTACT_INFO');
    expect(rows.find((r) => r.ads_platform_code === 'fbk')!.audience_type_google).toBeNull();
    expect(Number((await counts())!.a)).toBe(Number(before!.a) + 3);
    const plain = await create('analyst@retail.demo', { audience_name: `retail_uno ${RUN}`, platform: ['fbk'] });
    expect(plain.body.data.list_audience_data[0]!.custom_audience_name).toBe(`INCA_retail_uno ${RUN}`);
  });

  it('partial success: a platform whose name is taken fails while the others are created', async () => {
    const first = await create('analyst@retail.demo', { audience_name: `retail_parcial ${RUN}`, platform: ['gads'] });
    expect(first.status).toBe(200);
    const second = await create('analyst@retail.demo', { audience_name: `retail_parcial ${RUN}`, platform: ['gads', 'fbk'] });
    expect(second.status).toBe(200);
    expect(second.body.data.list_audience_data.map((r) => r.ads_platform_code)).toEqual(['fbk']);
    expect(second.body.data.list_audience_data_errors).toEqual([
      {
        platform: 'gads',
        platform_name: 'Google Ads',
        message: `Ya existe una audiencia llamada INCA_retail_parcial ${RUN} en la plataforma Google Ads.`,
      },
    ]);
  });

  const refusals: [string, string, Record<string, unknown>, number, string][] = [
    [
      'a platform the account does not enable',
      'analyst@retail.demo',
      { ads_account_code: 'retail_loyalty', platform: ['talonone', 'tiktok'] },
      400,
      'La cuenta publicitaria no tiene habilitada la plataforma TikTok.',
    ],
    [
      'a name with < > " \' `',
      'analyst@retail.demo',
      { audience_name: 'retail_<b>' },
      400,
      'No se permiten caracteres especiales como <, >, ", \', `',
    ],
    ['a script-like description', 'analyst@retail.demo', { audience_description: 'x onerror=alert(1)' }, 400, 'Texto inválido detectado'],
    [
      'a name over 45 typed characters',
      'analyst@retail.demo',
      { audience_name: 'r'.repeat(46) },
      400,
      'El nombre de la audiencia debe ser máximo de 50 caracteres.',
    ],
    [
      'a monthly update day out of range',
      'analyst@retail.demo',
      { audience_frequency_code: '1_MONTH', audience_update_date_number: 29 },
      400,
      'El día de actualización debe ser entre 1 y 28',
    ],
    [
      'a weekly update day missing',
      'analyst@retail.demo',
      { audience_update_date_number: null },
      400,
      'Debe seleccionar el día de actualización.',
    ],
    ['no frequency', 'analyst@retail.demo', { audience_frequency_code: null }, 400, 'Debe seleccionar la frecuencia de actualización.'],
    ['no platform', 'analyst@retail.demo', { platform: [] }, 400, 'Debe seleccionar al menos una plataforma publicitaria.'],
    [
      'start after end',
      'analyst@retail.demo',
      { audience_start_date: plusDays(90) },
      400,
      'La fecha de inicio no puede ser posterior a la fecha de fin.',
    ],
    ['a foreign company', 'user@brand.demo', { company_code: '022' }, 403, 'No puede crear audiencias para esa empresa.'],
    [
      'an account of another company',
      'analyst@retail.demo',
      { ads_account_code: 'brand_social' },
      400,
      'La cuenta publicitaria no pertenece a la empresa seleccionada.',
    ],
    [
      'a Google audience type the segment type does not allow',
      'admin@corp.demo',
      { audience_type_google: 'MOBILE_ADVERTISING_ID', app_id_type: 'GOOGLE_PLAY', app_id: 'com.ejemplo.app', platform: ['gads'] },
      400,
      'El tipo de audiencia de Google no está permitido para este segmento.',
    ],
    [
      'Salesforce without automation',
      'analyst@retail.demo',
      { ads_account_code: 'retail_loyalty', platform: ['salesforce', 'talonone'] },
      400,
      'Debe crear el flujo de automatización antes de crear una audiencia para la Plataforma Salesforce.',
    ],
    [
      'an unknown Talon One application',
      'analyst@retail.demo',
      { ads_account_code: 'retail_loyalty', platform: ['talonone'], talonone_application_id: 'nope' },
      400,
      'La aplicación o campaña de Talon One no existe para esta cuenta publicitaria.',
    ],
    [
      'bad recipients',
      'analyst@retail.demo',
      { recipients: 'no-es-correo' },
      400,
      'Ingrese correos electrónicos válidos separados por coma.',
    ],
  ];
  for (const [what, email, over, status, message] of refusals) {
    it(`refuses ${what} and writes nothing`, async () => {
      const before = await counts();
      const refused = await create(email, { audience_name: `retail_rechazo ${RUN}`, ...over });
      expect(refused.status).toBe(status);
      expect(refused.body.message).toBe(message);
      expect(await counts()).toEqual(before);
    });
  }

  it('Google app ids are checked on a segment type that allows MOBILE_ADVERTISING_ID', async () => {
    const offered = (
      await am<{ data: { code: string; owner_company_code: string; segment_type_name: string }[] }>(
        'analyst@retail.demo',
        '/audiences/segments?company_code=022&type=SEGMENT_ADVERTISING',
      )
    ).body.data;
    const advertising = offered.find((s) => s.segment_type_name === 'SEGMENT_ADVERTISING' && s.owner_company_code === '022');
    expect(advertising).toBeDefined();
    const before = await counts();
    const mobile = {
      segment_code: advertising!.code,
      platform: ['gads'],
      audience_type_google: 'MOBILE_ADVERTISING_ID',
      app_id_type: 'GOOGLE_PLAY',
    };
    const wrong = await create('analyst@retail.demo', { ...mobile, audience_name: `retail_app ${RUN}`, app_id: 'Ejemplo' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Formato inválido para Google Play. Use formato: com.ejemplo.app');
    const store = await create('analyst@retail.demo', {
      ...mobile,
      audience_name: `retail_app ${RUN}`,
      app_id_type: 'APP_STORE',
      app_id: '12345',
    });
    expect(store.body.message).toBe('Formato inválido para App Store. Use formato: id987654321');
    const onlyGoogle = await create('analyst@retail.demo', {
      ...mobile,
      audience_name: `retail_app ${RUN}`,
      app_id: 'com.retail.app',
      platform: ['gads', 'fbk'],
    });
    expect(onlyGoogle.body.message).toBe('Los segmentos publicitarios solo se pueden publicar en Google Ads.');
    expect(await counts()).toEqual(before);
    const ok = await create('analyst@retail.demo', { ...mobile, audience_name: `retail_app ${RUN}`, app_id: 'com.retail.app' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.list_audience_data[0]!.app_id).toBe('com.retail.app');
  });

  it('Salesforce: the automation counts only for the name it was made for', async () => {
    const name = `retail_sf ${RUN}`;
    const base = payload({ ads_account_code: 'retail_loyalty' }).payload;
    const automation = await am<{ message: string; data: { automation_id: string; audienceName: string } }>(
      'analyst@retail.demo',
      '/audiences/create-automation-salesforce',
      {
        method: 'POST',
        body: { ...base, audience_name: name, platform: 'salesforce' },
      },
    );
    expect(automation.status).toBe(200);
    expect(automation.body.message).toBe('Flujo de automatización creado correctamente.');
    expect(automation.body.data.audienceName).toBe(`INCA_${name}`);
    const renamed = await create('analyst@retail.demo', {
      ads_account_code: 'retail_loyalty',
      platform: ['salesforce'],
      audience_name: `${name} x`,
      salesforce_automation: automation.body.data.automation_id,
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('Debe crear el flujo de automatización antes de crear una audiencia para la Plataforma Salesforce.');
    const apps = (
      await am<{ data: { id: string }[] }>(
        'analyst@retail.demo',
        '/audiences/talonone/applications?company_code=022&ads_account_code=retail_loyalty',
      )
    ).body.data;
    const created = await create('analyst@retail.demo', {
      ads_account_code: 'retail_loyalty',
      platform: ['salesforce', 'talonone'],
      audience_name: name,
      salesforce_automation: automation.body.data.automation_id,
      talonone_application_id: apps[0]!.id,
    });
    expect(created.status).toBe(200);
    expect(created.body.data.list_audience_data.map((r) => r.ads_platform_code)).toEqual(['salesforce', 'talonone']);
  });

  it('Adobe: the table is stored with t_inca_rel_', async () => {
    const created = await create('analyst@retail.demo', {
      ads_account_code: 'retail_retargeting',
      platform: ['adobe'],
      audience_name: `retail_adobe ${RUN}`,
      dataset_adobe: 'inca_retail',
      table_adobe: 'compradores',
      nombre_var_adobe: '_inca.audiencias.flag',
    });
    expect(created.status).toBe(200);
    expect(created.body.data.list_audience_data[0]!.table_adobe).toBe('t_inca_rel_compradores');
  });
});

const own = async (email: string, query: string) => (await am<{ data: AudienceRow[] }>(email, `/audiences/list?${query}`)).body.data;

describe('edit, toggle, delete', () => {
  it('edits name and description; gads may not change its dates; INCA_ re-added', async () => {
    const row = (await own('user@retail.demo', `name=${encodeURIComponent(`retail_dos ${RUN}`)}&platform=gads`))[0]!;
    const body = {
      custom_audience_name: `retail_editada ${RUN}`,
      custom_audience_description: 'Nueva',
      start_date: row.start_date,
      end_date: row.end_date,
      frequency: row.frequency,
      update_date_number: row.update_date_number,
      recipients: row.recipients,
    };
    const edited = await am<{ message: string; data: AudienceRow }>('user@retail.demo', `/audiences/${row.id}/edit`, {
      method: 'PUT',
      body,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('La audiencia se actualizó correctamente');
    expect(edited.body.data.custom_audience_name).toBe(`INCA_retail_editada ${RUN}`);
    const before = await counts();
    const dates = await am<Err>('user@retail.demo', `/audiences/${row.id}/edit`, {
      method: 'PUT',
      body: { ...body, end_date: plusDays(200) },
    });
    expect(dates.status).toBe(400);
    expect(dates.body.message).toBe('Solo el nombre y la descripción se pueden actualizar para la plataforma Google Ads.');
    const tooLong = await am<Err>('user@retail.demo', `/audiences/${row.id}/edit`, {
      method: 'PUT',
      body: { ...body, custom_audience_name: 'r'.repeat(51) },
    });
    expect(tooLong.body.message).toBe('El nombre de la audiencia debe ser máximo de 50 caracteres.');
    expect(await counts()).toEqual(before);
  });

  it('salesforce audiences may change dates and frequency', async () => {
    const row = (await own('analyst@retail.demo', `name=${encodeURIComponent(`retail_sf ${RUN}`)}&platform=salesforce`))[0]!;
    const edited = await am<{ data: AudienceRow }>('analyst@retail.demo', `/audiences/${row.id}/edit`, {
      method: 'PUT',
      body: {
        custom_audience_name: row.custom_audience_name,
        custom_audience_description: 'x',
        end_date: plusDays(100),
        frequency: '1_MONTH',
        update_date_number: 15,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ end_date: plusDays(100), frequency: '1_MONTH', update_date_number: 15 });
  });

  it('requested audiences cannot be edited, toggled or deleted; foreign ones are not found', async () => {
    const requested = (await own('admin@corp.demo', 'requested=true'))[0]!;
    const before = await counts();
    for (const [method, path, body] of [
      ['PUT', `/audiences/${requested.id}/edit`, { custom_audience_name: 'x_y', custom_audience_description: 'y' }],
      ['PUT', `/audiences/${requested.id}/deactivate`, undefined],
      ['PUT', `/audiences/${requested.id}/delete`, undefined],
    ] as const) {
      const refused = await am<Err>('admin@corp.demo', path, { method, body });
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe('Las audiencias solicitadas no se pueden editar, eliminar, activar ni desactivar.');
    }
    const foreign = (await own('admin@corp.demo', 'company_code=024'))[0]!;
    expect((await am<Err>('user@retail.demo', `/audiences/${foreign.id}/deactivate`, { method: 'PUT' })).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('deactivate and activate; a steward may not toggle or delete another company’s audience', async () => {
    const row = (await own('user@retail.demo', `name=${encodeURIComponent(`retail_uno ${RUN}`)}`))[0]!;
    const off = await am<{ message: string; data: { is_enabled: string } }>('user@retail.demo', `/audiences/${row.id}/deactivate`, {
      method: 'PUT',
    });
    expect(off.body).toMatchObject({ message: 'La audiencia se ha desactivado correctamente.', data: { is_enabled: '0' } });
    const on = await am<{ message: string; data: { is_enabled: string } }>('user@retail.demo', `/audiences/${row.id}/activate`, {
      method: 'PUT',
    });
    expect(on.body).toMatchObject({ message: 'La audiencia se ha activado correctamente.', data: { is_enabled: '1' } });
    const before = await counts();
    expect((await am<Err>('steward@corp.demo', `/audiences/${row.id}/deactivate`, { method: 'PUT' })).status).toBe(403);
    const del = await am<Err>('steward@corp.demo', `/audiences/${row.id}/delete`, { method: 'PUT' });
    expect(del.status).toBe(403);
    expect(del.body.message).toBe('No tiene permisos para eliminar esta audiencia.');
    expect(await counts()).toEqual(before);
  });

  it('delete removes the audience and its timeline, and the segment count follows', async () => {
    const row = (await own('analyst@retail.demo', `name=${encodeURIComponent(`retail_uno ${RUN}`)}`))[0]!;
    const count = async () =>
      (
        await db.query<{ num_audiences: number }>('SELECT num_audiences FROM audience_management.segments WHERE code = $1', [
          row.segment_code,
        ])
      ).rows[0]!.num_audiences;
    const before = await count();
    const deleted = await am<{ message: string }>('analyst@retail.demo', `/audiences/${row.id}/delete`, { method: 'PUT' });
    expect(deleted.body.message).toBe('La audiencia se ha eliminado correctamente.');
    expect(await count()).toBe(before - 1);
    expect((await db.query('SELECT 1 FROM audience_management.audience_timeline WHERE audience_id = $1', [row.id])).rowCount).toBe(0);
  });
});

describe('resend, frequency update, bulk update', () => {
  it('resend: refused for a sent audience of a user, allowed for the admin (back to P_NOD)', async () => {
    const sent = (await own('user@retail.demo', 'status=P_PUB&company_code=022')).find((a) => a.source_file_row_count > 0 && !a.requested)!;
    const before = await counts();
    const refused = await am<Err>('user@retail.demo', '/audiences/resend', {
      method: 'POST',
      body: { custom_audience_id: sent.custom_audience_id },
    });
    expect(refused.status).toBe(403);
    expect(await counts()).toEqual(before);
    const resent = await am<{ message: string; data: AudienceRow }>('admin@corp.demo', '/audiences/resend', {
      method: 'POST',
      body: { custom_audience_id: sent.id },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('La audiencia se ha reenviado correctamente.');
    expect(resent.body.data.assignment_status_code).toBe('P_NOD');
  });

  it('frequency update only with to_update set', async () => {
    const rows = await own('user@retail.demo', 'company_code=022');
    const pending = rows.find((a) => a.to_update && !a.requested)!;
    const none = rows.find((a) => !a.to_update)!;
    const refused = await am<Err>('user@retail.demo', '/audiences/frequency-update', {
      method: 'POST',
      body: { custom_audience_id: none.id },
    });
    expect(refused.status).toBe(403);
    const done = await am<{ message: string; data: AudienceRow }>('user@retail.demo', '/audiences/frequency-update', {
      method: 'POST',
      body: { custom_audience_id: pending.id },
    });
    expect(done.body.message).toBe('La frecuencia de la audiencia se ha actualizado correctamente.');
    expect(done.body.data.to_update).toBe(false);
  });

  it('bulk update: every rule of §5, all or nothing', async () => {
    const rows = (await own('analyst@retail.demo', 'company_code=022'))
      .filter((a) => !a.requested && a.start_date <= plusDays(30))
      .slice(0, 2);
    expect(rows).toHaveLength(2);
    const ids = rows.map((r) => r.id);
    const before = await counts();
    const bulk = (body: Record<string, unknown>, email = 'analyst@retail.demo') =>
      am<Err & { data: { updated: number } }>(email, '/audiences/bulkUpdateAudiences', { method: 'PUT', body });
    expect((await bulk({ custom_audience_ids: ids, end_date: today, frequency: '1_DAY' })).body.message).toBe(
      'La fecha fin debe ser mayor a la fecha actual.',
    );
    expect((await bulk({ custom_audience_ids: ids, end_date: plusDays(30), frequency: null })).body.message).toBe(
      'Por favor, seleccione una frecuencia.',
    );
    expect(
      (await bulk({ custom_audience_ids: ids, end_date: plusDays(30), frequency: '1_MONTH', audience_update_date_number: 30 })).body
        .message,
    ).toBe('El día debe estar entre 1 y 28 para frecuencia mensual.');
    const foreign = (await own('admin@corp.demo', 'company_code=024'))[0]!;
    expect((await bulk({ custom_audience_ids: [...ids, foreign.id], end_date: plusDays(30), frequency: '1_DAY' })).status).toBe(404);
    const retail022 = (await own('admin@corp.demo', 'company_code=032'))[0]!;
    expect(
      (await bulk({ custom_audience_ids: [retail022.id], end_date: plusDays(30), frequency: '1_DAY' }, 'user@brand.demo')).status,
    ).toBe(404);
    expect(await counts()).toEqual(before);
    const done = await bulk({ custom_audience_ids: ids, end_date: plusDays(30), frequency: '1_MONTH', audience_update_date_number: 10 });
    expect(done.status).toBe(200);
    expect((done.body as unknown as { message: string }).message).toBe('Se han actualizado 2 audiencias correctamente.');
    const after = (await am<{ data: AudienceRow[] }>('analyst@retail.demo', `/audiences/by-ids?ids=${ids.join(',')}`)).body.data;
    expect(after.every((a) => a.end_date === plusDays(30) && a.frequency === '1_MONTH' && a.update_date_number === 10)).toBe(true);
  });
});

describe('billing', () => {
  it('process dates and rows with percentages for 032 staff; start billing bills new entries once', async () => {
    type Billing = { percentage: number; total_match: number; assignment_status_date: string };
    const list = async (id: number) =>
      (await am<{ data: Billing[] }>('admin@corp.demo', '/audiences/billing/list', { method: 'POST', body: { ads_audience_id: id } })).body
        .data;
    let row: AudienceRow | undefined;
    let billing: Billing[] = [];
    for (const candidate of (await own('admin@corp.demo', 'status=P_PUB&platform=gads,fbk,tiktok,criteo')).filter((a) => !a.requested)) {
      billing = await list(candidate.id);
      if (billing.some((r) => r.total_match > 0)) {
        row = candidate;
        break;
      }
    }
    expect(row).toBeDefined();
    const dates = (
      await am<{ data: { process_date: string }[] }>('admin@corp.demo', '/audiences/billing/process-dates', {
        method: 'POST',
        body: { ads_audience_id: row!.id },
      })
    ).body.data;
    expect(dates.length).toBeGreaterThan(0);
    const sum = billing.reduce((s, r) => s + r.percentage, 0);
    expect(Math.abs(sum - 100)).toBeLessThan(0.1);
    const sorted = billing.map((r) => r.assignment_status_date);
    expect([...sorted].sort().reverse()).toEqual(sorted);
    const one = (
      await am<{ data: { process_date: string }[] }>('admin@corp.demo', '/audiences/billing/list', {
        method: 'POST',
        body: { ads_audience_id: row!.id, process_date: dates[0]!.process_date },
      })
    ).body.data;
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((r) => r.process_date === dates[0]!.process_date)).toBe(true);
    // A resend adds a status entry: the next billing run bills it, once.
    await am('admin@corp.demo', '/audiences/resend', { method: 'POST', body: { custom_audience_id: row!.id } });
    const started = await am<{ message: string; data: { process_date: string; rows: number } }>(
      'admin@corp.demo',
      '/audiences/start-billing',
      { method: 'POST', body: { custom_audience_id: row!.id } },
    );
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('Se ha iniciado la facturación');
    expect(started.body.data.process_date).toBe(today);
    expect(started.body.data.rows).toBeGreaterThan(0);
    const again = await am<Err>('admin@corp.demo', '/audiences/start-billing', { method: 'POST', body: { custom_audience_id: row!.id } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('No hay estados nuevos para facturar.');
  });

  it('refused outside 032 and for salesforce or talonone', async () => {
    const retail = (await own('analyst@retail.demo', 'platform=gads'))[0]!;
    const before = await counts();
    expect(
      (await am<Err>('analyst@retail.demo', '/audiences/start-billing', { method: 'POST', body: { custom_audience_id: retail.id } }))
        .status,
    ).toBe(403);
    expect(
      (await am<Err>('analyst@retail.demo', '/audiences/billing/list', { method: 'POST', body: { ads_audience_id: retail.id } })).status,
    ).toBe(403);
    const sf = (await own('admin@corp.demo', 'platform=salesforce'))[0]!;
    const refused = await am<Err>('admin@corp.demo', '/audiences/start-billing', { method: 'POST', body: { custom_audience_id: sf.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('No tiene permisos para ver la facturación de esta audiencia.');
    expect(await counts()).toEqual(before);
  });
});
