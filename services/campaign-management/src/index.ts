import { DEFAULT_PORTS } from '@inca/config';
import { runServiceFromEnv } from '@inca/service-kit';
import { campaignManagement } from './app.ts';

await runServiceFromEnv(campaignManagement, DEFAULT_PORTS.service['campaign-management']);
