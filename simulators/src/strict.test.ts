/**
 * Every simulator refuses the known-bad request set of its platform, each request the way that platform refuses it
 * (its status and error body), and applies none of them: a field the platform's definition does not have, a value
 * outside an enum, a required field left out, an identifier in a format the platform does not take, and more items
 * than one request may carry. The definitions are the vendored official ones (@inca/platforms/definitions) and, for
 * Google and Meta, their official Node packages.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from './server.ts';
import type { SimPlatform } from './state.ts';

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0, matchDelayMs: 0 });
});
afterAll(async () => {
  await sims.close();
});
beforeEach(() => sims.state.reset());

const sha = (v: string) => createHash('sha256').update(v).digest('hex');
const md5 = (v: string) => createHash('md5').update(v).digest('hex');

type Answer = { status: number; body: any };
type BadKind =
  | 'an unknown field'
  | 'a value outside an enum'
  | 'a required field left out'
  | 'an identifier in a bad format'
  | 'more items than one request takes';
const KINDS: BadKind[] = [
  'an unknown field',
  'a value outside an enum',
  'a required field left out',
  'an identifier in a bad format',
  'more items than one request takes',
];

async function send(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; json?: unknown; body?: RequestInit['body'] } = {},
): Promise<Answer> {
  const headers = { ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers };
  const res = await fetch(`${sims.url}${path}`, { method, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/**
 * One platform's known-bad set: `setup` makes what the requests need (a token, an audience) and answers the id of the
 * audience that must stay empty; `bad` builds each known-bad request; `refusedAs` checks the platform's error shape
 * and answers its message.
 */
type KnownBad = {
  setup(): Promise<{ audienceId: string; context: Record<string, string> }>;
  bad: Record<BadKind, (context: Record<string, string>) => Promise<Answer>>;
  /** A part of the message each refusal names (the field at fault). */
  names: Record<BadKind, string>;
  refusedAs(answer: Answer): string;
};

const google = (path: string, json: unknown) => send('POST', `/google${path}`, { headers: { authorization: 'Bearer sim-token' }, json });
const googleIngest = (id: string, members: unknown[], extra: Record<string, unknown> = {}) =>
  google('/v1/audienceMembers:ingest', {
    destinations: [{ operatingAccount: { accountType: 'GOOGLE_ADS', accountId: '111' }, productDestinationId: id }],
    audienceMembers: members,
    encoding: 'HEX',
    termsOfService: { customerMatchTermsOfServiceStatus: 'ACCEPTED' },
    ...extra,
  });
const googleMember = (email: string) => ({ userData: { userIdentifiers: [{ emailAddress: sha(email) }] } });

const meta = (method: string, path: string, json: unknown) =>
  send(method, `/meta/v25.0${path}`, { headers: { authorization: 'Bearer t' }, json });
const metaSession = { session_id: 123, batch_seq: 1, last_batch_flag: true, estimated_num_total: 1 };

const tiktokHeaders = { 'access-token': 'tok' };
async function tiktokUpload(calculateType: string, rows: string[]): Promise<string> {
  const content = rows.join('\n');
  const form = new FormData();
  form.set('advertiser_id', '700');
  form.set('calculate_type', calculateType);
  form.set('file_signature', md5(content));
  form.set('file', new Blob([content]), `${calculateType}.csv`);
  const answer = await send('POST', '/tiktok/open_api/v1.3/dmp/custom_audience/file/upload/', { headers: tiktokHeaders, body: form });
  expect(answer.body.code).toBe(0);
  return answer.body.data.file_path as string;
}
const tiktokUpdate = (context: Record<string, string>, extra: Record<string, unknown>) =>
  send('POST', '/tiktok/open_api/v1.3/dmp/custom_audience/update/', {
    headers: tiktokHeaders,
    json: { advertiser_id: '700', custom_audience_id: context.audienceId, action: 'APPEND', file_paths: [context.emails], ...extra },
  });

const criteo = (method: string, path: string, json?: unknown) =>
  send(method, `/criteo/2026-07/marketing-solutions${path}`, { headers: { authorization: 'Bearer sim-token' }, json });
const criteoAmend = (segment: string, attributes: Record<string, unknown>) =>
  criteo('PATCH', `/audience-segments/${segment}/contact-list`, {
    data: {
      type: 'ContactlistAmendment',
      attributes: { operation: 'add', identifierType: 'email', identifiers: [sha('a@b.cl')], ...attributes },
    },
  });

const talon = (path: string, json: unknown) => send('POST', `/talonone${path}`, { headers: { authorization: 'ApiKey-v1 key-1' }, json });
const talonItem = (audienceId: string, extra: Record<string, unknown> = {}) => ({
  action: 'add',
  profileIntegrationId: 'C1',
  audienceId: Number(audienceId),
  ...extra,
});

const adobe = (method: string, path: string, context: Record<string, string>, json?: unknown) =>
  send(method, `/adobe${path}`, {
    headers: { authorization: `Bearer ${context.token}`, 'x-api-key': 'client', 'x-gw-ims-org-id': 'ORG@AdobeOrg' },
    json,
  });
const ADOBE_SCHEMA = { id: 'https://ns.adobe.com/inca/schemas/audiencia', contentType: 'application/vnd.adobe.xed-full+json;version=1' };

const sfmc = (method: string, path: string, context: Record<string, string>, json?: unknown) =>
  send(method, `/salesforce${path}`, { headers: { authorization: `Bearer ${context.token}` }, json });
const SFMC_FIELDS = [
  { name: 'SubscriberKey', type: 'Text', length: 254, isPrimaryKey: true, isNullable: false },
  { name: 'InAudience', type: 'Boolean', isPrimaryKey: false, isNullable: false, defaultValue: 'True' },
];

const KNOWN_BAD: Record<SimPlatform, KnownBad> = {
  google: {
    async setup() {
      const created = await google('/v1/accountTypes/GOOGLE_ADS/accounts/111/userLists', {
        displayName: 'INCA_malos',
        ingestedUserListInfo: { uploadKeyTypes: ['CONTACT_ID'] },
      });
      expect(created.status).toBe(200);
      return { audienceId: String(created.body.id), context: {} };
    },
    bad: {
      'an unknown field': (c) => googleIngest(c.audienceId!, [googleMember('a@b.cl')], { audienceId: c.audienceId }),
      'a value outside an enum': (c) => googleIngest(c.audienceId!, [googleMember('a@b.cl')], { encoding: 'SHA256' }),
      'a required field left out': () => google('/v1/audienceMembers:remove', { encoding: 'HEX' }),
      // A phone number, not hashed, where a hashed e-mail goes.
      'an identifier in a bad format': (c) =>
        googleIngest(c.audienceId!, [{ userData: { userIdentifiers: [{ emailAddress: '+56912345678' }] } }]),
      'more items than one request takes': (c) =>
        googleIngest(
          c.audienceId!,
          Array.from({ length: 10_001 }, (_, i) => googleMember(`u${i}@x.cl`)),
        ),
    },
    names: {
      'an unknown field': 'audienceId',
      'a value outside an enum': 'encoding',
      'a required field left out': 'destinations',
      'an identifier in a bad format': 'email_address',
      'more items than one request takes': '10000',
    },
    refusedAs: ({ status, body }) => {
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
      const violations = (body.error.details?.[0]?.fieldViolations ?? []) as { field: string; description: string }[];
      return [body.error.message, ...violations.map((v) => `${v.field}: ${v.description}`)].join(' ');
    },
  },

  meta: {
    async setup() {
      const created = await meta('POST', '/act_42/customaudiences', {
        name: 'INCA_malos',
        subtype: 'CUSTOM',
        customer_file_source: 'USER_PROVIDED_ONLY',
      });
      expect(created.status).toBe(200);
      return { audienceId: String(created.body.id), context: {} };
    },
    bad: {
      'an unknown field': () =>
        meta('POST', '/act_42/customaudiences', {
          name: 'x',
          subtype: 'CUSTOM',
          customer_file_source: 'USER_PROVIDED_ONLY',
          audience_type: 'EMAIL',
        }),
      'a value outside an enum': () =>
        meta('POST', '/act_42/customaudiences', { name: 'x', subtype: 'CUSTOMER_FILE', customer_file_source: 'USER_PROVIDED_ONLY' }),
      'a required field left out': () => meta('POST', '/act_42/customaudiences', { name: 'x', subtype: 'CUSTOM' }),
      // A customer row that does not have the schema's identifiers (an e-mail alone under e-mail + phone).
      'an identifier in a bad format': (c) =>
        meta('POST', `/${c.audienceId}/users`, {
          payload: { schema: ['EMAIL_SHA256', 'PHONE_SHA256'], data: [[sha('a@b.cl')]] },
          session: metaSession,
        }),
      'more items than one request takes': (c) =>
        meta('POST', `/${c.audienceId}/users`, {
          payload: { schema: 'EMAIL_SHA256', data: Array.from({ length: 10_001 }, (_, i) => sha(`u${i}@x.cl`)) },
          session: metaSession,
        }),
    },
    names: {
      'an unknown field': 'audience_type',
      'a value outside an enum': 'subtype',
      'a required field left out': 'customer_file_source',
      'an identifier in a bad format': 'schema',
      'more items than one request takes': '10000',
    },
    refusedAs: ({ status, body }) => {
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ type: 'OAuthException', code: 100, fbtrace_id: expect.any(String) });
      return body.error.message as string;
    },
  },

  tiktok: {
    async setup() {
      const emails = await tiktokUpload('EMAIL_SHA256', [sha('a@b.cl')]);
      const phones = await tiktokUpload('PHONE_SHA256', [sha('56912345678')]);
      const empty = await tiktokUpload('EMAIL_SHA256', []);
      const created = await send('POST', '/tiktok/open_api/v1.3/dmp/custom_audience/create/', {
        headers: tiktokHeaders,
        json: { advertiser_id: '700', custom_audience_name: 'INCA_malos', calculate_type: 'EMAIL_SHA256', file_paths: [empty] },
      });
      expect(created.body.code).toBe(0);
      const audienceId = String(created.body.data.custom_audience_id);
      return { audienceId, context: { emails, phones } };
    },
    bad: {
      'an unknown field': (c) => tiktokUpdate(c, { audience_size: 3 }),
      // DELETE is not one of the official actions (REPLACE, APPEND, REMOVE).
      'a value outside an enum': (c) => tiktokUpdate(c, { action: 'DELETE' }),
      'a required field left out': (c) => tiktokUpdate(c, { advertiser_id: undefined }),
      'an identifier in a bad format': (c) => tiktokUpdate(c, { custom_audience_id: 'aud-1' }),
      'more items than one request takes': () =>
        send(
          'GET',
          `/tiktok/open_api/v1.3/dmp/custom_audience/get/?advertiser_id=700&custom_audience_ids=${encodeURIComponent(JSON.stringify(Array.from({ length: 101 }, (_, i) => String(i + 1))))}`,
          {
            headers: tiktokHeaders,
          },
        ),
    },
    names: {
      'an unknown field': 'audience_size',
      'a value outside an enum': 'action',
      'a required field left out': 'advertiser_id',
      'an identifier in a bad format': 'custom_audience_id',
      'more items than one request takes': 'custom_audience_ids',
    },
    refusedAs: ({ status, body }) => {
      // TikTok answers a bad request with HTTP 200 and code 40002.
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 40002, request_id: expect.any(String) });
      return body.message as string;
    },
  },

  criteo: {
    async setup() {
      const created = await criteo('POST', '/audience-segments/create', {
        data: [{ type: 'AudienceSegment', attributes: { name: 'INCA_malos', description: 'x', advertiserId: '1000', contactList: {} } }],
      });
      expect(created.status).toBe(200);
      return { audienceId: String(created.body.data[0].id), context: {} };
    },
    bad: {
      'an unknown field': (c) => criteoAmend(c.audienceId!, { hashed: true }),
      'a value outside an enum': (c) => criteoAmend(c.audienceId!, { identifierType: 'phone' }),
      'a required field left out': (c) => criteoAmend(c.audienceId!, { operation: undefined }),
      'an identifier in a bad format': () => criteoAmend('segment-1', {}),
      'more items than one request takes': (c) =>
        criteoAmend(c.audienceId!, { identifiers: Array.from({ length: 50_001 }, (_, i) => `u${i}@x.cl`) }),
    },
    names: {
      'an unknown field': 'hashed',
      'a value outside an enum': 'identifierType',
      'a required field left out': 'operation',
      'an identifier in a bad format': 'audience-segment-id',
      'more items than one request takes': 'identifiers',
    },
    refusedAs: ({ status, body }) => {
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ type: 'validation', code: 'invalid-request', traceIdentifier: expect.any(String) });
      return (body.errors as { detail: string; instance: string }[]).map((e) => `${e.instance} ${e.detail}`).join(' ');
    },
  },

  talonone: {
    async setup() {
      const created = await talon('/v2/audiences', { name: 'INCA_malos' });
      expect(created.status).toBe(201);
      return { audienceId: String(created.body.id), context: {} };
    },
    bad: {
      'an unknown field': (c) => talon('/v2/customer_audiences', { data: [talonItem(c.audienceId!, { email: 'ana@example.cl' })] }),
      'a value outside an enum': (c) => talon('/v2/customer_audiences', { data: [talonItem(c.audienceId!, { action: 'remove' })] }),
      'a required field left out': () => talon('/v2/customer_audiences', {}),
      // An audience id is an integer, never a name.
      'an identifier in a bad format': (c) =>
        talon('/v2/customer_audiences', { data: [{ ...talonItem(c.audienceId!), audienceId: 'INCA_malos' }] }),
      'more items than one request takes': (c) =>
        talon('/v2/customer_audiences', {
          data: Array.from({ length: 1001 }, (_, i) => talonItem(c.audienceId!, { profileIntegrationId: `C${i}` })),
        }),
    },
    names: {
      'an unknown field': 'email',
      'a value outside an enum': 'action',
      'a required field left out': 'data',
      'an identifier in a bad format': 'audienceId',
      'more items than one request takes': '1000',
    },
    refusedAs: ({ status, body }) => {
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: expect.any(String), StatusCode: 400 });
      return (body.errors as { details: string; source?: { pointer?: string } }[])
        .map((e) => `${e.source?.pointer ?? ''} ${e.details}`)
        .join(' ');
    },
  },

  adobe: {
    async setup() {
      const token = await send('POST', '/adobe/ims/token/v3', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: 'client',
          client_secret: 'secret',
          scope: 'openid,AdobeID',
        }),
      });
      const context = { token: String(token.body.access_token) };
      const created = await adobe('POST', '/data/foundation/catalog/dataSets', context, { name: 'INCA_malos', schemaRef: ADOBE_SCHEMA });
      expect(created.status).toBe(201);
      return { audienceId: String(created.body[0]).split('/').pop()!, context };
    },
    bad: {
      'an unknown field': (c) =>
        adobe('POST', '/data/foundation/catalog/dataSets', c, { name: 'INCA_X', schemaRef: ADOBE_SCHEMA, owner: 'inca' }),
      'a value outside an enum': (c) =>
        adobe('POST', '/data/foundation/import/batches', c, { datasetId: c.audienceId, inputFormat: { format: 'XML' } }),
      'a required field left out': (c) => adobe('POST', '/data/foundation/catalog/dataSets', c, { name: 'INCA_SIN_ESQUEMA' }),
      // A dataset is named by its Catalog id, never by its name.
      'an identifier in a bad format': (c) =>
        adobe('POST', '/data/foundation/import/batches', c, { datasetId: 'INCA_malos', inputFormat: { format: 'JSON' } }),
      'more items than one request takes': (c) => adobe('GET', `/data/foundation/catalog/batches?dataSet=${c.audienceId}&limit=101`, c),
    },
    names: {
      'an unknown field': 'owner',
      'a value outside an enum': '/inputFormat/format',
      'a required field left out': 'schemaRef',
      'an identifier in a bad format': '/datasetId',
      'more items than one request takes': 'limit',
    },
    refusedAs: ({ status, body }) => {
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 400, type: expect.stringContaining('ns.adobe.com'), report: { message: expect.any(String) } });
      return body.report.message as string;
    },
  },

  salesforce: {
    async setup() {
      const token = await send('POST', '/salesforce/v2/token', {
        json: { grant_type: 'client_credentials', client_id: 'c', client_secret: 's' },
      });
      const context = { token: String(token.body.access_token) };
      const created = await sfmc('POST', '/data/v1/customobjects', context, { name: 'INCA_malos', key: 'INCA_malos', fields: SFMC_FIELDS });
      expect(created.status).toBe(201);
      return { audienceId: String(created.body.id), context };
    },
    bad: {
      'an unknown field': (c) =>
        sfmc('PUT', '/data/v1/async/dataextensions/key:INCA_malos/rows', c, { items: [{ SubscriberKey: 'C1' }], upsert: true }),
      'a value outside an enum': (c) =>
        sfmc('POST', '/data/v1/customobjects', c, { name: 'INCA_T', fields: [{ name: 'X', type: 'Bool' }] }),
      'a required field left out': (c) => sfmc('POST', '/data/v1/customobjects', c, { name: 'INCA_T', key: 'INCA_T' }),
      // A data extension is named by key:<external key> or its id, never by its bare name.
      'an identifier in a bad format': (c) =>
        sfmc('PUT', '/data/v1/async/dataextensions/INCA_malos/rows', c, { items: [{ SubscriberKey: 'C1' }] }),
      'more items than one request takes': (c) => sfmc('GET', '/data/v1/customobjectdata/key/INCA_malos/rowset?$pageSize=5000', c),
    },
    names: {
      'an unknown field': 'upsert',
      'a value outside an enum': 'type',
      'a required field left out': 'fields',
      'an identifier in a bad format': 'ref',
      'more items than one request takes': '$pageSize',
    },
    refusedAs: ({ status, body }) => {
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: expect.any(String), errorcode: expect.any(Number) });
      expect(body.errorcode).toBeGreaterThan(0);
      return body.message as string;
    },
  },
};

describe.each(Object.keys(KNOWN_BAD) as SimPlatform[])('the %s simulator and its known-bad requests', (platform) => {
  it.each(KINDS)('refuses a request with %s, in the platform’s error shape, applying nothing', async (kind) => {
    const known = KNOWN_BAD[platform];
    const { audienceId, context } = await known.setup();
    const audiences = sims.state.get(platform).audiences.size;
    const message = known.refusedAs(await known.bad[kind]({ ...context, audienceId }));
    expect(message).toContain(known.names[kind]);
    expect(sims.state.get(platform).getAudience(audienceId)!.members.size).toBe(0);
    expect(sims.state.get(platform).audiences.size).toBe(audiences);
  });
});
