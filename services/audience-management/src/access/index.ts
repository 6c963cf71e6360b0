// The access module: table access requests, restrictions, exceptions and cross-table segments.
export { accessRoutes } from './routes.ts';
