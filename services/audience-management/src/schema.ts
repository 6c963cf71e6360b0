import { SERVICE_SCHEMA } from '@inca/config';

/** The Postgres schema of audience-management: every statement names its tables through it. */
export const SCHEMA = SERVICE_SCHEMA['audience-management'];
