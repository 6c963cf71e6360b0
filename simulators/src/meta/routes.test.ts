import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from '../server.ts';

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0, matchDelayMs: 0 });
});
afterAll(async () => {
  await sims.close();
});
beforeEach(() => sims.state.reset());

const sha = (v: string) => createHash('sha256').update(v).digest('hex');
const graph = (path: string) => `${sims.url}/meta/v25.0${path}`;

/** A Graph call the way the SDKs send it: form-encoded, with JSON-valued parameters as strings. */
async function form(method: string, path: string, params: Record<string, unknown>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) body.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const res = await fetch(graph(path), { method, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('Meta simulator routes', () => {
  it('creates an audience and takes form-encoded multi-key payloads', async () => {
    const created = await form('POST', '/act_42/customaudiences', {
      name: 'INCA_form',
      subtype: 'CUSTOM',
      customer_file_source: 'USER_PROVIDED_ONLY',
      access_token: 't',
    });
    expect(created.status).toBe(200);
    const id = String(created.body.id);
    const rows = [
      [sha('a@x.com'), sha('56911111111'), sha('ana')],
      [sha('b@x.com'), '', sha('beto')],
      ['not-a-hash', sha('56922222222'), sha('carla')],
    ];
    const added = await form('POST', `/${id}/users`, {
      payload: { schema: ['EMAIL', 'PHONE', 'FN'], data: rows },
      session: { session_id: 99, batch_seq: 1, last_batch_flag: true },
      access_token: 't',
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ audience_id: id, session_id: '99', num_received: 3, num_invalid_entries: 1 });
    expect(Object.values(added.body.invalid_entry_samples as Record<string, string>)).toEqual(['EMAIL is not a lowercase SHA-256 hash']);
    expect(sims.state.get('meta').getAudience(id)?.members.size).toBe(2);
  });

  it('answers the approximate count fields, -1 while processing', async () => {
    const sim = sims.state.get('meta');
    const audience = sim.createAudience('INCA_counts', { accountId: 'act_1' });
    sim.addMembers(
      audience,
      Array.from({ length: 100 }, (_, i) => sha(`${i}`)),
    );
    const fields = 'approximate_count_lower_bound,approximate_count_upper_bound';
    sim.matchDelayMs = 60_000;
    const pending = (await (await fetch(`${graph(`/${audience.id}`)}?fields=${fields}&access_token=t`)).json()) as Record<string, number>;
    expect(pending).toEqual({ id: audience.id, approximate_count_lower_bound: -1, approximate_count_upper_bound: -1 });
    sim.matchDelayMs = 0;
    const ready = (await (await fetch(`${graph(`/${audience.id}`)}?fields=${fields}&access_token=t`)).json()) as Record<string, number>;
    expect(ready.approximate_count_lower_bound).toBe(sim.matchSizeOf(audience));
    expect(ready.approximate_count_upper_bound).toBeGreaterThanOrEqual(ready.approximate_count_lower_bound!);
  });

  it('pages the audience list of an ad account', async () => {
    const sim = sims.state.get('meta');
    for (let i = 0; i < 5; i++) sim.createAudience(`INCA_${i}`, { accountId: 'act_7' });
    sim.createAudience('INCA_other', { accountId: 'act_8' });
    const first = (await (await fetch(`${graph('/act_7/customaudiences')}?fields=id,name&limit=3&access_token=t`)).json()) as {
      data: { name: string }[];
      paging: { cursors: { after: string }; next?: string };
    };
    expect(first.data.map((a) => a.name)).toEqual(['INCA_0', 'INCA_1', 'INCA_2']);
    expect(first.paging.next).toBeTruthy();
    const second = (await (
      await fetch(`${graph('/act_7/customaudiences')}?fields=id,name&limit=3&after=${first.paging.cursors.after}&access_token=t`)
    ).json()) as { data: { name: string }[]; paging: { next?: string } };
    expect(second.data.map((a) => a.name)).toEqual(['INCA_3', 'INCA_4']);
    expect(second.paging.next).toBeUndefined();
  });

  it('refuses more than 10,000 rows, bad schemas and missing tokens in Meta error shape', async () => {
    const audience = sims.state.get('meta').createAudience('INCA_limits', { accountId: 'act_1' });
    const tooMany = await form('POST', `/${audience.id}/users`, {
      payload: { schema: 'EMAIL_SHA256', data: Array.from({ length: 10_001 }, (_, i) => sha(`${i}`)) },
      access_token: 't',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: 100, type: 'OAuthException' });
    const badSchema = await form('POST', `/${audience.id}/users`, { payload: { schema: 'SHOE_SIZE', data: [['42']] }, access_token: 't' });
    expect((badSchema.body.error as { message: string }).message).toContain('Invalid schema');
    const noToken = await fetch(graph('/act_1'));
    expect(noToken.status).toBe(400);
    expect(((await noToken.json()) as { error: { fbtrace_id: string } }).error.fbtrace_id).toBeTruthy();
    expect(sims.state.get('meta').getAudience(audience.id)?.members.size).toBe(0);
  });

  describe("refuses what the Graph API refuses (the SDK's custom audience definition and the customer-file keys)", () => {
    const json = async (method: string, path: string, body: Record<string, unknown>) => {
      const res = await fetch(graph(path), {
        method,
        headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as { error?: { message: string; type: string; code: number; fbtrace_id: string } },
      };
    };
    const refused = (answer: Awaited<ReturnType<typeof json>>) => {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ type: 'OAuthException', code: 100, fbtrace_id: expect.any(String) });
      return answer.body.error!.message;
    };
    const audience = async () => {
      const created = await json('POST', '/act_42/customaudiences', {
        name: 'INCA_strict',
        subtype: 'CUSTOM',
        customer_file_source: 'USER_PROVIDED_ONLY',
      });
      expect(created.status).toBe(200);
      return String((created.body as { id?: string }).id);
    };
    const session = { session_id: 123, batch_seq: 1, last_batch_flag: true, estimated_num_total: 1 };

    it('an unknown create parameter, a subtype or file source outside the SDK enums, a customer file without its source', async () => {
      expect(
        refused(
          await json('POST', '/act_42/customaudiences', {
            name: 'x',
            subtype: 'CUSTOM',
            customer_file_source: 'USER_PROVIDED_ONLY',
            audience_type: 'EMAIL',
          }),
        ),
      ).toContain('Param audience_type');
      expect(
        refused(
          await json('POST', '/act_42/customaudiences', {
            name: 'x',
            subtype: 'CUSTOMER_FILE',
            customer_file_source: 'USER_PROVIDED_ONLY',
          }),
        ),
      ).toContain('Param subtype must be one of');
      expect(
        refused(await json('POST', '/act_42/customaudiences', { name: 'x', subtype: 'CUSTOM', customer_file_source: 'FIRST_PARTY' })),
      ).toContain('Param customer_file_source must be one of');
      expect(refused(await json('POST', '/act_42/customaudiences', { name: 'x', subtype: 'CUSTOM' }))).toContain(
        'customer_file_source is required',
      );
      expect(sims.state.get('meta').audiences.size).toBe(0);
    });

    it('an unknown schema key, a row not as long as the schema, unknown keys in the payload or the session', async () => {
      const id = await audience();
      expect(refused(await json('POST', `/${id}/users`, { payload: { schema: 'EMAIL_HASH', data: [sha('a@b.cl')] }, session }))).toBe(
        '(#100) Invalid schema: EMAIL_HASH',
      );
      expect(
        refused(
          await json('POST', `/${id}/users`, { payload: { schema: ['EMAIL_SHA256', 'PHONE_SHA256'], data: [[sha('a@b.cl')]] }, session }),
        ),
      ).toContain('must match the schema');
      expect(
        refused(await json('POST', `/${id}/users`, { payload: { schema: 'EMAIL_SHA256', data: [sha('a@b.cl')], members: 1 }, session })),
      ).toContain('Invalid key "members"');
      expect(
        refused(
          await json('POST', `/${id}/users`, {
            payload: { schema: 'EMAIL_SHA256', data: [sha('a@b.cl')] },
            session: { ...session, batch: 1 },
          }),
        ),
      ).toContain('Invalid key "batch"');
      expect(
        refused(
          await json('POST', `/${id}/users`, {
            payload: { schema: 'EMAIL_SHA256', data: [sha('a@b.cl')] },
            session: { ...session, last_batch_flag: 'yes' },
          }),
        ),
      ).toContain('last_batch_flag');
      expect(
        refused(await json('POST', `/${id}/users`, { payload: { schema: 'EMAIL_SHA256', data: [sha('a@b.cl')] }, schema: 'EMAIL' })),
      ).toContain('Param schema');
      expect(sims.state.get('meta').getAudience(id)!.members.size).toBe(0);
    });

    it('counts a phone hash sent raw, an unhashed e-mail and a malformed MADID as invalid entries, never as members', async () => {
      const id = await audience();
      const added = await json('POST', `/${id}/users`, {
        payload: {
          schema: ['EMAIL_SHA256', 'PHONE_SHA256', 'MADID'],
          data: [
            ['ana@b.cl', '', ''],
            ['', '+56912345678', ''],
            ['', '', 'NOT-A-MADID'],
            [sha('ok@b.cl'), '', ''],
          ],
        },
        session,
      });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ num_received: 4, num_invalid_entries: 3 });
      expect([...sims.state.get('meta').getAudience(id)!.members]).toEqual([`${sha('ok@b.cl')}\t\t`]);
    });
  });
});
