// The settings module: the service's stored settings (companies, disabled variables).
export { settingsRoutes } from './routes.ts';
