import type { Router } from 'express';
import { getObjectDetails, listObjects as listObjectsOp } from '@inca/contracts/campaign-management';
import { withTransaction } from '@inca/db';
import { handle } from '@inca/service-kit';
import type { CampaignContext } from '../context.ts';
import { columnsOf, listObjects, objectsByDocumentIds, readCatalogue, syncCatalogue, type ObjectRow } from './repository.ts';
import { objectVisibility } from './visibility.ts';

/** The scope the objects belong to (spec §7: "object access list for the audiences scope"). */
const OBJECT_DOMAIN = 'audiences';
const SYNC_EVERY_MS = 60_000;

const presentObject = (o: ObjectRow) => ({
  id_object: o.id_object,
  document_id: o.document_id,
  table: { projectId: o.project_id, datasetId: o.dataset_id, objectId: o.object_id, id: o.document_id },
  domain: o.domain,
  creationTime: o.creation_time,
  lastModifiedTime: o.last_modified_time,
});

/**
 * Objects (§2.5 object modal): the warehouse tables a variable may be associated with, mirrored
 * from the warehouse catalogue (at most once a minute per process), and their columns. Every
 * signed-in user reads them, each seeing only the tables the table catalogue shows them.
 */
export function objectRoutes(router: Router, ctx: CampaignContext): void {
  let lastSync = 0;
  let syncing: Promise<void> | undefined;
  const refresh = async () => {
    if (Date.now() - lastSync < SYNC_EVERY_MS) return;
    syncing ??= (async () => {
      try {
        const tables = await readCatalogue(ctx);
        await withTransaction(ctx.pool, (db) => syncCatalogue(db, tables, OBJECT_DOMAIN));
        lastSync = Date.now();
      } catch (error) {
        // The last mirrored catalogue still answers; the next call tries again.
        console.error('[campaign-management] catálogo del almacén', error);
      } finally {
        syncing = undefined;
      }
    })();
    await syncing;
  };

  handle(router, listObjectsOp, async ({ query, req }) => {
    const [visible] = await Promise.all([objectVisibility(req, ctx.tableAccessUrl()), refresh()]);
    return { status: true, data: (await listObjects(ctx.pool, query.table_name || undefined)).filter(visible).map(presentObject) };
  });

  /** Tables details (§7): the schema of each named table, keyed by its table id. */
  handle(router, getObjectDetails, async ({ body: { tables }, req }) => {
    const [visible] = await Promise.all([objectVisibility(req, ctx.tableAccessUrl()), refresh()]);
    const found = (
      await objectsByDocumentIds(
        ctx.pool,
        tables.map((t) => `${t.projectId}.${t.datasetId}.${t.tableId}`),
      )
    ).filter(visible);
    const columns = await columnsOf(
      ctx.pool,
      found.map((o) => o.id_object),
    );
    const data = Object.fromEntries(
      found.map((o) => [
        o.object_id,
        {
          ...presentObject(o),
          schema: { fields: (columns.get(o.id_object) ?? []).map((c) => ({ name: c.column_name, type: c.data_type })) },
        },
      ]),
    );
    return { status: true, code: 200, data };
  });
}
