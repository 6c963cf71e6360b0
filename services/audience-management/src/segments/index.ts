// The segments module: stored segments, who may see them, their counters and the demo segments.
export { segmentRoutes } from './routes.ts';
export { seedSegments, PLACES, prng } from './seed.ts';
export {
  crossTablePredicate,
  isMergeDefinition,
  mergeDefinition,
  type CrossTableSource,
  type Definition,
  type MergeDefinition,
} from './definition.ts';
export { factsOf, flagsOf, visibleSegmentFor } from './access.ts';
export {
  findVisibleSegments,
  listSegments,
  mergeUsesOf,
  refreshSegmentCounters,
  segmentViewerOf,
  segmentsUsableByCompany,
  type SegmentRow,
  type SegmentViewer,
} from './repository.ts';
