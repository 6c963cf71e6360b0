// The analytics module: usage figures of segments and audiences.
export { analyticsRoutes } from './routes.ts';
