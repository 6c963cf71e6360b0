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
  const res = await fetch(api(path), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
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
    expect((await postJson('/dmp/custom_audience/update/', { advertiser_id: '700', custom_audience_id: id, action: 'DELETE', file_paths: [removal.data.file_path] })).code).toBe(0);
    const got = (await (await fetch(`${api('/dmp/custom_audience/get/')}?advertiser_id=700&custom_audience_ids=${encodeURIComponent(JSON.stringify([id]))}`, { headers })).json()) as {
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
    const missing = await postJson('/dmp/custom_audience/update/', { advertiser_id: '700', custom_audience_id: 'nope', action: 'APPEND', file_paths: [] });
    expect(missing.code).toBe(40002);
  });

  it('requires file_paths to create', async () => {
    const created = await postJson('/dmp/custom_audience/create/', { advertiser_id: '700', custom_audience_name: 'INCA_x', calculate_type: 'EMAIL_SHA256', file_paths: [] });
    expect(created.code).toBe(40002);
    expect(sims.state.get('tiktok').audiences.size).toBe(0);
  });
});
