import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoToday } from '@inca/domain';
import type { ConnectorOptions, PlatformId } from '@inca/platforms';
import { connectorFor, PublishingRunner, runsOf } from '@inca/svc-audience-management/publishing';
import { login, rest } from '../src/client.ts';
import { startTestPublishing, type TestPublishing } from '../src/publishing.ts';

/**
 * The audience form's own platform settings (§2.4) reach the platform through the connector's options: a Google
 * MOBILE_ADVERTISING_ID audience creates a mobile-id list bound to its app and sends device ids as mobile ids, an
 * Adobe audience writes to the dataset, table and flag variable its form names, a Salesforce audience starts the
 * automation flow it was created with once its rows are written, and a Talon.One audience is created connected to the
 * application its form chose, naming the chosen campaign.
 */

const RUN = Date.now().toString(36).slice(-5);
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let token = '';
let publishing: TestPublishing | undefined;
const am = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token, ...init });

type Offered = { code: string; owner_company_code: string; segment_type_name: string };

async function segmentOf(segmentType: string): Promise<string> {
  const offered = (await am<{ data: Offered[] }>('/audiences/segments?company_code=022')).body.data;
  return offered.find((s) => s.owner_company_code === '022' && s.segment_type_name === segmentType)!.code;
}

const common = (segmentCode: string) => ({
  segment_code: segmentCode,
  company_code: '022',
  audience_description: 'Audiencia con ajustes de plataforma',
  audience_frequency_code: '1_DAY',
  audience_start_date: santiagoToday(),
  audience_end_date: plusDays(30),
});

async function createAudience(segmentType: string, fields: Record<string, unknown>): Promise<{ id: number; name: string }> {
  const created = await am<{ data: { list_audience_data: { id: number; custom_audience_name: string }[] } }>('/audiences/create', {
    method: 'POST',
    body: { payload: { ...common(await segmentOf(segmentType)), ...fields } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const row = created.body.data.list_audience_data[0]!;
  return { id: row.id, name: row.custom_audience_name };
}

/** A runner whose connectors are the real ones, keeping the options each was built with. */
function recordingRunner() {
  const options: unknown[] = [];
  const runner = new PublishingRunner({
    pool: publishing!.pool,
    warehouse: async () => publishing!.warehouse,
    simulatorsUrl: publishing!.sims.url,
    connectorFor: async (code, config, given) => {
      options.push(given);
      return connectorFor(code, config, given as ConnectorOptions[PlatformId]);
    },
  });
  return { runner, options };
}

beforeAll(async () => {
  token = (await login('analyst@retail.demo')).token;
  publishing = await startTestPublishing({ queueSchema: 'audience_publishing_settings_test', chunkSize: 1000 });
}, 120_000);

afterAll(async () => {
  await publishing?.stop();
});

describe("an audience's own platform settings reach the platform", () => {
  it('Google MOBILE_ADVERTISING_ID: a mobile-id list with the app id and store, filled with device ids, never e-mails', async () => {
    const { id, name } = await createAudience('SEGMENT_ADVERTISING', {
      audience_name: `moviles ${RUN}`,
      platform: ['gads'],
      ads_account_code: 'retail_ads',
      audience_type_google: 'MOBILE_ADVERTISING_ID',
      app_id_type: 'GOOGLE_PLAY',
      app_id: 'cl.retail.app',
    });
    const { runner, options } = recordingRunner();
    const outcome = await runner.run(id, 'test');
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ kind: 'sent' });
    expect(options[0]).toMatchObject({ audienceType: 'MOBILE_ADVERTISING_ID', appIdType: 'GOOGLE_PLAY', appId: 'cl.retail.app' });
    const google = publishing!.sims.state.get('google');
    const list = [...google.audiences.values()].find((a) => a.name === name)!;
    expect(list.extra.ingestedUserListInfo).toEqual({
      uploadKeyTypes: ['MOBILE_ID'],
      mobileIdInfo: { dataSourceType: 'DATA_SOURCE_TYPE_FIRST_PARTY', keySpace: 'ANDROID', appId: 'cl.retail.app' },
    });
    const [run] = await runsOf(publishing!.pool, id);
    expect(Number(run!.sent)).toBeGreaterThan(0);
    expect(list.members.size).toBe(Number(run!.sent));
    expect([...list.members].every((m) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(m))).toBe(true);
  });

  it('Adobe: the dataset, table and flag variable of the Adobe tab, not the account defaults', async () => {
    const { id } = await createAudience('SEGMENT_CONTACT', {
      audience_name: `adobe ${RUN}`,
      platform: ['adobe'],
      ads_account_code: 'retail_retargeting',
      dataset_adobe: `inca_ds_${RUN}`,
      table_adobe: 'compradores',
      nombre_var_adobe: '_retail.audiencias.activa',
    });
    const { runner, options } = recordingRunner();
    const outcome = await runner.run(id, 'test');
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ kind: 'sent' });
    expect(options[0]).toMatchObject({ dataset: `inca_ds_${RUN}`, table: 't_inca_rel_compradores', flagPath: '_retail.audiencias.activa' });
    const adobe = publishing!.sims.state.get('adobe');
    const dataset = [...adobe.audiences.values()].find((a) => a.name === `inca_ds_${RUN}`);
    expect(dataset, 'the dataset the form named').toBeDefined();
    expect(dataset!.extra.tags).toMatchObject({ inca_table: ['t_inca_rel_compradores'] });
    const [run] = await runsOf(publishing!.pool, id);
    expect(dataset!.members.size).toBe(Number(run!.sent));
  });

  it('Salesforce: the automation flow the audience was created with runs once the rows are written', async () => {
    const name = `flujo ${RUN}`;
    const flow = await am<{ data: { automation_id: number; name: string; external_id: string } }>(
      '/audiences/create-automation-salesforce',
      {
        method: 'POST',
        body: {
          ...common(await segmentOf('SEGMENT_CONTACT')),
          audience_name: name,
          platform: ['salesforce'],
          ads_account_code: 'retail_loyalty',
        },
      },
    );
    expect(flow.status, JSON.stringify(flow.body)).toBe(200);
    const { id } = await createAudience('SEGMENT_CONTACT', {
      audience_name: name,
      platform: ['salesforce'],
      ads_account_code: 'retail_loyalty',
      salesforce_automation: flow.body.data.automation_id,
    });
    const { runner, options } = recordingRunner();
    const outcome = await runner.run(id, 'test');
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ kind: 'sent' });
    expect(options[0]).toEqual({ automationName: `INCA_${name}`, automationId: flow.body.data.external_id });
    // This run's Marketing Cloud is the test's own simulator: the flow is found (or made) by its name there and run
    // after the rows went in.
    const requests = publishing!.sims.state.get('salesforce').requests.map((r) => `${r.method} ${r.path}`);
    const rows = requests.findLastIndex((r) => r.startsWith('PUT /salesforce/data/v1/async/dataextensions/'));
    const started = requests.findIndex((r) =>
      /^POST \/salesforce\/automation\/v1\/automations\/[0-9a-f-]{36}\/actions\/runallonce$/.test(r),
    );
    expect(rows).toBeGreaterThanOrEqual(0);
    expect(started).toBeGreaterThan(rows);
    const lookup = publishing!.sims.state
      .get('salesforce')
      .requests.find((r) => r.method === 'GET' && r.path === '/salesforce/automation/v1/automations');
    expect(lookup?.query.$filter, 'the flow looked up by the audience name').toBe(`name eq 'INCA_${name}'`);
  });

  it('Talon.One: the audience is connected to the application of its form and names its campaign', async () => {
    const created = async (name: string, fields: Record<string, unknown>) => {
      const { id } = await createAudience('SEGMENT_CONTACT', {
        audience_name: `${name} ${RUN}`,
        platform: ['talonone'],
        ads_account_code: 'retail_loyalty',
        ...fields,
      });
      const { runner, options } = recordingRunner();
      const outcome = await runner.run(id, 'test');
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ kind: 'sent' });
      const request = publishing!.sims.state
        .get('talonone')
        .requests.filter((r) => r.method === 'POST' && r.path === '/talonone/v2/audiences')
        .at(-1)!;
      return { options: options[0], body: request.body.kind === 'json' ? request.body.value : undefined };
    };
    const chosen = await created('talon app', { talonone_application_id: '1201', talonone_campaign_id: '50101' });
    expect(chosen.options).toEqual({ applicationId: '1201', campaignId: '50101' });
    expect(chosen.body).toEqual({
      name: `INCA_talon app ${RUN}`,
      description: `Audiencia INCA INCA_talon app ${RUN} para la campaña Cupón bienvenida 10%`,
      subscribedApplicationsIds: [1201],
    });
    const plain = await created('talon sin app', {});
    expect(plain.options).toEqual({ applicationId: undefined, campaignId: undefined });
    expect(plain.body).toEqual({ name: `INCA_talon sin app ${RUN}`, description: `Audiencia INCA INCA_talon sin app ${RUN}` });
  });
});
