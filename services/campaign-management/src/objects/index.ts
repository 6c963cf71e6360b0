// The objects module: warehouse tables a variable may be associated with, and who may see them.
export { objectRoutes } from './routes.ts';
export { columnsOfObject, objectsByDocumentIds } from './repository.ts';
export { objectVisibility, type VisibleObject } from './visibility.ts';
