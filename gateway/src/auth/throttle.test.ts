import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './throttle.ts';

describe('LoginThrottle', () => {
  it('lets the first four failures through, then doubles the wait from the fifth up to five minutes', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      throttle.fail('ana@corp.demo');
      waits.push(throttle.waitFor('ana@corp.demo'));
      now += throttle.waitFor('ana@corp.demo');
    }
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(4, 8)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(Math.max(...waits)).toBe(300_000);
  });

  it('forgets failures after a quiet quarter of an hour, and a success clears them', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < 8; i++) throttle.fail('k');
    expect(throttle.waitFor('k')).toBeGreaterThan(0);
    now += 16 * 60_000;
    expect(throttle.waitFor('k')).toBe(0);
    for (let i = 0; i < 8; i++) throttle.fail('k');
    throttle.succeed('k');
    expect(throttle.waitFor('k')).toBe(0);
  });

  it('keys are independent', () => {
    const throttle = new LoginThrottle(() => 0);
    for (let i = 0; i < 9; i++) throttle.fail('a');
    expect(throttle.waitFor('a')).toBeGreaterThan(0);
    expect(throttle.waitFor('b')).toBe(0);
  });
});
