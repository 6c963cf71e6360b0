// The service's jobs on the shared job kit: send to process (recommendations), worked in this process.
export { RECOMMENDATION_QUEUE, startProcessing, type Processing } from './processing.ts';
