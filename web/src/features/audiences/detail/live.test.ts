import { describe, expect, it } from 'vitest';
import { JUST_ASKED_MS, publishingUnderWay } from './live.ts';

const now = Date.parse('2026-10-05T12:00:00Z');
const at = (msAgo: number) => new Date(now - msAgo).toISOString();
const audience = (code: string, runs: string[] = [], enabled = true, date = at(60_000)) => ({
  enabled,
  status: { code, date },
  runs: runs.map((status) => ({ status })),
});

describe('publishingUnderWay', () => {
  it('while the platform receives or processes the audience, or a run is going or waits for its match', () => {
    expect(publishingUnderWay(audience('P_ENV'), now)).toBe(true);
    expect(publishingUnderWay(audience('P_ACT'), now)).toBe(true);
    expect(publishingUnderWay(audience('P_PUB', ['RUNNING']), now)).toBe(true);
    expect(publishingUnderWay(audience('P_PUB', ['SENT', 'PUBLISHED']), now)).toBe(true);
  });

  it('a published or failed audience is still, and a disabled one never publishes', () => {
    expect(publishingUnderWay(audience('P_PUB', ['PUBLISHED']), now)).toBe(false);
    expect(publishingUnderWay(audience('E_ENV', ['FAILED']), now)).toBe(false);
    expect(publishingUnderWay(audience('P_ACT', [], false), now)).toBe(false);
  });

  it('P_NOD right after a resend is watched; an old P_NOD is not', () => {
    expect(publishingUnderWay(audience('P_NOD', ['PUBLISHED'], true, at(5_000)), now)).toBe(true);
    expect(publishingUnderWay(audience('P_NOD', ['NOTHING'], true, at(JUST_ASKED_MS + 1)), now)).toBe(false);
  });
});
