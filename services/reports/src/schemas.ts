// The service's input schemas live in its REST contract; params.ts reads the filters' type from here.
export type { ReportFilters } from '@inca/contracts/reports';
