/**
 * Runs the seven simulators on their own: `tsx simulators/src/main.ts` (PORT default 4300, SIM_MATCH_DELAY_MS default
 * 2000, SIM_CONTROL=0 to leave the control API out, SIM_REQUEST_LOG_LIMIT requests kept per platform, default 500).
 * `npm start` in embedded mode starts them in-process instead.
 */
import { startSimulators } from './server.ts';

const port = Number(process.env.PORT ?? 4300);
const matchDelayMs = Number(process.env.SIM_MATCH_DELAY_MS ?? 2000);
const control = process.env.SIM_CONTROL !== '0';
const requestLogLimit = process.env.SIM_REQUEST_LOG_LIMIT ? Number(process.env.SIM_REQUEST_LOG_LIMIT) : undefined;
const sims = await startSimulators({ port, matchDelayMs, control, ...(requestLogLimit && requestLogLimit > 0 ? { requestLogLimit } : {}) });
console.log(`simulators listening on ${sims.url} (control API ${control ? 'on' : 'off'}, match delay ${matchDelayMs} ms)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sims.close().then(() => process.exit(0));
  });
}
