import { describe, expect, it } from 'vitest';
import { PlatformSim, SimState, isTokenAccepted, memberMatches, platformErrorBody, SIM_PLATFORMS } from './state.ts';

describe('PlatformSim', () => {
  it('matches a deterministic share of members (default 60 %)', () => {
    const sim = new PlatformSim('meta', { matchDelayMs: 0 });
    const audience = sim.createAudience('INCA_a');
    const members = Array.from({ length: 5_000 }, (_, i) => `member-${i}`);
    sim.addMembers(audience, members);
    const matched = sim.matchSizeOf(audience);
    expect(matched).toBeGreaterThan(2_800);
    expect(matched).toBeLessThan(3_200);
    expect(members.filter((m) => memberMatches(m, 60)).length).toBe(matched);
    // Same members, same answer.
    const again = new PlatformSim('meta', { matchDelayMs: 0 });
    const other = again.createAudience('INCA_b');
    again.addMembers(other, members);
    expect(again.matchSizeOf(other)).toBe(matched);
  });

  it('hides the match size until matchDelayMs after the last change', () => {
    let now = 1_000_000;
    const sim = new PlatformSim('tiktok', { matchDelayMs: 2_000, now: () => now });
    const audience = sim.createAudience('INCA_delay');
    sim.addMembers(audience, ['a', 'b', 'c']);
    expect(sim.matchSizeOf(audience)).toBeNull();
    now += 1_999;
    expect(sim.matchSizeOf(audience)).toBeNull();
    now += 1;
    expect(sim.matchSizeOf(audience)).not.toBeNull();
    sim.removeMembers(audience, ['a']);
    expect(sim.matchSizeOf(audience)).toBeNull();
  });

  it('applies an idempotency key once and replays its first answer', () => {
    const sim = new PlatformSim('google');
    const audience = sim.createAudience('INCA_idem');
    let applied = 0;
    const first = sim.once('k1', () => ++applied);
    const second = sim.once('k1', () => ++applied);
    expect(first).toEqual({ result: 1, replayed: false });
    expect(second).toEqual({ result: 1, replayed: true });
    expect(sim.once(null, () => ++applied).result).toBe(2);
    expect(sim.once(null, () => ++applied).result).toBe(3);
    expect(audience.members.size).toBe(0);
  });

  it('rejects the configured share of rows, the same rows every time', () => {
    const sim = new PlatformSim('criteo');
    sim.rejectRate = 0.25;
    const audience = sim.createAudience('INCA_rej');
    const members = Array.from({ length: 4_000 }, (_, i) => `m${i}`);
    const { received, rejected } = sim.addMembers(audience, members);
    expect(rejected.length).toBeGreaterThan(850);
    expect(rejected.length).toBeLessThan(1_150);
    expect(received + rejected.length).toBe(4_000);
    expect(audience.members.size).toBe(received);
    expect(sim.addMembers(sim.createAudience('INCA_rej2'), members).rejected).toEqual(rejected);
  });

  it('counts faults down and clears them', () => {
    const sim = new PlatformSim('adobe');
    sim.fault = { status: 429, count: 2, retryAfterSeconds: 1 };
    expect(sim.takeFault()?.status).toBe(429);
    expect(sim.takeFault()?.status).toBe(429);
    expect(sim.takeFault()).toBeNull();
    expect(sim.fault).toBeNull();
  });

  it('lists audiences as {id, name, memberCount} and resets', () => {
    const state = new SimState({ matchDelayMs: 0 });
    const sim = state.get('salesforce');
    const a = sim.createAudience('INCA_x');
    sim.addMembers(a, ['1', '2']);
    expect(sim.listAudiences()).toEqual([{ id: a.id, name: 'INCA_x', memberCount: 2 }]);
    state.reset();
    expect(sim.listAudiences()).toEqual([]);
  });
});

describe('helpers', () => {
  it('refuses empty, invalid… and expired… tokens', () => {
    expect(isTokenAccepted('abc')).toBe(true);
    expect(isTokenAccepted('')).toBe(false);
    expect(isTokenAccepted(undefined)).toBe(false);
    expect(isTokenAccepted('invalid-1')).toBe(false);
    expect(isTokenAccepted('EXPIRED')).toBe(false);
  });

  it('answers an error body for every platform', () => {
    for (const p of SIM_PLATFORMS) expect(platformErrorBody(p, 429)).toBeTruthy();
    expect(platformErrorBody('meta', 429)).toMatchObject({ error: { code: 17, type: 'OAuthException' } });
    expect(platformErrorBody('google', 503)).toMatchObject({ error: { code: 503, status: 'UNAVAILABLE' } });
    expect(platformErrorBody('tiktok', 429)).toMatchObject({ code: 40100 });
  });
});
