import { DEFAULT_PORTS } from '@inca/config';
import { runServiceFromEnv } from '@inca/service-kit';
import { reports } from './app.ts';

await runServiceFromEnv(reports, DEFAULT_PORTS.service.reports);
