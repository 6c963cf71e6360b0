import type { Pool } from '@inca/db';
import type { DirectoryClient } from '@inca/service-kit';

/** What the reports service's modules are given: its pool and schema, the company directory, and the installation's key (SECRETS_KEY). */
export type ReportsContext = { pool: Pool; schema: string; directory: DirectoryClient; sealingKey?: Buffer | undefined };
