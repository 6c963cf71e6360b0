// The builder module: segment definitions, previews and counts against the warehouse, the variable catalogue.
export { builderRoutes } from './routes.ts';
export { seedCatalogue } from './seed.ts';
export { SegmentBuilder } from './segmentBuilder.ts';
export type { PreviewResult } from './previewResult.ts';
export {
  findPreview,
  insertBuiltSegment,
  insertPreview,
  loadCatalogue,
  restrictedCompanies,
  storedSegments,
  updateBuiltSegment,
  type SegmentWrite,
} from './repository.ts';
