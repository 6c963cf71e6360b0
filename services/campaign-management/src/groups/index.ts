// The variable groups module.
export { groupRoutes } from './routes.ts';
