// The reports module: report management and the analytics reports.
export { reportRoutes } from './routes.ts';
export { seedReports } from './seed.ts';
export type { ReportRow } from './repository.ts';
