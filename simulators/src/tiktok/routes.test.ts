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
const md5 = (v: string) => createHash('md5').update(v).digest('hex');
const api = (path: string) => `${sims.url}/tiktok/open_api/v1.3${path}`;
const headers = { 'access-token': 'tok' };

async function upload(content: string, name = 'batch.csv', signature = md5(content)) {
  const form = new FormData();
  form.set('advertiser_id', '700');
  form.set('calculate_type', 'EMAIL_SHA256');
  form.set('file_signature', signature);
  form.set('file', new Blob([content]), name);
  const res = await fetch(api('/dmp/custom_audience/file/upload/'), { method: 'POST', headers, body: form });
  return (await res.json()) as { code: number; message: string; data: { file_path?: string } };
}
async function postJson(path: string, body: unknown) {
  const res = await fetch(api(path), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
}

describe('TikTok simulator routes', () => {
  it('uploads, creates with file_paths, updates, and reports cover_num', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => sha(`u${i}@x.com`));
    const file = await upload(`${rows.join('\n')}\nnot-a-hash\n`);
    expect(file.code).toBe(0);
    const created = await postJson('/dmp/custom_audience/create/', {
      advertiser_id: '700',
      custom_audience_name: 'INCA_tt',
      calculate_type: 'EMAIL_SHA256',
      file_paths: [file.data.file_path],
    });
    expect(created.code).toBe(0);
    const id = String(created.data.custom_audience_id);
    // The invalid line is not stored.
    expect(sims.state.get('tiktok').getAudience(id)?.members.size).toBe(500);
    const removal = await upload(rows.slice(0, 100).join('\n'), 'remove.csv');
    expect(
      (
        await postJson('/dmp/custom_audience/update/', {
          advertiser_id: '700',
          custom_audience_id: id,
          action: 'REMOVE',
          file_paths: [removal.data.file_path],
        })
      ).code,
    ).toBe(0);
    const got = (await (
      await fetch(`${api('/dmp/custom_audience/get/')}?advertiser_id=700&custom_audience_ids=${encodeURIComponent(JSON.stringify([id]))}`, {
        headers,
      })
    ).json()) as {
      code: number;
      data: { list: { audience_details: { cover_num: number; is_valid: boolean; name: string } }[] };
    };
    expect(got.code).toBe(0);
    const details = got.data.list[0]!.audience_details;
    expect(details).toMatchObject({ name: 'INCA_tt', is_valid: true });
    expect(details.cover_num).toBe(sims.state.get('tiktok').matchSizeOf(sims.state.get('tiktok').getAudience(id)!));
    expect(details.cover_num).toBeGreaterThan(150);
    expect(details.cover_num).toBeLessThan(330);
  });

  it('answers errors as HTTP 200 with a non-zero code', async () => {
    const mismatch = await upload('abc\n', 'x.csv', md5('other'));
    expect(mismatch.code).toBe(40002);
    expect(mismatch.message).toContain('file_signature');
    const res = await fetch(api('/advertiser/info/?advertiser_ids=["1"]'), { headers: { 'access-token': 'expired-x' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(40105);
    const missing = await postJson('/dmp/custom_audience/update/', {
      advertiser_id: '700',
      custom_audience_id: '999',
      action: 'APPEND',
      file_paths: ['x'],
    });
    expect(missing.code).toBe(40002);
    expect(missing.message).toContain('does not exist');
  });

  it('refuses, as TikTok does, what its SDK definitions do not allow', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => sha(`k${i}@x.com`));
    const file = await upload(rows.join('\n'));
    const created = await postJson('/dmp/custom_audience/create/', {
      advertiser_id: '700',
      custom_audience_name: 'INCA_bad',
      calculate_type: 'EMAIL_SHA256',
      file_paths: [file.data.file_path],
    });
    const id = String(created.data.custom_audience_id);
    const refused = async (body: Record<string, unknown>, expected: string) => {
      const answer = await postJson('/dmp/custom_audience/update/', {
        advertiser_id: '700',
        custom_audience_id: id,
        file_paths: [file.data.file_path],
        ...body,
      });
      expect(answer.code, JSON.stringify(body)).toBe(40002);
      expect(answer.message).toContain(expected);
    };
    // The removal action is REMOVE: DELETE is not one of the official values.
    await refused({ action: 'DELETE' }, 'action');
    await refused({ action: 'APPEND', audience_size: 3 }, 'unknown field "audience_size"');
    await refused({ action: 'APPEND', custom_audience_id: 'aud-1' }, 'custom_audience_id');
    await refused({ action: 'APPEND', advertiser_id: undefined }, "required property 'advertiser_id'");
    await refused({ action: 'APPEND', custom_audience_name: 'x'.repeat(129) }, 'custom_audience_name');
    // A file of another calculate type than the audience's is refused.
    const form = new FormData();
    form.set('advertiser_id', '700');
    form.set('calculate_type', 'PHONE_SHA256');
    form.set('file_signature', md5(rows.join('\n')));
    form.set('file', new Blob([rows.join('\n')]), 'phones.csv');
    const phones = (await (await fetch(api('/dmp/custom_audience/file/upload/'), { method: 'POST', headers, body: form })).json()) as {
      data: { file_path: string };
    };
    await refused({ action: 'APPEND', file_paths: [phones.data.file_path] }, 'PHONE_SHA256');
    // Upload: an unknown calculate type, a missing signature.
    const bad = new FormData();
    bad.set('advertiser_id', '700');
    bad.set('calculate_type', 'EMAIL');
    bad.set('file', new Blob(['a\n']), 'x.csv');
    const answer = (await (await fetch(api('/dmp/custom_audience/file/upload/'), { method: 'POST', headers, body: bad })).json()) as {
      code: number;
      message: string;
    };
    expect(answer.code).toBe(40002);
    expect(answer.message).toContain('calculate_type');
    expect(answer.message).toContain('file_signature');
    // Reading: more than 100 audience ids, or ids that are not numeric.
    const many = JSON.stringify(Array.from({ length: 101 }, (_, i) => String(i + 1)));
    for (const ids of [many, JSON.stringify(['aud-1'])]) {
      const got = (await (
        await fetch(`${api('/dmp/custom_audience/get/')}?advertiser_id=700&custom_audience_ids=${encodeURIComponent(ids)}`, { headers })
      ).json()) as { code: number };
      expect(got.code).toBe(40002);
    }
    // Nothing was applied by the refused requests.
    expect(sims.state.get('tiktok').getAudience(id)?.members.size).toBe(20);
  });

  it('removes with REMOVE, and replaces when no action is given', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => sha(`r${i}@x.com`));
    const all = await upload(rows.join('\n'), 'all.csv');
    const created = await postJson('/dmp/custom_audience/create/', {
      advertiser_id: '700',
      custom_audience_name: 'INCA_rm',
      calculate_type: 'EMAIL_SHA256',
      file_paths: [all.data.file_path],
    });
    const id = String(created.data.custom_audience_id);
    const some = await upload(rows.slice(0, 10).join('\n'), 'some.csv');
    expect(
      (
        await postJson('/dmp/custom_audience/update/', {
          advertiser_id: '700',
          custom_audience_id: id,
          action: 'REMOVE',
          file_paths: [some.data.file_path],
        })
      ).code,
    ).toBe(0);
    expect(sims.state.get('tiktok').getAudience(id)?.members.size).toBe(20);
    expect(
      (await postJson('/dmp/custom_audience/update/', { advertiser_id: '700', custom_audience_id: id, file_paths: [some.data.file_path] }))
        .code,
    ).toBe(0);
    expect(sims.state.get('tiktok').getAudience(id)?.members.size).toBe(10);
  });

  it('requires file_paths to create', async () => {
    const created = await postJson('/dmp/custom_audience/create/', {
      advertiser_id: '700',
      custom_audience_name: 'INCA_x',
      calculate_type: 'EMAIL_SHA256',
      file_paths: [],
    });
    expect(created.code).toBe(40002);
    expect(created.message).toContain('file_paths');
    expect(sims.state.get('tiktok').audiences.size).toBe(0);
  });
});
