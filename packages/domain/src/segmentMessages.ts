/** Messages of the segment and merge screens (segment-building §8), verbatim; the service and the web share them. */
export const PREVIEW_REQUIRED_MESSAGE = 'Debe obtener la previsualización, presionando el botón de Pre Visualizar.';
export const PREVIEW_STALE_MESSAGE = 'Debe realizar la previsualización antes de guardar.';
export const SEGMENT_SAVED_MESSAGE = '¡El segmento se ha guardado correctamente!';
export const SEGMENT_SAVE_FAILED_MESSAGE = 'No se pudo guardar el segmento.';
/** A segment that does not exist and one the caller may not see get the same answer. */
export const SEGMENT_NOT_FOUND_MESSAGE = 'El segmento no existe o no tiene acceso a él.';

const listed = (names: readonly string[]) => names.join(', ');

/** Delete refused because audiences use the segment (§5). */
export const deleteRefusedByAudiencesMessage = (audienceNames: readonly string[]): string =>
  `No se puede eliminar el segmento porque ${audienceNames.length === 1 ? 'lo usa 1 audiencia' : `lo usan ${audienceNames.length} audiencias`}: ${listed(audienceNames)}.`;

/** Delete refused because merge segments are built on the segment (deleting it would break them). */
export const deleteRefusedByMergesMessage = (mergeNames: readonly string[]): string =>
  `No se puede eliminar el segmento porque ${mergeNames.length === 1 ? 'lo usa 1 segmento combinado' : `lo usan ${mergeNames.length} segmentos combinados`}: ${listed(mergeNames)}.`;

/**
 * A merge refused because its owner may no longer see one of its bases: preview, save and
 * re-evaluation name the bases, so the owner knows which side to replace.
 */
export const mergeBaseUnavailableMessage = (baseNames: readonly string[]): string =>
  baseNames.length === 1
    ? `El segmento combinado usa un segmento al que ya no tiene acceso: ${baseNames[0]}.`
    : `El segmento combinado usa segmentos a los que ya no tiene acceso: ${listed(baseNames)}.`;

/** Re-evaluation needs the edit right: it rewrites the counts and the process date, as an edit does. */
export const REEVALUATE_FORBIDDEN_MESSAGE = 'No tiene permisos para re-evaluar este segmento.';
