import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from '../server.ts';
import { isCriteoEmailIdentifier } from './routes.ts';

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0, matchDelayMs: 0 });
});
afterAll(async () => {
  await sims.close();
});
beforeEach(() => sims.state.reset());

const auth = { 'content-type': 'application/json', authorization: 'Bearer sim-token' };

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${sims.url}/criteo${path}`, {
    method,
    headers: auth,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const create = (name: string, advertiserId = '1000') =>
  call('POST', '/2026-07/marketing-solutions/audience-segments/create', {
    data: [{ type: 'AudienceSegment', attributes: { name, description: name, advertiserId, contactList: {} } }],
  });

describe('Criteo simulator', () => {
  it('issues 900-second tokens for client credentials and refuses a bad secret', async () => {
    const token = (secret: string) =>
      fetch(`${sims.url}/criteo/oauth2/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'c', client_secret: secret }),
      });
    const ok = await token('good');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect((await token('invalid-x')).status).toBe(401);
  });

  it('creates segments with partial approval: a duplicate name is an error item in a 200 answer', async () => {
    const first = await create('INCA_a');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([{ id: expect.stringMatching(/^\d+$/), type: 'AudienceSegment' }]);
    const dup = await create('INCA_a');
    expect(dup.status).toBe(200);
    expect(dup.body.data).toEqual([]);
    expect(dup.body.errors[0]).toMatchObject({ code: 'name-must-be-unique', instance: '@data/0' });
  });

  it('searches segments by advertiser with limit and offset', async () => {
    for (const name of ['INCA_1', 'INCA_2', 'INCA_3']) await create(name);
    await create('INCA_other', '2000');
    const page = await call('POST', '/2026-07/marketing-solutions/audience-segments/search?limit=2&offset=0', {
      data: { attributes: { advertiserIds: ['1000'], audienceSegmentTypes: ['ContactList'] } },
    });
    expect(page.body.meta).toEqual({ totalItems: 3, limit: 2, offset: 0 });
    expect(page.body.data.map((s: { attributes: { name: string } }) => s.attributes.name)).toEqual(['INCA_1', 'INCA_2']);
    expect(page.body.data[0].attributes).toMatchObject({ type: 'ContactList', advertiserId: '1000' });
  });

  it('counts valid and invalid identifiers of a contact-list amendment', async () => {
    const id = (await create('INCA_amend')).body.data[0].id as string;
    const res = await call('PATCH', `/2026-07/marketing-solutions/audience-segments/${id}/contact-list`, {
      data: {
        type: 'ContactlistAmendment',
        attributes: { operation: 'add', identifierType: 'email', identifiers: ['a@b.cl', 'nope', 'c@d.cl'] },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes).toMatchObject({
      contactListId: Number(id),
      operation: 'add',
      identifierType: 'email',
      nbValidIdentifiers: 2,
      nbInvalidIdentifiers: 1,
      sampleInvalidIdentifiers: ['nope'],
    });
    const badOp = await call('PATCH', `/2026-07/marketing-solutions/audience-segments/${id}/contact-list`, {
      data: { type: 'ContactlistAmendment', attributes: { operation: 'replace', identifierType: 'email', identifiers: ['a@b.cl'] } },
    });
    expect(badOp.status).toBe(400);
  });

  it('reports a size per segment, or an error while it is not computed', async () => {
    const id = (await create('INCA_size')).body.data[0].id as string;
    sims.state.matchDelayMs = 60_000;
    await call('PATCH', `/2026-07/marketing-solutions/audience-segments/${id}/contact-list`, {
      data: { type: 'ContactlistAmendment', attributes: { operation: 'add', identifierType: 'email', identifiers: ['a@b.cl'] } },
    });
    const pending = await call('POST', '/2026-07/marketing-solutions/audience-segments/compute-sizes', {
      data: [{ type: 'AudienceSegment', id }],
    });
    expect(pending.body.data).toEqual([]);
    expect(pending.body.errors[0].code).toBe('size-not-computed');
    sims.state.matchDelayMs = 0;
    const ready = await call('POST', '/2026-07/marketing-solutions/audience-segments/compute-sizes', {
      data: [{ type: 'AudienceSegment', id }],
    });
    expect(ready.body.data).toEqual([{ type: 'AudienceSegmentSize', id, attributes: { size: expect.any(Number) } }]);
  });

  it('refuses, in its error shape, what the Marketing Solutions OpenAPI does not allow', async () => {
    const id = (await create('INCA_strict')).body.data[0].id as string;
    const amend = (attributes: Record<string, unknown>, segment = id, extra: Record<string, unknown> = {}) =>
      call('PATCH', `/2026-07/marketing-solutions/audience-segments/${segment}/contact-list`, {
        data: {
          type: 'ContactlistAmendment',
          attributes: { operation: 'add', identifierType: 'email', identifiers: ['a@b.cl'], ...attributes },
          ...extra,
        },
      });
    const cases: [Promise<{ status: number; body: any }>, string][] = [
      [amend({ hashed: true }), 'unknown field "hashed"'],
      [amend({ identifierType: 'phone' }), 'identifierType'],
      [amend({ operation: undefined }), "required property 'operation'"],
      [amend({ identifiers: Array.from({ length: 50_001 }, (_, i) => `u${i}@x.cl`) }), 'identifiers'],
      [amend({}, 'segment-1'), 'audience-segment-id must be an integer'],
      [
        call('POST', '/2026-07/marketing-solutions/audience-segments/create', {
          data: [{ type: 'AudienceSegment', attributes: { name: 'INCA_y', contactList: {} } }],
        }),
        "required property 'advertiserId'",
      ],
      [
        call('POST', '/2026-07/marketing-solutions/audience-segments/search?limit=2&page=1', {
          data: { attributes: { advertiserIds: ['1000'] } },
        }),
        'page is not a query parameter',
      ],
    ];
    for (const [answer, expected] of cases) {
      const { status, body } = await answer;
      expect(status, expected).toBe(400);
      expect(body.errors[0]).toMatchObject({ type: 'validation', code: 'invalid-request' });
      expect(body.errors.map((e: { detail: string }) => e.detail).join(' ')).toContain(expected);
    }
    expect(sims.state.get('criteo').getAudience(id)?.members.size).toBe(0);
    expect(sims.state.get('criteo').audiences.size).toBe(1);
  });

  it('takes phone numbers and mobile ids, and counts a wrong one for its type invalid', async () => {
    const id = (await create('INCA_kinds')).body.data[0].id as string;
    const phones = await call('PATCH', `/2026-07/marketing-solutions/audience-segments/${id}/contact-list`, {
      data: {
        type: 'ContactlistAmendment',
        attributes: { operation: 'add', identifierType: 'phoneNumber', identifiers: ['+56912345678', 'ana@b.cl'] },
      },
    });
    expect(phones.body.data.attributes).toMatchObject({
      identifierType: 'phoneNumber',
      nbValidIdentifiers: 1,
      sampleInvalidIdentifiers: ['ana@b.cl'],
    });
    const devices = await call('PATCH', `/2026-07/marketing-solutions/audience-segments/${id}/contact-list`, {
      data: {
        type: 'ContactlistAmendment',
        attributes: { operation: 'add', identifierType: 'madid', identifiers: ['6D92078A-8246-4BA4-AE5B-76104861E7DC', '+56912345678'] },
      },
    });
    expect(devices.body.data.attributes).toMatchObject({
      identifierType: 'madid',
      nbValidIdentifiers: 1,
      sampleInvalidIdentifiers: ['+56912345678'],
    });
  });

  it('refuses API versions that are no longer supported', async () => {
    const old = await call('GET', '/2024-04/advertisers/me');
    expect(old.status).toBe(404);
    expect(old.body.errors[0].title).toContain('version');
  });

  it('recognises plain, MD5 and SHA-256 e-mail identifiers', () => {
    expect(isCriteoEmailIdentifier('ana@gmail.com')).toBe(true);
    expect(isCriteoEmailIdentifier('0cc175b9c0f1b6a831c399e269772661')).toBe(true);
    expect(isCriteoEmailIdentifier('a'.repeat(64))).toBe(true);
    expect(isCriteoEmailIdentifier('ana@gmail')).toBe(false);
    expect(isCriteoEmailIdentifier('g'.repeat(64))).toBe(false);
    expect(isCriteoEmailIdentifier(42)).toBe(false);
  });
});
