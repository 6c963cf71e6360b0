import { DEFAULT_SIMULATORS_URL, type ConnectorsConfig } from '@inca/config';

let current: ConnectorsConfig = { simulatorsUrl: DEFAULT_SIMULATORS_URL };

/**
 * Gives the connectors the process's configuration (parsed once with connectorsEnv), before any
 * account connects: each entry of audience-management (its app, its worker entry) calls it at start.
 * Held here rather than passed along because every module connects accounts, many calls below any
 * context (the publishing engine, the daily check, the Talon.One catalogue).
 */
export function configureConnectors(config: ConnectorsConfig): void {
  current = config;
}

export const connectorsConfig = (): ConnectorsConfig => current;
