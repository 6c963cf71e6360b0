import { describe, expect, it } from 'vitest';
import { hashUser, pushEvent } from './tracking.ts';

describe('tracking', () => {
  it('pushes events with a hashed user id only when enabled', async () => {
    const target: { dataLayer?: Record<string, unknown>[] } = {};
    await pushEvent('segment_preview', 'Ana@Retail.demo', { segment_code: 'SEG1' }, target, false);
    expect(target.dataLayer).toBeUndefined();
    await pushEvent('segment_preview', 'Ana@Retail.demo', { segment_code: 'SEG1' }, target, true);
    expect(target.dataLayer).toEqual([{ event: 'segment_preview', user_id: await hashUser('ana@retail.demo'), segment_code: 'SEG1' }]);
    expect(JSON.stringify(target.dataLayer)).not.toContain('retail.demo');
    expect(await hashUser('a@b.c')).toMatch(/^[0-9a-f]{64}$/);
  });
});
