import type { Pool } from '@inca/db';
import { SERVICE_SCHEMA, type CampaignManagementConfig } from '@inca/config';
import type { DirectoryClient } from '@inca/service-kit';
import type { Warehouse, WarehouseReader } from '@inca/warehouse';
import type { Processing } from './jobs/index.ts';

/** The Postgres schema of campaign-management: every statement names its tables through it. */
export const S = SERVICE_SCHEMA['campaign-management'];

/** The base path of every route of the service (spec §7). */
export const BASE = '/campaign-management';

/** What every route module of the service is given. */
export type CampaignContext = {
  pool: Pool;
  /** The company directory (audience-management): which companies the caller may work with. */
  directory: DirectoryClient;
  /** The embedded customer warehouse, opened on first use. */
  warehouse: () => Promise<Warehouse>;
  /** Where the campaigns' customers are counted: BigQuery when configured (WAREHOUSE=bigquery), else the embedded warehouse. */
  customers: () => Promise<WarehouseReader>;
  /** The service's own settings, parsed once from its environment when the app is made. */
  config: CampaignManagementConfig;
  /** Where table-access listens (the authority on the caller's table grants), given by whoever started the service. */
  tableAccessUrl: () => string;
  /** Send to process: jobs on the Postgres queue, worked in this process (undefined when the queue could not start). */
  processing: Promise<Processing | undefined>;
};
