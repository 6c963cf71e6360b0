import { describe, expect, it } from 'vitest';
import { hashUser, pushEvent, trackingEnabled } from './tracking.ts';

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

  it("switches on by itself when the page's tag manager has set up its data layer", async () => {
    const page: { dataLayer?: Record<string, unknown>[] } = {};
    expect(trackingEnabled(page)).toBe(false);
    await pushEvent('variable_save', 'ana@retail.demo', { variable_code: 'X' }, page);
    expect(page.dataLayer).toBeUndefined();
    page.dataLayer = [];
    expect(trackingEnabled(page)).toBe(true);
    await pushEvent('campaign_rules_save', 'ana@retail.demo', { campaign_code: 'C1' }, page);
    expect(page.dataLayer).toEqual([{ event: 'campaign_rules_save', user_id: await hashUser('ana@retail.demo'), campaign_code: 'C1' }]);
  });
});
