// The requests module: table-access requests, their decisions and audit trail.
export { requestRoutes } from './routes.ts';
export { addAudit, insertRequest, setRequestState } from './repository.ts';
