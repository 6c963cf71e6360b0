import { describe, expect, inject, it } from 'vitest';

const PLATFORMS = ['google', 'meta', 'tiktok', 'criteo', 'salesforce', 'talonone', 'adobe'];

describe('the platform simulators run beside the platform', () => {
  it('every platform has its control listing, empty on a fresh start or holding what was sent', async () => {
    const base = inject('simulatorsUrl');
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const platform of PLATFORMS) {
      const response = await fetch(`${base}/__sim/${platform}/audiences`);
      expect(response.status, platform).toBe(200);
      const audiences = (await response.json()) as { id: string; name: string; memberCount: number }[];
      expect(Array.isArray(audiences), platform).toBe(true);
    }
  });

  it('injected faults answer in the platform shape and can be cleared', async () => {
    const base = inject('simulatorsUrl');
    const set = await fetch(`${base}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'meta', status: 429, count: 1, retryAfterSeconds: 2 }),
    });
    expect(set.ok).toBe(true);
    const faulted = await fetch(`${base}/meta/v25.0/act_1/customaudiences`, { headers: { authorization: 'Bearer demo' } });
    expect(faulted.status).toBe(429);
    expect(faulted.headers.get('retry-after')).toBe('2');
    expect(((await faulted.json()) as { error?: { message: string } }).error?.message).toBeTruthy();
    expect((await fetch(`${base}/__sim/faults`, { method: 'DELETE' })).ok).toBe(true);
  });
});
