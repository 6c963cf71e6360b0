/**
 * Setup file of the system project: points this worker's inject() at its own platform. Vitest gives each
 * running file a pool id from 1 to the project's maxWorkers, held by no other file while it runs, and
 * globalSetup.ts started one platform per id; so a file has its platform to itself, as it did when all
 * files ran one after another.
 */
import { inject } from 'vitest';
import type { TestPlatform } from './platformProcess.ts';

const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
const platforms = inject('platforms');
const mine = platforms[poolId - 1];
if (!mine) throw new Error(`no hay plataforma de pruebas para el worker ${poolId} (${platforms.length} iniciadas; TEST_PLATFORMS)`);

// inject() reads the context globalSetup provided to the whole project, which vitest keeps per worker in
// its worker state; no public API provides per worker, so the worker's copy is changed here.
const state = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } }).__vitest_worker__;
if (state?.providedContext) Object.assign(state.providedContext, mine satisfies TestPlatform);
if (inject('gatewayUrl') !== mine.gatewayUrl)
  throw new Error('vitest ya no guarda el contexto de inject() donde platformOfWorker.ts lo cambia');
