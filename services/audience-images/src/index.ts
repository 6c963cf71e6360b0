import { DEFAULT_PORTS } from '@inca/config';
import { runServiceFromEnv } from '@inca/service-kit';
import { audienceImages } from './app.ts';

await runServiceFromEnv(audienceImages, DEFAULT_PORTS.service['audience-images']);
