import type { Pool } from '@inca/db';
import type { Warehouse, WarehouseReader } from '@inca/warehouse';
import type { SegmentBuilder } from './builder/index.ts';

/** What every route module of audience-management is given, built once in app.ts. */
export type AudienceManagementContext = {
  pool: Pool;
  /** Previews, counts and evaluations of segments against the warehouse. */
  builder: SegmentBuilder;
  /** The embedded customer warehouse, opened on first use; WAREHOUSE=bigquery never opens it (everything reads `segments`). */
  warehouse: () => Promise<Warehouse>;
  /** Where segments' members are read: BigQuery when configured (WAREHOUSE=bigquery), else the embedded warehouse. */
  segments: () => Promise<WarehouseReader>;
  /** Audience exports: rows per chunk and the deflate level (AUDIENCE_EXPORT_CHUNK, AUDIENCE_EXPORT_DEFLATE_LEVEL). */
  exportSettings: { chunk: number; level: number };
  /** Rows sampled when an audience's identifier quality is measured (PUBLISH_QUALITY_SAMPLE). */
  qualitySample: number;
  /** Where table-access listens (grants and sandbox use cases), given by whoever started the service. */
  tableAccessUrl: () => string;
};
