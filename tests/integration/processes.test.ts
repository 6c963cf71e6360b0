import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { freeFixedPorts, launchProcesses, type RunningProcesses } from '../../launcher/src/processes.ts';

/** `npm start`'s shape: the services and the API each in a supervised process, the database in the launcher. */

let dataDir = '';
let platform: RunningProcesses | undefined;

afterAll(async () => {
  await platform?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const alive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function signIn(gatewayUrl: string) {
  return fetch(`${gatewayUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'analyst@retail.demo', password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
}

describe('the platform as separate processes', () => {
  it('serves from two processes, starts a part that dies again without the other, and stops every process', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-processes-'));
    const { ports } = await freeFixedPorts();
    platform = await launchProcesses({
      dataDir,
      ports,
      production: true,
      seedDemo: true,
      warehouseCustomers: 2_000,
      simulatorsPort: null,
    });
    const { services, api } = platform.parts;
    expect(services.pid).not.toBe(api.pid);
    expect(services.pid).not.toBe(process.pid);
    expect((await signIn(platform.gatewayUrl))?.status).toBe(200);

    const apiPid = api.pid;
    const killed = services.pid!;
    process.kill(killed, 'SIGKILL');
    // The gateway keeps answering meanwhile (its own process); the services come back by themselves.
    const until = Date.now() + 90_000;
    let health = 0;
    while (Date.now() < until) {
      health = (await fetch(`${platform.gatewayUrl}/healthz`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined))?.status ?? 0;
      if (health === 200 && services.pid !== killed) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(health).toBe(200);
    expect(services.pid).not.toBe(killed);
    expect(api.pid).toBe(apiPid);
    expect((await signIn(platform.gatewayUrl))?.status).toBe(200);

    const pids = [services.pid, api.pid];
    await platform.stop();
    platform = undefined;
    expect(pids.map(alive)).toEqual([false, false]);
  });
});
