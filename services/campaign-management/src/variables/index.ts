// The variables module: variables, their data and configuration.
export { variableRoutes } from './routes.ts';
export { listVariables } from './repository.ts';
