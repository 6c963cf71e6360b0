import { withTransaction, type Pool } from '@inca/db';
import { DEMO_TABLE_GRANTS } from '@inca/demo-data';
import { WAREHOUSE_PROJECT } from '@inca/warehouse';
import {
  describedObjects,
  describedUseCases,
  hasCatalogue,
  insertDemoGrant,
  replaceUseCases,
  resourceNameOf,
  upsertObjects,
} from './catalogue/index.ts';
import { addAudit, insertRequest, setRequestState } from './requests/index.ts';

const rrn = (dataset: string, table: string) => resourceNameOf(WAREHOUSE_PROJECT, dataset, table);

/** Seeds the demo catalogue, grants and two requests once (nothing when the catalogue holds rows). */
export async function seedTableAccess(pool: Pool): Promise<void> {
  await withTransaction(pool, async (db) => {
    if (await hasCatalogue(db)) return;
    await upsertObjects(db, describedObjects());
    await replaceUseCases(db, describedUseCases());
    for (const g of DEMO_TABLE_GRANTS) await insertDemoGrant(db, rrn(g.dataset, g.table), g.login, g.days);
    const pending = await insertRequest(db, {
      kind: 'ACCESS',
      rrn: rrn('marcas', 'compras_marca'),
      login: 'analyst@brand.demo',
      company: '024',
      reason: 'Campaña de recompra de marcas propias.',
      useCase: null,
      untilDate: null,
    });
    await addAudit(db, pending, 'REQUESTED', 'analyst@brand.demo', null, { status: 'PENDING', untilDate: null });
    const declined = await insertRequest(db, {
      kind: 'ACCESS',
      rrn: rrn('retail', 'devoluciones'),
      login: 'user@retail.demo',
      company: '022',
      reason: 'Revisar devoluciones de la temporada.',
      useCase: null,
      untilDate: null,
    });
    await addAudit(db, declined, 'REQUESTED', 'user@retail.demo', null, { status: 'PENDING', untilDate: null });
    await setRequestState(db, declined, 'DECLINED', null, 'admin@corp.demo');
    await addAudit(
      db,
      declined,
      'DECLINED',
      'admin@corp.demo',
      { status: 'PENDING', untilDate: null },
      { status: 'DECLINED', untilDate: null },
    );
  });
}
