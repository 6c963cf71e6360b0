import { describe, expect, it } from 'vitest';
import { classifyAccountError } from '@inca/platforms';
import { HEALTH_FAULT_KINDS, healthFault } from './health.ts';
import { SIM_PLATFORMS } from './state.ts';

describe('account-health faults', () => {
  it("each platform's text for each kind reads as that kind under the §4 mapping", () => {
    for (const platform of SIM_PLATFORMS) {
      for (const kind of HEALTH_FAULT_KINDS) {
        const { status, message } = healthFault(platform, kind);
        expect(status, `${platform} ${kind}`).toBeGreaterThanOrEqual(400);
        expect(classifyAccountError(message), `${platform} ${kind}: ${message}`).toBe(kind);
      }
    }
  });
});
