// The catalogue module: warehouse tables and views, grants, search and sandbox use cases.
export { catalogueRoutes } from './routes.ts';
export {
  describedObjects,
  describedUseCases,
  seedSyntheticCatalogue,
  syncCatalogue,
  syncFromWarehouse,
  syntheticObjects,
} from './service.ts';
export {
  escapeLike,
  findTables,
  foldText,
  hasCatalogue,
  insertDemoGrant,
  replaceUseCases,
  resourceNameOf,
  searchSql,
  upsertGrant,
  upsertObjects,
  useCaseAttributes,
} from './repository.ts';
export type { GrantRow, WarehouseTableRow } from './repository.ts';
export { login, ownDomains, visibleTo } from './visibility.ts';
