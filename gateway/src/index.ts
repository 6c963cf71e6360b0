import { gatewayConfigFromEnv } from './config.ts';
import { startGateway } from './app.ts';
import { namePart } from '@inca/telemetry';

const gateway = await startGateway(gatewayConfigFromEnv());
namePart(gateway.server, 'gateway');
console.log(`gateway listening on ${gateway.url}`);
const stop = () => void gateway.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
