import { DEFAULT_PORTS } from '@inca/config';
import { runServiceFromEnv } from '@inca/service-kit';
import { tableAccess } from './app.ts';

await runServiceFromEnv(tableAccess, DEFAULT_PORTS.service['table-access']);
