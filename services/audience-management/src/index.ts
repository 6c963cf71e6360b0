import { DEFAULT_PORTS } from '@inca/config';
import { runServiceFromEnv } from '@inca/service-kit';
import { audienceManagement } from './app.ts';

await runServiceFromEnv(audienceManagement, DEFAULT_PORTS.service['audience-management']);
