import { SERVICE_SCHEMA } from '@inca/config';
import type { Pool } from '@inca/db';
import type { DirectoryClient } from '@inca/service-kit';
import type { ApproverDirectory } from './approvers.ts';
import type { ServiceClock } from './clock.ts';

/** The service's schema: every statement is qualified with it. */
export const S = SERVICE_SCHEMA['table-access'];

/** What the table-access modules are given: the pool, the service's today, who approves, and the catalogue's readiness. */
export type TableAccessContext = {
  pool: Pool;
  clock: ServiceClock;
  approvers: ApproverDirectory;
  directory: DirectoryClient;
  /** Resolves when the first mirror of the warehouse is in (or after a bounded wait). */
  ready: () => Promise<void>;
};
