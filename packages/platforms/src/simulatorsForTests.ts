import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startSimulators, type RunningSimulators } from '@inca/simulators';
import type { SimRequest } from '@inca/simulators/state';
import { trustSimulatorsOrigin } from './safeUrl.ts';
import { checkRequest, type DefinitionPlatform } from './definitions.ts';

/** The simulators of a connector test file, and their control API (/__sim). Test support only. */
export type TestSimulators = {
  readonly url: string;
  readonly state: RunningSimulators['state'];
  /** Calls the control API; expects success and answers its JSON (null for 204). */
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** GET on the control API, e.g. '/meta/requests'. */
  get<T = unknown>(path: string): Promise<T>;
  /** Arms a fault of a platform (`{status, count, retryAfterSeconds}` or `{rejectRate}`). */
  fault(platform: string, body: Record<string, unknown>): Promise<unknown>;
  /**
   * What the platform's vendored definition finds wrong with each request the simulator recorded since the reset
   * (headers included), as `METHOD /path: message` lines; none when every request conforms.
   */
  violations(platform: DefinitionPlatform): Promise<string[]>;
};

/**
 * One simulator server for the test file, started before its tests and closed after them; before each
 * test its state is emptied and match sizes answer at once. `beforeEachTest` runs after that reset.
 */
export function simulatorsForTests(beforeEachTest?: () => void): TestSimulators {
  let sims: RunningSimulators | undefined;
  beforeAll(async () => {
    sims = await startSimulators({ port: 0, matchDelayMs: 0 });
    trustSimulatorsOrigin(sims.url);
  });
  afterAll(async () => {
    await sims?.close();
  });
  beforeEach(() => {
    sims!.state.reset();
    sims!.state.matchDelayMs = 0;
    beforeEachTest?.();
  });
  const running = () => {
    if (!sims) throw new Error('los simuladores aún no arrancan');
    return sims;
  };
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${running().url}/__sim${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.ok, `${method} /__sim${path} answered ${res.status}`).toBe(true);
    return (res.status === 204 ? null : await res.json()) as T;
  };
  return {
    get url() {
      return running().url;
    },
    get state() {
      return running().state;
    },
    control,
    get: (path) => control('GET', path),
    fault: (platform, body) => control('POST', '/faults', { platform, ...body }),
    violations: async (platform) => {
      const requests = await control<SimRequest[]>('GET', `/${platform}/requests`);
      return requests.flatMap((r) =>
        checkRequest(platform, {
          method: r.method,
          path: r.path.slice(platform.length + 1),
          query: r.query,
          headers: r.headers,
          body: r.body,
        }).violations.map((v) => `${r.method} ${r.path}: ${v.message}`),
      );
    },
  };
}
